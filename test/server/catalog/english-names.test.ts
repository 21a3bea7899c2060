import { admin, demoServerForBlock } from '../iam-admin/admin.fixtures';
import * as englishNames from '../../../server/migrations/014-english-names';

type Menu = { menuName: string; menuNameEn: string | null; menuCode: string; children: Menu[] };
const flatten = (nodes: Menu[]): Menu[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

describe('names in both languages (docs/decisions/016)', () => {
  const { server, tokens } = demoServerForBlock();

  const menus = async (at: string) => flatten((await admin(server.app, 'GET', '/menu/login/user/tree', { at })).body.data as Menu[]);

  it.each(['admin', 'demo', 'operator'] as const)('every menu of %s has an English name without Chinese in it', async (account) => {
    const all = await menus(tokens[account].at);
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((m) => !m.menuNameEn || CJK.test(m.menuNameEn)).map((m) => m.menuCode)).toEqual([]);
    expect(all.find((m) => m.menuCode === 'msg_station')).toMatchObject({ menuName: '站内消息', menuNameEn: 'Station messages' });
  });

  it('the two trees name their own pages: the manager has My information where the client has Account centre', async () => {
    expect((await menus(tokens.admin.at)).find((m) => m.menuCode === 'portal-user-info')?.menuNameEn).toBe('My information');
    expect((await menus(tokens.demo.at)).find((m) => m.menuCode === 'portal-user-info')?.menuNameEn).toBe('Account centre');
  });

  it('applications, their categories and the seeded roles carry English names; the profile names its role in both', async () => {
    const apps = (await admin(server.app, 'GET', '/apps/auth/tenant-app-list', { at: tokens.demo.at })).body.data.records as Array<{
      appName: string;
      appNameEn: string | null;
      categoryNameEn: string | null;
    }>;
    expect(apps.length).toBeGreaterThan(5);
    expect(apps.every((a) => a.appNameEn && !CJK.test(a.appNameEn) && a.categoryNameEn && !CJK.test(a.categoryNameEn))).toBe(true);
    expect(apps.find((a) => a.appName === '双碳平台')?.appNameEn).toBe('Dual carbon platform');
    const roles = (await admin(server.app, 'GET', '/admin/role/list', { at: tokens.admin.at })).body.data as Array<{
      roleName: string;
      roleNameEn: string | null;
    }>;
    expect(roles.every((r) => r.roleNameEn && !CJK.test(r.roleNameEn))).toBe(true);
    expect(tokens.demo.user).toMatchObject({ roleName: '租户管理员', roleNameEn: 'Tenant administrator' });
    const users = (await admin(server.app, 'GET', '/admin/user/page', { at: tokens.admin.at, query: { keyword: 'operator', pageNum: 1, pageSize: 10 } })).body
      .data.data;
    expect(users.find((u: { loginName: string }) => u.loginName === 'operator')).toMatchObject({ roleName: '运维人员', roleNameEn: 'Operations staff' });
  });

  it('a role a manager adds keeps the English name given, none when left blank, and an edit may set or clear it', async () => {
    const add = (body: Record<string, unknown>) => admin(server.app, 'POST', '/admin/role/add', { at: tokens.admin.at, body });
    const withEnglish = await add({ roleName: '质检员', roleNameEn: ' Quality inspector ', userType: 'CLIENT_USER' });
    expect(withEnglish.body.data).toMatchObject({ roleName: '质检员', roleNameEn: 'Quality inspector' });
    expect((await add({ roleName: '仓管员', roleNameEn: '  ', userType: 'CLIENT_USER' })).body.data.roleNameEn).toBeNull();
    const bad = await add({ roleName: '采购员', roleNameEn: '采购', userType: 'CLIENT_USER' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^英文名称/);
    const id = withEnglish.body.data.id as number;
    const edit = (body: Record<string, unknown>) => admin(server.app, 'POST', `/admin/role/${id}/edit`, { at: tokens.admin.at, body });
    expect((await edit({ roleName: '质检员' })).body.data.roleNameEn).toBe('Quality inspector');
    expect((await edit({ roleName: '质检员', roleNameEn: '' })).body.data.roleNameEn).toBeNull();
  });

  it('success texts answer in the language of the request', async () => {
    const add = (language: string, roleName: string) =>
      admin(server.app, 'POST', '/admin/role/add', {
        at: tokens.admin.at,
        body: { roleName, userType: 'CLIENT_USER' },
        headers: { 'accept-language': language },
      });
    expect((await add('en-US,en;q=0.9', '英文角色')).body.message).toBe('Role added');
    expect((await add('zh-CN', '中文角色')).body.message).toBe('新增角色成功');
  });

  it('migration 014 on a database in use names the seeded rows in English and leaves rows users named alone', async () => {
    const { db } = server.ctx;
    await db.insertInto('role').values({ user_type: 'CLIENT_USER', role_name: '自建角色', remark: null, created_at: new Date() }).execute();
    await englishNames.down(db);
    await englishNames.up(db);
    const menu = await db.selectFrom('menu').select(['menu_name_en']).where('menu_code', '=', 'cbp_admin_review').executeTakeFirstOrThrow();
    expect(menu.menu_name_en).toBe('Application review');
    const roles = await db
      .selectFrom('role')
      .select(['role_name', 'role_name_en'])
      .where('role_name', 'in', ['超级管理员', '自建角色'])
      .orderBy('role_name')
      .execute();
    expect(roles).toEqual([
      { role_name: '自建角色', role_name_en: null },
      { role_name: '超级管理员', role_name_en: 'Super administrator' },
    ]);
    const missing = await db.selectFrom('menu').select('menu_code').where('menu_name_en', 'is', null).execute();
    expect(missing).toEqual([]);
  });
});
