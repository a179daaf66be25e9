/* The scoring simulator page: build a position, score it through the API, compare a variant.
 * Plain JavaScript, no build step. The position is kept as plain objects (`state`) and turned
 * into the engine's JSON input by toBoard(); fromBoard() reads it back (examples, permalinks).
 */
(function () {
  "use strict";

  const config = JSON.parse(document.getElementById("sim-config").textContent);
  const STR = {};
  document.querySelectorAll("#sim-strings [data-k]").forEach(function (el) {
    STR[el.dataset.k] = el.textContent.trim();
  });

  function t(key, params) {
    let text = STR[key] || key;
    if (params) {
      Object.keys(params).forEach(function (name) {
        text = text.split("{" + name + "}").join(String(params[name]));
      });
    }
    return text;
  }

  const PLAYER_NAMES = ["A", "B", "C", "D"];
  const MAX_PLAYERS = 4;
  const MIN_PLAYERS = 2;
  const MAX_BASES = 20;
  const CARD_TYPES = ["minion", "action", "titan", "monster", "buried"];
  const SEARCHABLE = { minion: "minion", action: "action", titan: "titan" };
  const BASE_KEYS = [
    "id", "base", "printing", "name", "breakpoint", "vp", "breakpoint_modifier", "cards",
  ];
  const CARD_KEYS = [
    "type", "owner", "controller", "power", "counters", "modifier", "treasures", "card",
  ];
  const BOARD_KEYS = [
    "players", "active_player", "vp", "madness", "bases", "base_deck", "scoring_order",
    "events", "choices", "end_of_turn",
  ];

  let uidCounter = 0;
  function uid(prefix) {
    uidCounter += 1;
    return prefix + uidCounter;
  }

  /* ---------- helpers ---------- */

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (key) {
        const value = attrs[key];
        if (value === null || value === undefined || value === false) return;
        if (key === "text") node.textContent = value;
        else if (key === "className") node.className = value;
        else if (key === "dataset") Object.assign(node.dataset, value);
        else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
        else if (value === true) node.setAttribute(key, "");
        else node.setAttribute(key, value);
      });
    }
    (children || []).forEach(function (child) {
      if (child === null || child === undefined || child === false) return;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    });
    return node;
  }

  function clone(value) {
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

  function displayName(hit) {
    if (config.lang === "fr" && hit.name_fr) return hit.name_fr;
    return hit.name_en;
  }

  function placeLabel(place) {
    if (place >= 1 && place <= 3) return t("place_" + place);
    return t("place_n", { n: place });
  }

  function joinNames(names) {
    return names.length ? names.join(", ") : t("none");
  }

  /* ---------- the position ---------- */

  function newPlayer(name) {
    return { uid: uid("p"), name: name, vp: "", madness: "", factions: [] };
  }

  function nextBaseId(state) {
    const used = new Set();
    state.bases.concat(state.deck).forEach(function (b) { used.add(b.id); });
    let n = 1;
    while (used.has("b" + n)) n += 1;
    return "b" + n;
  }

  function newBase(state) {
    return {
      uid: uid("b"), id: nextBaseId(state), slug: "", printing: "", name: "", catalog: null,
      breakpoint: "", vp: ["", "", ""], breakpoint_modifier: "", cards: [], extra: {},
    };
  }

  function newCard(type, controller) {
    return {
      uid: uid("c"), type: type, controller: type === "monster" ? "" : controller || "",
      owner: "", power: type === "titan" || type === "buried" ? "" : "", counters: "",
      modifier: "", treasures: "", slug: "", name: "", extra: {},
    };
  }

  function emptyState() {
    const state = {
      players: [newPlayer(PLAYER_NAMES[0]), newPlayer(PLAYER_NAMES[1])],
      active: null, bases: [], deck: [], scoring_order: null, end_of_turn: true,
      events: "", choices: "", extra: {},
    };
    state.active = state.players[0].uid;
    state.bases.push(newBase(state));
    return state;
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
  function catalogStats(hit) {
    return {
      breakpoint: hit.breakpoint === null ? "" : hit.breakpoint,
      vp: hit.vp.map(function (v) { return v === null ? "" : v; }),
    };
  }

  function fromBoard(board, names) {
    names = names || { bases: {}, cards: {} };
    const state = {
      players: [], active: null, bases: [], deck: [], scoring_order: null, end_of_turn: true,
      events: "", choices: "", extra: pick(board, BOARD_KEYS),
    };
    const byName = {};
    (board.players || []).forEach(function (name) {
      const player = newPlayer(String(name));
      const vp = (board.vp || {})[name];
      const madness = (board.madness || {})[name];
      player.vp = vp === undefined ? "" : vp;
      player.madness = madness === undefined ? "" : madness;
      byName[name] = player.uid;
      state.players.push(player);
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
    return state;
  }

  function playerName(state, playerUid) {
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

  function toBoard(state) {
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
    return Object.assign(board, state.extra);
  }

  /* ---------- page state ---------- */

  const positions = [];
  let current = 0;

  function makePosition(state) {
    return { state: state, result: null, error: null, orders: null, id: null, live: null };
  }

  /* The page opens on what its address names (an example, a saved scenario, a table from the
   * setup helper); otherwise on the position kept in the browser, or an empty one. */
  function initialPositions() {
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

  function state() {
    return positions[current].state;
  }

  /* ---------- editor ---------- */

  const playersBox = document.getElementById("sim-players");
  const basesBox = document.getElementById("sim-bases");
  const deckBox = document.getElementById("sim-deck");
  const errorBox = document.getElementById("sim-error");
  const resultBox = document.getElementById("sim-result");
  const jsonBox = document.getElementById("sim-json");
  const eventsBox = document.getElementById("sim-events");
  const choicesBox = document.getElementById("sim-choices");
  const endOfTurnBox = document.getElementById("sim-end-of-turn");

  /* An input bound to obj[key]; `path` locates the same value in another position (diffs),
   * `field` is the engine's name for it (error highlighting). */
  /* The field typed in last: an error on a value shown in two places goes next to it. */
  let lastEdited = null;

  function field(label, obj, key, opts) {
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
      lastEdited = input;
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

  function playerOptions(select, selected, allowNobody) {
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

  function attachSearch(input, url, params, onPick, describe, onEnter) {
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

  function describeBase(hit) {
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

  function refreshJson() {
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

  function renderEditor() {
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

  function afterEdit() {
    refreshJson();
    markDifferences();
    tableChanged();
  }

  /* ---------- editor buttons ---------- */

  document.getElementById("sim-add-player").addEventListener("click", function () {
    const s = state();
    if (s.players.length >= MAX_PLAYERS) return;
    const used = new Set(s.players.map(function (p) { return p.name; }));
    const name = PLAYER_NAMES.find(function (n) { return !used.has(n); }) || "P" + uidCounter;
    s.players.push(newPlayer(name));
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
    current = 1;
    renderEditor();
    renderResults();
  });

  document.getElementById("sim-drop-variant").addEventListener("click", function () {
    positions.splice(1);
    current = 0;
    renderEditor();
    renderResults();
  });

  document.querySelectorAll(".sim-tab").forEach(function (tab) {
    tab.addEventListener("click", function () {
      current = Number(tab.dataset.tab);
      clearError();
      renderEditor();
    });
  });

  /* ---------- talking to the API ---------- */

  async function postJSON(url, body) {
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

  function clearError() {
    errorBox.hidden = true;
    errorBox.replaceChildren();
    document.querySelectorAll(".sim-invalid").forEach(function (node) {
      node.classList.remove("sim-invalid");
      node.removeAttribute("aria-invalid");
      node.removeAttribute("aria-describedby");
    });
    document.querySelectorAll(".sim-field-error").forEach(function (node) { node.remove(); });
  }

  /* The engine names a field by its path in the JSON input ("vp.Bob", "bases[0].breakpoint",
   * "bases[1].cards[2].power"): the page says it in players' words (issue 26). */
  function fieldLabel(path) {
    const s = state();
    let match = /^(vp|madness)\.(.+)$/.exec(path);
    if (match) return t(match[1] === "vp" ? "vp_of" : "madness_of", { player: match[2] });
    match = /^players\[(\d+)\]/.exec(path);
    if (match) return t("name") + " (" + t("player") + " " + (Number(match[1]) + 1) + ")";
    if (path === "active_player") return t("active");
    if (path === "events" || path.startsWith("events[")) return t("events");
    if (path === "choices" || path.startsWith("choices[")) return t("choices");
    match = /^(bases|base_deck)\[(\d+)\](?:\.cards\[(\d+)\])?(?:\.(\w+))?/.exec(path);
    if (match) {
      const list = match[1] === "bases" ? s.bases : s.deck;
      const base = list[Number(match[2])];
      const baseName = base && base.name ? base.name : t("base_n", { n: Number(match[2]) + 1 });
      const card = base && match[3] !== undefined ? base.cards[Number(match[3])] : null;
      const what = FIELD_WORDS[match[4]] ? t(FIELD_WORDS[match[4]]) : "";
      if (card) {
        return (what ? what + " — " : "") + cardLabel(card) + " (" + baseName + ")";
      }
      return what ? what + " — " + baseName : baseName;
    }
    return path;
  }

  const FIELD_WORDS = {
    breakpoint: "breakpoint", vp: "vp", breakpoint_modifier: "breakpoint_modifier",
    base: "base", power: "power", counters: "counters", modifier: "modifier",
    treasures: "treasures", owner: "controller", controller: "controller", card: "name",
    type: "type",
  };

  /* Shows an engine error (in the page's language) once: next to the input its field path
   * names (or the closest), else under the form. */
  function showError(error) {
    clearError();
    const message = [];
    if (error.field) {
      message.push(el("strong", { text: t("error_at", { field: fieldLabel(error.field) }) }), " ");
    }
    message.push(localized(error, "message"));
    let target = null;
    let best = -1;
    if (error.field && lastEdited && lastEdited.isConnected &&
        lastEdited.dataset.field === error.field) {
      target = lastEdited;
    } else if (error.field) {
      document.querySelectorAll("#sim-editor [data-field]").forEach(function (node) {
        const name = node.dataset.field;
        if (!name) return;
        const matches = error.field === name || error.field.startsWith(name + ".") ||
          error.field.startsWith(name + "[") || name.startsWith(error.field + "[");
        if (matches && name.length > best) {
          best = name.length;
          target = node;
        }
      });
    }
    if (!target) {
      errorBox.append.apply(errorBox, message);
      errorBox.hidden = false;
      return;
    }
    const note = el("p", {
      className: "error sim-field-error", id: "sim-field-error", role: "alert",
    }, message);
    const holder = target.closest(".sim-field") || target;
    holder.after(note);
    target.classList.add("sim-invalid");
    target.setAttribute("aria-invalid", "true");
    target.setAttribute("aria-describedby", "sim-field-error");
    if (target.closest("details")) target.closest("details").open = true;
    target.focus({ preventScroll: true });
    note.scrollIntoView({ block: "center" });
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

  function ordersOf(result) {
    if (!result || !result.alternatives || !result.alternatives.length) return null;
    return [{ order: result.order, vp: result.vp, winners: result.winners }].concat(
      result.alternatives
    );
  }

  let busy = false;
  async function scoreAll(quiet) {
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
        current = i;
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
        current = i;
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

  /* ---------- the answer ---------- */

  /* How the result names bases: the scorings give the catalog name and French name, the
   * position after the turn the catalog name of every base still in play or in the deck. */
  function resultNames(result) {
    const found = {};
    if (!result) return found;
    const board = result.board || {};
    (board.bases || []).concat(board.base_deck || []).forEach(function (b) {
      if (b && b.id !== undefined && b.name) found[b.id] = b.name;
    });
    (result.scorings || []).forEach(function (scoring) {
      if (scoring.name) found[scoring.base] = localized(scoring, "name");
    });
    return found;
  }

  /* Base id -> label. A catalog base known only by its slug (a board loaded as JSON) takes the
   * name the result gives it. */
  function baseLabels(s, result) {
    const labels = {};
    const fromResult = resultNames(result);
    const label = function (base, id) {
      if (base.slug && (!base.name || base.name === base.slug) && fromResult[id]) {
        return fromResult[id];
      }
      return base.name || t("base_n", { n: String(id).replace(/^b(?=\d+$)/, "") });
    };
    s.bases.forEach(function (base, index) {
      const id = base.id || "b" + (index + 1);
      if (base.id || (base.slug && fromResult[id])) labels[id] = label(base, id);
    });
    s.deck.forEach(function (base, index) {
      const id = base.id || "deck" + (index + 1);
      if (base.id || (base.slug && fromResult[id])) labels[id] = label(base, id);
    });
    return labels;
  }

  function labelOf(labels, id) {
    if (id === null || id === undefined) return "";
    return labels[id] || String(id);
  }

  function ruleLink(rule) {
    return el("a", {
      className: "sim-rule", href: config.rules_url.replace("__slug__", encodeURIComponent(rule)),
      text: STR["rule:" + rule] || t("rule") + " " + rule,
    });
  }

  /* An engine text in the page's language: the engine writes `key` in English and `key_fr`. */
  function localized(item, key) {
    if (config.lang === "fr" && item[key + "_fr"]) return item[key + "_fr"];
    return item[key];
  }

  /* One assumed choice or unsimulated ability: [base] player: reason. */
  function describeItem(item, labels) {
    if (item === null || typeof item !== "object") return [String(item)];
    let text = localized(item, "reason") || localized(item, "text") || item.message ||
      localized(item, "summary");
    /* The order of the scoring bases, assumed: said with the bases' names, not the API's key. */
    if (item.choose && Array.isArray(item.choose.order) && item.ability === null &&
        item.card === undefined && item.choose.order.every(function (id) {
          return labels[id] !== undefined;
        })) {
      text = t("order_assumed", {
        player: item.player, order: item.choose.order.map(function (id) {
          return labelOf(labels, id);
        }).join(" → "),
      });
    }
    const parts = [];
    if (item.base) parts.push(el("span", { className: "tag", text: labelOf(labels, item.base) }), " ");
    /* The card the decision is about, by its name (the Pirate King's assumed move). */
    if (item.card !== undefined) {
      parts.push(el("span", { className: "tag", text: cardNamedPlain(item.card) }), " ");
    }
    if (item.player) parts.push(el("strong", { text: item.player }), " ");
    parts.push(text ? plainWords(text) : JSON.stringify(item));
    return parts;
  }

  /* A card of the position being shown, by its id: its name. */
  function cardNamedPlain(id) {
    let found = null;
    positions.forEach(function (position) {
      position.state.bases.forEach(function (base) {
        base.cards.forEach(function (card) {
          if (!found && card.extra && String(card.extra.id) === String(id)) found = card;
        });
      });
    });
    return found ? cardLabel(found) : String(id);
  }

  /* An engine text in players' words (issue 26): "c6 (Pirate King)" and "b1 (Jungle Oasis)"
   * become the names alone, a catalog key ("ninjas/hidden-ninja") its card's name. */
  function plainWords(text) {
    const ids = new Set();
    positions.forEach(function (position) {
      position.state.bases.concat(position.state.deck).forEach(function (base) {
        if (base.id) ids.add(String(base.id));
        base.cards.forEach(function (card) {
          if (card.extra && card.extra.id !== undefined) ids.add(String(card.extra.id));
        });
      });
      const after = position.result && position.result.board;
      ((after && after.bases) || []).forEach(function (base) {
        (base.cards || []).forEach(function (card) {
          if (card.id !== undefined) ids.add(String(card.id));
        });
      });
    });
    return String(text).replace(/([A-Za-z][\w-]*) \(([^()]+)\)/g, function (all, id, name) {
      return ids.has(id) ? name : all;
    }).replace(/\b[a-z0-9-]+\/[a-z0-9-]+\b/g, function (key) {
      const hit = NAMES.cards[key];
      return hit ? displayName(hit) : key;
    });
  }

  function tieNotes(standings, vpTable) {
    const notes = [];
    const byPlace = {};
    standings.forEach(function (row) {
      (byPlace[row.place] = byPlace[row.place] || []).push(row);
    });
    Object.keys(byPlace).map(Number).sort(function (a, b) { return a - b; }).forEach(
      function (place) {
        const rows = byPlace[place];
        if (rows.length < 2) return;
        notes.push(t("tie", {
          players: rows.map(function (r) { return r.player; }).join(", "),
          place: placeLabel(place), power: rows[0].power, vp: rows[0].vp,
        }));
        for (let skipped = place + 1; skipped < place + rows.length; skipped += 1) {
          if (skipped <= 3) notes.push(t("tie_skip", { place: placeLabel(skipped) }));
        }
      }
    );
    return notes;
  }

  function renderScoring(scoring, labels, s) {
    const ranked = new Set(scoring.standings.map(function (r) { return r.player; }));
    const absent = s.players.map(function (p) { return p.name; }).filter(function (n) {
      return !ranked.has(n);
    });
    const bonus = scoring.standings.some(function (row) { return row.bonus_vp; });
    const rows = scoring.standings.map(function (row) {
      return el("tr", { className: row.place === 1 ? "sim-first" : null }, [
        el("td", { text: placeLabel(row.place) }),
        el("th", { scope: "row", text: row.player }),
        el("td", { className: "num", text: row.power }),
        el("td", { className: "num", text: row.vp }),
        bonus ? el("td", { className: "num", text: row.bonus_vp ? "+" + row.bonus_vp : "" }) : null,
      ]);
    });
    const notes = tieNotes(scoring.standings);
    return el("div", { className: "card-box sim-scoring", dataset: { base: scoring.base } }, [
      el("h4", { text: labelOf(labels, scoring.base) }),
      el("p", { className: "muted", text: t("total_power", {
        power: scoring.total_power, breakpoint: scoring.breakpoint,
      }) }),
      el("div", { className: "table-wrap" }, [
        el("table", { className: "sim-standings" }, [
          el("thead", {}, [el("tr", {}, [
            el("th", { scope: "col", text: t("place") }),
            el("th", { scope: "col", text: t("player") }),
            el("th", { scope: "col", className: "num", text: t("power") }),
            el("th", { scope: "col", className: "num", text: t("vp") }),
            bonus ? el("th", { scope: "col", className: "num", text: t("bonus") }) : null,
          ])]),
          el("tbody", {}, rows),
        ]),
      ]),
      notes.length ? el("ul", { className: "sim-ties" }, notes.map(function (note) {
        return el("li", { text: note });
      })) : null,
      absent.length ? el("p", { className: "muted", text: t("not_ranked", {
        players: absent.join(", "),
      }) }) : null,
      scoring.treasure_picks && scoring.treasure_picks.length
        ? el("p", {}, [t("treasure_picks") + " ", scoring.treasure_picks.join(", ")]) : null,
      scoring.replaced_by
        ? el("p", {}, [t("replaced_by") + " ", labelOf(labels, scoring.replaced_by)]) : null,
    ]);
  }

  function renderVpTable(result, s) {
    const showFinal = result.game_over && result.final_scores;
    const winners = new Set(result.winners || []);
    const rows = s.players.map(function (p) {
      const before = Number(p.vp || 0);
      const after = result.vp[p.name];
      const cells = [
        el("th", { scope: "row", text: p.name }),
        el("td", { className: "num", text: before }),
        el("td", { className: "num", text: after === undefined ? "" : "+" + (after - before) }),
        el("td", { className: "num", text: after === undefined ? "" : after }),
      ];
      if (showFinal) {
        cells.push(el("td", { className: "num", text: result.final_scores[p.name] }));
      }
      return el("tr", {
        className: winners.has(p.name) ? "sim-winner" : null, dataset: { player: p.name },
      }, cells);
    });
    const head = [t("player"), t("before"), t("gained"), t("after")];
    if (showFinal) head.push(t(result.madness ? "final_madness" : "final"));
    return el("div", { className: "table-wrap" }, [
      el("table", { className: "sim-vp" }, [
        el("caption", { text: t("vp_table") }),
        el("thead", {}, [el("tr", {}, head.map(function (h, i) {
          return el("th", { scope: "col", className: i ? "num" : null, text: h });
        }))]),
        el("tbody", {}, rows),
      ]),
    ]);
  }

  function gameStatus(result) {
    if (!result.game_over) return t("game_goes_on");
    const winners = result.winners || [];
    return t(winners.length > 1 ? "game_over_shared" : "game_over", {
      winners: joinNames(winners),
    });
  }

  function renderOrders(position, labels, index) {
    const orders = position.orders || ordersOf(position.result);
    if (!orders) return null;
    const s = position.state;
    const names = s.players.map(function (p) { return p.name; });
    const shown = JSON.stringify(position.result.order);
    const rows = orders.map(function (option) {
      const isShown = JSON.stringify(option.order) === shown;
      const label = option.order.map(function (id) { return labelOf(labels, id); }).join(" → ");
      return el("tr", { className: isShown ? "sim-shown" : null }, [
        el("th", { scope: "row" }, [
          label, " ",
          isShown ? el("span", { className: "muted", text: "(" + t("shown") + ")" }) :
            el("button", {
              type: "button", className: "secondary sim-use-order", text: t("use_order"),
              onclick: function () {
                position.state.scoring_order = option.order;
                if (index === current) refreshJson();
                scoreAll();
              },
            }),
        ]),
      ].concat(names.map(function (n) {
        return el("td", { className: "num", text: option.vp[n] });
      })).concat([
        el("td", { text: option.winners && option.winners.length
          ? option.winners.join(", ") : "—" }),
      ]));
    });
    return el("section", { className: "sim-orders" }, [
      el("h4", { text: t("orders") }),
      el("p", { className: "muted", text: t("orders_help") }),
      el("div", { className: "table-wrap" }, [
        el("table", {}, [
          el("thead", {}, [el("tr", {}, [el("th", { scope: "col", text: t("order") })].concat(
            names.map(function (n) { return el("th", { scope: "col", className: "num", text: n }); })
          ).concat([el("th", { scope: "col", text: t("winners") })]))]),
          el("tbody", {}, rows),
        ]),
      ]),
    ]);
  }

  function renderOutcome(position, index) {
    const s = position.state;
    const labels = baseLabels(s, position.result);
    const title = positions.length > 1 ? t(index === 0 ? "position" : "variant") : null;
    const box = el("div", { className: "sim-outcome", dataset: { position: index } });
    if (title) box.append(el("h3", { text: title }));
    if (position.error) {
      /* The position being edited shows its error once, next to the field (showError); the
       * other one (position or variant) says it here. */
      const error = position.error;
      if (index === current) return box;
      box.append(el("div", { className: "error" }, [
        error.field ? el("strong", { text: t("error_at", { field: fieldLabel(error.field) }) })
          : null,
        " ", localized(error, "message"),
      ]));
      return box;
    }
    const result = position.result;
    if (!result) return box;
    const order = result.order || [];
    box.append(el("p", { className: "sim-summary" }, order.length
      ? [t("bases_score") + " ", el("strong", { text: order.map(function (id) {
        return labelOf(labels, id);
      }).join(" → ") })]
      : [t("no_base_scores")]));
    if (s.scoring_order) {
      box.append(el("p", { className: "muted" }, [
        t("chosen_order") + " " + s.scoring_order.map(function (id) {
          return labelOf(labels, id);
        }).join(" → ") + " ",
        el("button", {
          type: "button", className: "secondary", text: t("default_order"),
          onclick: function () {
            s.scoring_order = null;
            refreshJson();
            scoreAll();
          },
        }),
      ]));
    }
    const orders = renderOrders(position, labels, index);
    if (orders) box.append(orders);
    (result.scorings || []).forEach(function (scoring) {
      box.append(renderScoring(scoring, labels, s));
    });
    box.append(renderVpTable(result, s));
    box.append(el("p", {
      className: "sim-status" + (result.game_over ? " sim-game-over" : ""), text: gameStatus(result),
    }));
    if (result.assumed_choices && result.assumed_choices.length) {
      box.append(el("div", { className: "warning sim-assumed" }, [
        el("strong", { text: t("assumed") }),
        el("ul", {}, result.assumed_choices.map(function (item) {
          let quick = quickChoices(item, position, labels);
          /* A base's decision whose options the engine listed has no other choice, unless
           * the list was cut. */
          const listed = Array.isArray(item.options) && !item.options_cut;
          if (!quick.length && index === current && item.player && !listed &&
              (item.card !== undefined || item.ability) && !(item.choose && item.choose.order)) {
            /* A base's decision, or a pick the page cannot list: the pre-filled editor. */
            quick = [el("button", {
              type: "button", className: "secondary sim-choose-otherwise",
              text: t("choose_otherwise"), onclick: function () { chooseOtherwise(item); },
            })];
          }
          return el("li", {}, describeItem(item, labels).concat([" "], quick));
        })),
      ]));
    }
    if (result.not_simulated && result.not_simulated.length) {
      box.append(el("div", { className: "warning sim-not-simulated" }, [
        el("strong", { text: t("not_simulated") }),
        el("ul", {}, result.not_simulated.map(function (item) {
          return el("li", {}, describeItem(item, labels));
        })),
      ]));
    }
    if (result.base_abilities && result.base_abilities.length) {
      box.append(el("details", { className: "sim-abilities" }, [
        el("summary", { text: t("abilities") }),
        el("ul", {}, result.base_abilities.map(function (item) {
          return el("li", {}, [
            el("span", { className: "tag", text: labelOf(labels, item.base) }), " ",
            localized(item, "summary") || "", " ",
            el("span", {
              className: "sim-ability-status sim-" + item.status,
              text: t("status_" + item.status),
            }),
          ]);
        })),
      ]));
    }
    if (result.log && result.log.length) {
      box.append(el("details", { className: "sim-log", open: positions.length === 1 }, [
        el("summary", { text: t("log") }),
        el("ol", {}, result.log.map(function (step) {
          return el("li", {}, [
            step.base ? el("span", { className: "tag", text: labelOf(labels, step.base) }) : null,
            step.base ? " " : null,
            plainWords(localized(step, "text")), " ",
            step.rule ? ruleLink(step.rule) : null,
          ]);
        })),
      ]));
    }
    return box;
  }

  function summaryRows(position) {
    const rows = {};
    const s = position.state;
    const result = position.result;
    const labels = baseLabels(s, result);
    if (!result) {
      rows.outcome = position.error ? localized(position.error, "message") : "";
      return rows;
    }
    rows.eligible = (result.eligible || []).map(function (id) {
      return labelOf(labels, id);
    }).join(", ") || t("none");
    rows.order = (result.order || []).map(function (id) {
      return labelOf(labels, id);
    }).join(" → ") || t("none");
    (result.scorings || []).forEach(function (scoring, i) {
      rows["standings:" + i + ":" + scoring.base] = scoring.standings.map(function (r) {
        return r.player + " " + placeLabel(r.place) + " (" + r.vp + " " + t("vp") + ")";
      }).join(", ");
    });
    Object.keys(result.vp || {}).forEach(function (name) {
      rows["vp:" + name] = String(result.vp[name]);
    });
    if (result.game_over && result.final_scores) {
      Object.keys(result.final_scores).forEach(function (name) {
        rows["final:" + name] = String(result.final_scores[name]);
      });
    }
    rows.status = gameStatus(result);
    return rows;
  }

  function rowLabel(key, positionsPair) {
    if (key === "eligible") return t("eligible");
    if (key === "order") return t("order");
    if (key === "status") return t("game_status");
    if (key === "outcome") return t("outcome");
    const parts = key.split(":");
    if (parts[0] === "vp") return t("vp_of", { player: parts[1] });
    if (parts[0] === "final") return t("final_of", { player: parts[1] });
    if (parts[0] === "standings") {
      const base = parts.slice(2).join(":");
      const label = labelOf(baseLabels(positionsPair[0].state, positionsPair[0].result), base);
      return t("standings_of", { base: label });
    }
    return key;
  }

  function renderComparison() {
    const a = summaryRows(positions[0]);
    const b = summaryRows(positions[1]);
    const keys = Object.keys(a);
    Object.keys(b).forEach(function (key) { if (keys.indexOf(key) === -1) keys.push(key); });
    let differences = 0;
    const rows = keys.map(function (key) {
      const left = a[key] === undefined ? "—" : a[key];
      const right = b[key] === undefined ? "—" : b[key];
      const differs = left !== right;
      if (differs) differences += 1;
      return el("tr", { className: differs ? "sim-differs" : null, dataset: { key: key } }, [
        el("th", { scope: "row", text: rowLabel(key, positions) }),
        el("td", { className: differs ? "diff" : null, text: left }),
        el("td", { className: differs ? "diff" : null, text: right }),
      ]);
    });
    return el("section", { className: "sim-compare" }, [
      el("h2", { className: "sim-h3", text: t("compare") }),
      el("p", { className: "muted", text: differences
        ? t("differences", { n: differences }) : t("no_difference") }),
      el("div", { className: "table-wrap" }, [
        el("table", { className: "sim-compare-table" }, [
          el("thead", {}, [el("tr", {}, [
            el("th", { scope: "col" }),
            el("th", { scope: "col", text: t("position") }),
            el("th", { scope: "col", text: t("variant") }),
          ])]),
          el("tbody", {}, rows),
        ]),
      ]),
    ]);
  }

  function renderResults() {
    resultBox.replaceChildren();
    const scored = positions.filter(function (p) { return p.result || p.error; });
    if (!scored.length) return;
    if (positions.length > 1 && positions[0].result && positions[1].result) {
      resultBox.append(renderComparison());
    }
    const pair = el("div", { className: positions.length > 1 ? "sim-pair" : "" });
    positions.forEach(function (position, index) {
      pair.append(renderOutcome(position, index));
    });
    resultBox.append(pair);
    renderTable();
  }

  /* ---------- the table view (issue 16): bases side by side, cards as chips ----------
   * A seat (player) and a base stay selected while the palette adds that player's cards to
   * that base in one tap each. Live totals come from the engine (debounced), the position is
   * kept in the browser's storage, and "Next turn" plays on from the engine's board. */

  const STORE_KEY = "smashup-simulator-position-v1";
  const COLOURS = ["#1f6fd1", "#c0392b", "#1e8449", "#8e44ad"];
  const LIVE_DELAY = 350;
  const NAMES = { bases: {}, cards: {} };
  const PALETTES = {};
  const ui = { player: null, base: null, sheet: null, moreOpen: {}, pending: null };
  const seatsBox = document.getElementById("sim-seats");
  const tableBases = document.getElementById("sim-tbases");
  const paletteBox = document.getElementById("sim-palette");
  const sheet = document.getElementById("sim-sheet");
  let liveTimer = null;
  let liveSequence = 0;
  let queryDropped = false;

  function rememberNames(names) {
    if (!names) return;
    Object.assign(NAMES.bases, names.bases || {});
    Object.assign(NAMES.cards, names.cards || {});
  }

  function colourOf(s, playerUid) {
    const index = s.players.findIndex(function (p) { return p.uid === playerUid; });
    return index === -1 ? "#888" : COLOURS[index % COLOURS.length];
  }

  function factionName(slug) {
    const hit = (config.factions || []).find(function (f) { return f.slug === slug; });
    return hit ? displayName(hit) : slug;
  }

  function nextCardId(s, events) {
    const used = new Set();
    s.bases.forEach(function (b) {
      b.cards.forEach(function (c) { if (c.extra.id !== undefined) used.add(String(c.extra.id)); });
    });
    /* A minion a Special plays (choose.play) has its id too. */
    (events || []).forEach(function (e) {
      const played = e && e.choose && e.choose.play;
      if (played && played.id !== undefined) used.add(String(played.id));
    });
    let n = 1;
    while (used.has("c" + n)) n += 1;
    return "c" + n;
  }

  function selectedPlayer(s) {
    if (!s.players.some(function (p) { return p.uid === ui.player; })) {
      ui.player = s.active || (s.players[0] || {}).uid || null;
    }
    return s.players.find(function (p) { return p.uid === ui.player; }) || null;
  }

  function selectedBase(s) {
    if (!s.bases.some(function (b) { return b.uid === ui.base; })) {
      ui.base = (s.bases[0] || {}).uid || null;
    }
    return s.bases.find(function (b) { return b.uid === ui.base; }) || null;
  }

  /* ---- the palette: a faction's cards, fetched once per faction ---- */

  async function loadPalettes(slugs) {
    const missing = slugs.filter(function (slug) { return slug && !PALETTES[slug]; });
    if (!missing.length) return;
    missing.forEach(function (slug) { PALETTES[slug] = { loading: true, cards: [] }; });
    try {
      const search = new URLSearchParams({ factions: missing.join(",") });
      const response = await fetch(config.api.palette + "?" + search.toString(), {
        headers: { Accept: "application/json" },
      });
      const data = await response.json();
      (data.factions || []).forEach(function (faction) {
        PALETTES[faction.slug] = faction;
        faction.cards.forEach(function (card) { NAMES.cards[card.key] = card; });
      });
    } catch (err) {
      /* Offline: the palette stays empty, the detailed editor still works. */
    }
    missing.forEach(function (slug) {
      if (PALETTES[slug] && PALETTES[slug].loading) delete PALETTES[slug];
    });
    renderTable();
  }

  /* The position's events as a list ([] when the box is empty); null, with the error shown,
   * when the box holds invalid JSON. */
  function eventList(s) {
    try {
      const events = s.events.trim() ? JSON.parse(s.events) : [];
      return Array.isArray(events) ? events : [];
    } catch (err) {
      showError({ field: "events", message: t("bad_json") });
      return null;
    }
  }

  /* The Special event this palette button stands for on the selected base, if it is there. */
  function specialIndex(events, card, asSpecial, base, player) {
    return events.findIndex(function (e) {
      return e && e.action === "special" && e.when === asSpecial && e.base === base.id &&
        e.by === player.name && e.card && e.card.card === card.key;
    });
  }

  function addFromPalette(card, asSpecial, owner) {
    const s = state();
    const player = owner || selectedPlayer(s);
    const base = selectedBase(s);
    if (!player || !base) return;
    if (asSpecial) {
      const events = eventList(s);
      if (events === null) return;
      /* A second tap on the same Special adds no second event (issue 26). */
      let at = specialIndex(events, card, asSpecial, base, player);
      if (at === -1) {
        events.push({
          when: asSpecial, base: base.id, action: "special",
          card: { type: card.type, owner: player.name, card: card.key }, by: player.name,
        });
        at = events.length - 1;
      }
      s.events = JSON.stringify(events, null, 1);
      /* A Special that plays a minion (Hidden Ninja: choose.play) asks for it: the next minion
       * tapped in the palette is the one it plays. */
      ui.pending = card.simulator && card.simulator.plays_a_minion && !events[at].choose
        ? { at: at, base: base.uid, player: player.uid } : null;
    } else if (ui.pending && ui.pending.player === player.uid && card.type === "minion") {
      const events = eventList(s);
      if (events === null) return;
      const event = events[ui.pending.at];
      if (event) {
        event.choose = {
          play: { type: "minion", id: nextCardId(s, events), owner: player.name, card: card.key },
        };
        s.events = JSON.stringify(events, null, 1);
      }
      ui.pending = null;
    } else {
      const c = newCard(card.type, player.uid);
      c.slug = card.key;
      c.name = displayName(card);
      c.power = card.type === "action" ? "" : card.power === null ? "" : card.power;
      c.extra = { id: nextCardId(s, eventList(s) || []) };
      base.cards.push(c);
    }
    renderEditor();
    afterEdit();
  }

  /* Removes a Special event shown on the table. */
  function removeSpecial(index) {
    const s = state();
    const events = eventList(s);
    if (events === null) return;
    events.splice(index, 1);
    s.events = events.length ? JSON.stringify(events, null, 1) : "";
    ui.pending = null;
    renderEditor();
    afterEdit();
  }

  function summaryOf(card) {
    if (!card.simulator) return "";
    return config.lang === "fr" ? card.simulator.summary_fr : card.simulator.summary;
  }

  function paletteButton(card, label, asSpecial, player) {
    const summary = summaryOf(card);
    const power = card.type === "action" ? "" : card.power === null ? card.power_text || "?" : card.power;
    return el("button", {
      type: "button", className: "sim-pal-card" + (asSpecial ? " sim-pal-special" : ""),
      dataset: { key: card.key, special: asSpecial || "" },
      title: summary || null,
      onclick: function () { addFromPalette(card, asSpecial, player); },
    }, [
      label ? el("span", { className: "sim-pal-when", text: label }) : null,
      el("span", { className: "sim-pal-name", text: displayName(card) }),
      power !== "" ? el("span", { className: "sim-pal-power", text: String(power) }) : null,
      /* Said in words, not in a hover title a touch screen never shows (issue 26). */
      card.simulator && card.simulator.status === "not_simulated"
        ? el("span", { className: "sim-flag", text: "⚠ " + t("status_not_simulated") }) : null,
      summary ? el("span", { className: "sim-pal-summary", text: summary }) : null,
    ]);
  }

  /* The palette: for the selected base, every player's cards, the selected player's first,
   * each under that player's own settings (VP, Madness, who plays now, two factions). A card
   * is played for the player it belongs to: no seat to switch between cards (issue 26). */
  function renderPalette(s) {
    /* A field being typed in keeps its focus across the new drawing. */
    const focused = document.activeElement;
    let keep = null;
    if (focused && paletteBox.contains(focused) && focused.tagName === "INPUT") {
      keep = { group: focused.closest(".sim-pal-group").dataset.uid, name: focused.className };
    }
    paletteBox.replaceChildren();
    if (keep) {
      setTimeout(function () {
        paletteBox.querySelectorAll(".sim-pal-group").forEach(function (group) {
          if (group.dataset.uid !== keep.group) return;
          group.querySelectorAll("input").forEach(function (input) {
            if (input.className === keep.name) input.focus();
          });
        });
      }, 0);
    }
    const selected = selectedPlayer(s);
    const base = selectedBase(s);
    if (!selected) return;
    paletteBox.append(el("p", { className: "sim-pal-target" }, [
      t("plays_here", { base: base ? base.name || t("base_n", { n: 1 }) : "—" }),
    ]));
    const order = [selected].concat(s.players.filter(function (p) { return p !== selected; }));
    order.forEach(function (player) {
      paletteBox.append(paletteGroup(s, player, base));
    });
  }

  /* A number field of a player's settings in the palette: the position follows each keystroke,
   * the rest of the page once the field is left. */
  function seatField(label, player, key, className) {
    const wrap = field(label, player, key, { className: className, min: 0,
      ariaLabel: label + " — " + player.name, field: key + "." + player.name });
    wrap.querySelector("input").addEventListener("change", function () { renderEditor(); });
    return wrap;
  }

  function paletteGroup(s, player, base) {
    const factions = (player.factions || []).filter(Boolean);
    const pickers = el("div", { className: "sim-factions" }, [0, 1].map(function (i) {
      const select = el("select", {
        className: "sim-input sim-faction", "aria-label": t("faction_n", { n: i + 1 }) + " — " + player.name,
      }, [el("option", { value: "", text: t("faction_n", { n: i + 1 }) })].concat(
        (config.factions || []).map(function (f) {
          return el("option", {
            value: f.slug, text: displayName(f), selected: (player.factions || [])[i] === f.slug,
          });
        })
      ));
      select.addEventListener("change", function () {
        player.factions = (player.factions || ["", ""]).slice();
        player.factions[i] = select.value;
        renderTable();
        afterEdit();
      });
      return select;
    }));
    const dot = el("span", { className: "sim-dot" });
    dot.style.background = colourOf(s, player.uid);
    const active = s.active === player.uid;
    const group = el("section", {
      className: "sim-pal-group", dataset: { uid: player.uid }, "aria-label": player.name,
    }, [
      el("div", { className: "sim-pal-head" }, [
        el("h3", { className: "sim-pal-player" }, [dot, " ", player.name]),
        seatField(t("vp"), player, "vp", "sim-seat-vp-input"),
        seatField(t("madness"), player, "madness", "sim-seat-madness-input"),
        el("button", {
          type: "button", className: "secondary sim-seat-active-toggle",
          "aria-pressed": active ? "true" : "false", text: t("active_set"),
          onclick: function () {
            s.active = player.uid;
            renderEditor();
            afterEdit();
          },
        }),
        pickers,
      ]),
    ]);
    if (!factions.length) {
      group.append(el("p", { className: "muted", text: t("pick_factions") }));
      return group;
    }
    loadPalettes(factions);
    const minions = el("div", { className: "sim-pal-row" });
    const specials = el("div", { className: "sim-pal-row" });
    const others = el("div", { className: "sim-pal-row" });
    factions.forEach(function (slug) {
      (PALETTES[slug] ? PALETTES[slug].cards : []).forEach(function (card) {
        if (card.type === "minion") minions.append(paletteButton(card, null, null, player));
        else others.append(paletteButton(card, null, null, player));
        if (card.special && base) {
          specials.append(paletteButton(card, t("special_" + card.special), card.special, player));
        }
      });
    });
    group.append(el("div", { className: "sim-label", text: t("minions") }), minions);
    if (ui.pending && ui.pending.player === player.uid) {
      minions.before(el("p", { className: "sim-special-note", text: t("special_pick_minion") }));
    }
    if (specials.childNodes.length) {
      group.append(el("div", { className: "sim-label", text: t("specials") }), specials);
    }
    /* Re-rendered after every live answer: the fold keeps the state the user gave it. */
    const more = el("details", {
      className: "sim-pal-more", open: ui.moreOpen[player.uid] === true,
    }, [el("summary", { text: t("actions_titans") }), others]);
    more.addEventListener("toggle", function () { ui.moreOpen[player.uid] = more.open; });
    group.append(more);
    return group;
  }

  /* ---- seats and bases ---- */

  function renderSeats(s) {
    seatsBox.replaceChildren();
    const live = positions[current].live;
    s.players.forEach(function (player) {
      const selected = player.uid === ui.player;
      const factions = (player.factions || []).filter(Boolean).map(factionName).join(" + ");
      const vp = live && live.vp && live.vp[player.name] !== undefined ? null : null;
      const button = el("button", {
        type: "button", className: "sim-seat", "aria-pressed": selected ? "true" : "false",
        dataset: { uid: player.uid },
        onclick: function () {
          ui.player = player.uid;
          renderTable();
        },
      }, [
        el("span", { className: "sim-dot" }),
        el("span", { className: "sim-seat-name", text: player.name }),
        el("span", { className: "sim-seat-vp", text: (player.vp === "" ? 0 : player.vp) + " " + t("vp") }),
        s.active === player.uid ? el("span", { className: "sim-seat-active", text: t("active_mark") }) : null,
        factions ? el("span", { className: "sim-seat-factions", text: factions }) : null,
        vp,
      ]);
      button.querySelector(".sim-dot").style.background = colourOf(s, player.uid);
      seatsBox.append(button);
    });
  }

  function flagsFor(result) {
    const cards = {};
    const bases = {};
    if (!result) return { cards: cards, bases: bases };
    (result.not_simulated || []).forEach(function (item) {
      const text = plainWords(localized(item, "reason"));
      if (item.card) (cards[item.card] = cards[item.card] || []).push(text);
      else if (item.base) (bases[item.base] = bases[item.base] || []).push(text);
    });
    (result.base_abilities || []).forEach(function (item) {
      if (item.status === "not_simulated") {
        (bases[item.base] = bases[item.base] || []).push(localized(item, "summary"));
      }
    });
    return { cards: cards, bases: bases };
  }

  /* A catalog card's name in the page's language, once its faction's palette is known. */
  function cardLabel(card) {
    const hit = card.slug ? NAMES.cards[card.slug] : null;
    return hit ? displayName(hit) : card.name || t(card.type);
  }

  /* A card's power as typed, else its catalog card's printed power ("" when unknown). */
  function printedPower(card) {
    if (card.power !== "") return card.power;
    const hit = card.slug ? NAMES.cards[card.slug] : null;
    return hit && typeof hit.power === "number" ? hit.power : "";
  }

  /* The power the engine counts for each card on this base, as far as the answer tells it:
   * a base that scored gives each card's power there (`card_powers` of its scoring, never
   * those of another base, where a card such as the Pirate King may have moved); another base
   * gives each player's total (`totals`), which is a card's power when the player has one card
   * with power there, and confirms the printed powers when they add up to it. A player whose
   * cards do not add up keeps the printed powers on the chips and their total in the base's
   * line (cardsUnexplained). */
  function countedPowers(result, base, s) {
    const powers = {};
    const scoring = ((result && result.scorings) || []).find(function (x) {
      return x.base === base.id;
    });
    if (scoring) return { powers: Object.assign(powers, scoring.card_powers || {}), odd: [] };
    const totals = result && result.totals ? result.totals[base.id] : null;
    const odd = [];
    if (!totals || !totals.players) return { powers: powers, odd: odd };
    s.players.forEach(function (player) {
      const counted = totals.players[player.name];
      if (counted === undefined) return;
      const mine = base.cards.filter(function (card) {
        return card.controller === player.uid && card.extra.id !== undefined &&
          (card.type === "minion" || card.type === "monster" || card.type === "titan");
      });
      const printed = mine.reduce(function (sum, card) {
        return sum + Number(printedPower(card) || 0);
      }, 0);
      if (mine.length === 1) powers[mine[0].extra.id] = counted;
      else if (printed !== counted) odd.push(player.name + " " + counted);
    });
    return { powers: powers, odd: odd };
  }

  /* The Specials played at this base (the position's events), shown among its cards: what
   * the Special plays, or what it still needs, and why the engine skipped it. A tap removes it. */
  function specialChips(s, base, result) {
    let events = [];
    try {
      events = s.events.trim() ? JSON.parse(s.events) : [];
    } catch (err) {
      return [];
    }
    if (!Array.isArray(events)) return [];
    const skipped = {};
    ((result && result.skipped_events) || []).forEach(function (item) {
      skipped[item.event] = localized(item, "reason");
    });
    const chips = [];
    events.forEach(function (event, index) {
      if (!event || event.action !== "special" || event.base !== base.id || !event.card) return;
      const name = cardLabel({ slug: event.card.card || "", name: "", type: event.card.type });
      const played = event.choose && event.choose.play;
      const pending = ui.pending && ui.pending.at === index;
      const parts = [t("special_" + event.when) + " " + name];
      if (played) parts.push("→ " + cardLabel({ slug: played.card || "", name: "", type: "minion" }));
      const chip = el("button", {
        type: "button", className: "sim-chip sim-chip-special", dataset: { event: index },
        onclick: function () { removeSpecial(index); },
      }, [
        el("span", { className: "visually-hidden", text: t("remove") + " " }),
        el("span", { className: "sim-chip-name", text: parts.join(" ") }),
        el("span", { "aria-hidden": "true", text: "×" }),
      ]);
      chip.style.borderColor = colourOf(s, (s.players.find(function (p) {
        return p.name === event.by;
      }) || {}).uid);
      chips.push(chip);
      if (pending) {
        chips.push(el("p", { className: "sim-special-note", text: t("special_pick_minion") }));
      } else if (skipped[index] !== undefined) {
        chips.push(el("p", { className: "sim-special-note sim-flag-note" }, [
          "⚠ " + t("special_skipped") + " " + skipped[index],
        ]));
      }
    });
    return chips;
  }

  function renderTableBases(s) {
    tableBases.replaceChildren();
    const position = positions[current];
    const live = position.live;
    /* The live answer is the engine's on the position as it is now; the last Score's result
     * only until the first live answer arrives. */
    const latest = live || position.result;
    const flags = flagsFor(latest);
    const labels = baseLabels(s, latest);
    s.bases.forEach(function (base, index) {
      const totals = live && live.totals ? live.totals[base.id] : null;
      const selected = base.uid === ui.base;
      let leader = "";
      if (totals && totals.power > 0) {
        const best = Math.max.apply(null, Object.values(totals.players));
        const leaders = Object.keys(totals.players).filter(function (n) {
          return totals.players[n] === best && best > 0;
        });
        leader = leaders.length ? t("leads", { players: leaders.join(", ") }) : "";
      }
      const label = base.id ? labelOf(labels, base.id) : base.name || t("base_n", { n: index + 1 });
      const breakpoint = totals ? totals.breakpoint : base.breakpoint === "" ? "?" : base.breakpoint;
      const counted = countedPowers(latest, base, s);
      const powers = counted.powers;
      const chips = base.cards.map(function (card) {
        const id = card.extra.id;
        const flagged = id !== undefined && flags.cards[id];
        const assumed = assumedFor(latest, id);
        const shown = id !== undefined && powers[id] !== undefined ? powers[id]
          : printedPower(card);
        const chip = el("button", {
          type: "button", className: "sim-chip" + (flagged ? " sim-chip-flagged" : ""),
          dataset: { uid: card.uid, id: id === undefined ? "" : id },
          title: flagged ? flags.cards[id].join(" ") : null,
          onclick: function () { openSheet(base, card); },
        }, [
          /* "Edit" is said, not shown: the button's name holds its visible text (axe:
           * label-content-name-mismatch). */
          el("span", { className: "visually-hidden", text: t("edit_card", { card: "" }).trim() + " " }),
          el("span", { className: "sim-chip-name", text: cardLabel(card) }),
          card.type === "buried" || shown === "" ? null
            : el("span", { className: "sim-chip-power", text: String(shown) }),
          flagged ? el("span", { className: "sim-flag", text: "⚠" }) : null,
          assumed.length ? el("span", {
            className: "sim-assumed-mark", text: "?",
            title: assumed.map(function (item) { return localized(item, "reason"); }).join(" "),
          }) : null,
        ]);
        chip.style.borderColor = colourOf(s, card.controller);
        return chip;
      });
      const baseFlag = flags.bases[base.id];
      tableBases.append(el("section", {
        className: "sim-tbase" + (selected ? " sim-tbase-selected" : "") +
          (totals && totals.reaches ? " sim-tbase-reaches" : ""),
        dataset: { uid: base.uid, id: base.id },
        "aria-label": label,
      }, [
        el("div", { className: "sim-tbase-head" }, [
          el("button", {
            type: "button", className: "sim-tbase-pick", "aria-pressed": selected ? "true" : "false",
            onclick: function () {
              ui.base = base.uid;
              renderTable();
            },
          }, [
            el("span", { className: "sim-tbase-name", text: label }),
            el("span", { className: "sim-tbase-total", text: t("total_of", {
              power: totals ? totals.power : "…", breakpoint: breakpoint,
            }) + (totals && totals.reaches ? " ✓" : "") }),
            leader ? el("span", { className: "sim-tbase-leader", text: leader }) : null,
          ]),
          el("button", {
            type: "button", className: "secondary sim-remove sim-tbase-remove", text: "×",
            "aria-label": t("remove") + " " + label,
            onclick: function () {
              s.bases.splice(index, 1);
              renderEditor();
              afterEdit();
            },
          }),
        ]),
        baseFlag ? el("p", { className: "sim-flag-note" }, [
          el("span", { className: "sim-flag", text: "⚠ " }), t("status_not_simulated") + ": " + baseFlag.join(" "),
        ]) : null,
        el("div", { className: "sim-chips" }, chips.concat(specialChips(s, base, latest))),
        counted.odd.length ? el("p", { className: "sim-counted muted" }, [
          t("counted_here") + " " + counted.odd.join(", "),
        ]) : null,
      ]));
    });
  }

  function renderTable() {
    const s = state();
    renderSetup(s);
    selectedPlayer(s);
    selectedBase(s);
    renderSeats(s);
    renderTableBases(s);
    renderPalette(s);
    document.getElementById("sim-next-turn").disabled = !positions[current].result;
  }

  /* ---- the card sheet: one card's numbers, its owner, its breakdown ---- */

  function openSheet(base, card) {
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
      ].concat(quick.length ? quick : [
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

  function assumedFor(result, id) {
    if (!result || id === undefined) return [];
    return (result.assumed_choices || []).filter(function (item) { return item.card === id; });
  }

  /* One-tap ways to choose otherwise than the engine assumed (issue 16), where the other choice
   * is determinate: a card's "may" taken or declined, a pick among the bases or minions on the
   * table, another order of simultaneous effects or of scoring bases. Each button writes the
   * choice and scores again; an empty list leaves the pre-filled editor (chooseOtherwise). */
  function quickChoices(item, position, labels) {
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
      });
      return buttons;
    }
    /* Simultaneous effects: every other order of up to 3 effects, else the reverse one. */
    const shown = JSON.stringify(choose.order);
    const orders = choose.order.length <= 3 ? permutations(choose.order)
      : [choose.order.slice().reverse()];
    orders.forEach(function (order) {
      if (JSON.stringify(order) === shown) return;
      button(t("effects_in_order") + " " + order.join(" → "), "sim-effect-order",
        function () {
          applyChoice(position, { base: item.base, player: item.player }, { order: order });
        });
    });
    return buttons;
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
  function chooseOtherwise(item) {
    const s = state();
    let choices = [];
    try {
      choices = s.choices.trim() ? JSON.parse(s.choices) : [];
    } catch (err) {
      choices = [];
    }
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

  /* ---- live totals: the engine through the API, debounced ---- */

  function scheduleLive() {
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

  /* ---- nothing lost: the position in the browser's storage ---- */

  function saveLocal() {
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

  function applyFactions(s, factions) {
    s.players.forEach(function (p) {
      p.factions = (factions && factions[p.name]) || p.factions || [];
    });
  }

  /* After the first edit the address no longer names an example, a setup or a saved
   * scenario: a reload (or the language switch) then shows the edited position. */
  function dropQuery() {
    if (queryDropped) return;
    queryDropped = true;
    if (window.location.pathname + window.location.search !== config.page_url) {
      history.replaceState(null, "", config.page_url);
    }
    document.querySelectorAll(".lang input[name=next]").forEach(function (input) {
      input.value = input.value.replace(/\/simulator\/.*$/, "/simulator/");
    });
  }

  function tableChanged() {
    dropQuery();
    saveLocal();
    renderTable();
    scheduleLive();
  }

  /* "+ Base" and "+ Player" on the table: the detailed editor opens on the new row (a base is
   * named by search there, a player by typing). */
  ["sim-table-add-base", "sim-table-add-player"].forEach(function (id) {
    const button = document.getElementById(id);
    button.addEventListener("click", function () {
      document.getElementById("sim-detailed").open = true;
      document.getElementById(button.dataset.target).click();
      if (id === "sim-table-add-base") ui.base = state().bases[state().bases.length - 1].uid;
      tableChanged();
    });
  });

  /* ---- setting the table up on the table (issue 26) ---- */

  const namesBox = document.getElementById("sim-player-names");
  const baseAddBox = document.getElementById("sim-base-add");

  function renderSetup(s) {
    if (document.activeElement !== namesBox) {
      namesBox.value = s.players.map(function (p) { return p.name; }).join(", ");
    }
  }

  /* The players, in turn order, from the names field: typing renames and adds players; a name
   * taken out removes its player once the field is left (not while a name is being typed). */
  function applyNames(removing) {
    const s = state();
    const names = namesBox.value.split(",").map(function (n) { return n.trim(); })
      .filter(Boolean).slice(0, MAX_PLAYERS);
    names.forEach(function (name, i) {
      if (i < s.players.length) s.players[i].name = name;
      else s.players.push(newPlayer(name));
    });
    if (removing && names.length >= MIN_PLAYERS && names.length < s.players.length) {
      const gone = s.players.splice(names.length).map(function (p) { return p.uid; });
      if (gone.indexOf(s.active) !== -1) s.active = s.players[0].uid;
      s.bases.forEach(function (b) {
        b.cards.forEach(function (c) { if (gone.indexOf(c.controller) !== -1) c.controller = ""; });
      });
    }
    renderEditor();
    afterEdit();
  }
  namesBox.addEventListener("input", function () { applyNames(false); });
  namesBox.addEventListener("change", function () { applyNames(true); });

  /* A catalog base on the table: it takes the place of an empty base (the one an empty page
   * starts with), else it is added after the others. */
  function placeBase(hit) {
    const s = state();
    let base = s.bases.find(function (b) { return !b.slug && !b.name.trim() && !b.cards.length; });
    if (!base) {
      if (s.bases.length >= MAX_BASES) return;
      base = newBase(s);
      s.bases.push(base);
    }
    NAMES.bases[hit.slug + "|" + hit.printing] = hit;
    NAMES.bases[hit.slug + "|"] = NAMES.bases[hit.slug + "|"] || hit;
    base.slug = hit.slug;
    base.printing = hit.printing;
    base.name = displayName(hit);
    base.catalog = catalogStats(hit);
    base.breakpoint = base.catalog.breakpoint;
    base.vp = base.catalog.vp.slice();
  }

  function plainName(text) {
    return String(text || "").normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  }

  /* Each name typed in full (English or French, accents and case ignored) places its base;
   * of its two printings, the original one (the table then says which). What matches no base
   * stays in the field. `final`: Enter or leaving the field, which also says what was not
   * found. Returns true when something was placed. */
  let typedSequence = 0;
  async function placeTypedBases(final) {
    const mine = ++typedSequence;
    const parts = baseAddBox.value.split(",").map(function (n) { return n.trim(); })
      .filter(Boolean);
    if (!parts.length) return false;
    const found = await Promise.all(parts.map(async function (part) {
      if (plainName(part).length < 2) return null;
      try {
        const response = await fetch(config.api.bases + "?" +
          new URLSearchParams({ q: part }).toString(), { headers: { Accept: "application/json" } });
        const hits = ((await response.json()).results || []).filter(function (hit) {
          return plainName(hit.name_en) === plainName(part) ||
            plainName(hit.name_fr) === plainName(part);
        });
        return hits.find(function (hit) { return hit.printing === "original"; }) || hits[0] || null;
      } catch (err) {
        return null;
      }
    }));
    if (mine !== typedSequence) return false;
    const left = parts.filter(function (part, i) { return !found[i]; });
    const placed = found.filter(Boolean);
    placed.forEach(placeBase);
    if (placed.length) {
      baseAddBox.value = left.join(", ");
      /* The suggestions were for the text just placed. */
      const list = baseAddBox.nextElementSibling;
      if (list && list.classList.contains("sim-suggest")) list.hidden = true;
      renderEditor();
      afterEdit();
    }
    clearError();
    if (final && left.length) {
      showError({ field: "bases", message: t("base_not_found", { names: left.join(", ") }) });
    }
    return placed.length > 0;
  }

  let typedTimer = null;
  baseAddBox.addEventListener("input", function () {
    clearTimeout(typedTimer);
    typedTimer = setTimeout(function () { placeTypedBases(false); }, 500);
  });
  baseAddBox.addEventListener("change", function () { placeTypedBases(true); });
  attachSearch(baseAddBox, config.api.bases, function () { return {}; }, function (hit) {
    placeBase(hit);
    baseAddBox.value = "";
    renderEditor();
    afterEdit();
  }, describeBase, function () {
    return baseAddBox.value.indexOf(",") === -1 ? Promise.resolve(false) : placeTypedBases(true);
  });

  /* ---- play on: the position after the turn becomes the position ---- */

  document.getElementById("sim-next-turn").addEventListener("click", function () {
    const position = positions[current];
    if (!position.result || !position.result.board) return;
    const factions = {};
    position.state.players.forEach(function (p) { factions[p.name] = p.factions || []; });
    const next = makePosition(fromBoard(position.result.board, NAMES));
    applyFactions(next.state, factions);
    positions[current] = next;
    ui.player = next.state.active;
    ui.base = null;
    clearError();
    renderEditor();
    renderResults();
    tableChanged();
  });

  /* ---------- start ---------- */

  initialPositions();
  renderEditor();
  scheduleLive();
  renderResults();
  if (positions[0].error) showError(positions[0].error);
  /* A saved position with a chosen order: fetch the other orders' outcomes for the table. */
  if (positions.some(function (p) { return p.result && p.state.scoring_order; })) {
    scoreAll(true);
  }
  keepForOffline();

  /* Works offline once loaded (issue 16): a service worker keeps the page, its static files
   * and the catalog data it read; it is told what this visit loaded before it was in charge.
   * Without service workers (or over plain http on another host) the page is unchanged. */
  function keepForOffline() {
    if (!("serviceWorker" in navigator) || !config.service_worker) return;
    navigator.serviceWorker.register(config.service_worker).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      const urls = [config.page_url, window.location.href];
      performance.getEntriesByType("resource").forEach(function (entry) {
        urls.push(entry.name);
      });
      registration.active.postMessage({ keep: urls });
    }).catch(function () { /* no worker: the page works online as before */ });
  }
})();
