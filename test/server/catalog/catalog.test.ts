import { dataServerForFile, request } from '../data.fixtures';

const P = '/api/common/iam/v1';

const server = dataServerForFile();

type Menu = {
  id: number;
  menuName: string;
  menuCode: string;
  menuType: string;
  path: string | null;
  redirect: string | null;
  icon: string | null;
  children: Menu[];
};
const flatten = (nodes: Menu[]): Menu[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const menuOf = async (at: string) => (await request(server.app, 'GET', `${P}/menu/login/user/tree`, { at })).body.data as Menu[];

describe('menu tree', () => {
  test('the client tree has every node type, the cap items and a home item with path index', async () => {
    const tree = await menuOf(server.tokens.demo.at);
    const all = flatten(tree);
    expect(new Set(all.map((n) => n.menuType))).toEqual(new Set(['nav', 'folder', 'page', 'subpage', 'action']));
    expect(tree.every((n) => n.menuType === 'nav')).toBe(true);
    expect(tree.map((n) => n.menuCode)).toEqual(expect.arrayContaining(['cap-log-manage', 'cap-apistore']));
    expect(tree.find((n) => n.path === 'index')).toBeDefined();
    const paths = all.map((n) => n.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/common/msg/system/message/station',
        '/application-overview',
        '/application',
        '/user-info',
        '/cbp/client/project/application',
        '/pm/project-list',
      ]),
    );
    expect(all.find((n) => n.menuCode === 'cbp_order_apply')).toMatchObject({ menuType: 'page', path: '/cbp/client/project/application' });
    for (const node of all)
      expect(Object.keys(node).sort()).toEqual(['children', 'icon', 'id', 'menuCode', 'menuName', 'menuNameEn', 'menuType', 'path', 'redirect']);
  });

  test('a sub-account sees a strict subset of the client tree', async () => {
    const primary = flatten(await menuOf(server.tokens.demo.at)).map((n) => n.menuCode);
    const sub = flatten(await menuOf(server.tokens.operator.at)).map((n) => n.menuCode);
    expect(sub.length).toBeLessThan(primary.length);
    expect(primary).toEqual(expect.arrayContaining(sub));
    expect(sub).not.toContain('cbp_user_partner_plan_applied');
    expect(sub).not.toContain('portal-user-info');
  });

  test('a manager gets the manager tree with the identity and sub-app items', async () => {
    const tree = await menuOf(server.tokens.admin.at);
    const codes = flatten(tree).map((n) => n.menuCode);
    expect(codes).toEqual(expect.arrayContaining(['iam_tenant', 'msg_station', 'cap-log-manage', 'cap-apistore', 'portal-index']));
    expect(codes).not.toContain('portal-overview');
    expect(new Set(flatten(tree).map((n) => n.menuType))).toEqual(new Set(['nav', 'folder', 'page', 'subpage', 'action']));
  });

  test('answers 401 without a token', async () => {
    expect((await request(server.app, 'GET', `${P}/menu/login/user/tree`)).status).toBe(401);
  });
});

describe('tenants and orgs', () => {
  test('a manager lists every tenant, a client user only their own', async () => {
    const all = await request(server.app, 'GET', `${P}/tenant/list/manage/tenant`, { at: server.tokens.admin.at });
    expect(all.body.data.length).toBeGreaterThanOrEqual(4);
    const own = await request(server.app, 'GET', `${P}/tenant/list/manage/tenant`, { at: server.tokens.demo.at });
    expect(own.body.data).toEqual([expect.objectContaining({ id: server.tokens.demo.tenantId, innerMark: 0, pid: 1798, parentTenantId: 1708 })]);
  });

  test("a client user reads their tenant's org tree", async () => {
    const r = await request(server.app, 'GET', `${P}/org/manager/tree/${server.tokens.demo.tenantId}`, { at: server.tokens.demo.at });
    expect(r.body.success).toBe(true);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ name: '华东智造总部', parentId: null, tenantId: server.tokens.demo.tenantId });
    expect(r.body.data[0].children[0]).toMatchObject({ name: '生产运营部', children: [] });
  });

  test("another tenant's org tree answers 403 to a client user, and a manager may read it", async () => {
    const url = `${P}/org/manager/tree/${server.tokens.demo2.tenantId}`;
    expect((await request(server.app, 'GET', url, { at: server.tokens.demo.at })).status).toBe(403);
    const r = await request(server.app, 'GET', url, { at: server.tokens.admin.at });
    expect(r.body.data[0].name).toBe('西南能源总部');
  });

  test('an unknown tenant answers 404 to a manager, a bad id 400, no token 401', async () => {
    expect((await request(server.app, 'GET', `${P}/org/manager/tree/999999`, { at: server.tokens.admin.at })).status).toBe(404);
    expect((await request(server.app, 'GET', `${P}/org/manager/tree/abc`, { at: server.tokens.admin.at })).status).toBe(400);
    expect((await request(server.app, 'GET', `${P}/org/manager/tree/1`)).status).toBe(401);
  });
});

describe('application lists', () => {
  const names = (apps: Array<{ appName: string }>) => apps.map((a) => a.appName);
  const tenantList = (at: string, query: string) => request(server.app, 'GET', `${P}/apps/auth/tenant-app-list?${query}`, { at });

  test("tenant A's list includes 双碳平台 and tenant B's lacks it", async () => {
    const a = await tenantList(server.tokens.demo.at, `pageNo=1&pageSize=9999&tenantId=${server.tokens.demo.tenantId}&loginName=demo`);
    expect(a.body.data.total).toBe(a.body.data.records.length);
    expect(names(a.body.data.records)).toContain('双碳平台');
    const b = await tenantList(server.tokens.demo2.at, `pageNo=1&pageSize=9999&tenantId=${server.tokens.demo2.tenantId}&loginName=demo2`);
    expect(names(b.body.data.records)).not.toContain('双碳平台');
    expect(b.body.data.total).toBe(a.body.data.total - 1);
  });

  test('entries carry the application fields and a working logo address', async () => {
    const r = await tenantList(server.tokens.demo.at, 'pageNo=1&pageSize=9999');
    const carbon = r.body.data.records.find((e: any) => e.appName === '双碳平台');
    expect(carbon).toMatchObject({ text: '双碳', flag: 3, category: '生产运营', categoryName: '生产运营' });
    expect(carbon.url).toBe(carbon.appUrl);
    expect(carbon.url).toContain('redirect=');
    const logo = await request(server.app, 'GET', carbon.logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  test('pages the tenant list to the end', async () => {
    const first = await tenantList(server.tokens.demo.at, 'pageNo=1&pageSize=4');
    const total = first.body.data.total;
    const seen = [];
    for (let pageNo = 1; (pageNo - 1) * 4 < total; pageNo += 1)
      seen.push(...(await tenantList(server.tokens.demo.at, `pageNo=${pageNo}&pageSize=4`)).body.data.records);
    expect(new Set(seen.map((e: any) => e.id)).size).toBe(total);
    const past = await tenantList(server.tokens.demo.at, 'pageNo=99&pageSize=4');
    expect(past.body.data).toMatchObject({ records: [], total });
  });

  test("another tenant's list answers 403 to a client user", async () => {
    expect((await tenantList(server.tokens.demo.at, `tenantId=${server.tokens.demo2.tenantId}`)).status).toBe(403);
    expect(
      (await request(server.app, 'GET', `${P}/apps/auth/user-app-list?tenantId=${server.tokens.demo2.tenantId}`, { at: server.tokens.demo.at })).status,
    ).toBe(403);
  });

  test.each([['pageSize=10000'], ['pageNo=0'], ['tenantId=abc'], ['loginName=' + 'x'.repeat(65)]])('answers 400 for %s', async (query) => {
    const r = await tenantList(server.tokens.demo.at, query);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
  });

  test('the user list is a plain array: a sub-account its own, a primary account the tenant list', async () => {
    const sub = await request(server.app, 'GET', `${P}/apps/auth/user-app-list?pageNo=1&pageSize=9999&loginName=operator`, { at: server.tokens.operator.at });
    expect(Array.isArray(sub.body.data)).toBe(true);
    expect(names(sub.body.data).sort()).toEqual(['个人信息', '消息中心', '设备管理', '项目管理'].sort());
    const primary = await request(server.app, 'GET', `${P}/apps/auth/user-app-list`, { at: server.tokens.demo.at });
    expect(names(primary.body.data)).toContain('双碳平台');
  });

  test('idaas/login groups the tenant list by the three categories, in order', async () => {
    const r = await request(server.app, 'POST', `${P}/idaas/login?id=${server.tokens.demo.tenantId}`, { at: server.tokens.demo.at });
    expect(r.body.success).toBe(true);
    expect(r.body.data.map((g: any) => g.categoryName)).toEqual(['生产运营', '平台应用', '个人板块']);
    expect(r.body.data.every((g: any) => g.apps.every((a: any) => a.category === g.categoryName))).toBe(true);
    const b = await request(server.app, 'POST', `${P}/idaas/login?id=${server.tokens.demo2.tenantId}`, { at: server.tokens.demo2.at });
    expect(b.body.data.flatMap((g: any) => names(g.apps))).not.toContain('双碳平台');
  });

  test('idaas/login takes an empty JSON body', async () => {
    const r = await request(server.app, 'POST', `${P}/idaas/login?id=${server.tokens.demo.tenantId}`, { at: server.tokens.demo.at, raw: '' });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(3);
  });

  test('idaas/login answers 400 without an id, 403 for another tenant, 401 without a token', async () => {
    expect((await request(server.app, 'POST', `${P}/idaas/login`, { at: server.tokens.demo.at })).status).toBe(400);
    expect((await request(server.app, 'POST', `${P}/idaas/login?id=${server.tokens.demo2.tenantId}`, { at: server.tokens.demo.at })).status).toBe(403);
    expect((await request(server.app, 'POST', `${P}/idaas/login?id=1`)).status).toBe(401);
  });

  test('a manager may list any tenant, and every application without one', async () => {
    const b = await tenantList(server.tokens.admin.at, `tenantId=${server.tokens.demo2.tenantId}`);
    expect(names(b.body.data.records)).not.toContain('双碳平台');
    const all = await tenantList(server.tokens.admin.at, '');
    expect(names(all.body.data.records)).toContain('双碳平台');
  });
});

describe('OpenAPI document', () => {
  test('lists the message, catalogue and cbp paths', async () => {
    const r = await request(server.app, 'GET', '/api/docs');
    expect(r.status).toBe(200);
    const paths = Object.keys((r.body as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/common/msgmgt/tmsgsenddetail/queryMsgUnReadNum/{userId}',
        '/api/common/msgmgt/statistics/queryTopMsg',
        '/api/common/iam/v1/menu/login/user/tree',
        '/api/common/iam/v1/apps/auth/tenant-app-list',
        '/api/cbp/conchservice/idaaslogoRequest',
      ]),
    );
  });
});

describe('without a token', () => {
  test.each([
    ['GET', '/menu/login/user/tree'],
    ['GET', '/tenant/list/manage/tenant'],
    ['GET', '/org/manager/tree/1708'],
    ['POST', '/idaas/login?id=1708'],
    ['GET', '/apps/auth/tenant-app-list?pageNo=1&pageSize=9999'],
    ['GET', '/apps/auth/user-app-list?pageNo=1&pageSize=9999'],
  ] as const)('%s %s answers 401 with the envelope', async (method, path) => {
    const r = await request(server.app, method, `${P}${path}`);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ success: false, data: null, message: expect.any(String), code: 'UNAUTHENTICATED' });
  });
});
