/* The page's redraws that a module calls on a module above it (an API answer redraws the
 * editor and the results, an edit the table, the live totals the seats and bases): main.js
 * hands them over at start (provide), and the modules call them here. So no module imports one
 * that imports it back: the module graph has no cycle, which Django's hashed static files need
 * to rewrite every import to its hashed name (smashup_site/storage.py). A module calls a
 * module below it directly. */

const drawers = {};

/* main.js, once, before anything is drawn: { renderEditor, renderResults, ... }. */
export function provide(functions) {
  Object.assign(drawers, functions);
}

export function renderEditor() {
  drawers.renderEditor();
}

export function renderResults() {
  drawers.renderResults();
}

export function renderTable() {
  drawers.renderTable();
}

export function tableChanged() {
  drawers.tableChanged();
}

export function renderSeats(s) {
  drawers.renderSeats(s);
}

export function renderTableBases(s) {
  drawers.renderTableBases(s);
}
