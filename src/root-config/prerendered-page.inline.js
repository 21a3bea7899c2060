/* global document, window, MutationObserver */
/**
 * index.html's inline script (docs/decisions/017), run before any module loads: shows the
 * prerendered sign-in page of the current hash route and language, and keeps it safe until its
 * parcel hydrates it. Allowed by the response's CSP nonce. Plain ES2015, no imports: it is
 * copied into index.html as it is (build/prerender/index.js).
 *
 * A visitor with tokens gets the shell's signed-in frame instead, static, until the shell has drawn
 * its own (issue 24 item 3); on a sign-in route the shell redirects, so nothing shows. No sign-in
 * page is shown for a route with a query (a session-end notice, a callback) or anything unexpected.
 */
(function () {
  var shell = document.getElementById('portal-shell');
  var host = document.getElementById('portal-prerender');
  var shown = false;
  try {
    var route = window.location.hash.replace(/^#/, '') || '/';
    if (!host || !shell) return;
    var stored = window.localStorage;
    var get = function (key) {
      return stored.getItem(key) || '';
    };
    var language = get('language') === 'en-US' ? 'en-US' : 'zh-CN';
    var showStyles = function () {
      var styles = document.getElementById('portal-prerender-styles');
      if (styles) document.head.appendChild(document.importNode(styles.content, true));
      return !!styles;
    };
    var show = function () {
      document.documentElement.lang = language;
      shell.hidden = true;
      host.hidden = false;
      shown = true;
    };
    if (get('at') && get('rt')) {
      // Signed in (issue 24 item 3): the shell's frame (header, the nav's shape, the overview's cards
      // loading) until the shell has drawn its own; a sign-in route and '/' are the shell's to redirect.
      var path = route.split('?')[0];
      if (/^\/(manager-login|client-login|register|find-password|set-password|toHome|lap|platform)?$/.test(path)) return;
      var frame = document.getElementById('portal-frame:' + language + '|' + (path === '/application-overview' ? 'overview' : ''));
      if (!frame || !showStyles()) return;
      var overview = path === '/application-overview';
      var started = 0;
      var done = function () {
        observer.disconnect();
        window.removeEventListener('hashchange', done);
        if (host.isConnected) host.remove();
        shell.hidden = false;
      };
      // The shell has drawn its content: another route's region, or the overview's page with its real
      // header, the bell and the avatar (or 2 s after the page: a header part that failed shows its
      // own notice); a shell that failed: its error.
      var check = function () {
        if (document.getElementById('portal-shell-error')) return done();
        if (!shell.querySelector(overview ? '[data-page="overview"]' : '#portal-main')) return;
        // Another route's content (a sub-app, a notice) is the shell's at once.
        if (!overview) return done();
        if (shell.querySelector('header [data-testid="account-menu-trigger"]') && shell.querySelector('header [data-testid="notice-bell"]')) return done();
        if (!started) {
          started = Date.now();
          window.setTimeout(check, 2000);
        } else if (Date.now() - started >= 1900) done();
      };
      var observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true });
      window.addEventListener('hashchange', done);
      host.replaceChildren(document.importNode(frame.content, true));
      show();
      return;
    }
    if (/[?#]/.test(route)) return;
    // The variant rules of build/prerender/entry.tsx: find password's way back.
    var variant = route === '/find-password' ? (get('userType') === 'MANAGER_USER' ? 'MANAGER_USER' : 'CLIENT_USER') : '';
    var template = document.getElementById('portal-prerender:' + route + '|' + language + '|' + variant);
    if (!template || !showStyles()) return;
    var page = document.createElement('div');
    page.setAttribute('data-prerendered', route);
    page.appendChild(document.importNode(template.content, true));
    // The names a login form pre-fills (its remembered login names), as each form's first render will.
    var fill = function (name, value) {
      var input = page.querySelector('input[name="' + name + '"]');
      if (input && value) input.value = value;
    };
    if (route === '/client-login') {
      fill('client-PRIMARY_ACCOUNT-loginName', get('loginName'));
      fill('client-SUB_ACCOUNT-priLoginName', get('priLoginName'));
      fill('client-SUB_ACCOUNT-loginName', get('childLoginName'));
    } else if (route === '/manager-login') {
      fill('manager-form-loginName', get('loginName'));
    }
    var remember = page.querySelector('form input[type="checkbox"]');
    if (remember && (route === '/client-login' || route === '/manager-login') && get('loginName')) remember.checked = true;
    // The client login's tabs (both panels are carried): the stored one shows, a click switches
    // until the page hydrates (the page then starts from the tab shown, PortalTabs' data-value).
    var select = function (value) {
      var on = page.querySelector('[role="tab"][data-value="' + value + '"]');
      var off = page.querySelector('[role="tab"][aria-selected="true"]');
      if (!on || !off || on === off) return;
      var classes = on.className;
      on.className = off.className;
      off.className = classes;
      on.setAttribute('aria-selected', 'true');
      off.setAttribute('aria-selected', 'false');
      on.tabIndex = 0;
      off.tabIndex = -1;
      var panels = page.querySelectorAll('[role="tabpanel"][data-value]');
      for (var i = 0; i < panels.length; i += 1) panels[i].hidden = panels[i].getAttribute('data-value') !== value;
    };
    if (route === '/client-login' && get('accountType') === 'SUB_ACCOUNT') select('SUB_ACCOUNT');
    // A password's show/hide toggle too (PasswordInput reads the field's type when it hydrates).
    var toggle = function (button) {
      var group = button.closest('.chakra-group');
      var input = group && group.querySelector('input');
      if (!input) return;
      var showing = input.type === 'password';
      input.type = showing ? 'text' : 'password';
      button.setAttribute('aria-pressed', String(showing));
      button.setAttribute('aria-label', button.getAttribute(showing ? 'data-hide-label' : 'data-show-label'));
    };
    host.addEventListener('click', function (event) {
      if (page.hasAttribute('data-hydrating') || !event.target.closest) return;
      var tab = event.target.closest('[role="tab"][data-value]');
      var eye = event.target.closest('button[aria-pressed][data-show-label]');
      if (tab) select(tab.getAttribute('data-value'));
      else if (eye) toggle(eye);
    });
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
    show();
  } catch {
    // Storage blocked or anything unexpected: the portal renders the page as before.
  }
  if (!shown) {
    if (host) host.remove();
    if (shell) shell.hidden = false;
  }
})();
