/* The simulator page's service worker (issue 16: works offline once loaded). Network first:
 * online, every answer is the server's own (and a copy is kept); offline, the page, its static
 * files and the catalog data it read (names, palettes, searches) come from the kept copies.
 * Scoring asks the server: offline, the page says it cannot be reached. */
"use strict";

const CACHE = "smashup-simulator-v1";
/* Paths kept: the page's own (this worker's scope), the static files (the stylesheet, and the
 * script's ES modules: main.js and every module it imports, which the page reports as loaded),
 * the simulator API's catalog reads. Never a POST (Score, Save). */
const KEEP = {{ keep|safe }};

function kept(url) {
  const parsed = new URL(url, self.location.href);
  if (parsed.origin !== self.location.origin) return false;
  const scope = new URL(self.registration.scope).pathname;
  return parsed.pathname.indexOf(scope) === 0 || KEEP.some(function (prefix) {
    return parsed.pathname.indexOf(prefix) === 0;
  });
}

function store(request, response) {
  if (!response.ok) return Promise.resolve();
  const copy = response.clone();
  return caches.open(CACHE).then(function (cache) { return cache.put(request, copy); });
}

self.addEventListener("install", function () { self.skipWaiting(); });

self.addEventListener("activate", function (event) {
  event.waitUntil(self.clients.claim());
});

/* The page sends the addresses it loaded before this worker controlled it. */
self.addEventListener("message", function (event) {
  const urls = (event.data && event.data.keep) || [];
  event.waitUntil(Promise.all(urls.filter(kept).map(function (url) {
    return fetch(url, { credentials: "same-origin" }).then(function (response) {
      return store(url, response);
    }).catch(function () { /* offline already: nothing to keep */ });
  })).then(function () {
    if (event.source) event.source.postMessage({ kept: urls.filter(kept).length });
  }));
});

self.addEventListener("fetch", function (event) {
  const request = event.request;
  if (request.method !== "GET" || !kept(request.url)) return;
  event.respondWith(fetch(request).then(function (response) {
    event.waitUntil(store(request, response));
    return response;
  }).catch(function () {
    /* The address holds the language: a kept page matches whatever cookies were sent. */
    return caches.match(request, { ignoreVary: true }).then(function (hit) {
      return hit || Response.error();
    });
  }));
});
