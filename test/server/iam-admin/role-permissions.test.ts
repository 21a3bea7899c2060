import { keepLastSuperAdmin } from '../../../server/services/iam-admin/grant.service';
import { admin, call, demoServerForBlock, signedIn, stepUpToken } from './admin.fixtures';
import { DEFAULT_STRATEGY } from '../iam/strategy.fixtures';

type ManagerRole = '超级管理员' | '运营管理员' | '安全审计员' | '客服专员';

const MISSING = 999_999;
/** A strategy of no rules at all (a password of one character would do). */
const NO_STRATEGY = { ...DEFAULT_STRATEGY, pwdMinLength: 1 };

/**
 * Every administration call, made so that an allowed caller meets no side effect (a missing id,
 * a body the service refuses) and a refused one meets 403 PERMISSION_DENIED.
 */
const CALLS: Array<[string, 'GET' | 'POST', string, unknown]> = [
  ['tenantPage', 'GET', '/admin/tenant/page', undefined],
  ['tenantDetail', 'GET', `/admin/tenant/${MISSING}`, undefined],
  ['addTenant', 'POST', '/admin/tenant/add', { name: '' }],
  ['userPage', 'GET', '/admin/user/page', undefined],
  ['addUser', 'POST', '/admin/user/add', { userType: 'CLIENT_USER', loginName: '', userName: '', mobile: '', email: '' }],
  ['resetUserPassword', 'POST', `/admin/user/${MISSING}/reset-password`, undefined],
  ['setUserStatus', 'POST', `/admin/user/${MISSING}/status`, { status: 'disabled' }],
  ['changeUserRole', 'POST', `/admin/user/${MISSING}/role`, { roleId: 1 }],
  ['roleList', 'GET', '/admin/role/list', undefined],
  ['roleMenus', 'GET', '/admin/role/menus?userType=MANAGER_USER', undefined],
  ['addRole', 'POST', '/admin/role/add', { roleName: '', userType: 'MANAGER_USER' }],
  ['editRole', 'POST', `/admin/role/${MISSING}/edit`, { roleName: '不存在的角色' }],
  ['passwordStrategyDetail', 'GET', '/passwordStrategy/detail', undefined],
  ['savePasswordStrategy', 'POST', '/passwordStrategy/save', NO_STRATEGY],
  ['loginSecurityDetail', 'GET', '/loginSecurity/detail', undefined],
  ['saveLoginSecurity', 'POST', '/loginSecurity/save', { mode: 9 }],
  ['sendNotice', 'POST', '/api/common/msgmgt/tmsgsend/send', { title: '', content: '', recipientType: 'ALL' }],
  ['sentNotices', 'POST', '/api/common/msgmgt/tmsgsend/sentPage', {}],
  ['editTenant', 'POST', `/admin/tenant/${MISSING}/edit`, { name: '不存在的租户', parentTenantId: 1708, status: 'enabled' }],
  ['editUser', 'POST', `/admin/user/${MISSING}/edit`, { userName: '', mobile: '', email: '' }],
  ['closurePage', 'GET', '/admin/closure/page', undefined],
  ['approveClosure', 'POST', `/admin/closure/${MISSING}/approve`, undefined],
  ['rejectClosure', 'POST', `/admin/closure/${MISSING}/reject`, { reason: '' }],
];

/** What each seeded manager role may call (issue 22: the remits their remarks describe). */
const ALLOWED: Record<ManagerRole, string[]> = {
  超级管理员: CALLS.map(([name]) => name),
  运营管理员: [
    'tenantPage',
    'tenantDetail',
    'addTenant',
    'userPage',
    'addUser',
    'resetUserPassword',
    'setUserStatus',
    'sendNotice',
    'sentNotices',
    'editTenant',
    'editUser',
    'closurePage',
    'approveClosure',
    'rejectClosure',
  ],
  安全审计员: ['userPage', 'roleList', 'roleMenus', 'passwordStrategyDetail', 'loginSecurityDetail'],
  客服专员: ['userPage', 'resetUserPassword'],
};

const TABLE = (Object.keys(ALLOWED) as ManagerRole[]).flatMap((role) =>
  CALLS.map(([name, method, path, body]) => [role, name, ALLOWED[role].includes(name) ? 'allowed' : 'refused', method, path, body] as const),
);

describe('roles carry permissions (issue 22 N-1)', () => {
  const { server, tokens } = demoServerForBlock();
  const managers = new Map<ManagerRole, { at: string; id: number; loginName: string }>();

  /** Every menu code of the menu tree the caller gets. */
  const codes = async (at: string) => {
    const found: string[] = [];
    const walk = (nodes: Array<{ menuCode: string; children: unknown[] }>) => nodes.forEach((n) => (found.push(n.menuCode), walk(n.children as typeof nodes)));
    walk((await call(server.app, 'GET', '/menu/login/user/tree', { at })).body.data);
    return found;
  };

  /** The id of a seeded role. */
  const roleIdOf = async (userType: 'MANAGER_USER' | 'CLIENT_USER', name: string) =>
    (await server.ctx.db.selectFrom('role').select('id').where('user_type', '=', userType).where('role_name', '=', name).executeTakeFirstOrThrow()).id;

  /** An active seeded manager holding a role, signed in. */
  const managerWith = async (role: string, skip: string[] = []) => {
    const row = await server.ctx.db
      .selectFrom('user_account')
      .select(['id', 'login_name'])
      .where('user_type', '=', 'MANAGER_USER')
      .where('role_name', '=', role)
      .where('status', '=', 'active')
      .$if(skip.length > 0, (q) => q.where('login_name', 'not in', skip))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const session = await signedIn(server.app, 'manager', row.login_name);
    return { at: session.at, id: row.id, loginName: row.login_name };
  };

  const send = (at: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
    path.startsWith('/api/')
      ? server.app
          .inject({ method, url: path, headers: { authorization: `Bearer ${at}` }, ...(body === undefined ? {} : { payload: body as object }) })
          .then((r) => ({ status: r.statusCode, body: r.json() as { success: boolean; code: string; message: string; data: any } }))
      : admin(server.app, method, path, { at, body });

  beforeAll(async () => {
    managers.set('超级管理员', { at: tokens.admin.at, id: tokens.admin.user.id, loginName: 'admin' });
    for (const role of ['运营管理员', '安全审计员', '客服专员'] as const) managers.set(role, await managerWith(role));
  });

  it.each(TABLE)('%s: %s is %s', async (role, _name, expected, method, path, body) => {
    const r = await send(managers.get(role)!.at, method, path, body);
    if (expected === 'refused') expect(r.body).toMatchObject({ success: false, code: 'PERMISSION_DENIED' });
    else expect(r.body.code).not.toBe('PERMISSION_DENIED');
    if (expected === 'refused') expect(r.status).toBe(403);
  });

  it('gives each manager the menu tree of their role: 客服专员 sees users but neither roles nor security settings', async () => {
    const support = await codes(managers.get('客服专员')!.at);
    expect(support).toEqual(expect.arrayContaining(['iam', 'iam_user', 'iam_user_reset_pwd', 'portal-index']));
    expect(support).not.toEqual(expect.arrayContaining(['iam_role']));
    expect(support.filter((c) => c.startsWith('iam_pwd') || c.startsWith('iam_login') || c === 'iam_user_add')).toEqual([]);
    const everything = await codes(tokens.admin.at);
    expect(everything.length).toBeGreaterThan(support.length);
    expect(everything).toEqual(expect.arrayContaining(['iam_role_edit', 'iam_login_security_save', 'iam_user_role']));
  });

  describe('nobody grants what they do not hold', () => {
    let editor: { at: string; id: number; loginName: string };
    let editorRole: number;

    beforeAll(async () => {
      // A manager who edits roles and changes roles, but holds no security settings.
      const created = await admin(server.app, 'POST', '/admin/role/add', {
        at: tokens.admin.at,
        body: {
          roleName: '角色编辑员',
          userType: 'MANAGER_USER',
          menuCodes: [
            'portal-index',
            'portal-user-info',
            'msg_station',
            'iam_user',
            'iam_user_add',
            'iam_user_reset_pwd',
            'iam_user_role',
            'iam_role_add',
            'iam_role_edit',
          ],
        },
      });
      expect(created.body.data.menuCodes).toEqual(expect.arrayContaining(['iam', 'iam_org_folder', 'iam_role', 'msg_manage', 'msg_folder']));
      editorRole = created.body.data.id;
      const target = await managerWith('运营管理员', [managers.get('运营管理员')!.loginName]);
      const changed = await admin(server.app, 'POST', `/admin/user/${target.id}/role`, {
        at: tokens.admin.at,
        body: { roleId: editorRole, stepUpToken: await stepUpToken(server.app, tokens.admin.at) },
      });
      expect(changed.body).toMatchObject({ success: true, data: { roleName: '角色编辑员' } });
      editor = await signedIn(server.app, 'manager', target.loginName).then((s) => ({ at: s.at, id: target.id, loginName: target.loginName }));
    });

    it('refuses a new role holding a code the editor lacks, naming it', async () => {
      const r = await admin(server.app, 'POST', '/admin/role/add', {
        at: editor.at,
        body: { roleName: '越权角色', userType: 'MANAGER_USER', menuCodes: ['iam_user', 'iam_pwd_strategy_save'] },
      });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'GRANT_NOT_HELD', message: expect.stringContaining('iam_pwd_strategy_save') });
      const fine = await admin(server.app, 'POST', '/admin/role/add', {
        at: editor.at,
        body: { roleName: '查询角色', userType: 'MANAGER_USER', menuCodes: ['iam_user'] },
      });
      expect(fine.body).toMatchObject({ success: true, data: { menuCodes: ['iam', 'iam_org_folder', 'iam_user'] } });
    });

    it('refuses adding or taking away a code the editor lacks when editing a role', async () => {
      const support = await roleIdOf('MANAGER_USER', '客服专员');
      const auditor = await roleIdOf('MANAGER_USER', '安全审计员');
      const roles = (await admin(server.app, 'GET', '/admin/role/list', { at: tokens.admin.at })).body.data as Array<{ id: number; menuCodes: string[] }>;
      const codesOf = (id: number) => roles.find((r) => r.id === id)!.menuCodes;
      const adding = await admin(server.app, 'POST', `/admin/role/${support}/edit`, {
        at: editor.at,
        body: { roleName: '客服专员', menuCodes: [...codesOf(support), 'iam_login_security_save'] },
      });
      expect(adding.body).toMatchObject({ code: 'GRANT_NOT_HELD' });
      const taking = await admin(server.app, 'POST', `/admin/role/${auditor}/edit`, {
        at: editor.at,
        body: { roleName: '安全审计员', menuCodes: codesOf(auditor).filter((c) => c !== 'iam_pwd_strategy') },
      });
      expect(taking.body).toMatchObject({ code: 'GRANT_NOT_HELD', message: expect.stringContaining('iam_pwd_strategy') });
      expect(
        (await admin(server.app, 'GET', '/admin/role/list', { at: tokens.admin.at })).body.data.find((r: { id: number }) => r.id === auditor).menuCodes,
      ).toEqual(codesOf(auditor));
    });

    it('refuses giving the super administrator role, and changing the role or status of someone holding more', async () => {
      const support = await managerWith('客服专员', [managers.get('客服专员')!.loginName]);
      const superRole = await roleIdOf('MANAGER_USER', '超级管理员');
      const proof = await stepUpToken(server.app, editor.at);
      const up = await admin(server.app, 'POST', `/admin/user/${support.id}/role`, { at: editor.at, body: { roleId: superRole, stepUpToken: proof } });
      expect(up.body).toMatchObject({ code: 'ROLE_NOT_HELD' });
      const demote = await admin(server.app, 'POST', `/admin/user/${tokens.admin.user.id}/role`, {
        at: editor.at,
        body: { roleId: editorRole, stepUpToken: proof },
      });
      expect(demote.body).toMatchObject({ code: 'USER_OUTRANKS' });
      const addSuper = await admin(server.app, 'POST', '/admin/user/add', {
        at: editor.at,
        body: {
          userType: 'MANAGER_USER',
          loginName: 'sneaky_admin',
          userName: '越权者',
          mobile: '13712349999',
          email: 'sneaky@example.com',
          roleId: superRole,
        },
      });
      expect(addSuper.body).toMatchObject({ code: 'ROLE_NOT_HELD' });
      // A role within the editor's own goes through (with the step-up).
      const within = await admin(server.app, 'POST', `/admin/user/${support.id}/role`, { at: editor.at, body: { roleId: editorRole, stepUpToken: proof } });
      expect(within.body).toMatchObject({ success: true, data: { roleName: '角色编辑员' } });
    });

    it('keeps the super administrator role as it is and refuses codes of no menu, in both languages', async () => {
      const superRole = await roleIdOf('MANAGER_USER', '超级管理员');
      const edit = await admin(server.app, 'POST', `/admin/role/${superRole}/edit`, {
        at: tokens.admin.at,
        body: { roleName: '超级管理员', menuCodes: ['iam_user'] },
      });
      expect(edit).toMatchObject({ status: 409, body: { code: 'ROLE_NOT_EDITABLE', message: '超级管理员角色拥有全部权限，不能修改' } });
      const unknown = await call(server.app, 'POST', '/admin/role/add', {
        at: tokens.admin.at,
        headers: { 'accept-language': 'en-US' },
        body: { roleName: '未知权限', userType: 'CLIENT_USER', menuCodes: ['iam_user'] },
      });
      expect(unknown).toMatchObject({ status: 400, body: { code: 'MENU_CODE_UNKNOWN', message: "No such permission for the role's user type (iam_user)" } });
    });
  });

  describe('the last active super administrator', () => {
    it('cannot be disabled or given another role by anyone else, and not by themselves', async () => {
      const ops = managers.get('运营管理员')!;
      const disable = await admin(server.app, 'POST', `/admin/user/${tokens.admin.user.id}/status`, { at: ops.at, body: { status: 'disabled' } });
      expect(disable).toMatchObject({ status: 403, body: { code: 'USER_OUTRANKS' } });
      const own = await admin(server.app, 'POST', `/admin/user/${tokens.admin.user.id}/role`, {
        at: tokens.admin.at,
        body: { roleId: await roleIdOf('MANAGER_USER', '客服专员'), stepUpToken: await stepUpToken(server.app, tokens.admin.at) },
      });
      expect(own.body).toMatchObject({ code: 'OWN_ROLE', message: '不能修改自己的角色' });
      await expect(keepLastSuperAdmin(server.ctx.db, tokens.admin.user.id)).rejects.toMatchObject({ code: 'LAST_SUPER_ADMIN' });
    });

    it('may be one of two: then either may demote the other, and the one left cannot be demoted', async () => {
      const second = await managerWith('安全审计员', [managers.get('安全审计员')!.loginName]);
      const superRole = await roleIdOf('MANAGER_USER', '超级管理员');
      const promote = await admin(server.app, 'POST', `/admin/user/${second.id}/role`, {
        at: tokens.admin.at,
        body: { roleId: superRole, stepUpToken: await stepUpToken(server.app, tokens.admin.at) },
      });
      expect(promote.body.success).toBe(true);
      await expect(keepLastSuperAdmin(server.ctx.db, tokens.admin.user.id)).resolves.toBeUndefined();
      const secondSession = await signedIn(server.app, 'manager', second.loginName);
      const back = await admin(server.app, 'POST', `/admin/user/${second.id}/role`, {
        at: tokens.admin.at,
        body: { roleId: await roleIdOf('MANAGER_USER', '安全审计员'), stepUpToken: await stepUpToken(server.app, tokens.admin.at) },
      });
      expect(back.body.success).toBe(true);
      // Demoted, the second manager no longer outranks the one left.
      const demote = await admin(server.app, 'POST', `/admin/user/${tokens.admin.user.id}/status`, { at: secondSession.at, body: { status: 'disabled' } });
      expect(demote.body.code).toBe('PERMISSION_DENIED');
    });
  });

  describe('tenant roles', () => {
    it('narrow a sub-account: as 访客 it sees less than its primary account and loses project creation', async () => {
      expect(await codes(tokens.operator.at)).toContain('pm_project_create');
      const guest = await roleIdOf('CLIENT_USER', '访客');
      const r = await admin(server.app, 'POST', `/sub-account/${tokens.operator.user.id}/role`, { at: tokens.demo.at, body: { roleId: guest } });
      expect(r.body).toMatchObject({ success: true, data: { roleName: '访客' } });
      const asGuest = await codes(tokens.operator.at);
      expect(asGuest).not.toContain('pm_project_create');
      expect(asGuest).toContain('msg_station');
      expect((await codes(tokens.demo.at)).length).toBeGreaterThan(asGuest.length);
    });

    it('let a primary account give its sub-accounts only roles within its own', async () => {
      const narrow = await admin(server.app, 'POST', '/admin/role/add', {
        at: tokens.admin.at,
        body: {
          roleName: '窄主账号',
          userType: 'CLIENT_USER',
          menuCodes: [
            'portal-index',
            'portal-overview',
            'portal-application',
            'msg_station',
            'msg_station_detail',
            'msg_station_read_all',
            'cap-apistore',
            'iam_sub_account_add',
            'iam_sub_account_role',
          ],
        },
      });
      expect(narrow.body.success).toBe(true);
      const given = await admin(server.app, 'POST', `/admin/user/${tokens.demo2.user.id}/role`, {
        at: tokens.admin.at,
        body: { roleId: narrow.body.data.id, stepUpToken: await stepUpToken(server.app, tokens.admin.at) },
      });
      expect(given.body.success).toBe(true);
      const options = (await admin(server.app, 'GET', '/sub-account/roles', { at: tokens.demo2.at })).body.data as Array<{ roleName: string }>;
      expect(options.map((o) => o.roleName).sort()).toEqual(['窄主账号', '访客'].sort());
      const add = await admin(server.app, 'POST', '/sub-account/add', {
        at: tokens.demo2.at,
        body: {
          loginName: 'sub_wide',
          userName: '宽权子账号',
          mobile: '13712348888',
          email: 'sub.wide@example.com',
          roleId: await roleIdOf('CLIENT_USER', '租户管理员'),
        },
      });
      expect(add).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_HELD' } });
    });
  });
});
