/* How the page names things: engine texts in the page's language and in players' words (card
 * and base names, not ids or keys), the bases' and cards' labels, the not-simulated reasons by
 * card and base. */

import { config, displayName, t } from "./i18n.js";
import { NAMES, positions } from "./state.js";

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
export function baseLabels(s, result) {
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

export function labelOf(labels, id) {
  if (id === null || id === undefined) return "";
  return labels[id] || String(id);
}

/* An engine text in the page's language: the engine writes `key` in English and `key_fr`. */
export function localized(item, key) {
  if (config.lang === "fr" && item[key + "_fr"]) return item[key + "_fr"];
  return item[key];
}

/* An engine text in players' words (issue 26): "c6 (Pirate King)" and "b1 (Jungle Oasis)"
 * become the names alone, a catalog key ("ninjas/hidden-ninja") its card's name. */
export function plainWords(text) {
  const ids = new Set();
  positions.forEach(function (position) {
    position.state.bases.concat(position.state.deck).forEach(function (base) {
      if (base.id) ids.add(String(base.id));
      base.cards.forEach(function (card) {
        if (card.extra && card.extra.id !== undefined) ids.add(String(card.extra.id));
      });
    });
    position.state.players.forEach(function (player) {
      (player.hand || []).forEach(function (card) {
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

/* A catalog card's name in the page's language, once its faction's palette is known. */
export function cardLabel(card) {
  const hit = card.slug ? NAMES.cards[card.slug] : null;
  return hit ? displayName(hit) : card.name || t(card.type);
}

export function flagsFor(result) {
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
