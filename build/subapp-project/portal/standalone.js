/*
 * The standalone page of a sub-app (`npm run standalone`): the portal's own index.html (proxied
 * from PORTAL_URL) says which SystemJS, import maps and native import map it uses; this page loads
 * the same, maps the sub-app to the dev server's bundle, and mounts the app alone with
 * single-spa's mountRootParcel. The session is the portal's: sign in at /#/client-login on this
 * origin (the portal through the same proxy) and it is in this origin's localStorage.
 */
/* global window, document, localStorage, location, history, DOMParser */
(function () {
  var settings = JSON.parse(document.getElementById('standalone-settings').textContent);
  var host = document.getElementById('standalone-app');
  var note = document.getElementById('standalone-note');
  document.getElementById('standalone-name').textContent = settings.specifier;
  document.title = settings.specifier + ' (standalone)';

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

  fetch('/index.html', { cache: 'no-cache' })
    .then(function (response) {
      if (!response.ok) throw new Error('The portal answered ' + response.status + ' for /index.html: is PORTAL_URL right?');
      return response.text();
    })
    .then(function (html) {
      var portal = new DOMParser().parseFromString(html, 'text/html');
      var boot = portal.querySelector('script[data-system]');
      if (!boot) throw new Error('The portal page has no boot script: is PORTAL_URL a portal?');
      var maps = [boot.dataset.generatedMap || 'portal.importmap.json', boot.dataset.environmentMap || 'importmap.json'];
      // The portal's bridges for native ES modules: data-bridges of the boot script (an older
      // portal: an inline native import map).
      var inline = portal.querySelector('script[type="importmap"]');
      var bridges = boot.dataset.bridges ? JSON.parse(boot.dataset.bridges) : inline ? JSON.parse(inline.textContent) : null;
      if (settings.format === 'esm' && bridges) {
        // Bare imports of a native module sub-app resolve to the portal's bridge modules.
        var nativeMap = document.createElement('script');
        nativeMap.type = 'importmap';
        nativeMap.textContent = JSON.stringify(absolute(bridges, '/'));
        document.head.append(nativeMap);
      }
      return Promise.all(
        maps.map(function (url) {
          return readJson('/' + url).then(function (map) {
            return absolute(map, '/' + url);
          });
        }),
      ).then(function (loaded) {
        loaded.push({
          imports: (function () {
            var own = {};
            own[settings.specifier] = new URL(settings.url, location.href).href;
            return own;
          })(),
        });
        loaded.forEach(function (map) {
          var script = document.createElement('script');
          script.type = 'systemjs-importmap';
          script.textContent = JSON.stringify(map);
          document.head.append(script);
        });
        // SystemJS, then its AMD and global extras in order, as the portal's boot script loads them
        // for a sub-app (a global build such as Vue's registers through the global extra).
        var extras = (boot.dataset.systemExtras || '').split(/\s+/).filter(Boolean);
        return extras.reduce(
          function (chain, src) {
            return chain.then(function () {
              return loadScript('/' + src);
            });
          },
          loadScript('/' + boot.dataset.system),
        );
      });
    })
    .then(function () {
      // Global builds that read another's global while they run, one after the other (vue-router
      // reads window.Vue): what the portal's map says with "portal": { "dependsOn": … }.
      return (settings.preload || []).reduce(function (chain, specifier) {
        return chain.then(function () {
          return window.System.import(specifier);
        });
      }, Promise.resolve());
    })
    .then(function () {
      return Promise.all([window.System.import('single-spa'), window.System.import('@portal/utils')]);
    })
    .then(function (modules) {
      var singleSpa = modules[0];
      singleSpa.start({ urlRerouteOnly: true });
      var load = settings.format === 'esm' ? import(/* webpackIgnore: true */ settings.url) : window.System.import(settings.specifier);
      return load.then(function (app) {
        if (!location.hash.startsWith('#' + settings.route)) history.replaceState(null, '', '#' + settings.route);
        return singleSpa.mountRootParcel(app, { domElement: host, name: settings.specifier }).mountPromise;
      });
    })
    .catch(function (error) {
      console.error(error);
      say(String(error && error.message ? error.message : error));
    });
})();
