/* The detailed editor: players, bases, cards and the advanced JSON boxes as form fields, the
 * base and card searches, the variant's tabs and the differences it highlights. */

import { config, displayName, t } from "./i18n.js";
import { el } from "./dom.js";
import {
  CARD_TYPES,
  catalogStats,
  clone,
  fromBoard,
  MAX_BASES,
  MAX_PLAYERS,
  MIN_PLAYERS,
  newBase,
  newCard,
  newPlayer,
  PLAYER_NAMES,
  playerName,
  SEARCHABLE,
  toBoard,
  uidCounter,
} from "./position.js";
import {
  current,
  makePosition,
  NAMES,
  positions,
  rememberNames,
  setCurrent,
  state,
} from "./state.js";
import { renderResults, renderTable, tableChanged } from "./redraw.js";
import { clearError, noteEdited, showError } from "./errors.js";
import { postJSON, scoreAll } from "./api.js";

/* ---------- editor ---------- */

const playersBox = document.getElementById("sim-players");
const basesBox = document.getElementById("sim-bases");
const deckBox = document.getElementById("sim-deck");
const jsonBox = document.getElementById("sim-json");
export const eventsBox = document.getElementById("sim-events");
export const choicesBox = document.getElementById("sim-choices");
const endOfTurnBox = document.getElementById("sim-end-of-turn");

/* An input bound to obj[key]; `path` locates the same value in another position (diffs),
 * `field` is the engine's name for it (error highlighting). */
export function field(label, obj, key, opts) {
  opts = opts || {};
  const input = el("input", {
    type: opts.type || "number",
    inputmode: opts.type === "text" || opts.type === "search" ? null : "numeric",
    className: "sim-input " + (opts.className || ""),
    value: obj[key] === undefined ? "" : obj[key],
    placeholder: opts.placeholder || null,
    min: opts.min,
    "aria-label": opts.ariaLabel || label,
    dataset: { path: opts.path || "", field: opts.field || "" },
  });
  input.addEventListener("input", function () {
    noteEdited(input);
    obj[key] = input.value;
    if (opts.onChange) opts.onChange(input.value);
    afterEdit();
  });
  return el("label", { className: "sim-field " + (opts.wrapClass || "") }, [
    el("span", { className: "sim-label", text: label }), input,
  ]);
}

function renderPlayers() {
  const s = state();
  playersBox.replaceChildren();
  s.players.forEach(function (player, index) {
    const radio = el("input", {
      type: "radio", name: "sim-active", className: "sim-active",
      "aria-label": t("active") + " " + player.name,
      dataset: { path: "active", value: player.uid, field: "active_player" },
    });
    radio.checked = s.active === player.uid;
    radio.addEventListener("change", function () {
      s.active = player.uid;
      afterEdit();
    });
    const row = el("div", { className: "sim-player", dataset: { uid: player.uid } }, [
      field(t("name"), player, "name", {
        type: "text", className: "sim-player-name", path: "players." + player.uid + ".name",
        field: "players[" + index + "]",
        onChange: function () { refreshPlayerSelects(); },
      }),
      field(t("vp"), player, "vp", {
        className: "sim-player-vp", min: 0, path: "players." + player.uid + ".vp",
        field: "vp." + player.name,
      }),
      field(t("madness"), player, "madness", {
        className: "sim-player-madness", min: 0, path: "players." + player.uid + ".madness",
        field: "madness." + player.name,
      }),
      el("label", { className: "sim-field sim-field-active" }, [
        el("span", { className: "sim-label", text: t("active") }), radio,
      ]),
      el("button", {
        type: "button", className: "secondary sim-remove", text: "×",
        "aria-label": t("remove") + " " + player.name, title: t("remove"),
        disabled: s.players.length <= MIN_PLAYERS,
        onclick: function () {
          s.players.splice(index, 1);
          if (s.active === player.uid) s.active = s.players[0].uid;
          s.bases.forEach(function (b) {
            b.cards.forEach(function (c) { if (c.controller === player.uid) c.controller = ""; });
          });
          renderEditor();
        },
      }),
    ]);
    playersBox.append(row);
  });
  document.getElementById("sim-add-player").disabled = s.players.length >= MAX_PLAYERS;
}

export function playerOptions(select, selected, allowNobody) {
  const s = state();
  select.replaceChildren();
  if (allowNobody) select.append(el("option", { value: "", text: t("uncontrolled") }));
  s.players.forEach(function (p) {
    const option = el("option", { value: p.uid, text: p.name });
    if (p.uid === selected) option.selected = true;
    select.append(option);
  });
  if (!allowNobody && !s.players.some(function (p) { return p.uid === selected; })) {
    select.prepend(el("option", { value: "", text: "—", selected: true }));
  }
}

function refreshPlayerSelects() {
  basesBox.querySelectorAll("select.sim-card-controller").forEach(function (select) {
    const card = select._card;
    playerOptions(select, card.controller, card.type === "monster");
  });
  playersBox.querySelectorAll(".sim-active").forEach(function (radio) {
    const name = playerName(state(), radio.dataset.value);
    radio.setAttribute("aria-label", t("active") + " " + name);
  });
}

export function attachSearch(input, url, params, onPick, describe, onEnter) {
  const list = el("ul", { className: "sim-suggest", role: "listbox", hidden: true });
  input.after(list);
  let timer = null;
  let sequence = 0;
  function close() { list.hidden = true; }
  async function run() {
    const query = input.value.trim();
    const mine = ++sequence;
    if (query.length < 2) {
      close();
      return;
    }
    const search = new URLSearchParams(Object.assign({ q: query }, params()));
    let data;
    try {
      const response = await fetch(url + "?" + search.toString(), {
        headers: { Accept: "application/json" },
      });
      data = await response.json();
    } catch (err) {
      return;
    }
    if (mine !== sequence) return;
    list.replaceChildren();
    const hits = data.results || [];
    if (!hits.length) {
      list.append(el("li", { className: "muted", text: t("no_match") }));
    }
    hits.forEach(function (hit) {
      list.append(el("li", {}, [
        el("button", {
          type: "button", className: "sim-pick", role: "option",
          onclick: function () {
            close();
            onPick(hit);
          },
        }, [displayName(hit), " ", el("span", { className: "muted", text: describe(hit) })]),
      ]));
    });
    list.hidden = false;
  }
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(run, 150);
  });
  input.addEventListener("keydown", async function (event) {
    if (event.key === "Escape") {
      /* A search field would erase what was typed: close the suggestions only. */
      event.preventDefault();
      close();
    }
    if (event.key === "Enter") {
      /* Enter picks the first suggestion (searching now if none is shown yet); it never
       * submits the form (Score). */
      event.preventDefault();
      if (onEnter && await onEnter()) {
        close();
        return;
      }
      if (list.hidden || !list.querySelector("button")) {
        clearTimeout(timer);
        await run();
      }
      const first = list.hidden ? null : list.querySelector("button");
      if (first) first.click();
    }
    if (event.key === "ArrowDown" && !list.hidden) {
      const first = list.querySelector("button");
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  list.addEventListener("keydown", function (event) {
    const buttons = Array.from(list.querySelectorAll("button"));
    const index = buttons.indexOf(document.activeElement);
    if (event.key === "ArrowDown" && index < buttons.length - 1) buttons[index + 1].focus();
    else if (event.key === "ArrowUp") (index > 0 ? buttons[index - 1] : input).focus();
    else if (event.key === "Escape") {
      close();
      input.focus();
    } else return;
    event.preventDefault();
  });
}

export function describeBase(hit) {
  const vp = hit.vp.map(function (v) { return v === null ? "?" : v; }).join("-");
  const breakpoint = hit.breakpoint === null ? "?" : hit.breakpoint;
  const box = config.lang === "fr" && hit.box_fr ? hit.box_fr : hit.box;
  return breakpoint + " · " + vp + " · " + box + " · " + t(hit.printing);
}

function describeCard(hit) {
  const power = hit.power === null ? hit.power_text || "?" : hit.power;
  const faction = config.lang === "fr" && hit.faction_fr ? hit.faction_fr : hit.faction;
  return t("power") + " " + power + " · " + faction + " · " + t(hit.printing);
}

function renderBaseHeader(base, index, prefix, list) {
  const path = prefix + "." + base.uid;
  const fieldPath = (prefix === "bases" ? "bases[" : "base_deck[") + index + "]";
  const nameField = field(t("base"), base, "name", {
    type: "search", className: "sim-base-name", placeholder: t("base_search"),
    path: path + ".name", field: fieldPath + ".base", wrapClass: "sim-field-wide",
    onChange: function () {
      if (base.slug) {
        base.slug = "";
        base.printing = "";
        const tag = nameField.parentNode.querySelector(".sim-base-tag");
        if (tag) tag.remove();
      }
    },
  });
  const nameInput = nameField.querySelector("input");
  const bpField = field(t("breakpoint"), base, "breakpoint", {
    className: "sim-base-breakpoint", min: 0, path: path + ".breakpoint",
    field: fieldPath + ".breakpoint",
  });
  const vpFields = [0, 1, 2].map(function (i) {
    return field(t("vp_" + (i + 1)), base.vp, i, {
      className: "sim-base-vp", min: 0, path: path + ".vp." + i,
      field: fieldPath + ".vp[" + i + "]",
    });
  });
  attachSearch(nameInput, config.api.bases, function () { return {}; }, function (hit) {
    NAMES.bases[hit.slug + "|" + hit.printing] = hit;
    NAMES.bases[hit.slug + "|"] = NAMES.bases[hit.slug + "|"] || hit;
    base.slug = hit.slug;
    base.printing = hit.printing;
    base.name = displayName(hit);
    base.catalog = catalogStats(hit);
    base.breakpoint = base.catalog.breakpoint;
    base.vp = base.catalog.vp.slice();
    renderEditor();
    afterEdit();
  }, describeBase);
  const header = el("div", { className: "sim-base-header" }, [
    nameField,
    base.slug
      ? el("span", { className: "tag sim-base-tag", text: t(base.printing || "original") })
      : null,
    el("div", { className: "sim-base-numbers" }, [bpField].concat(vpFields).concat([
      prefix === "bases"
        ? field(t("breakpoint_modifier"), base, "breakpoint_modifier", {
          className: "sim-base-bpmod", path: path + ".breakpoint_modifier",
          field: fieldPath + ".breakpoint_modifier",
        })
        : null,
      el("button", {
        type: "button", className: "secondary sim-remove", text: "×",
        "aria-label": t("remove") + " " + (base.name || t("base_n", { n: index + 1 })),
        title: t("remove"),
        onclick: function () {
          list.splice(index, 1);
          renderEditor();
          afterEdit();
        },
      }),
    ].filter(Boolean))),
  ]);
  return header;
}

function renderCard(base, baseIndex, card, cardIndex) {
  const path = "bases." + base.uid + ".cards." + card.uid;
  const fieldPath = "bases[" + baseIndex + "].cards[" + cardIndex + "]";
  const typeSelect = el("select", {
    className: "sim-input sim-card-type", "aria-label": t("type"),
    dataset: { path: path + ".type", field: fieldPath + ".type" },
  }, CARD_TYPES.map(function (type) {
    return el("option", { value: type, text: t(type), selected: card.type === type });
  }));
  typeSelect.addEventListener("change", function () {
    card.type = typeSelect.value;
    card.slug = "";
    renderEditor();
    afterEdit();
  });
  const controller = el("select", {
    className: "sim-input sim-card-controller", "aria-label": t("controller"),
    dataset: {
      path: path + ".controller",
      field: fieldPath + (card.type === "minion" ? ".owner" : ".controller"),
    },
  });
  controller._card = card;
  playerOptions(controller, card.controller, card.type === "monster");
  controller.addEventListener("change", function () {
    card.controller = controller.value;
    afterEdit();
  });
  const parts = [
    el("label", { className: "sim-field" }, [
      el("span", { className: "sim-label", text: t("type") }), typeSelect,
    ]),
    el("label", { className: "sim-field" }, [
      el("span", { className: "sim-label", text: t("controller") }), controller,
    ]),
  ];
  if (card.type !== "buried") {
    parts.push(field(t("power"), card, "power", {
      className: "sim-card-power", min: 0, path: path + ".power", field: fieldPath + ".power",
    }));
    parts.push(field(t("counters"), card, "counters", {
      className: "sim-card-counters", min: 0, path: path + ".counters",
      field: fieldPath + ".counters",
    }));
    parts.push(field(t("modifier"), card, "modifier", {
      className: "sim-card-modifier", path: path + ".modifier", field: fieldPath + ".modifier",
    }));
  }
  if (card.type === "monster") {
    parts.push(field(t("treasures"), card, "treasures", {
      className: "sim-card-treasures", min: 0, path: path + ".treasures",
      field: fieldPath + ".treasures",
    }));
  }
  if (SEARCHABLE[card.type]) {
    const nameField = field(t("name"), card, "name", {
      type: "search", className: "sim-card-name", placeholder: t("card_search"),
      path: path + ".name", field: fieldPath + ".card", wrapClass: "sim-field-wide",
      onChange: function () { card.slug = ""; },
    });
    attachSearch(nameField.querySelector("input"), config.api.cards, function () {
      return { type: SEARCHABLE[card.type] };
    }, function (hit) {
      card.slug = hit.slug;
      card.name = displayName(hit);
      if (hit.power !== null) card.power = hit.power;
      renderEditor();
      afterEdit();
    }, describeCard);
    parts.push(nameField);
  }
  parts.push(el("button", {
    type: "button", className: "secondary sim-remove", text: "×",
    "aria-label": t("remove"), title: t("remove"),
    onclick: function () {
      base.cards.splice(cardIndex, 1);
      renderEditor();
      afterEdit();
    },
  }));
  return el("div", {
    className: "sim-card", dataset: { uid: card.uid, path: path, field: fieldPath },
  }, parts);
}

function renderBases() {
  const s = state();
  basesBox.replaceChildren();
  s.bases.forEach(function (base, index) {
    const cards = el("div", { className: "sim-cards" }, base.cards.map(function (card, i) {
      return renderCard(base, index, card, i);
    }));
    const adders = el("div", { className: "sim-adders" }, CARD_TYPES.map(function (type) {
      return el("button", {
        type: "button", className: "secondary sim-add-card", dataset: { type: type },
        text: t("add_" + type),
        onclick: function () {
          const last = base.cards[base.cards.length - 1];
          const controller = last && last.controller ? last.controller : s.active;
          base.cards.push(newCard(type, controller));
          renderEditor();
          afterEdit();
          const rows = basesBox.querySelectorAll(".sim-base")[index].querySelectorAll(".sim-card");
          const power = rows[rows.length - 1].querySelector(".sim-card-power, select");
          if (power) power.focus();
        },
      });
    }));
    basesBox.append(el("div", {
      className: "card-box sim-base",
      dataset: { uid: base.uid, path: "bases." + base.uid, field: "bases[" + index + "]" },
    }, [
      renderBaseHeader(base, index, "bases", s.bases),
      el("div", { className: "sim-label", text: t("cards_here") }),
      cards,
      adders,
    ]));
  });
  document.getElementById("sim-add-base").disabled = s.bases.length >= MAX_BASES;
}

function renderDeck() {
  const s = state();
  deckBox.replaceChildren();
  s.deck.forEach(function (base, index) {
    deckBox.append(el("div", {
      className: "card-box sim-deck-base",
      dataset: { uid: base.uid, path: "deck." + base.uid, field: "base_deck[" + index + "]" },
    }, [renderBaseHeader(base, index, "deck", s.deck)]));
  });
}

function renderAdvanced() {
  const s = state();
  eventsBox.value = s.events;
  choicesBox.value = s.choices;
  endOfTurnBox.checked = s.end_of_turn;
  refreshJson();
}

export function refreshJson() {
  try {
    jsonBox.value = JSON.stringify(toBoard(state()), null, 1);
  } catch (err) {
    /* An advanced box holds invalid JSON: leave the JSON view as it was. */
  }
}

function renderTabs() {
  const hasVariant = positions.length > 1;
  document.getElementById("sim-tab-1").hidden = !hasVariant;
  document.getElementById("sim-make-variant").hidden = hasVariant;
  document.getElementById("sim-drop-variant").hidden = !hasVariant;
  document.getElementById("sim-variant-note").hidden = current !== 1;
  document.querySelectorAll(".sim-tab").forEach(function (tab) {
    const active = Number(tab.dataset.tab) === current;
    tab.setAttribute("aria-selected", active ? "true" : "false");
    tab.classList.toggle("secondary", !active);
  });
}

export function renderEditor() {
  renderTabs();
  renderPlayers();
  renderBases();
  renderDeck();
  renderAdvanced();
  markDifferences();
  renderTable();
}

/* In the variant, highlight every value that differs from the position. */
function valueAt(s, path) {
  const parts = path.split(".");
  if (parts[0] === "active") return s.active;
  const lists = { players: s.players, bases: s.bases, deck: s.deck };
  let node = (lists[parts[0]] || []).find(function (item) { return item.uid === parts[1]; });
  let i = 2;
  while (node !== undefined && i < parts.length) {
    if (parts[i] === "cards") {
      node = node.cards.find(function (c) { return c.uid === parts[i + 1]; });
      i += 2;
    } else {
      node = node[parts[i]];
      i += 1;
    }
  }
  return node;
}

function markDifferences() {
  const form = document.getElementById("sim-editor");
  form.querySelectorAll(".diff").forEach(function (node) { node.classList.remove("diff"); });
  if (current !== 1 || positions.length < 2) return;
  const original = positions[0].state;
  form.querySelectorAll("[data-path]").forEach(function (node) {
    const path = node.dataset.path;
    if (!path) return;
    if (node.classList.contains("sim-card") || node.classList.contains("sim-base") ||
        node.classList.contains("sim-deck-base")) {
      if (valueAt(original, path) === undefined) node.classList.add("diff");
      return;
    }
    if (path === "active") {
      if (node.checked && original.active !== node.dataset.value) {
        node.closest(".sim-field").classList.add("diff");
      }
      return;
    }
    const before = valueAt(original, path);
    const now = node.value;
    if (before === undefined || String(before) !== String(now)) node.classList.add("diff");
  });
  const playerRows = playersBox.querySelectorAll(".sim-player");
  playerRows.forEach(function (row) {
    if (!original.players.some(function (p) { return p.uid === row.dataset.uid; })) {
      row.classList.add("diff");
    }
  });
}

export function afterEdit() {
  refreshJson();
  markDifferences();
  tableChanged();
}

/* The editor's buttons and advanced boxes. */
export function wireEditor() {
  document.getElementById("sim-add-player").addEventListener("click", function () {
    const s = state();
    if (s.players.length >= MAX_PLAYERS) return;
    const used = new Set(s.players.map(function (p) { return p.name; }));
    const name = PLAYER_NAMES.find(function (n) { return !used.has(n); }) || "P" + uidCounter;
    s.players.push(newPlayer(name));
    if (!s.active) s.active = s.players[0].uid;
    renderEditor();
    const names = playersBox.querySelectorAll(".sim-player-name");
    names[names.length - 1].focus();
  });

  document.getElementById("sim-add-base").addEventListener("click", function () {
    const s = state();
    if (s.bases.length >= MAX_BASES) return;
    s.bases.push(newBase(s));
    renderEditor();
    const names = basesBox.querySelectorAll(".sim-base-name");
    names[names.length - 1].focus();
  });

  document.getElementById("sim-add-deck").addEventListener("click", function () {
    const s = state();
    s.deck.push(newBase(s));
    renderEditor();
    const names = deckBox.querySelectorAll(".sim-base-name");
    names[names.length - 1].focus();
  });

  eventsBox.addEventListener("input", function () {
    state().events = eventsBox.value;
    refreshJson();
  });
  choicesBox.addEventListener("input", function () {
    state().choices = choicesBox.value;
    refreshJson();
  });
  endOfTurnBox.addEventListener("change", function () {
    state().end_of_turn = endOfTurnBox.checked;
    refreshJson();
  });

  document.getElementById("sim-load-json").addEventListener("click", async function () {
    let board;
    try {
      board = JSON.parse(jsonBox.value);
    } catch (err) {
      showError({ field: null, message: t("bad_json") });
      return;
    }
    /* The catalog names of its bases and cards, in the page's language (not their slugs). */
    try {
      const names = await postJSON(config.api.names, board);
      if (names.ok) rememberNames(names.data);
    } catch (err) {
      /* Offline: the slugs stand in for the names. */
    }
    positions[current] = makePosition(fromBoard(board, NAMES));
    renderEditor();
    tableChanged();
    await scoreAll();
  });

  document.getElementById("sim-make-variant").addEventListener("click", function () {
    const variant = makePosition(clone(positions[0].state));
    variant.result = positions[0].result;
    variant.error = positions[0].error;
    positions[1] = variant;
    setCurrent(1);
    renderEditor();
    renderResults();
  });

  document.getElementById("sim-drop-variant").addEventListener("click", function () {
    positions.splice(1);
    setCurrent(0);
    renderEditor();
    renderResults();
  });

  document.querySelectorAll(".sim-tab").forEach(function (tab) {
    tab.addEventListener("click", function () {
      setCurrent(Number(tab.dataset.tab));
      clearError();
      renderEditor();
    });
  });
}

/* What the position's `field` box ("events", "choices") holds ([] when it is empty); null,
 * with the error shown, when it holds invalid JSON. */
export function boxValue(s, field) {
  try {
    return s[field].trim() ? JSON.parse(s[field]) : [];
  } catch (err) {
    showError({ field: field, message: t("bad_json") });
    return null;
  }
}

/* The position's events as a list ([] when the box is empty or holds no list); null, with
 * the error shown, when the box holds invalid JSON. */
export function eventList(s) {
  const events = boxValue(s, "events");
  return events === null || Array.isArray(events) ? events : [];
}
