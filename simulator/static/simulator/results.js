/* The answer: each position's outcome, scorings, VP table, other scoring orders, and the
 * comparison of the position with its variant. */

import { config, joinNames, placeLabel, STR, t } from "./i18n.js";
import { el } from "./dom.js";
import { handCard } from "./position.js";
import { current, positions } from "./state.js";
import { renderTable } from "./redraw.js";
import { baseLabels, cardLabel, labelOf, localized, plainWords } from "./words.js";
import { fieldLabel } from "./errors.js";
import { ordersOf, scoreAll } from "./api.js";
import { refreshJson } from "./editor.js";
import { renderPlays, shownEvents } from "./hands.js";
import { chooseOtherwise, declinedNote, quickChoices } from "./sheets.js";

const resultBox = document.getElementById("sim-result");

/* ---------- the answer ---------- */

function ruleLink(rule) {
  return el("a", {
    className: "sim-rule", href: config.rules_url.replace("__slug__", encodeURIComponent(rule)),
    text: STR["rule:" + rule] || t("rule") + " " + rule,
  });
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
  if (!found) {
    positions.forEach(function (position) {
      const inHand = found ? null : handCard(position.state, id);
      if (inHand) found = inHand.card;
    });
  }
  return found ? cardLabel(found) : String(id);
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

function isSpecial(event) {
  return Boolean(event) && event.action === "special";
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
        declinedNote(position, option),
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
  renderPlays(result, s, labels).forEach(function (node) { box.append(node); });
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
        /* A play's decisions are its event's options (issue 27); a Special's are written on
         * its event too (chooseOtherwise). */
        if (!quick.length && index === current && item.player && !listed &&
            item.choosable !== false &&
            (item.event === undefined || isSpecial(shownEvents(position.state)[item.event])) &&
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

export function renderResults() {
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
