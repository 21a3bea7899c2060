/* global document, window */
/**
 * index.html's inline script (docs/decisions/017), run before any module loads: shows the
 * prerendered sign-in page of the current hash route and language, and keeps it safe until its
 * parcel hydrates it. Allowed by the response's CSP nonce. Plain ES2015, no imports: it is
 * copied into index.html as it is (build/prerender/index.js).
 *
 * Nothing is shown (the portal renders as before) for a route with a query (a session-end
 * notice, a callback), a signed-in visitor (the shell redirects), or anything unexpected.
 */
(function () {
  var shell = document.getElementById('portal-shell');
  var host = document.getElementById('portal-prerender');
  var shown = false;
  try {
    var route = window.location.hash.replace(/^#/, '') || '/';
    if (!host || !shell || /[?#]/.test(route)) return;
    var stored = window.localStorage;
    var get = function (key) {
      return stored.getItem(key) || '';
    };
    if (get('at') && get('rt')) return;
    var language = get('language') === 'en-US' ? 'en-US' : 'zh-CN';
    // The variant rules of build/prerender/entry.tsx: the client login's tab, find password's way back.
    var variant =
      route === '/client-login'
        ? get('accountType') === 'SUB_ACCOUNT'
          ? 'SUB_ACCOUNT'
          : 'PRIMARY_ACCOUNT'
        : route === '/find-password'
          ? get('userType') === 'MANAGER_USER'
            ? 'MANAGER_USER'
            : 'CLIENT_USER'
          : '';
    var template = document.getElementById('portal-prerender:' + route + '|' + language + '|' + variant);
    var styles = document.getElementById('portal-prerender-styles');
    if (!template || !styles) return;
    document.head.appendChild(document.importNode(styles.content, true));
    var page = document.createElement('div');
    page.setAttribute('data-prerendered', route);
    page.appendChild(document.importNode(template.content, true));
    // The names a login form pre-fills (its remembered login name), as the form's first render will.
    var login = route === '/client-login' || route === '/manager-login';
    var fill = function (name, value) {
      var input = page.querySelector('input[name="' + name + '"]');
      if (input && value) input.value = value;
    };
    var remembered = !login ? '' : variant === 'SUB_ACCOUNT' ? get('childLoginName') : get('loginName');
    if (variant === 'SUB_ACCOUNT') {
      fill('client-SUB_ACCOUNT-priLoginName', get('priLoginName'));
      fill('client-SUB_ACCOUNT-loginName', remembered);
    } else if (login) {
      fill((route === '/client-login' ? 'client-PRIMARY_ACCOUNT' : 'manager-form') + '-loginName', remembered);
    }
    var remember = page.querySelector('form input[type="checkbox"]');
    if (remember && remembered) remember.checked = true;
    host.querySelector('.portal-page').appendChild(page);
    // Until the page is live a form must never submit natively (a password in the URL, a reload).
    document.addEventListener(
      'submit',
      function (event) {
        if (host.contains(event.target)) event.preventDefault();
      },
      true,
    );
    // Another route before the parcel took the page (a link followed at once): the shell shows it.
    var drop = function () {
      window.removeEventListener('hashchange', drop);
      if (host.isConnected && !host.querySelector('[data-hydrating]')) {
        host.remove();
        shell.hidden = false;
      }
    };
    window.addEventListener('hashchange', drop);
    document.documentElement.lang = language;
    shell.hidden = true;
    host.hidden = false;
    shown = true;
  } catch {
    // Storage blocked or anything unexpected: the portal renders the page as before.
  }
  if (!shown) {
    if (host) host.remove();
    if (shell) shell.hidden = false;
  }
})();
