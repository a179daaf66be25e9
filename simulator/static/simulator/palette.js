/* The palette: the selected player's faction cards, fetched once per faction, each added to
 * the selected base in one tap (a Special adds its event). */

import { config, displayName, t } from "./i18n.js";
import { el } from "./dom.js";
import { newCard, nextCardId } from "./position.js";
import { colourOf, NAMES, PALETTES, selectedBase, selectedPlayer, state, ui } from "./state.js";
import { renderTable } from "./redraw.js";
import { afterEdit, eventList, field, renderEditor } from "./editor.js";
import { addToHand, playsMadeFields, renderHand } from "./hands.js";
import { renderAdvice } from "./advice.js";

const paletteBox = document.getElementById("sim-palette");

/* ---- the palette: a faction's cards, fetched once per faction ---- */

async function loadPalettes(slugs) {
  const missing = slugs.filter(function (slug, i) {
    return slug && !PALETTES[slug] && slugs.indexOf(slug) === i;
  });
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
  /* The palette in "To the hand" mode (issue 27): the card goes to its player's hand. */
  if (player && !asSpecial && ui.toHand[player.uid] === true &&
      !(ui.pending && ui.pending.player === player.uid)) {
    addToHand(card, player);
    return;
  }
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
export function removeSpecial(index) {
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
export function renderPalette(s) {
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
  /* Every player's factions in one request, so the palette is drawn again once when they
   * arrive: a request per player redrew it once per answer while the page loads, and a card
   * tapped in between could be lost or land on the card that moved under the finger. */
  loadPalettes(s.players.flatMap(function (p) { return (p.factions || []).filter(Boolean); }));
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
      /* What the active player already played this turn: the engine counts the plays of
       * the turn's events on top of it (issue 27). */
      active ? playsMadeFields(s) : null,
    ]),
    renderHand(s, player),
    /* Issue 29: the best plays of the active player's hand, one tap to load each. */
    active ? renderAdvice(s, player) : null,
  ]);
  if (!factions.length) {
    group.append(el("p", { className: "muted", text: t("pick_factions") }));
    return group;
  }
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
