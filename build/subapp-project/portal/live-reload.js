/*
 * Live reload for the portal's page, added to the bundle by `npm start` only: the dev server says
 * when a build with another hash is ready (server-sent events from the dev server's origin, which
 * the portal's CSP allows with the script origin: no websocket needed) and the page reloads; the
 * override keeps pointing at the dev server, so the new build mounts.
 */
/* global window, EventSource, __webpack_hash__, __PORTAL_LIVE_RELOAD__ */
(function () {
  if (typeof EventSource === 'undefined' || window.__portalLiveReload) return;
  window.__portalLiveReload = true;
  var loaded = __webpack_hash__;
  var events = new EventSource(__PORTAL_LIVE_RELOAD__);
  events.addEventListener('built', function (event) {
    var build = JSON.parse(event.data);
    if (build.errors.length) {
      build.errors.forEach(function (text) {
        console.error('[live reload] ' + text);
      });
    } else if (build.hash !== loaded) {
      events.close();
      window.location.reload();
    }
  });
})();
