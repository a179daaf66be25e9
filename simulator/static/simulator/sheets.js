/* The card sheet (one card's numbers, its owner, its breakdown) and the quick choices that
 * answer the engine's assumptions in one tap. */

import { config, t } from "./i18n.js";
import { el } from "./dom.js";
import { handCard } from "./position.js";
import { current, positions, state, ui } from "./state.js";
import { baseLabels, cardLabel, flagsFor, labelOf, localized, plainWords } from "./words.js";
import { showError } from "./errors.js";
import { scoreAll } from "./api.js";
import { afterEdit, choicesBox, eventsBox, field, playerOptions, renderEditor } from "./editor.js";
import { playOptionButtons, shownEvents } from "./hands.js";

const sheet = document.getElementById("sim-sheet");

/* ---- the card sheet: one card's numbers, its owner, its breakdown ---- */

export function openSheet(base, card) {
  ui.sheet = { base: base, card: card };
  const s = state();
  const body = document.getElementById("sim-sheet-body");
  body.replaceChildren();
  document.getElementById("sim-sheet-title").textContent = cardLabel(card);
  const owner = el("select", { className: "sim-input", id: "sim-sheet-owner" });
  playerOptions(owner, card.controller, card.type === "monster");
  owner.addEventListener("change", function () {
    card.controller = owner.value;
    afterEdit();
  });
  body.append(el("label", { className: "sim-field" }, [
    el("span", { className: "sim-label", text: t("controller") }), owner,
  ]));
  ["power", "counters", "modifier"].forEach(function (key) {
    if (card.type === "buried") return;
    body.append(field(t(key), card, key, { className: "sim-sheet-" + key }));
  });
  const result = positions[current].live || positions[current].result;
  const id = card.extra.id;
  if (result && id !== undefined) {
    /* The engine's power breakdown of this card: "Power of c1 (…): printed 1, …". */
    const lines = (result.log || []).filter(function (step) {
      if (step.message !== "card.power") return false;
      const first = localized(step, "text").match(/\b([A-Za-z][\w-]*) \(/);
      return first !== null && first[1] === String(id);
    });
    if (lines.length) {
      body.append(el("div", { className: "sim-label", text: t("breakdown") }),
        el("ul", { className: "sim-breakdown" }, lines.map(function (step) {
          return el("li", { text: localized(step, "text") });
        })));
    }
  }
  assumedFor(result, id).forEach(function (item) {
    const position = positions[current];
    const quick = quickChoices(item, position, baseLabels(s, result));
    body.append(el("p", { className: "sim-assumed-note" }, [
      "? " + t("assumed") + " " + plainWords(localized(item, "reason")) + " ",
    ].concat(quick.length || item.choosable === false ? quick : [
      el("button", {
        type: "button", className: "secondary sim-choose-otherwise", text: t("choose_otherwise"),
        onclick: function () { chooseOtherwise(item); },
      }),
    ])));
  });
  const flags = flagsFor(result);
  if (id !== undefined && flags.cards[id]) {
    body.append(el("p", { className: "sim-flag-note" }, [
      "⚠ " + t("status_not_simulated") + ": " + flags.cards[id].join(" "),
    ]));
  }
  sheet.showModal();
  /* The title takes the focus, not the Power field: on a phone a focused field opens the
   * keyboard, which covers the sheet (issue 26). */
  const title = document.getElementById("sim-sheet-title");
  title.setAttribute("tabindex", "-1");
  title.focus();
}

export function assumedFor(result, id) {
  if (!result || id === undefined) return [];
  return (result.assumed_choices || []).filter(function (item) { return item.card === id; });
}

/* One-tap ways to choose otherwise than the engine assumed (issue 16), where the other choice
 * is determinate: a card's "may" taken or declined, a pick among the bases or minions on the
 * table, another order of simultaneous effects or of scoring bases. Each button writes the
 * choice and scores again; an empty list leaves the pre-filled editor (chooseOtherwise). */
export function quickChoices(item, position, labels) {
  const s = position.state;
  const choose = item.choose;
  const buttons = [];
  const button = function (text, className, onclick) {
    buttons.push(el("button", { type: "button", className: "secondary " + className, text: text,
      onclick: onclick }));
  };
  const setChoice = function (value) {
    return function () { applyChoice(position, item, value); };
  };
  const isEmpty = choose !== null && typeof choose === "object" &&
    Object.keys(choose).length === 0;
  /* A fact the board does not give (what a copier copies, a duel card): no choice changes it. */
  if (item.choosable === false) return buttons;
  /* A played card's decision (issue 27): the engine's options, written on its play event. */
  if (item.event !== undefined) return playOptionButtons(item, position, labels);
  if (item.card === undefined && Array.isArray(item.options)) {
    /* A base ability's decision: the engine lists each other choice it can take. */
    item.options.forEach(function (option) {
      button(optionLabel(option, position, labels), "sim-option", function () {
        applyBaseOption(position, item, option);
      });
    });
    return buttons;
  }
  if (item.card !== undefined) {
    if (choose === null) {
      button(t("use_it"), "sim-use-it", setChoice({}));
    } else if (isEmpty) {
      /* "Don't" declines the "may" at every window it is asked in (the Pirate King is asked
       * before each base that scores); "Not for this base" only at this one, so that every
       * outcome the engine can give is one tap away. */
      button(t("dont"), "sim-dont", function () {
        applyChoice(position, item, null, true);
      });
      if (baseIds(s).length > 1) {
        button(t("dont_here"), "sim-dont-here", setChoice(null));
      }
    } else if (choose && typeof choose === "object" && !choose.order) {
      pickButtons(item, s, labels).forEach(function (pick) {
        button(pick.label, "sim-pick", setChoice(Object.assign({}, choose, pick.change)));
      });
    }
    return buttons;
  }
  if (!choose || !Array.isArray(choose.order) || choose.order.length < 2) return buttons;
  const result = position.result;
  const bases = baseIds(s);
  if (choose.order.every(function (id) { return bases.indexOf(id) >= 0; })) {
    /* The order of scoring bases: every other order is in the result's alternatives. */
    ((result && result.alternatives) || []).forEach(function (option) {
      button(t("score_in_order") + " " + option.order.map(function (id) {
        return labelOf(labels, id);
      }).join(" → "), "sim-score-order", function () {
        position.state.scoring_order = option.order;
        afterQuickChoice(position);
      });
      const note = declinedNote(position, option);
      if (note) buttons.push(note);
    });
    return buttons;
  }
  /* Simultaneous effects: every other order of up to 3 effects, else the reverse one. */
  const shown = JSON.stringify(choose.order);
  const orders = choose.order.length <= 3 ? permutations(choose.order)
    : [choose.order.slice().reverse()];
  orders.forEach(function (order) {
    if (JSON.stringify(order) === shown) return;
    /* Named as players name them (issue 26): "Pirate King (pk2) → Pirate King (pk)". */
    const named = order.map(function (id) { return cardNamed(position, id); });
    button(t("effects_in_order") + " " + named.join(" → "), "sim-effect-order",
      function () {
        applyChoice(position, { base: item.base, player: item.player }, { order: order });
      });
  });
  return buttons;
}

/* What an order of the result's alternatives says of the choices it could not apply
 * (`declined_choices`): its outcome counts them as declined, and scored in that order the
 * same board is refused, naming the choice. Null when every choice applies. */
export function declinedNote(position, option) {
  const declined = option.declined_choices || [];
  if (!declined.length) return null;
  const given = givenChoices(position.state);
  const what = declined.map(function (item) {
    const index = /^choices\[(\d+)\]/.exec(item.field || "");
    const choice = index ? given[Number(index[1])] : null;
    const colon = config.lang === "fr" ? " : " : ": ";
    const card = choice && choice.card !== undefined ? cardNamed(position, choice.card) + colon : "";
    return card + plainWords(localized(item, "message"));
  });
  return el("span", { className: "sim-declined", text: "⚠ " + t("declined_in_order", {
    what: what.join("; "),
  }) });
}

/* The choices box as a list ([] when it holds no valid list: the editor says so when used). */
function givenChoices(s) {
  try {
    const choices = s.choices.trim() ? JSON.parse(s.choices) : [];
    return Array.isArray(choices) ? choices : [];
  } catch (err) {
    return [];
  }
}

function permutations(list) {
  if (list.length <= 1) return [list.slice()];
  const out = [];
  list.forEach(function (head, i) {
    permutations(list.slice(0, i).concat(list.slice(i + 1))).forEach(function (rest) {
      out.push([head].concat(rest));
    });
  });
  return out;
}

function baseIds(s) {
  return s.bases.map(function (base, index) { return base.id || "b" + (index + 1); });
}

/* The candidates of a pick the page can list: another base for "to"/"base", a minion on the
 * card's base for "card" (the engine checks the pick and says so when it does not fit). */
function pickButtons(item, s, labels) {
  const choose = item.choose;
  const ids = baseIds(s);
  const picks = [];
  ["to", "base"].forEach(function (key) {
    if (!(key in choose)) return;
    ids.forEach(function (id) {
      if (id === item.base || id === choose[key]) return;
      const change = {};
      change[key] = id;
      picks.push({ label: "→ " + labelOf(labels, id), change: change });
    });
  });
  if ("card" in choose) {
    const here = s.bases[ids.indexOf(item.base)];
    const player = s.players.filter(function (p) { return p.name === item.player; })[0];
    ((here && here.cards) || []).forEach(function (card) {
      const id = card.extra && card.extra.id;
      if (card.type !== "minion" || id === undefined || id === choose.card) return;
      /* The engine's picks are among the deciding player's minions. */
      if (player && card.controller !== player.uid) return;
      picks.push({ label: cardLabel(card) + " (" + id + ")", change: { card: id } });
    });
  }
  return picks;
}

/* Writes `choose` for the assumed decision `item` (a card's, or a base's for the order of
 * simultaneous effects) in the position's choices, and scores again. Choices that are not
 * valid JSON are left to the editor.
 * A card's choices are read in order, one per time the card asks (README "Scoring
 * simulator": card_choice takes the next unused one), and the engine assumes only once the
 * given ones are used up. So the choice for the k-th assumption of a card follows the choices
 * already given for it and the assumptions before it, written as the engine took them.
 * `everywhere`: the same choice at every window the card can be asked in (one per base in
 * play or in the deck: a card asks at most once before or after each base scores). */
function applyChoice(position, item, choose, everywhere) {
  const s = position.state;
  let choices;
  try {
    choices = s.choices.trim() ? JSON.parse(s.choices) : [];
  } catch (err) {
    /* The player's own text is kept: they fix it in the editor. */
    showError({ field: null, message: t("bad_json") });
    document.querySelector(".sim-advanced").open = true;
    choicesBox.focus();
    return;
  }
  if (!Array.isArray(choices)) choices = [];
  const isCard = item.card !== undefined;
  if (isCard) {
    const same = function (c) {
      return c && typeof c === "object" && c.card === item.card && c.player === item.player;
    };
    const given = choices.filter(same);
    choices = choices.filter(function (c) { return !same(c); });
    const entry = function (value) {
      return { card: item.card, player: item.player, choose: value };
    };
    if (everywhere) {
      const windows = Math.max(1, s.bases.length + s.deck.length);
      for (let i = 0; i < windows; i += 1) choices.push(entry(choose));
    } else {
      const assumed = assumedOf(position, item).filter(same);
      const at = Math.max(0, assumed.indexOf(item));
      given.concat(assumed.slice(0, at).map(function (a) { return entry(a.choose); }))
        .forEach(function (c) { choices.push(c); });
      choices.push(entry(choose));
    }
  } else {
    /* Only an earlier order: the same base and player may also have a decision of its own. */
    choices = choices.filter(function (c) {
      if (!c || typeof c !== "object") return true;
      return c.card !== undefined || c.base !== item.base || c.player !== item.player ||
        !(c.choose && c.choose.order);
    });
    choices.push({ base: item.base, player: item.player, choose: choose });
  }
  s.choices = JSON.stringify(choices, null, 1);
  afterQuickChoice(position);
}

/* The assumed choices of the answer `item` comes from (the live one or the last Score's). */
function assumedOf(position, item) {
  const answers = [position.live, position.result];
  for (let i = 0; i < answers.length; i += 1) {
    const list = (answers[i] && answers[i].assumed_choices) || [];
    if (list.indexOf(item) !== -1) return list;
  }
  return (position.result && position.result.assumed_choices) || [];
}

/* A base decision's option (a `choose` from the engine), named in the page's language: the
 * cards by their name and id, bases by their label, players by name. */
function optionLabel(option, position, labels) {
  const parts = [];
  if (option.card !== undefined) parts.push(cardNamed(position, option.card));
  if (Array.isArray(option.order)) {
    parts.push(option.order.map(function (id) {
      return cardNamed(position, id);
    }).join(" + "));
  }
  if (option.to !== undefined) parts.push("→ " + labelOf(labels, option.to));
  if (option.base !== undefined) parts.push(labelOf(labels, option.base));
  if (option.player !== undefined) parts.push("→ " + option.player);
  return parts.length ? parts.join(" ") : t("use_it");
}

/* A card on the table, else one the turn brought in (played by an event): in the board
 * after the turn. */
function cardNamed(position, id) {
  let found = null;
  position.state.bases.forEach(function (base) {
    base.cards.forEach(function (card) {
      if (card.extra && String(card.extra.id) === String(id)) found = card;
    });
  });
  const inHand = found ? null : handCard(position.state, id);
  if (inHand) found = inHand.card;
  const after = position.result && position.result.board;
  ((!found && after && after.bases) || []).forEach(function (base) {
    (base.cards || []).forEach(function (card) {
      if (!found && String(card.id) === String(id)) {
        found = { slug: card.card || "", name: "", type: card.type };
      }
    });
  });
  return found ? cardLabel(found) + " (" + id + ")" : String(id);
}

/* Writes the option as the choice of this base decision and scores again. A base's choices
 * are read in order for the same base and player, so the decisions assumed before this one
 * for them are written first, as the engine took them (nothing changes for those). */
function applyBaseOption(position, item, option) {
  const s = position.state;
  let choices;
  try {
    choices = s.choices.trim() ? JSON.parse(s.choices) : [];
  } catch (err) {
    showError({ field: null, message: t("bad_json") });
    document.querySelector(".sim-advanced").open = true;
    choicesBox.focus();
    return;
  }
  if (!Array.isArray(choices)) choices = [];
  const assumed = (position.result && position.result.assumed_choices) || [];
  const at = assumed.indexOf(item);
  for (let i = 0; i < at; i += 1) {
    const before = assumed[i];
    if (before.card !== undefined || before.base !== item.base ||
        before.player !== item.player) continue;
    /* An order of simultaneous effects is read apart from the base's own choices. */
    if (!Array.isArray(before.options) && before.choose && before.choose.order) continue;
    choices.push({ base: before.base, player: before.player, choose: before.choose });
  }
  choices.push({ base: item.base, player: item.player, choose: option });
  s.choices = JSON.stringify(choices, null, 1);
  afterQuickChoice(position);
}

function afterQuickChoice(position) {
  /* The live totals were counted without this choice: until they are again, the table and
   * the sheets read the new result. */
  position.live = null;
  if (positions.indexOf(position) === current) {
    choicesBox.value = position.state.choices;
    if (sheet.open) sheet.close(); /* its close handler calls afterEdit */
    else afterEdit();
  }
  scoreAll();
}

/* The engine assumed a choice for this card: write it as an explicit choice the player can
 * change in the choices box, then Score again. */
export function chooseOtherwise(item) {
  const s = state();
  if (item.event !== undefined) {
    /* A decision of a played card or of a Special: it is read from that event's choose. */
    const events = shownEvents(s);
    if (events[item.event] && typeof events[item.event] === "object") {
      const before = events[item.event].choose;
      events[item.event].choose = Object.assign({},
        before && typeof before === "object" ? before : {}, item.choose || {});
      s.events = JSON.stringify(events, null, 1);
    }
    if (sheet.open) sheet.close();
    document.querySelector(".sim-advanced").open = true;
    eventsBox.value = s.events;
    eventsBox.focus();
    return;
  }
  const choices = givenChoices(s);
  const choose = item.choose || {};
  choices.push(item.card !== undefined ? { card: item.card, player: item.player, choose: choose }
    : { base: item.base, player: item.player, choose: choose });
  s.choices = JSON.stringify(choices, null, 1);
  if (sheet.open) sheet.close();
  const advanced = document.querySelector(".sim-advanced");
  advanced.open = true;
  choicesBox.value = s.choices;
  choicesBox.focus();
}

/* The card sheet's Remove button, and what closing it does. */
export function wireSheets() {
  document.getElementById("sim-sheet-remove").addEventListener("click", function () {
    if (!ui.sheet) return;
    const cards = ui.sheet.base.cards;
    cards.splice(cards.indexOf(ui.sheet.card), 1);
    sheet.close();
  });
  sheet.addEventListener("close", function () {
    ui.sheet = null;
    renderEditor();
    afterEdit();
  });
}
