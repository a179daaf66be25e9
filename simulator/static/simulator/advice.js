/* "What should I play?" (issue 29): the advisor's best plays for the active player's hand,
 * under that hand in the card panel. The board sent is the one Score sends (its events
 * included: the advisor plays after them); a tap on a play appends its events to the board's,
 * as if the player had played the cards by hand, and scores at once. */

import { joinNames, t } from "./i18n.js";
import { el } from "./dom.js";
import { toBoard } from "./position.js";
import { current, positions, state } from "./state.js";
import { localized } from "./words.js";
import { postJSON, scoreAll } from "./api.js";
import { afterEdit, boxValue, eventList, renderEditor } from "./editor.js";
import { showError } from "./errors.js";
import { playsById } from "./hands.js";

/* The panel carries the advise endpoint's URL (the template reverses it). */
const panel = document.getElementById("sim-panel");

/* The last request: for which position and which board (as sent), busy, its answer or its
 * error. Kept here because the panel is drawn again after every edit. */
let advice = null;

function boardKey(s) {
  try {
    return JSON.stringify(toBoard(s));
  } catch (err) {
    return null;
  }
}

/* The hand cards no event takes yet (plays, or uses for its Special): the ones the advisor
 * can still play. */
function playable(s, player) {
  const taken = playsById(s);
  return (player.hand || []).filter(function (card) {
    return !(card.extra && taken[String(card.extra.id)] !== undefined);
  });
}

/* The advice drawn again in place (the rest of the panel is left alone). */
function redraw() {
  const box = document.querySelector("#sim-palette .sim-advice");
  const s = state();
  const player = s.players.find(function (p) { return p.uid === s.active; });
  if (box && player) box.replaceWith(renderAdvice(s, player));
}

function signed(n) {
  return (n > 0 ? "+" : n < 0 ? "−" : "±") + Math.abs(n);
}

function vpLine(vp) {
  return Object.keys(vp || {}).map(function (name) {
    return t("advice_vp_of", { player: name, vp: vp[name] });
  }).join(", ");
}

/* An error answer (or none, the network) in the page's language. */
function errorText(answer) {
  if (!answer) return t("network_error");
  if (answer.status === 429) {
    const wait = Number((answer.retryAfter || "").trim());
    return wait > 0 ? t("advice_throttled_in", { seconds: Math.ceil(wait) })
      : t("advice_throttled");
  }
  const error = (answer.data && answer.data.error) || {};
  return localized(error, "message") || String(answer.status);
}

async function ask() {
  if (advice && advice.busy) return;
  const position = positions[current];
  let board;
  try {
    board = toBoard(position.state);
  } catch (err) {
    /* The events or choices box holds no valid JSON (its message is translated). */
    advice = { position: position, board: null, busy: false, error: err.message || String(err) };
    redraw();
    return;
  }
  const sent = JSON.stringify(board);
  advice = { position: position, board: sent, busy: true };
  redraw();
  let answer = null;
  try {
    answer = await postJSON(panel.dataset.adviseUrl, board);
  } catch (err) {
    answer = null;
  }
  /* Asked again meanwhile: that request draws its own answer. */
  if (!advice || advice.board !== sent || advice.position !== position) return;
  advice = { position: position, board: sent, busy: false };
  if (answer && answer.ok) advice.answer = answer.data;
  else advice.error = errorText(answer);
  redraw();
}

/* The choices box's list, or null when it holds no valid JSON list (its message shown). */
function choiceList(s) {
  const choices = boxValue(s, "choices");
  if (choices === null || Array.isArray(choices)) return choices;
  showError({ field: "choices", message: t("bad_json") });
  return null;
}

/* A play of the list onto the table: its events after the board's, by the active player as
 * the page's own plays are, with the decisions after the plays the advice took (its choices
 * after the board's, its scoring order); then the answer at once. */
function loadPlay(play) {
  const s = state();
  const events = eventList(s);
  if (events === null) return;
  const decided = play.choices || [];
  const choices = decided.length ? choiceList(s) : [];
  if (choices === null) return;
  const player = s.players.find(function (p) { return p.uid === s.active; });
  play.events.forEach(function (event) {
    const added = Object.assign({}, event);
    if (added.by === undefined && player) added.by = player.name;
    events.push(added);
  });
  s.events = JSON.stringify(events, null, 1);
  if (decided.length) s.choices = JSON.stringify(choices.concat(decided), null, 1);
  if (play.scoring_order) s.scoring_order = play.scoring_order;
  advice = null;
  renderEditor();
  afterEdit();
  scoreAll(true);
}

function playItem(play) {
  const parts = [
    el("span", { className: "sim-advice-summary", text: localized(play, "summary") || "" }),
    el("span", { className: "sim-advice-numbers", text: t("advice_numbers", {
      gain: signed(play.gain), margin: signed(play.margin),
    }) }),
  ];
  if (play.game_over) {
    parts.push(el("span", { className: "sim-advice-numbers", text: t("game_over", {
      winners: joinNames(play.winners || []),
    }) }));
  }
  if ((play.not_simulated || []).length) {
    parts.push(el("span", { className: "sim-advice-flag", text: "⚠ " + t("advice_not_simulated") }));
  }
  return el("li", {}, [
    el("button", {
      type: "button", className: "secondary sim-advice-play",
      onclick: function () { loadPlay(play); },
    }, parts),
  ].concat(warningNotes(play.warnings, "muted sim-advice-warning")));
}

/* What an answer or a play warns of (a decision not tried, a search cut short), each in the
 * page's language. */
function warningNotes(warnings, className) {
  return (warnings || []).map(function (warning) {
    return el("p", { className: className, text: "⚠ " + (localized(warning, "text") || "") });
  });
}

function answerParts(answer) {
  const out = [];
  const base = answer.baseline || {};
  out.push(el("p", { className: "muted sim-advice-baseline", text: t("advice_baseline", {
    vp: vpLine(base.vp), margin: signed(base.margin || 0),
  }) }));
  if (answer.complete === false) {
    out.push(el("p", { className: "sim-special-note sim-advice-incomplete", text: t(
      "advice_incomplete", { n: answer.untried || 0 }
    ) }));
  }
  warningNotes(answer.warnings, "sim-special-note sim-advice-warning").forEach(function (note) {
    out.push(note);
  });
  if (!(answer.plays || []).length) {
    out.push(el("p", { className: "sim-advice-none", text: t("advice_none") }));
    return out;
  }
  out.push(el("p", { className: "sim-label", text: t("advice_pick") }));
  out.push(el("ol", { className: "sim-advice-list" }, answer.plays.map(playItem)));
  return out;
}

/* The button and what it found, for the active player's part of the panel. Disabled, with
 * the reason as text, while no card of the hand is left to play. */
export function renderAdvice(s, player) {
  const cards = playable(s, player);
  const mine = advice && advice.position === positions[current] ? advice : null;
  /* An answer for another board (edited since) no longer applies. */
  const fresh = mine && (mine.busy || mine.board === boardKey(s));
  const reasonId = "sim-advice-reason-" + player.uid;
  const children = [
    el("button", {
      type: "button", className: "sim-advise", text: t("advise"),
      disabled: !cards.length || Boolean(fresh && mine.busy),
      "aria-describedby": cards.length ? null : reasonId,
      onclick: ask,
    }),
  ];
  if (!cards.length) {
    children.push(el("p", {
      className: "muted sim-advice-reason", id: reasonId,
      text: t("advise_no_card", { player: player.name }),
    }));
  } else if (fresh && mine.busy) {
    children.push(el("p", { className: "muted sim-advice-busy", role: "status", text: t("advice_busy") }));
  } else if (fresh && mine.error) {
    children.push(el("p", { className: "error sim-advice-error", role: "alert", text: mine.error }));
  } else if (fresh && mine.answer) {
    children.push(el("div", { className: "sim-advice-answer" }, answerParts(mine.answer)));
  }
  return el("div", { className: "sim-advice", "aria-busy": fresh && mine.busy ? "true" : null },
    children);
}
