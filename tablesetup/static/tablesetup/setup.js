// Setup helper: remember the owned boxes in this browser, show the rows the player count uses,
// and copy the permalink. The page works without it (the server does all the setting up).
(function () {
  "use strict";
  var KEY = "smashup.setup.boxes";
  var form = document.getElementById("setup-form");

  function boxInputs(name) {
    return form ? Array.prototype.slice.call(form.querySelectorAll('input[name="' + name + '"]')) : [];
  }

  function save() {
    var state = {
      owned: boxInputs("owned").filter(function (i) { return i.checked; }).map(function (i) { return i.value; }),
      twice: boxInputs("two_copies").filter(function (i) { return i.checked; }).map(function (i) { return i.value; })
    };
    try { window.localStorage.setItem(KEY, JSON.stringify(state)); } catch (e) { /* storage off */ }
  }

  function restore() {
    var raw = null;
    try { raw = window.localStorage.getItem(KEY); } catch (e) { return; }
    if (!raw) { return; }
    var state;
    try { state = JSON.parse(raw); } catch (e) { return; }
    if (!state || !Array.isArray(state.owned)) { return; }
    boxInputs("owned").forEach(function (i) { i.checked = state.owned.indexOf(i.value) !== -1; });
    if (Array.isArray(state.twice)) {
      boxInputs("two_copies").forEach(function (i) { i.checked = state.twice.indexOf(i.value) !== -1; });
    }
  }

  function players() {
    var checked = form && form.querySelector('input[name="players"]:checked');
    return checked ? parseInt(checked.value, 10) : 4;
  }

  function mode() {
    var checked = form && form.querySelector('input[name="mode"]:checked');
    return checked ? checked.value : "pick";
  }

  function layout() {
    var slots = document.getElementById("slots");
    if (!slots) { return; }
    slots.hidden = mode() === "draft";
    var count = players();
    Array.prototype.forEach.call(slots.querySelectorAll(".player-row"), function (row) {
      row.hidden = parseInt(row.getAttribute("data-player"), 10) > count;
    });
  }

  if (form) {
    // A permalink's own boxes win over the remembered ones.
    if (form.getAttribute("data-owned-in-url") !== "1") { restore(); }
    form.addEventListener("change", function (event) {
      var name = event.target && event.target.name;
      if (name === "owned" || name === "two_copies") { save(); }
      if (name === "players" || name === "mode") { layout(); }
    });
    Array.prototype.forEach.call(form.querySelectorAll("button[data-boxes]"), function (button) {
      button.addEventListener("click", function () {
        var all = button.getAttribute("data-boxes") === "all";
        boxInputs("owned").forEach(function (i) { i.checked = all; });
        save();
      });
    });
    layout();
  }

  Array.prototype.forEach.call(document.querySelectorAll("button[data-copy]"), function (button) {
    button.addEventListener("click", function () {
      var input = document.getElementById(button.getAttribute("data-copy"));
      if (!input) { return; }
      input.select();
      var done = function () { button.textContent = button.getAttribute("data-copied") || "✓"; };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(input.value).then(done, function () { document.execCommand("copy"); done(); });
      } else {
        document.execCommand("copy");
        done();
      }
    });
  });
})();
