/*
 * The standalone page of a sub-app (`npm run standalone`): the portal's own index.html (proxied
 * from PORTAL_URL) says which SystemJS, import maps and native import map it uses; this page loads
 * the same, maps the sub-app to the dev server's bundle, and mounts the app alone with
 * single-spa's mountRootParcel. The session is the portal's: sign in at /#/client-login on this
 * origin (the portal through the same proxy) and it is in this origin's localStorage.
 */
/* global window, document, localStorage, location, history, DOMParser */
'use strict';
// A block, not a function: strict mode keeps the functions below in it, off the page's globals.
{
  const settings = JSON.parse(document.getElementById('standalone-settings').textContent);
  const host = document.getElementById('standalone-app');
  const note = document.getElementById('standalone-note');

  function say(text) {
    var box = document.createElement('p');
    box.className = 'standalone-note';
    box.setAttribute('role', 'alert');
    box.textContent = text;
    note.replaceChildren(box);
  }

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = src;
      script.onload = function () {
        resolve();
      };
      script.onerror = function () {
        reject(new Error(src + ': failed to load'));
      };
      document.head.append(script);
    });
  }

  function readJson(url) {
    return fetch(url, { cache: 'no-cache' }).then(function (response) {
      if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
      return response.json();
    });
  }

  /** Addresses of a map resolve against the map's own URL. */
  function absolute(map, mapUrl) {
    var base = new URL(mapUrl, document.baseURI).href;
    var imports = {};
    Object.keys(map.imports || {}).forEach(function (key) {
      imports[key] = new URL(map.imports[key], base).href;
    });
    return { imports: imports };
  }

  function appendScript(type, content) {
    var script = document.createElement('script');
    script.type = type;
    script.textContent = JSON.stringify(content);
    document.head.append(script);
  }

  /** Runs `step` for each item, one after the other. */
  function inTurn(items, step, first) {
    return items.reduce(function (chain, item) {
      return chain.then(function () {
        return step(item);
      });
    }, first || Promise.resolve());
  }

  /** The bar: the app's name and the signed-in user; without a session, how to get one. */
  function showHeader() {
    document.getElementById('standalone-name').textContent = settings.specifier;
    document.title = settings.specifier + ' (standalone)';
    var user = null;
    try {
      user = JSON.parse(localStorage.getItem('userInfo') || 'null');
    } catch {
      user = null;
    }
    document.getElementById('standalone-user').textContent = user ? user.userName || user.loginName || '' : '';
    if (!localStorage.getItem('at'))
      say(
        'Not signed in: sign in at /#/client-login on this origin (the portal, proxied), then reload this page. / 未登录：请先在本地址的 /#/client-login 登录后刷新本页。',
      );
  }

  /** The portal's index.html, parsed. */
  function readPortalPage() {
    return fetch('/index.html', { cache: 'no-cache' })
      .then(function (response) {
        if (!response.ok) throw new Error('The portal answered ' + response.status + ' for /index.html: is PORTAL_URL right?');
        return response.text();
      })
      .then(function (html) {
        return new DOMParser().parseFromString(html, 'text/html');
      });
  }

  /** Bare imports of a native module sub-app resolve to the portal's bridge modules. */
  function addNativeBridges(portal, boot) {
    // The portal's bridges for native ES modules: data-bridges of the boot script (an older
    // portal: an inline native import map).
    var inline = portal.querySelector('script[type="importmap"]');
    var bridges = boot.dataset.bridges ? JSON.parse(boot.dataset.bridges) : inline ? JSON.parse(inline.textContent) : null;
    if (settings.format === 'esm' && bridges) appendScript('importmap', absolute(bridges, '/'));
  }

  /** The portal's SystemJS import maps, and one more mapping the sub-app to the dev server's bundle. */
  function addImportMaps(boot) {
    var maps = [boot.dataset.generatedMap || 'portal.importmap.json', boot.dataset.environmentMap || 'importmap.json'];
    return Promise.all(
      maps.map(function (url) {
        return readJson('/' + url).then(function (map) {
          return absolute(map, '/' + url);
        });
      }),
    ).then(function (loaded) {
      var own = {};
      own[settings.specifier] = new URL(settings.url, location.href).href;
      loaded.concat([{ imports: own }]).forEach(function (map) {
        appendScript('systemjs-importmap', map);
      });
    });
  }

  /** The portal's maps and SystemJS, as its page loads them. */
  function loadPortalRuntime(portal) {
    var boot = portal.querySelector('script[data-system]');
    if (!boot) throw new Error('The portal page has no boot script: is PORTAL_URL a portal?');
    addNativeBridges(portal, boot);
    return addImportMaps(boot).then(function () {
      // SystemJS, then its AMD and global extras in order, as the portal's boot script loads them
      // for a sub-app (a global build such as Vue's registers through the global extra).
      var extras = (boot.dataset.systemExtras || '').split(/\s+/).filter(Boolean);
      return inTurn(
        extras,
        function (src) {
          return loadScript('/' + src);
        },
        loadScript('/' + boot.dataset.system),
      );
    });
  }

  /** Starts single-spa and mounts the sub-app alone at its route. */
  function mountApp() {
    return Promise.all([window.System.import('single-spa'), window.System.import('@portal/utils')]).then(function (modules) {
      var singleSpa = modules[0];
      singleSpa.start({ urlRerouteOnly: true });
      var load = settings.format === 'esm' ? import(/* webpackIgnore: true */ settings.url) : window.System.import(settings.specifier);
      return load.then(function (app) {
        if (!location.hash.startsWith('#' + settings.route)) history.replaceState(null, '', '#' + settings.route);
        return singleSpa.mountRootParcel(app, { domElement: host, name: settings.specifier }).mountPromise;
      });
    });
  }

  showHeader();
  readPortalPage()
    .then(loadPortalRuntime)
    .then(function () {
      // Global builds that read another's global while they run, one after the other (vue-router
      // reads window.Vue): what the portal's map says with "portal": { "dependsOn": … }.
      return inTurn(settings.preload || [], function (specifier) {
        return window.System.import(specifier);
      });
    })
    .then(mountApp)
    .catch(function (error) {
      console.error(error);
      say(String(error && error.message ? error.message : error));
    });
}
