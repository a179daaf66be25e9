/* Talking to the API: postJSON(), scoring every position (Score) and saving them (Save). */

import { config, t } from "./i18n.js";
import { toBoard } from "./position.js";
import { current, positions, setCurrent } from "./state.js";
import { renderEditor, renderResults } from "./redraw.js";
import { clearError, showError } from "./errors.js";

/* ---------- talking to the API ---------- */

const resultBox = document.getElementById("sim-result");

export async function postJSON(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  let data = null;
  try {
    data = await response.json();
  } catch (err) {
    data = { error: { field: null, message: response.status + " " + response.statusText } };
  }
  return {
    ok: response.ok, status: response.status, data: data,
    retryAfter: response.headers.get("Retry-After"),
  };
}

async function scorePosition(position) {
  let board;
  try {
    board = toBoard(position.state);
  } catch (err) {
    position.result = null;
    position.error = err;
    return;
  }
  const requests = [postJSON(config.api.score, board)];
  if (board.scoring_order) {
    const free = Object.assign({}, board);
    delete free.scoring_order;
    requests.push(postJSON(config.api.score, free));
  }
  const answers = await Promise.all(requests);
  const main = answers[0];
  position.result = main.ok ? main.data : null;
  position.error = main.ok ? null : main.data.error || { field: null, message: String(main.status) };
  position.orders = null;
  if (answers[1] && answers[1].ok) position.orders = ordersOf(answers[1].data);
}

export function ordersOf(result) {
  if (!result || !result.alternatives || !result.alternatives.length) return null;
  return [{ order: result.order, vp: result.vp, winners: result.winners }].concat(
    result.alternatives
  );
}

let busy = false;
export async function scoreAll(quiet) {
  if (busy) return;
  busy = true;
  clearError();
  const button = document.getElementById("sim-score");
  button.disabled = true;
  resultBox.setAttribute("aria-busy", "true");
  try {
    await Promise.all(positions.map(scorePosition));
  } catch (err) {
    showError({ field: null, message: t("network_error") });
  } finally {
    busy = false;
    button.disabled = false;
    resultBox.removeAttribute("aria-busy");
  }
  const mine = positions[current];
  /* Drawn first: the error goes next to its field in the page as drawn. */
  renderResults();
  if (mine.error) showError(mine.error);
  if (!mine.error && quiet !== true) {
    resultBox.scrollIntoView({ behavior: "smooth", block: "start" });
  }
}

/* Score (the form's submit) and Save. */
export function wireApi() {
  document.getElementById("sim-editor").addEventListener("submit", function (event) {
    event.preventDefault();
    scoreAll(false);
  });

  document.getElementById("sim-save").addEventListener("click", async function () {
    clearError();
    const ids = [];
    for (let i = 0; i < positions.length; i += 1) {
      let board;
      try {
        board = toBoard(positions[i].state);
      } catch (err) {
        setCurrent(i);
        renderEditor();
        showError(err);
        return;
      }
      let answer;
      try {
        answer = await postJSON(config.api.scenarios, board);
      } catch (err) {
        showError({ field: null, message: t("network_error") });
        return;
      }
      if (!answer.ok) {
        setCurrent(i);
        renderEditor();
        showError(answer.data.error || { field: null, message: String(answer.status) });
        return;
      }
      positions[i].id = answer.data.id;
      ids.push(answer.data.id);
    }
    let url = config.scenario_url.replace("__key__", ids[0]);
    if (ids[1] && ids[1] !== ids[0]) url += "?vs=" + ids[1];
    const link = document.getElementById("sim-share-link");
    link.href = url;
    link.textContent = new URL(url, window.location.href).href;
    const share = document.getElementById("sim-share");
    share.hidden = false;
    share.title = t("saved");
  });
}
