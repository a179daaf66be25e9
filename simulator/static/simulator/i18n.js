/* The page's language: its config (sim-config), its translated strings (#sim-strings) and t(),
 * plus the helpers that name things in that language. */

export const config = JSON.parse(document.getElementById("sim-config").textContent);
export const STR = {};
document.querySelectorAll("#sim-strings [data-k]").forEach(function (el) {
  STR[el.dataset.k] = el.textContent.trim();
});

export function t(key, params) {
  let text = STR[key] || key;
  if (params) {
    Object.keys(params).forEach(function (name) {
      text = text.split("{" + name + "}").join(String(params[name]));
    });
  }
  return text;
}

export function displayName(hit) {
  if (config.lang === "fr" && hit.name_fr) return hit.name_fr;
  return hit.name_en;
}

export function placeLabel(place) {
  if (place >= 1 && place <= 3) return t("place_" + place);
  return t("place_n", { n: place });
}

export function joinNames(names) {
  return names.length ? names.join(", ") : t("none");
}
