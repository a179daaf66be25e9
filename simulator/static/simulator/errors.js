/* Engine errors shown once, next to the field they name, in players' words (issue 26). */

import { t } from "./i18n.js";
import { el } from "./dom.js";
import { state } from "./state.js";
import { cardLabel, localized } from "./words.js";

const errorBox = document.getElementById("sim-error");
/* The field typed in last: an error on a value shown in two places goes next to it. */
let lastEdited = null;

/* The detailed editor's fields say when they are typed in (editor.field). */
export function noteEdited(input) {
  lastEdited = input;
}

export function clearError() {
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
export function fieldLabel(path) {
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
export function showError(error) {
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
