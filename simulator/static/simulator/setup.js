/* Setting the table up on the table (issue 26): player names in one field, bases typed or
 * searched by their English or French name. */

import { config, displayName, t } from "./i18n.js";
import {
  catalogStats,
  MAX_BASES,
  MAX_PLAYERS,
  MIN_PLAYERS,
  newBase,
  newPlayer,
} from "./position.js";
import { NAMES, state } from "./state.js";
import { clearError, showError } from "./errors.js";
import { afterEdit, attachSearch, describeBase, renderEditor } from "./editor.js";

/* ---- setting the table up on the table (issue 26) ---- */

const namesBox = document.getElementById("sim-player-names");
const baseAddBox = document.getElementById("sim-base-add");

export function renderSetup(s) {
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
  /* The first players named on an empty page: the first one plays this turn. */
  if (s.players.length && !s.players.some(function (p) { return p.uid === s.active; })) {
    s.active = s.players[0].uid;
  }
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

/* A catalog base on the table: it takes the place of an empty base (one "+ Base" added),
 * else it is added after the others. */
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

/* The names field and the bases field. */
export function wireSetup() {
  namesBox.addEventListener("input", function () { applyNames(false); });
  namesBox.addEventListener("change", function () { applyNames(true); });

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
}
