/* global document, window, MutationObserver */
/**
 * index.html's inline script (docs/decisions/017), run before any module loads: shows the
 * prerendered sign-in page of the current hash route and language, and keeps it safe until its
 * parcel hydrates it. Allowed by the response's CSP nonce. Plain ES2015, no imports: it is
 * copied into index.html as it is (build/prerender/index.js).
 *
 * A visitor with tokens gets the shell's signed-in frame instead, static, until the shell has drawn
 * its own; on a sign-in route the shell redirects, so nothing shows. No sign-in page is shown for
 * a route with a query (a session-end notice, a callback) or anything unexpected.
 */
// A block, not a function: its constants stay out of the window, and each step below is a function of its own.
{
  const shell = document.getElementById('portal-shell');
  const host = document.getElementById('portal-prerender');
  let shown = false;
  let language = 'zh-CN';
  const get = function (key) {
    return window.localStorage.getItem(key) || '';
  };

  const showStyles = function () {
    var styles = document.getElementById('portal-prerender-styles');
    if (styles) document.head.appendChild(document.importNode(styles.content, true));
    return !!styles;
  };

  const show = function () {
    document.documentElement.lang = language;
    shell.hidden = true;
    host.hidden = false;
    shown = true;
  };

  // Whether the shell has drawn its content: another route's region at once, the overview's page
  // once its real header has the bell and the avatar (or 2 s after the page: a header part that
  // failed shows its own notice); a shell that failed: its error.
  const shellDrawn = function (overview, pageSince) {
    if (document.getElementById('portal-shell-error')) return true;
    if (!shell.querySelector(overview ? '[data-page="overview"]' : '#portal-main')) return false;
    if (!overview) return true;
    if (shell.querySelector('header [data-testid="account-menu-trigger"]') && shell.querySelector('header [data-testid="notice-bell"]')) return true;
    return pageSince() >= 1900;
  };

  // Signed in: the shell's frame (header, the nav's shape, the overview's cards loading) until the
  // shell has drawn its own; a sign-in route and '/' are the shell's to redirect.
  const showSignedInFrame = function (route) {
    var path = route.split('?')[0];
    if (/^\/(manager-login|client-login|register|find-password|set-password|toHome|lap|platform)?$/.test(path)) return;
    var overview = path === '/application-overview';
    var frame = document.getElementById('portal-frame:' + language + '|' + (overview ? 'overview' : ''));
    if (!frame || !showStyles()) return;
    var started = 0;
    var observer = new MutationObserver(check);
    function done() {
      observer.disconnect();
      window.removeEventListener('hashchange', done);
      if (host.isConnected) host.remove();
      shell.hidden = false;
    }
    function check() {
      var since = function () {
        if (!started) {
          started = Date.now();
          window.setTimeout(check, 2000);
        }
        return Date.now() - started;
      };
      if (shellDrawn(overview, since)) done();
    }
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('hashchange', done);
    host.replaceChildren(document.importNode(frame.content, true));
    show();
  };

  // The names a login form pre-fills (its remembered login names), as each form's first render will.
  const fillRemembered = function (page, route) {
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
  };

  // The client login's tabs (both panels are carried): the page then starts from the tab shown
  // (PortalTabs' data-value); the selected style is one emotion class, swapped.
  const selectTab = function (page, value) {
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

  // A password's show/hide toggle (PasswordInput reads the field's type when it hydrates).
  const togglePassword = function (button) {
    var group = button.closest('.chakra-group');
    var input = group && group.querySelector('input');
    if (!input) return;
    var showing = input.type === 'password';
    input.type = showing ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(showing));
    button.setAttribute('aria-label', button.getAttribute(showing ? 'data-hide-label' : 'data-show-label'));
  };

  // Until the page hydrates: a tab or a password's toggle works on a click, and Enter in a login
  // form's field or a press of its (still disabled) button is noted on the page: the form submits
  // once it is live (LoginForm reads data-pending-submit), never natively.
  const workUntilHydrated = function (page, route) {
    var before = function (event) {
      return !page.hasAttribute('data-hydrating') && event.target.closest;
    };
    host.addEventListener('click', function (event) {
      if (!before(event)) return;
      var tab = event.target.closest('[role="tab"][data-value]');
      var eye = event.target.closest('button[aria-pressed][data-show-label]');
      if (tab) selectTab(page, tab.getAttribute('data-value'));
      else if (eye) togglePassword(eye);
    });
    if (route !== '/client-login' && route !== '/manager-login') return;
    var note = function (form) {
      var field = form && form.querySelector('input[name]');
      if (field) page.setAttribute('data-pending-submit', field.name);
    };
    host.addEventListener('keydown', function (event) {
      var input = before(event) && event.key === 'Enter' && event.target.closest('form input:not([type="checkbox"])');
      if (input) note(input.form);
    });
    host.addEventListener('pointerup', function (event) {
      var button = before(event) && event.target.closest('form button[type="submit"]');
      if (button) note(button.form);
    });
  };

  // Until the page is live a form must never submit natively (a password in the URL, a reload);
  // another route before the parcel took the page (a link followed at once): the shell shows it.
  const guard = function () {
    document.addEventListener(
      'submit',
      function (event) {
        if (host.contains(event.target)) event.preventDefault();
      },
      true,
    );
    var drop = function () {
      window.removeEventListener('hashchange', drop);
      if (host.isConnected && !host.querySelector('[data-hydrating]')) {
        host.remove();
        shell.hidden = false;
      }
    };
    window.addEventListener('hashchange', drop);
  };

  // A login page's form can submit only once the login security mode is known (which code fields
  // it shows): asked for now, with the page, not after its code has run, so the form is ready to
  // submit as soon as it is live. The page's code takes the answer (`loadSecurityMode`), or asks
  // again when this failed. The build puts the contract's path and header name in place of the names,
  // and the headers are the API client's (the domain and the language).
  const askSecurityMode = function (route) {
    if ((route !== '/client-login' && route !== '/manager-login') || !window.fetch) return;
    var headers = { 'Accept-Language': language };
    headers['DOMAIN_HEADER'] = window.location.hostname;
    var answer = window.fetch('SECURITY_MODE_URL', { headers: headers, credentials: 'same-origin' }).then(function (response) {
      return response.json().then(function (body) {
        return { status: response.status, body: body };
      });
    });
    answer.catch(function () {});
    window.__portalSecurityMode = answer;
  };

  const showSignInPage = function (route) {
    if (/[?#]/.test(route)) return;
    // The variant rules of build/prerender/entry.tsx: find password's way back.
    var variant = route === '/find-password' ? (get('userType') === 'MANAGER_USER' ? 'MANAGER_USER' : 'CLIENT_USER') : '';
    var template = document.getElementById('portal-prerender:' + route + '|' + language + '|' + variant);
    if (!template || !showStyles()) return;
    var page = document.createElement('div');
    page.setAttribute('data-prerendered', route);
    page.appendChild(document.importNode(template.content, true));
    fillRemembered(page, route);
    if (route === '/client-login' && get('accountType') === 'SUB_ACCOUNT') selectTab(page, 'SUB_ACCOUNT');
    workUntilHydrated(page, route);
    host.querySelector('.portal-page').appendChild(page);
    guard();
    show();
    askSecurityMode(route);
  };

  // Shows what the route and storage ask for; true when the page is left as index.html has it
  // (no host, or a signed-in visitor on a route the shell redirects).
  const start = function () {
    const route = window.location.hash.replace(/^#/, '') || '/';
    if (!host || !shell) return true;
    language = get('language') === 'en-US' ? 'en-US' : 'zh-CN';
    if (get('at') && get('rt')) {
      showSignedInFrame(route);
      return true;
    }
    showSignInPage(route);
    return false;
  };

  let left = false;
  try {
    left = start();
  } catch {
    // Storage blocked or anything unexpected: the portal renders the page as before.
  }
  if (!left && !shown) {
    if (host) host.remove();
    if (shell) shell.hidden = false;
  }
}
