/* The scoring simulator page: build a position, score it through the API, compare a variant.
 * Plain ES modules, no build step; this entry module wires the page up and starts it.
 * Which module holds what: i18n.js (config, strings, t), dom.js (el), position.js (the position
 * as plain objects, toBoard/fromBoard), state.js (page state and browser storage), api.js
 * (fetches, Score, Save), errors.js, editor.js (the detailed editor), results.js (the answer),
 * table.js (seats, bases, chips), palette.js, sheets.js (card sheet, quick choices), live.js
 * (live totals), setup.js (players and bases set up on the table), offline.js (service worker),
 * hands.js (the players' hands and the cards played from them, issue 27), advice.js (what the
 * active player should play, issue 29), words.js (how the page names cards, bases and engine
 * texts), redraw.js (the redraws a module asks of a module above it: no import cycle).
 */

import { initialPositions, positions } from "./state.js";
import { provide } from "./redraw.js";
import { showError } from "./errors.js";
import { scoreAll, wireApi } from "./api.js";
import { scheduleLive } from "./live.js";
import { renderEditor, wireEditor } from "./editor.js";
import { wireSetup } from "./setup.js";
import { keepForOffline } from "./offline.js";
import { wireSheets } from "./sheets.js";
import { renderResults } from "./results.js";
import { renderSeats, renderTable, renderTableBases, tableChanged, wireTable } from "./table.js";

/* The redraws the modules below ask for (redraw.js). */
provide({
  renderEditor: renderEditor,
  renderResults: renderResults,
  renderTable: renderTable,
  tableChanged: tableChanged,
  renderSeats: renderSeats,
  renderTableBases: renderTableBases,
});

/* The modules only declare; the buttons and fields get their handlers here, in page order. */
wireEditor();
wireApi();
wireSheets();
wireTable();
wireSetup();

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
