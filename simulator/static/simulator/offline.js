/* Works offline once loaded (issue 16): registers the service worker and tells it what this
 * visit loaded. */

import { config } from "./i18n.js";

/* Works offline once loaded (issue 16): a service worker keeps the page, its static files
 * and the catalog data it read; it is told what this visit loaded before it was in charge.
 * Without service workers (or over plain http on another host) the page is unchanged. */
export function keepForOffline() {
  if (!("serviceWorker" in navigator) || !config.service_worker) return;
  navigator.serviceWorker.register(config.service_worker).then(function () {
    return navigator.serviceWorker.ready;
  }).then(function (registration) {
    const urls = [config.page_url, window.location.href];
    performance.getEntriesByType("resource").forEach(function (entry) {
      urls.push(entry.name);
    });
    registration.active.postMessage({ keep: urls });
  }).catch(function () { /* no worker: the page works online as before */ });
}
