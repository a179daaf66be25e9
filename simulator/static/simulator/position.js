/* A position as plain objects (`state`): players, bases, cards, and the engine's JSON input
 * made from it by toBoard(); fromBoard() reads that JSON back (examples, permalinks). */

import { displayName, t } from "./i18n.js";

export const PLAYER_NAMES = ["A", "B", "C", "D"];
export const MAX_PLAYERS = 4;
export const MIN_PLAYERS = 2;
export const MAX_BASES = 20;
export const CARD_TYPES = ["minion", "action", "titan", "monster", "buried"];
export const SEARCHABLE = { minion: "minion", action: "action", titan: "titan" };
const BASE_KEYS = [
  "id", "base", "printing", "name", "breakpoint", "vp", "breakpoint_modifier", "cards",
];
const CARD_KEYS = [
  "type", "owner", "controller", "power", "counters", "modifier", "treasures", "card",
];
const BOARD_KEYS = [
  "players", "active_player", "vp", "madness", "bases", "base_deck", "scoring_order",
  "events", "choices", "end_of_turn", "hands", "plays_made",
];
/* A hand card's keys the page edits; any other (printing...) is kept as it came. */
const HAND_KEYS = ["type", "owner", "card"];

export let uidCounter = 0;
function uid(prefix) {
  uidCounter += 1;
  return prefix + uidCounter;
}

export function clone(value) {
  return JSON.parse(JSON.stringify(value));
}

function pick(obj, skip) {
  const out = {};
  Object.keys(obj || {}).forEach(function (key) {
    if (skip.indexOf(key) === -1) out[key] = obj[key];
  });
  return out;
}

/* "" stays "" (missing), a number-like string becomes a number, anything else stays as typed
 * so that the engine names the problem. */
function num(value) {
  if (value === "" || value === null || value === undefined) return "";
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

/* ---------- the position ---------- */

export function newPlayer(name) {
  return { uid: uid("p"), name: name, vp: "", madness: "", factions: [], hand: [] };
}

function nextBaseId(state) {
  const used = new Set();
  state.bases.concat(state.deck).forEach(function (b) { used.add(b.id); });
  let n = 1;
  while (used.has("b" + n)) n += 1;
  return "b" + n;
}

export function newBase(state) {
  return {
    uid: uid("b"), id: nextBaseId(state), slug: "", printing: "", name: "", catalog: null,
    breakpoint: "", vp: ["", "", ""], breakpoint_modifier: "", cards: [], extra: {},
  };
}

export function newCard(type, controller) {
  return {
    uid: uid("c"), type: type, controller: type === "monster" ? "" : controller || "",
    owner: "", power: type === "titan" || type === "buried" ? "" : "", counters: "",
    modifier: "", treasures: "", slug: "", name: "", extra: {},
  };
}

/* The empty page (issue 26): no player and no base, so that a player arriving with their own
 * table has no placeholder name to erase nor blank base to remove; the table says what to do
 * first (renderSeats, renderTableBases). */
export function emptyState() {
  return {
    players: [], active: null, bases: [], deck: [], scoring_order: null, end_of_turn: true,
    events: "", choices: "", plays_made: { minion: "", action: "" }, extra: {},
  };
}

function baseFromBoard(entry, names) {
  const key = (entry.base || "") + "|" + (entry.printing || "");
  const hit = entry.base ? names.bases[key] : null;
  const vp = Array.isArray(entry.vp) ? entry.vp : null;
  const catalog = hit ? catalogStats(hit) : null;
  return {
    uid: uid("b"),
    id: entry.id === undefined ? "" : String(entry.id),
    slug: entry.base || "",
    printing: entry.printing || "",
    name: hit ? displayName(hit) : entry.name || entry.base || "",
    catalog: catalog,
    breakpoint: entry.breakpoint !== undefined ? entry.breakpoint
      : catalog ? catalog.breakpoint : "",
    vp: vp ? [0, 1, 2].map(function (i) { return vp[i] === undefined ? "" : vp[i]; })
      : catalog ? catalog.vp.slice() : ["", "", ""],
    breakpoint_modifier: entry.breakpoint_modifier ? entry.breakpoint_modifier : "",
    cards: [],
    extra: pick(entry, BASE_KEYS),
  };
}

/* The catalog's breakpoint and VP of a base, as the editor shows them ("" when unknown). */
export function catalogStats(hit) {
  return {
    breakpoint: hit.breakpoint === null ? "" : hit.breakpoint,
    vp: hit.vp.map(function (v) { return v === null ? "" : v; }),
  };
}

export function fromBoard(board, names) {
  names = names || { bases: {}, cards: {} };
  const state = {
    players: [], active: null, bases: [], deck: [], scoring_order: null, end_of_turn: true,
    events: "", choices: "", plays_made: { minion: "", action: "" },
    extra: pick(board, BOARD_KEYS),
  };
  const byName = {};
  (board.players || []).forEach(function (name) {
    const player = newPlayer(String(name));
    const vp = (board.vp || {})[name];
    const madness = (board.madness || {})[name];
    player.vp = vp === undefined ? "" : vp;
    player.madness = madness === undefined ? "" : madness;
    byName[name] = player.uid;
    const hand = (board.hands || {})[name];
    player.hand = Array.isArray(hand) ? hand.map(function (card) {
      return handCardFromBoard(card, name, names);
    }) : [];
    state.players.push(player);
  });
  const made = board.plays_made || {};
  ["minion", "action"].forEach(function (kind) {
    state.plays_made[kind] = made[kind] === undefined ? "" : made[kind];
  });
  state.active = byName[board.active_player] || (state.players[0] || {}).uid || null;
  (board.bases || []).forEach(function (entry) {
    const base = baseFromBoard(entry, names);
    (entry.cards || []).forEach(function (card) {
      const c = newCard(CARD_TYPES.indexOf(card.type) === -1 ? "minion" : card.type);
      const controller = card.controller === undefined ? card.owner : card.controller;
      c.controller = byName[controller] || "";
      c.owner = card.owner !== undefined && card.owner !== controller ? String(card.owner) : "";
      c.power = card.power === undefined ? "" : card.power;
      c.counters = card.counters ? card.counters : "";
      c.modifier = card.modifier ? card.modifier : "";
      c.treasures = card.treasures === undefined ? "" : card.treasures;
      c.slug = card.card || "";
      const hit = card.card ? names.cards[card.card] : null;
      c.name = hit ? displayName(hit) : card.card || "";
      c.extra = pick(card, CARD_KEYS);
      base.cards.push(c);
    });
    state.bases.push(base);
  });
  (board.base_deck || []).forEach(function (entry) {
    state.deck.push(baseFromBoard(entry, names));
  });
  state.scoring_order = Array.isArray(board.scoring_order) ? board.scoring_order : null;
  state.end_of_turn = board.end_of_turn !== false;
  state.events = board.events ? JSON.stringify(board.events, null, 1) : "";
  state.choices = board.choices ? JSON.stringify(board.choices, null, 1) : "";
  /* A hand card needs an id: a play event and the advisor's plays name it (README). */
  state.players.forEach(function (player) {
    player.hand.forEach(function (card) {
      if (card.extra.id === undefined) card.extra.id = nextCardId(state, board.events || []);
    });
  });
  return state;
}

/* A card in a player's hand (issue 27): as on a base, with no position; its owner defaults
 * to the hand's player. The type is the catalog card's when the board does not say it. */
function handCardFromBoard(card, holder, names) {
  const hit = card && card.card ? names.cards[card.card] : null;
  const type = card && CARD_TYPES.indexOf(card.type) !== -1 ? card.type
    : hit && CARD_TYPES.indexOf(hit.type) !== -1 ? hit.type : "minion";
  const c = newCard(type, "");
  c.owner = card && card.owner !== undefined && card.owner !== holder ? String(card.owner) : "";
  c.slug = (card && card.card) || "";
  c.name = hit ? displayName(hit) : c.slug;
  c.typed = Boolean(card && card.type);
  c.extra = pick(card, HAND_KEYS);
  return c;
}

/* A new hand card for a catalog card of the palette. */
export function newHandCard(hit, id) {
  const c = newCard(hit.type, "");
  c.slug = hit.key;
  c.name = displayName(hit);
  c.typed = true;
  c.extra = { id: id };
  return c;
}

function handCardToBoard(card) {
  const c = {};
  if (card.typed || !card.slug) c.type = card.type;
  if (card.owner) c.owner = card.owner;
  if (card.slug) c.card = card.slug;
  else if (card.name.trim()) c.card = card.name.trim();
  return Object.assign(c, card.extra);
}

export function playerName(state, playerUid) {
  const player = state.players.find(function (p) { return p.uid === playerUid; });
  return player ? player.name : null;
}

function baseToBoard(base, withCards, state) {
  const out = {};
  if (base.id !== "") out.id = base.id;
  if (base.slug) {
    out.base = base.slug;
    if (base.printing) out.printing = base.printing;
  } else if (base.name.trim()) {
    out.name = base.name.trim();
  }
  /* A catalog base sends its numbers only when the user changed them (an override). */
  const catalog = base.slug ? base.catalog : null;
  if (base.breakpoint !== "" &&
      !(catalog && String(catalog.breakpoint) === String(base.breakpoint))) {
    out.breakpoint = num(base.breakpoint);
  }
  const vpSame = catalog && catalog.vp.every(function (v, i) {
    return String(v) === String(base.vp[i]);
  });
  if (!vpSame && base.vp.some(function (v) { return v !== ""; })) {
    out.vp = base.vp.map(function (v) { return v === "" ? 0 : num(v); });
  }
  if (base.breakpoint_modifier !== "" && Number(base.breakpoint_modifier) !== 0) {
    out.breakpoint_modifier = num(base.breakpoint_modifier);
  }
  Object.assign(out, base.extra);
  if (withCards) {
    out.cards = base.cards.map(function (card) {
      const c = { type: card.type };
      const controller = playerName(state, card.controller);
      if (card.type === "minion") {
        c.owner = card.owner || controller;
        if (card.owner && card.owner !== controller && controller) c.controller = controller;
      } else {
        if (card.owner) c.owner = card.owner;
        if (controller) c.controller = controller;
      }
      if (c.owner === null) delete c.owner;
      if (card.type !== "buried" && card.power !== "") c.power = num(card.power);
      if (card.counters !== "" && Number(card.counters) !== 0) c.counters = num(card.counters);
      if (card.modifier !== "" && Number(card.modifier) !== 0) c.modifier = num(card.modifier);
      if (card.type === "monster" && card.treasures !== "") c.treasures = num(card.treasures);
      if (card.slug) c.card = card.slug;
      else if (card.name.trim()) c.card = card.name.trim();
      return Object.assign(c, card.extra);
    });
  }
  return out;
}

/* Raises a SyntaxError-like object {field, message} when an advanced JSON box is invalid. */
function parseList(text, field) {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch (err) {
    throw { field: field, message: t("bad_json") };
  }
}

export function toBoard(state) {
  const board = {
    players: state.players.map(function (p) { return p.name; }),
    active_player: playerName(state, state.active),
  };
  const vp = {};
  const madness = {};
  state.players.forEach(function (p) {
    if (p.vp !== "" && Number(p.vp) !== 0) vp[p.name] = num(p.vp);
    if (p.madness !== "" && Number(p.madness) !== 0) madness[p.name] = num(p.madness);
  });
  if (Object.keys(vp).length) board.vp = vp;
  if (Object.keys(madness).length) board.madness = madness;
  board.bases = state.bases.map(function (b) { return baseToBoard(b, true, state); });
  if (state.deck.length) {
    board.base_deck = state.deck.map(function (b) { return baseToBoard(b, false, state); });
  }
  if (state.scoring_order) board.scoring_order = state.scoring_order;
  const events = parseList(state.events, "events");
  if (events !== null) board.events = events;
  const choices = parseList(state.choices, "choices");
  if (choices !== null) board.choices = choices;
  if (!state.end_of_turn) board.end_of_turn = false;
  /* Issue 27: the hands, and the plays already made this turn, only when there are some. */
  const hands = {};
  state.players.forEach(function (p) {
    if (p.hand && p.hand.length) hands[p.name] = p.hand.map(handCardToBoard);
  });
  if (Object.keys(hands).length) board.hands = hands;
  const made = {};
  ["minion", "action"].forEach(function (kind) {
    const value = (state.plays_made || {})[kind];
    if (value !== "" && value !== undefined && Number(value) !== 0) made[kind] = num(value);
  });
  if (Object.keys(made).length) board.plays_made = made;
  return Object.assign(board, state.extra);
}

/* ---- the cards' ids ---- */

/* The hand card `id` of a position's players, with its player; null when no hand holds it. */
export function handCard(s, id) {
  for (const player of s.players) {
    const card = (player.hand || []).find(function (c) {
      return c.extra && String(c.extra.id) === String(id);
    });
    if (card) return { card: card, player: player };
  }
  return null;
}

/* Every hand card id of a position (the ids a new card must not take). */
export function handIds(s) {
  const ids = [];
  s.players.forEach(function (p) {
    (p.hand || []).forEach(function (c) { if (c.extra.id !== undefined) ids.push(String(c.extra.id)); });
  });
  return ids;
}

/* The first free card id ("c1", "c2"...) for a card added to the position. */
export function nextCardId(s, events) {
  const used = new Set();
  s.bases.forEach(function (b) {
    b.cards.forEach(function (c) { if (c.extra.id !== undefined) used.add(String(c.extra.id)); });
  });
  /* The cards in the players' hands (issue 27) and a minion a Special plays (choose.play)
   * have their ids too. */
  handIds(s).forEach(function (id) { used.add(id); });
  (events || []).forEach(function (e) {
    const played = e && e.choose && e.choose.play;
    if (played && played.id !== undefined) used.add(String(played.id));
  });
  let n = 1;
  while (used.has("c" + n)) n += 1;
  return "c" + n;
}
