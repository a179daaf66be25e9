/* The page's state: the position and its variant (positions, current), the catalog names and
 * palettes read so far, the table's selection (ui), and the position kept in the browser's
 * storage so that nothing is lost on reload. */

import { config } from "./i18n.js";
import { emptyState, fromBoard, toBoard } from "./position.js";

/* ---------- page state ---------- */

export const positions = [];
export let current = 0;

/* Which position the page shows (0, or 1 for the variant); other modules set it here. */
export function setCurrent(index) {
  current = index;
}

export function makePosition(state) {
  return { state: state, result: null, error: null, orders: null, id: null, live: null };
}

/* The page opens on what its address names (an example, a saved scenario, a table from the
 * setup helper); otherwise on the position kept in the browser, or an empty one. */
export function initialPositions() {
  if (config.positions && config.positions.length) {
    config.positions.forEach(function (saved) {
      rememberNames(saved.names);
      const position = makePosition(fromBoard(saved.board, saved.names));
      applyFactions(position.state, saved.factions);
      position.result = saved.result;
      position.error = saved.error;
      position.id = saved.id;
      positions.push(position);
    });
    return;
  }
  const saved = loadLocal();
  if (saved) {
    rememberNames(saved.names);
    const position = makePosition(fromBoard(saved.board, NAMES));
    applyFactions(position.state, saved.factions);
    positions.push(position);
    return;
  }
  positions.push(makePosition(emptyState()));
}

export function state() {
  return positions[current].state;
}

const STORE_KEY = "smashup-simulator-position-v1";
export const NAMES = { bases: {}, cards: {} };
export const PALETTES = {};
/* playing: the hand card being played, until a base or a minion is tapped; toHand: the
 * players whose palette taps go to their hand; playOptions: the options seen for each play. */
export const ui = {
  player: null, base: null, sheet: null, moreOpen: {}, pending: null,
  playing: null, toHand: {}, playOptions: {},
};
let queryDropped = false;

export function rememberNames(names) {
  if (!names) return;
  Object.assign(NAMES.bases, names.bases || {});
  Object.assign(NAMES.cards, names.cards || {});
}

/* ---- nothing lost: the position in the browser's storage ---- */

export function saveLocal() {
  let board;
  try {
    board = toBoard(positions[0].state);
  } catch (err) {
    return;
  }
  const factions = {};
  positions[0].state.players.forEach(function (p) { factions[p.name] = p.factions || []; });
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({ board: board, factions: factions, names: NAMES }));
  } catch (err) {
    /* Storage full or disabled: the page still works, it just forgets on reload. */
  }
}

function loadLocal() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
    if (saved && saved.board && Array.isArray(saved.board.players)) return saved;
  } catch (err) {
    /* Unreadable: start afresh. */
  }
  return null;
}

export function applyFactions(s, factions) {
  s.players.forEach(function (p) {
    p.factions = (factions && factions[p.name]) || p.factions || [];
  });
}

/* After the first edit the address no longer names an example, a setup or a saved
 * scenario: a reload (or the language switch) then shows the edited position. */
export function dropQuery() {
  if (queryDropped) return;
  queryDropped = true;
  if (window.location.pathname + window.location.search !== config.page_url) {
    history.replaceState(null, "", config.page_url);
  }
  document.querySelectorAll(".lang input[name=next]").forEach(function (input) {
    input.value = input.value.replace(/\/simulator\/.*$/, "/simulator/");
  });
}

/* ---- the table's selection and the players' colours ---- */

const COLOURS = ["#1f6fd1", "#c0392b", "#1e8449", "#8e44ad"];

/* A player's colour on the table (their seat's dot, their cards' borders). */
export function colourOf(s, playerUid) {
  const index = s.players.findIndex(function (p) { return p.uid === playerUid; });
  return index === -1 ? "#888" : COLOURS[index % COLOURS.length];
}

/* The seat the palette adds cards for (the active player's at first). */
export function selectedPlayer(s) {
  if (!s.players.some(function (p) { return p.uid === ui.player; })) {
    ui.player = s.active || (s.players[0] || {}).uid || null;
  }
  return s.players.find(function (p) { return p.uid === ui.player; }) || null;
}

/* The base the palette adds cards to (the first at first). */
export function selectedBase(s) {
  if (!s.bases.some(function (b) { return b.uid === ui.base; })) {
    ui.base = (s.bases[0] || {}).uid || null;
  }
  return s.bases.find(function (b) { return b.uid === ui.base; }) || null;
}
