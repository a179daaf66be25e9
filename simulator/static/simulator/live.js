/* Live totals: the engine through the API, debounced, while the table is edited. */

import { config } from "./i18n.js";
import { toBoard } from "./position.js";
import { current, positions, state } from "./state.js";
import { renderSeats, renderTableBases } from "./redraw.js";
import { postJSON } from "./api.js";

const LIVE_DELAY = 350;
let liveTimer = null;
let liveSequence = 0;

/* ---- live totals: the engine through the API, debounced ---- */

export function scheduleLive() {
  clearTimeout(liveTimer);
  liveTimer = setTimeout(runLive, LIVE_DELAY);
}

async function runLive() {
  const position = positions[current];
  const mine = ++liveSequence;
  let board;
  try {
    board = toBoard(position.state);
  } catch (err) {
    return;
  }
  /* A base still being named (no catalog base, no breakpoint) would make the whole board a
   * 400: the live totals leave it out until it is complete (Score still names the problem). */
  board.bases = board.bases.filter(function (b) {
    return b.base !== undefined || b.breakpoint !== undefined;
  });
  let answer;
  try {
    answer = await postJSON(config.api.score, board);
  } catch (err) {
    return;
  }
  if (mine !== liveSequence) return;
  if (answer.status === 429) {
    /* Throttled: keep the last totals and ask again when the server allows it. */
    const wait = Number((answer.retryAfter || "").trim()) || 5;
    liveTimer = setTimeout(runLive, Math.min(wait, 30) * 1000);
    return;
  }
  position.live = answer.ok ? answer.data : null;
  /* The palette does not depend on the answer: leave it alone so that a tap on it that
   * arrives at the same moment is not lost to a re-render. */
  const s = state();
  renderSeats(s);
  renderTableBases(s);
  document.getElementById("sim-table").dataset.live = String(mine);
}
