import { catalogRoutes } from '../../../contract/catalog.routes';
import {
  APP_ACCENT_COLOURS,
  abbreviationIn,
  abbreviationOf,
  appCategories,
  appListRequest,
  chooseAppListSource,
  encodeRedirectParam,
  openableAppUrl,
  accentIndexOf,
  toAppCards,
} from './app-entry.rules';

describe('the application list source (spec 6)', () => {
  test.each([
    [0, 0, 'tenant'],
    ['0', '0', 'tenant'],
    [0, 17, 'user'],
    ['0', '5', 'user'],
    [1, 0, 'idaas'],
    [1, 17, 'idaas'],
    [null, 0, 'idaas'],
    [undefined, 3, 'idaas'],
  ])('inner-user mark %p with pid %p lists the %s applications', (mark, pid, source) => {
    expect(chooseAppListSource(mark, pid)).toBe(source);
  });
});

describe('accent colours (spec 9)', () => {
  test('there are eight of them', () => {
    expect(APP_ACCENT_COLOURS).toHaveLength(8);
    expect(new Set(APP_ACCENT_COLOURS).size).toBe(8);
  });

  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  test.each(APP_ACCENT_COLOURS.map((c) => [c]))('white text on %s reaches a contrast of 4.5:1', (colour) => {
    expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  test('an application keeps its colour: the same identity gives the same index every time', () => {
    for (const identity of ['7', '双碳平台', 'Mail', '']) {
      const index = accentIndexOf(identity);
      expect(accentIndexOf(identity)).toBe(index);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(APP_ACCENT_COLOURS.length);
    }
  });

  test('different applications spread over the whole palette', () => {
    const used = new Set(Array.from({ length: 64 }, (_, i) => accentIndexOf(`app-${i}`)));
    expect(used.size).toBe(APP_ACCENT_COLOURS.length);
  });
});

describe('the abbreviation text', () => {
  test.each([
    ['双碳', '双碳平台', '双碳'],
    ['  IoT ', 'Things', 'IoT'],
    ['', '双碳平台', '双碳'],
    [null, 'Mail', 'Ma'],
    [undefined, undefined, ''],
  ])('text %p of %p shows %p', (text, name, shown) => {
    expect(abbreviationOf(text, name)).toBe(shown);
  });
});

describe('the redirect parameter of flag 3 (spec 2)', () => {
  test.each([
    [
      'https://sso.example/login?redirect=https://app.example/home?a=1#/x',
      3,
      'https://sso.example/login?redirect=https%3A%2F%2Fapp.example%2Fhome%3Fa%3D1%23%2Fx',
    ],
    [
      'https://sso.example/login?client=7&redirect=https://app.example/&lang=zh',
      '3',
      'https://sso.example/login?client=7&redirect=https%3A%2F%2Fapp.example%2F&lang=zh',
    ],
    ['https://sso.example/login?redirect=https%3A%2F%2Fapp.example%2F', 3, 'https://sso.example/login?redirect=https%3A%2F%2Fapp.example%2F'],
    ['https://sso.example/login?redirect=https://app.example/', 1, 'https://sso.example/login?redirect=https://app.example/'],
    ['https://sso.example/login?next=https://app.example/', 3, 'https://sso.example/login?next=https://app.example/'],
    ['https://sso.example/login?myredirect=x', 3, 'https://sso.example/login?myredirect=x'],
  ])('%s with flag %p becomes %s', (url, flag, expected) => {
    expect(encodeRedirectParam(url, flag)).toBe(expected);
  });
});

describe('only http and https applications are ever opened', () => {
  const origin = 'https://portal.example';
  test.each([
    ['https://app.example/path', 1, 'https://app.example/path'],
    ['http://app.example:8080/', 1, 'http://app.example:8080/'],
    ['  https://app.example/  ', 1, 'https://app.example/'],
    ['HTTPS://APP.EXAMPLE/', 1, 'https://app.example/'],
    ['/cbp/client/#/home', 1, 'https://portal.example/cbp/client/#/home'],
    ['https://sso.example/?redirect=https://a.example/#/b', 3, 'https://sso.example/?redirect=https%3A%2F%2Fa.example%2F%23%2Fb'],
    ['javascript:alert(1)', 1, null],
    ['JaVaScRiPt:alert(1)', 1, null],
    [' javascript:alert(1)', 1, null],
    ['java\tscript:alert(1)', 1, null],
    ['data:text/html,<script>alert(1)</script>', 1, null],
    ['vbscript:msgbox(1)', 1, null],
    ['file:///etc/passwd', 1, null],
    ['//evil.example/', 1, null],
    ['/\\evil.example/', 1, null],
    ['\\\\evil.example', 1, null],
    // Malformed URLs browsers would repair into another host are refused, not repaired.
    ['http:/\\evil.example/app', 1, null],
    ['https:\\\\evil.example/', 1, null],
    ['https:evil.example', 1, null],
    ['https:/evil.example', 1, null],
    ['https://app.example/a\\b', 1, null],
    ['https://app.example/\npath', 1, null],
    ['https://app.example/a b', 1, null],
    ['\u0001 javascript:alert(1)', 1, null],
    ['relative/path', 1, null],
    ['https://', 1, null],
    ['', 1, null],
    [null, 1, null],
    [42, 1, null],
  ])('%p (flag %p) opens %p', (url, flag, expected) => {
    expect(openableAppUrl(url, flag, origin)).toBe(expected);
  });
});

describe('shaping the three list answers into cards (spec 6)', () => {
  test('a paged tenant list reads its records', () => {
    const cards = toAppCards({
      total: 1,
      records: [
        { id: 7, appName: '双碳平台', appUrl: 'https://c.example/', text: '双碳', flag: 1, categoryName: '平台应用', categoryNameEn: 'Platform applications' },
      ],
    });
    expect(cards).toEqual([
      {
        key: '7',
        appName: '双碳平台',
        appNameEn: null,
        url: 'https://c.example/',
        icon: null,
        text: '双碳',
        flag: '1',
        category: '平台应用',
        categoryEn: 'Platform applications',
        randomNum: accentIndexOf('7'),
      },
    ]);
  });

  test.each([
    [{ text: '双碳', appNameEn: 'Dual carbon platform' }, 'en-US', 'DCP'],
    [{ text: '双碳', appNameEn: 'Dual carbon platform' }, 'zh-CN', '双碳'],
    [{ text: '消息', appNameEn: 'Messages' }, 'en-US', 'Mes'],
    [{ text: '自建', appNameEn: null }, 'en-US', '自建'],
  ] as const)('the abbreviation of %p in %s is %p (docs/decisions/016)', (card, language, shown) => {
    expect(abbreviationIn(card, language)).toBe(shown);
  });

  test('an application has the same colour in every answer and on every load', () => {
    const paged = toAppCards({
      records: [
        { id: 9, appName: 'Mail' },
        { id: 7, appName: '双碳平台' },
      ],
    });
    const again = toAppCards([{ id: 7, appName: '双碳平台' }]);
    expect(again[0].randomNum).toBe(paged[1].randomNum);
  });

  test('a plain user list is read as it is', () => {
    const cards = toAppCards([{ appName: 'Mail', url: 'https://m.example/', icon: 'uuid-1' }]);
    expect(cards).toMatchObject([{ appName: 'Mail', url: 'https://m.example/', icon: 'uuid-1', text: 'Ma', category: '' }]);
  });

  test('an identity-service list grouped by category name keeps each category', () => {
    const cards = toAppCards({ 生产运营: [{ appName: 'A' }], 平台应用: [{ appName: 'B' }, { appName: 'C' }] });
    expect(cards.map((c) => [c.appName, c.category])).toEqual([
      ['A', '生产运营'],
      ['B', '平台应用'],
      ['C', '平台应用'],
    ]);
    expect(appCategories(cards)).toEqual(['生产运营', '平台应用']);
  });

  test('an identity-service list as an array of groups keeps each category', () => {
    const cards = toAppCards([{ categoryName: '个人板块', apps: [{ appName: 'P', flag: 3 }] }]);
    expect(cards).toMatchObject([{ appName: 'P', category: '个人板块', flag: '3' }]);
  });

  test.each([[null], [undefined], ['oops'], [42], [{ records: null }]])('an unusable answer %p gives no cards', (data) => {
    expect(toAppCards(data)).toEqual([]);
  });
});

describe('the application list call (spec 7)', () => {
  const user = { tenantId: 12, loginName: 'demo' };
  test.each([
    ['tenant', { route: catalogRoutes.tenantAppList, query: { pageNo: 1, pageSize: 9999, tenantId: 12, loginName: 'demo' } }],
    ['user', { route: catalogRoutes.userAppList, query: { pageNo: 1, pageSize: 9999, tenantId: 12, loginName: 'demo' } }],
    ['idaas', { route: catalogRoutes.idaasLogin, query: { id: 12 } }],
  ] as const)('the %s list is fetched with %p', (source, request) => {
    expect(appListRequest(source, user)).toEqual(request);
  });

  test.each([
    ['tenant', 'GET', '/common/iam/v1/apps/auth/tenant-app-list'],
    ['user', 'GET', '/common/iam/v1/apps/auth/user-app-list'],
    ['idaas', 'POST', '/common/iam/v1/idaas/login'],
  ] as const)('the %s list is %s %s (spec 7)', (source, method, path) => {
    expect(appListRequest(source, user).route).toMatchObject({ method, path });
  });
});
