/* The table view (issue 16): seats, bases side by side with their cards as chips, and what
 * every change on the table sets off (tableChanged). */

import { config, displayName, t } from "./i18n.js";
import { el } from "./dom.js";
import { fromBoard, handCard } from "./position.js";
import {
  applyFactions,
  colourOf,
  current,
  dropQuery,
  makePosition,
  NAMES,
  positions,
  saveLocal,
  selectedBase,
  selectedPlayer,
  state,
  ui,
} from "./state.js";
import { baseLabels, cardLabel, flagsFor, labelOf, localized } from "./words.js";
import { clearError } from "./errors.js";
import { scheduleLive } from "./live.js";
import { afterEdit, renderEditor } from "./editor.js";
import { renderSetup } from "./setup.js";
import { playChips, playNote, playOn } from "./hands.js";
import { removeSpecial, renderPalette } from "./palette.js";
import { assumedFor, openSheet } from "./sheets.js";
import { renderResults } from "./results.js";

/* ---------- the table view (issue 16): bases side by side, cards as chips ----------
 * A seat (player) and a base stay selected while the palette adds that player's cards to
 * that base in one tap each. Live totals come from the engine (debounced), the position is
 * kept in the browser's storage, and "Next turn" plays on from the engine's board. */

const seatsBox = document.getElementById("sim-seats");
const tableBases = document.getElementById("sim-tbases");

function factionName(slug) {
  const hit = (config.factions || []).find(function (f) { return f.slug === slug; });
  return hit ? displayName(hit) : slug;
}

/* ---- seats and bases ---- */

export function renderSeats(s) {
  seatsBox.replaceChildren();
  if (!s.players.length) {
    /* The empty page: what to do first. */
    seatsBox.append(el("p", { className: "sim-first-step muted", text: t("first_players") }));
  }
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

/* A card's power as typed, else its catalog card's printed power ("" when unknown). */
function printedPower(card) {
  if (card.power !== "") return card.power;
  const hit = card.slug ? NAMES.cards[card.slug] : null;
  return hit && typeof hit.power === "number" ? hit.power : "";
}

/* The power the engine counts for each card on this base: a base that scored gives each
 * card's power when VP are awarded there (`card_powers` of its scoring, never those of another
 * base, where a card such as the Pirate King may have moved); any other base gives each card's
 * power at the start of the scoring phase, the moment of the base's total (`card_powers` of its
 * `totals`: Microbot Alpha's 5, not its printed 1). A player whose chips do not add up to the
 * total counted for them (a power kept out of it: Siren, Pin; a card counting for another
 * player) has that total said in the base's line. */
function countedPowers(result, base, s) {
  const scoring = ((result && result.scorings) || []).find(function (x) {
    return x.base === base.id;
  });
  if (scoring) return { powers: scoring.card_powers || {}, odd: [] };
  const totals = result && result.totals ? result.totals[base.id] : null;
  if (!totals || !totals.players) return { powers: {}, odd: [] };
  const powers = totals.card_powers || {};
  const odd = [];
  s.players.forEach(function (player) {
    const counted = totals.players[player.name];
    if (counted === undefined) return;
    const shown = base.cards.reduce(function (sum, card) {
      const id = card.extra.id;
      if (card.controller !== player.uid || id === undefined || powers[id] === undefined) {
        return sum;
      }
      return sum + powers[id];
    }, 0);
    if (shown !== counted) odd.push(player.name + " " + counted);
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
    const name = namedCard(s, event.card, event.card.type);
    const played = event.choose && event.choose.play;
    const pending = ui.pending && ui.pending.at === index;
    const parts = [t("special_" + event.when) + " " + name];
    if (played) parts.push("→ " + namedCard(s, played, played.type || "minion"));
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

/* A card a Special event names: a card object (the palette's), or the id of a hand card
 * (the advisor's). */
function namedCard(s, card, type) {
  if (typeof card === "string") {
    const found = handCard(s, card);
    return found ? cardLabel(found.card) : card;
  }
  return cardLabel({ slug: card.card || "", name: "", type: type });
}

export function renderTableBases(s) {
  tableBases.replaceChildren();
  const position = positions[current];
  const live = position.live;
  /* The live answer is the engine's on the position as it is now; the last Score's result
   * only until the first live answer arrives. */
  const latest = live || position.result;
  const flags = flagsFor(latest);
  const labels = baseLabels(s, latest);
  const note = playNote(s);
  if (note) tableBases.append(note);
  if (!s.bases.length) {
    tableBases.append(el("p", { className: "sim-first-step muted", text: t("first_bases") }));
  }
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
        onclick: function () {
          /* A hand card being played: this minion is its target (issue 27). */
          if (ui.playing) playOn(base, card);
          else openSheet(base, card);
        },
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
        (ui.playing ? " sim-tbase-target" : "") +
        (totals && totals.reaches ? " sim-tbase-reaches" : ""),
      dataset: { uid: base.uid, id: base.id },
      "aria-label": label,
    }, [
      el("div", { className: "sim-tbase-head" }, [
        el("button", {
          type: "button", className: "sim-tbase-pick", "aria-pressed": selected ? "true" : "false",
          onclick: function () {
            ui.base = base.uid;
            if (ui.playing) playOn(base, null);
            else renderTable();
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
      el("div", { className: "sim-chips" }, chips.concat(specialChips(s, base, latest))
        .concat(playChips(s, base, latest))),
      counted.odd.length ? el("p", { className: "sim-counted muted" }, [
        t("counted_here") + " " + counted.odd.join(", "),
      ]) : null,
    ]));
  });
}

export function renderTable() {
  const s = state();
  renderSetup(s);
  selectedPlayer(s);
  selectedBase(s);
  renderSeats(s);
  renderTableBases(s);
  renderPalette(s);
  document.getElementById("sim-next-turn").disabled = !positions[current].result;
}

export function tableChanged() {
  dropQuery();
  saveLocal();
  renderTable();
  scheduleLive();
}

/* "+ Base", "+ Player" and "Next turn" on the table. */
export function wireTable() {
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
    ui.playing = null;
    ui.playOptions = {};
    clearError();
    renderEditor();
    renderResults();
    tableChanged();
  });
}
