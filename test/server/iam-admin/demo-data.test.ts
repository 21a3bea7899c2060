import { sql } from 'kysely';
import * as iamAdminMigration from '../../../server/migrations/004-iam-admin';
import { checkRoleName } from '../../../contract/iam-admin.rules';
import { checkUserName } from '../../../server/services/iam/validation.rules';
import { collectButtonPermissions, shapeMenuTree } from '../../../src/utils/rules/menu.rules';
import { brokenInvariants } from '../../fuzz/integrity';
import { buildTestServer } from '../../helpers/server';
import { call, demoTokens, iamServerForBlock, login, nextIp } from './admin.fixtures';

describe('administration demo data', () => {
  const server = iamServerForBlock();

  it('has enough tenants, users of both types, disabled ones and roles for lists to page and filter', async () => {
    const { db } = server.ctx;
    const tenants = await db.selectFrom('tenant').select('id').execute();
    expect(tenants.length).toBeGreaterThanOrEqual(25);
    const users = await db.selectFrom('user_account').select(['user_type', 'status', 'tenant_id', 'pid', 'role_id']).execute();
    expect(users.length).toBeGreaterThanOrEqual(60);
    expect(users.filter((u) => u.user_type === 'MANAGER_USER').length).toBeGreaterThan(5);
    expect(users.filter((u) => u.pid !== 0).length).toBeGreaterThan(20);
    expect(users.filter((u) => u.status === 'disabled').length).toBeGreaterThan(5);
    expect(new Set(users.map((u) => u.tenant_id)).size).toBeGreaterThanOrEqual(25);
    expect(users.every((u) => u.role_id !== null)).toBe(true);
    const roles = await db.selectFrom('role').select(['user_type', 'role_name']).execute();
    expect(roles.filter((r) => r.user_type === 'MANAGER_USER').length).toBeGreaterThanOrEqual(3);
    expect(roles.filter((r) => r.user_type === 'CLIENT_USER').length).toBeGreaterThanOrEqual(3);
    expect(roles.filter((r) => checkRoleName(r.role_name))).toEqual([]);
  });

  it('keeps every rule the forms apply, and unique login names, phones and e-mails', async () => {
    expect(await brokenInvariants(server.ctx.db)).toEqual([]);
    const users = await server.ctx.db.selectFrom('user_account').select(['login_name', 'mobile', 'email']).execute();
    expect(users.filter((u) => checkUserName(u.login_name))).toEqual([]);
    for (const column of ['login_name', 'mobile', 'email'] as const) expect(new Set(users.map((u) => u[column])).size).toBe(users.length);
  });

  it('leaves the demo accounts as they were: same roles, and they sign in', async () => {
    const tokens = await demoTokens(server.app);
    expect([tokens.admin, tokens.demo, tokens.operator, tokens.demo2].map((t) => t.user.roleName)).toEqual([
      '超级管理员',
      '租户管理员',
      '运维人员',
      '租户管理员',
    ]);
    expect(tokens.demo.user).toMatchObject({ loginName: 'demo', userName: '张明', tenantName: '华东智造科技有限公司', orgName: '华东智造总部', pid: 0 });
  });

  it('lets a seeded primary account and its sub-account sign in with the demo password, and refuses a disabled one', async () => {
    const { db } = server.ctx;
    const primary = await db
      .selectFrom('user_account')
      .select(['id', 'login_name'])
      .where('login_name', 'like', '%01')
      .where('user_type', '=', 'MANAGER_USER')
      .executeTakeFirstOrThrow();
    expect((await login(server.app, 'manager', { loginName: primary.login_name }, nextIp())).body.success).toBe(true);
    const disabled = await db.selectFrom('user_account').select('login_name').where('status', '=', 'disabled').where('pid', '=', 0).executeTakeFirstOrThrow();
    const kind =
      (await db.selectFrom('user_account').select('user_type').where('login_name', '=', disabled.login_name).executeTakeFirstOrThrow()).user_type ===
      'MANAGER_USER'
        ? 'manager'
        : 'client';
    expect((await login(server.app, kind, { loginName: disabled.login_name }, nextIp())).body.message).toBe('账号已被禁用，请联系管理员');
  });

  it('gives the administration pages their buttons as subpage children, which the shell lists as button permissions', async () => {
    const tokens = await demoTokens(server.app);
    const manager = collectButtonPermissions(shapeMenuTree((await call(server.app, 'GET', '/menu/login/user/tree', { at: tokens.admin.at })).body.data));
    expect(manager).toMatchObject({
      iam_tenant: ['iam_tenant_detail', 'iam_tenant_add', 'iam_tenant_edit'],
      iam_user: ['iam_user_add', 'iam_user_reset_pwd', 'iam_user_disable', 'iam_user_role', 'iam_user_edit'],
      iam_role: ['iam_role_add', 'iam_role_edit'],
      iam_closure: ['iam_closure_approve', 'iam_closure_reject'],
      iam_pwd_strategy: ['iam_pwd_strategy_save'],
      iam_login_security: ['iam_login_security_save'],
    });
    const client = collectButtonPermissions(shapeMenuTree((await call(server.app, 'GET', '/menu/login/user/tree', { at: tokens.demo.at })).body.data));
    expect(client.iam_sub_account).toEqual(['iam_sub_account_add', 'iam_sub_account_reset_pwd', 'iam_sub_account_disable', 'iam_sub_account_role']);
    const subTree = (await call(server.app, 'GET', '/menu/login/user/tree', { at: tokens.operator.at })).body.data;
    expect(collectButtonPermissions(shapeMenuTree(subTree)).iam_sub_account).toBeUndefined();
  });
});

describe('migration 004 on a database in use', () => {
  it('turns the role names users already have into roles they hold', async () => {
    const server = await buildTestServer();
    try {
      const { db } = server.ctx;
      await iamAdminMigration.down(db);
      const tenant = await db
        .insertInto('tenant')
        .values({ name: '既有租户', pid: 1798, parent_tenant_id: 1708, inner_mark: 0, mgr_tenant_name: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into user_account (user_type, tenant_id, login_name, user_name, role_name, password_hash) values
        ('CLIENT_USER', ${tenant.id}, 'old_a', '旧甲', '历史角色', '$x'), ('CLIENT_USER', ${tenant.id}, 'old_b', '旧乙', '历史角色', '$x'),
        ('MANAGER_USER', null, 'old_m', '旧管', '历史角色', '$x'), ('CLIENT_USER', ${tenant.id}, 'old_c', '旧丙', null, '$x')`.execute(db);
      await iamAdminMigration.up(db);
      const roles = await db.selectFrom('role').select(['id', 'user_type', 'role_name']).orderBy('user_type').execute();
      expect(roles.map((r) => [r.user_type, r.role_name])).toEqual([
        ['CLIENT_USER', '历史角色'],
        ['MANAGER_USER', '历史角色'],
      ]);
      const users = await db.selectFrom('user_account').select(['login_name', 'role_id']).orderBy('login_name').execute();
      const client = roles.find((r) => r.user_type === 'CLIENT_USER')!.id;
      const manager = roles.find((r) => r.user_type === 'MANAGER_USER')!.id;
      expect(users.map((u) => [u.login_name, u.role_id])).toEqual([
        ['old_a', client],
        ['old_b', client],
        ['old_c', null],
        ['old_m', manager],
      ]);
    } finally {
      await server.close();
    }
  });
});
