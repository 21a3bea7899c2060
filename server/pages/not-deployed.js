/* global localStorage, window, document */
// The "not deployed" page of an application outside the portal (/cap/): picks the language the
// portal stored (localStorage `language`, zh-CN by default) and names the menu item the hash
// points at. A file of its own: the Content-Security-Policy allows no inline script.
(function () {
  var TEXTS = {
    'zh-CN': {
      docTitle: '应用未部署 - 工业云平台',
      title: '工业云平台',
      logo: '工业云平台首页',
      heading: '该应用未在当前环境部署',
      headingNamed: '「{name}」未在当前环境部署',
      body: '当前环境没有部署这个应用，所以这里暂时没有内容。如需使用，请联系平台管理员。',
      back: '返回门户',
    },
    'en-US': {
      docTitle: 'Application not deployed - Industrial Cloud Platform',
      title: 'Industrial Cloud Platform',
      logo: 'Industrial Cloud Platform home',
      heading: 'This application is not deployed in this environment',
      headingNamed: '{name} is not deployed in this environment',
      body: 'This environment does not include this application, so there is nothing to show here. Contact your platform administrator if you need it.',
      back: 'Back to the portal',
    },
  };
  // The menu items that open these pages (spec 2: cap-log-manage, cap-apistore), by their names in the menu (migration 014).
  var NAMES = {
    'zh-CN': { '/logmanage-list': '日志管理', '/ampapistore': 'API商店' },
    'en-US': { '/logmanage-list': 'Log management', '/ampapistore': 'API store' },
  };

  var language = 'zh-CN';
  try {
    if ((localStorage.getItem('language') || '').replace(/^"|"$/g, '') === 'en-US') language = 'en-US';
  } catch {
    // Storage blocked: Chinese, the portal's default.
  }
  var texts = TEXTS[language];
  var route = window.location.hash.replace(/^#/, '').split('?')[0];
  var name = NAMES[language][route];
  texts.heading = name ? texts.headingNamed.replace('{name}', name) : texts.heading;

  document.documentElement.lang = language;
  var nodes = document.querySelectorAll('[data-text]');
  for (var i = 0; i < nodes.length; i++) {
    var key = nodes[i].getAttribute('data-text');
    if (key === 'logo') nodes[i].setAttribute('aria-label', texts.logo);
    else if (texts[key]) nodes[i].textContent = texts[key];
  }
})();
