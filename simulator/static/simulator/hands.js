/* The play phase on the table (issue 27): each player's hand in the card panel, a hand card
 * played on a base (or on a minion) as a `play` event, the plays on the table, the options of
 * a play's decision as one-tap buttons, and the plays and warnings of the answer. */

import { t } from "./i18n.js";
import { el } from "./dom.js";
import { handCard, newHandCard, nextCardId } from "./position.js";
import { colourOf, current, positions, state, ui } from "./state.js";
import { cardLabel, labelOf, localized, plainWords } from "./words.js";
import { scoreAll } from "./api.js";
import { afterEdit, eventList, field, renderEditor } from "./editor.js";

const tableBases = document.getElementById("sim-tbases");

/* ---- the hands ---- */

/* A palette card put in a player's hand (the palette's "To the hand" mode). */
export function addToHand(hit, player) {
  const s = state();
  player.hand = player.hand || [];
  player.hand.push(newHandCard(hit, nextCardId(s, eventList(s) || [])));
  renderEditor();
  afterEdit();
}

function removeFromHand(player, card) {
  const s = state();
  const events = eventList(s);
  if (events === null) return;
  /* A play of this card would name a card no hand holds (a 400): it goes with it. */
  const kept = events.filter(function (e) { return !usesHandCard(e, card.extra.id); });
  if (kept.length !== events.length) writeEvents(s, kept);
  player.hand.splice(player.hand.indexOf(card), 1);
  if (ui.playing && ui.playing.card === card.extra.id) ui.playing = null;
  renderEditor();
  afterEdit();
}

/* Whether the event takes the hand card `id`: a play of it, or a Special that names it by its
 * id (the card used, or the card it plays: the advisor's Hidden Ninja). */
function usesHandCard(event, id) {
  if (!event) return false;
  if (event.action === "play") return String(event.card) === String(id);
  if (event.action !== "special") return false;
  return event.card === String(id) ||
    Boolean(event.choose) && event.choose.play === String(id);
}

function writeEvents(s, events) {
  s.events = events.length ? JSON.stringify(events, null, 1) : "";
  /* The indexes of the events moved: the options seen for them no longer apply. */
  ui.playOptions = {};
}

/* The position's events for drawing ([] when the box holds no valid list: the editor says
 * so when it is used). */
export function shownEvents(s) {
  try {
    const events = s.events.trim() ? JSON.parse(s.events) : [];
    return Array.isArray(events) ? events : [];
  } catch (err) {
    return [];
  }
}

/* The events of the position that take a hand card, by its id (their index in the events):
 * its play, or a Special naming it by its id (the card used, or the card it plays). */
export function playsById(s) {
  const found = {};
  shownEvents(s).forEach(function (e, index) {
    if (e && e.action === "play" && e.card !== undefined) found[String(e.card)] = index;
    if (e && e.action === "special") {
      if (typeof e.card === "string") found[e.card] = index;
      if (e.choose && typeof e.choose.play === "string") found[e.choose.play] = index;
    }
  });
  return found;
}

/* A base as the table names it. */
function baseName(s, id) {
  const index = s.bases.findIndex(function (b) { return b.id === id; });
  if (index === -1) return String(id);
  return s.bases[index].name || t("base_n", { n: index + 1 });
}

/* A player's hand in their part of the card panel: each card with Play and Remove; a card a
 * play event plays says where instead (the engine's answer takes it out of the hand). */
export function renderHand(s, player) {
  const hand = player.hand || [];
  const plays = playsById(s);
  const events = shownEvents(s);
  const chips = hand.map(function (card) {
    const id = card.extra.id;
    const name = cardLabel(card);
    const at = plays[String(id)];
    const playing = ui.playing && ui.playing.card === id;
    const parts = [el("span", { className: "sim-chip-name", text: name })];
    if (at !== undefined) {
      const event = events[at] || {};
      /* Used for its Special there, or played there (by a play, or by a Special). */
      const used = event.action === "special" && event.card === String(id);
      const where = event.action === "special" ? event.base : event.to;
      /* A Special used "now" names no base, nor does the card it plays. */
      const text = where == null ? t(used ? "special_used_now" : "played_now")
        : t(used ? "special_used" : "played_on", { base: baseName(s, where) });
      parts.push(el("span", { className: "sim-hand-played", text: text }));
    } else {
      parts.push(el("button", {
        type: "button", className: "sim-hand-play", "aria-pressed": playing ? "true" : "false",
        "aria-label": t("play") + " " + name,
        text: t("play"),
        onclick: function () { startPlay(player, card); },
      }));
    }
    parts.push(el("button", {
      type: "button", className: "secondary sim-remove sim-hand-remove", text: "×",
      "aria-label": t("remove") + " " + name, title: t("remove"),
      onclick: function () { removeFromHand(player, card); },
    }));
    const chip = el("div", {
      className: "sim-chip sim-hand-card" + (at !== undefined ? " sim-hand-card-played" : ""),
      dataset: { id: id, key: card.slug || "" },
    }, parts);
    chip.style.borderColor = colourOf(s, player.uid);
    return chip;
  });
  const toHand = ui.toHand[player.uid] === true;
  return el("div", { className: "sim-hand", dataset: { uid: player.uid } }, [
    el("div", { className: "sim-hand-head" }, [
      el("span", { className: "sim-label", text: t("hand_of", { player: player.name }) }),
      el("button", {
        type: "button", className: "secondary sim-to-hand", "aria-pressed": toHand ? "true" : "false",
        text: t("to_hand"),
        onclick: function () {
          ui.toHand[player.uid] = !toHand;
          renderEditor();
        },
      }),
    ]),
    toHand ? el("p", { className: "sim-special-note", text: t("to_hand_note", { player: player.name }) })
      : null,
    chips.length ? el("div", { className: "sim-chips sim-hand-cards" }, chips)
      : el("p", { className: "muted sim-hand-empty", text: t("hand_empty") }),
  ]);
}

/* The number of minions and actions the active player already played this turn. */
export function playsMadeFields(s) {
  s.plays_made = s.plays_made || { minion: "", action: "" };
  return el("div", { className: "sim-plays-made" }, ["minion", "action"].map(function (kind) {
    const wrap = field(t("plays_made_" + kind), s.plays_made, kind, {
      className: "sim-plays-made-" + kind, min: 0, field: "plays_made." + kind,
    });
    wrap.querySelector("input").addEventListener("change", function () { renderEditor(); });
    return wrap;
  }));
}

/* ---- playing a hand card ---- */

function startPlay(player, card) {
  const playing = ui.playing && ui.playing.card === card.extra.id;
  ui.playing = playing ? null : { player: player.uid, card: card.extra.id, type: card.type };
  renderEditor();
  /* On a phone the bases are above the panel: bring them in sight for the next tap. */
  if (ui.playing) tableBases.scrollIntoView({ block: "start" });
}

/* The tap on a base (minion: null) or on a minion chip while a hand card is being played:
 * the play event, then the answer at once. An action tapped onto a minion is played on it
 * (attached_to); any other card on a minion's chip is played on that minion's base. */
export function playOn(base, minion) {
  const s = state();
  const playing = ui.playing;
  ui.playing = null;
  const player = s.players.find(function (p) { return p.uid === playing.player; });
  const events = eventList(s);
  if (!player || events === null) {
    renderEditor();
    return;
  }
  const event = { when: "now", action: "play", by: player.name, card: playing.card, to: base.id };
  if (minion && playing.type === "action" && minion.extra.id !== undefined &&
      minion.type === "minion") {
    event.attached_to = minion.extra.id;
  }
  events.push(event);
  s.events = JSON.stringify(events, null, 1);
  renderEditor();
  afterEdit();
  scoreAll(true);
}

/* What the table says while a card is being played: which card, where to tap, Cancel. */
export function playNote(s) {
  if (!ui.playing) return null;
  const found = handCard(s, ui.playing.card);
  if (!found) {
    ui.playing = null;
    return null;
  }
  return el("p", { className: "sim-play-note", role: "status" }, [
    t(ui.playing.type === "action" ? "play_pick_action" : "play_pick", {
      card: cardLabel(found.card),
    }), " ",
    el("button", {
      type: "button", className: "secondary sim-play-cancel", text: t("cancel"),
      onclick: function () {
        ui.playing = null;
        renderEditor();
      },
    }),
  ]);
}

function removePlay(index) {
  const s = state();
  const events = eventList(s);
  if (events === null) return;
  events.splice(index, 1);
  writeEvents(s, events);
  renderEditor();
  afterEdit();
  scoreAll(true);
}

/* The plays onto this base, among its cards: the card played (on which minion), the choice
 * given or assumed with the other options one tap away, what the engine did not apply. A tap
 * on the play removes it (the card is back in the hand). */
export function playChips(s, base, result) {
  const events = shownEvents(s);
  const position = positions[current];
  const chips = [];
  events.forEach(function (event, index) {
    if (!event || event.action !== "play" || event.to !== base.id) return;
    const found = handCard(s, event.card);
    const name = found ? cardLabel(found.card) : String(event.card);
    const player = s.players.find(function (p) { return p.name === event.by; });
    const parts = [t("played_card", { card: name })];
    if (event.attached_to !== undefined) {
      const target = base.cards.find(function (c) { return c.extra.id === event.attached_to; });
      parts.push("→ " + (target ? cardLabel(target) : String(event.attached_to)));
    }
    const chip = el("button", {
      type: "button", className: "sim-chip sim-chip-play", dataset: { event: index },
      onclick: function () { removePlay(index); },
    }, [
      el("span", { className: "visually-hidden", text: t("remove") + " " }),
      el("span", { className: "sim-chip-name", text: parts.join(" ") }),
      el("span", { "aria-hidden": "true", text: "×" }),
    ]);
    chip.style.borderColor = colourOf(s, player ? player.uid : null);
    chips.push(chip);
    const play = ((result && result.plays) || []).find(function (p) { return p.event === index; });
    if (play && play.applied === false) {
      chips.push(el("p", { className: "sim-special-note sim-flag-note" }, [
        "⚠ " + t("play_not_applied") + " " + plainWords(localized(play, "reason") || ""),
      ]));
    }
    /* A play beyond the turn's allowance, or a target its ability could not take. */
    ((result && result.warnings) || []).forEach(function (warning) {
      if (warning.event !== index) return;
      chips.push(el("p", { className: "sim-special-note sim-flag-note sim-play-warning" }, [
        "⚠ " + plainWords(localized(warning, "text") || ""),
      ]));
    });
    const item = ((result && result.assumed_choices) || []).find(function (a) {
      return a.event === index && Array.isArray(a.options);
    });
    const options = playOptionButtons(item || { event: index, card: event.card },
      position, labelsOf(s));
    if (options.length) {
      chips.push(el("div", { className: "sim-play-options" }, options));
    }
  });
  return chips;
}

function labelsOf(s) {
  const labels = {};
  s.bases.forEach(function (b) { if (b.id) labels[b.id] = baseName(s, b.id); });
  return labels;
}

/* ---- a play's decision: the engine's options, one tap each ---- */

/* JSON with sorted keys: two `choose` objects compare equal whatever their keys' order. */
function canonical(value) {
  if (Array.isArray(value)) return "[" + value.map(canonical).join(",") + "]";
  if (value && typeof value === "object") {
    return "{" + Object.keys(value).sort().map(function (key) {
      return JSON.stringify(key) + ":" + canonical(value[key]);
    }).join(",") + "}";
  }
  return JSON.stringify(value === undefined ? null : value);
}

/* The options of the play (or Special) event `item.event`: those of the engine's assumed choice (kept, so
 * that once one is chosen the others stay one tap away), the assumed one, or the chosen one,
 * marked. Each tap writes its `choose` on the event and scores again. */
export function playOptionButtons(item, position, labels) {
  const s = position.state;
  const event = shownEvents(s)[item.event];
  /* A play's decisions, and a Special's (the card it plays: its choose.then), are written on
   * that event's choose. */
  if (!event || (event.action !== "play" && event.action !== "special")) return [];
  const key = item.event + ":" + event.card;
  ui.playOptions = ui.playOptions || {};
  if (Array.isArray(item.options) && item.options.length) {
    /* Assumed declined (null): declining, `{}`, is one of the choices too. */
    const decline = item.choose === null && !item.options.some(function (o) {
      return canonical(o) === "{}";
    });
    ui.playOptions[key] = {
      options: decline ? item.options.concat([{}]) : item.options,
      cut: item.options_cut === true,
    };
  }
  const seen = ui.playOptions[key];
  if (!seen) return [];
  const given = event.choose !== undefined;
  /* The event's choose may hold the keys of the play's other decisions: this decision's part
   * of it is compared with each option. Assumed (item.choose, null when declined) while the
   * choose gives none of its keys. */
  const keys = decisionKeys(seen.options);
  const part = given ? only(event.choose, keys) : {};
  const assumed = item.choose !== undefined && !Object.keys(part).length;
  const marked = assumed ? canonical(item.choose === null ? {} : only(item.choose, keys))
    : given ? canonical(part) : null;
  const buttons = seen.options.map(function (option) {
    const on = marked !== null && canonical(option) === marked;
    return el("button", {
      type: "button",
      className: "secondary sim-option sim-play-option" + (on ? " sim-option-marked" : ""),
      "aria-pressed": on ? "true" : "false",
      dataset: { event: item.event },
      onclick: function () { choosePlayOption(position, item.event, option, keys); },
    }, [
      playOptionLabel(option, s, labels),
      on ? el("span", { className: "sim-option-mark", text: " (" + t(assumed ? "assumed_mark" : "chosen") + ")" })
        : null,
    ]);
  });
  if (seen.cut) buttons.push(el("span", { className: "muted", text: t("options_cut") }));
  return buttons;
}

/* The keys a decision's options set (a "may"'s decline, `{}`, sets none). */
function decisionKeys(options) {
  const keys = {};
  options.forEach(function (option) {
    Object.keys(option).forEach(function (k) { keys[k] = true; });
  });
  return keys;
}

/* The part of a choose that gives these keys. */
function only(choose, keys) {
  const part = {};
  Object.keys(choose || {}).forEach(function (k) { if (keys[k]) part[k] = choose[k]; });
  return part;
}

/* The play's choose with this decision's option (`keys`: the decision's keys): the keys the
 * player gave for its other decisions are kept (an option lists only the keys of its own
 * decision, README). */
function choosePlayOption(position, index, option, keys) {
  const s = position.state;
  let events;
  try {
    events = JSON.parse(s.events);
  } catch (err) {
    return;
  }
  if (!events[index]) return;
  const kept = {};
  const before = events[index].choose;
  Object.keys(before && typeof before === "object" ? before : {}).forEach(function (k) {
    if (!keys[k]) kept[k] = before[k];
  });
  events[index].choose = Object.assign(kept, option);
  s.events = JSON.stringify(events, null, 1);
  /* The live totals were counted without this choice: until they are again, the table reads
   * the new result. */
  position.live = null;
  if (positions.indexOf(position) === current) {
    renderEditor();
    afterEdit();
  }
  scoreAll(true);
}

/* A play option (`choose`), in the page's language: cards by name, bases by label. */
function playOptionLabel(option, s, labels) {
  const parts = [];
  const named = function (id) {
    const inHand = handCard(s, id);
    if (inHand) return cardLabel(inHand.card) + " (" + id + ")";
    for (const base of s.bases) {
      const card = base.cards.find(function (c) { return String(c.extra.id) === String(id); });
      if (card) return cardLabel(card) + " (" + id + ")";
    }
    return String(id);
  };
  if (option.card !== undefined) parts.push(named(option.card));
  if (Array.isArray(option.cards)) parts.push(option.cards.map(named).join(" + "));
  if (option.play && typeof option.play === "object") {
    parts.push(cardLabel({ slug: option.play.card || "", name: "", type: option.play.type }));
  } else if (option.play !== undefined) {
    parts.push(named(option.play));
  }
  /* The minion the extra card (an action) goes on (README: choose.attached_to). */
  if (option.attached_to !== undefined) parts.push("→ " + named(option.attached_to));
  if (option.to !== undefined) parts.push("→ " + labelOf(labels, option.to));
  if (option.base !== undefined) parts.push(labelOf(labels, option.base));
  if (option.player !== undefined) parts.push("→ " + option.player);
  if (option.mode !== undefined) parts.push(String(option.mode));
  /* The decision of the extra card the play's card plays (README: choose.then). */
  if (option.then && typeof option.then === "object") {
    parts.push(playOptionLabel(option.then, s, labels));
  }
  return parts.length ? parts.join(" ") : t("dont");
}

/* ---- the answer: the plays and the warnings ---- */

export function renderPlays(result, s, labels) {
  const out = [];
  if (result.plays && result.plays.length) {
    out.push(el("div", { className: "sim-plays" }, [
      el("strong", { text: t("plays") }),
      el("ul", {}, result.plays.map(function (play) {
        const found = handCard(s, play.card);
        const name = found ? cardLabel(found.card) : plainWords(String(play.card));
        return el("li", { dataset: { event: play.event } }, [
          t("play_line", { player: play.by, card: name, base: labelOf(labels, play.to) }),
          play.applied === false
            ? " — ⚠ " + t("play_not_applied") + " " + plainWords(localized(play, "reason") || "")
            : "",
        ]);
      })),
    ]));
  }
  if (result.warnings && result.warnings.length) {
    out.push(el("div", { className: "warning sim-warnings" }, [
      el("strong", { text: t("warnings") }),
      el("ul", {}, result.warnings.map(function (item) {
        return el("li", { text: plainWords(localized(item, "text") || "") });
      })),
    ]));
  }
  return out;
}
