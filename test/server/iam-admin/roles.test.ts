import { admin, demoServerForBlock, withoutMenu } from './admin.fixtures';

type Role = { id: number; roleName: string; userType: string; remark: string | null; userCount: number };

describe('role administration', () => {
  const { server, tokens } = demoServerForBlock();

  const list = (query: Record<string, string> = {}, at = tokens.admin.at) => admin(server.app, 'GET', '/admin/role/list', { at, query });
  const add = (body: Record<string, unknown>, at = tokens.admin.at, headers?: Record<string, string>) =>
    admin(server.app, 'POST', '/admin/role/add', { at, body, headers });
  const edit = (id: number, body: Record<string, unknown>, at = tokens.admin.at) => admin(server.app, 'POST', `/admin/role/${id}/edit`, { at, body });

  it('lists the roles of both user types with how many users hold each', async () => {
    const roles: Role[] = (await list()).body.data;
    expect(roles.map((r) => r.userType)).toEqual([...roles.map((r) => r.userType)].sort().reverse());
    expect(roles.find((r) => r.roleName === '超级管理员')).toMatchObject({ userType: 'MANAGER_USER', userCount: 1 });
    expect(roles.find((r) => r.roleName === '租户管理员')!.userCount).toBeGreaterThan(20);
    expect((await list({ userType: 'CLIENT_USER' })).body.data.every((r: Role) => r.userType === 'CLIENT_USER')).toBe(true);
    expect((await list({ roleName: '运维' })).body.data.map((r: Role) => r.roleName)).toEqual(['运维人员']);
  });

  it('adds a role, audited', async () => {
    const r = await add({ roleName: ' 质量工程师 ', userType: 'CLIENT_USER', remark: ' 负责质量检测 ' });
    expect(r.body).toMatchObject({
      success: true,
      message: '新增角色成功',
      data: { roleName: '质量工程师', userType: 'CLIENT_USER', remark: '负责质量检测', userCount: 0 },
    });
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('event', '=', 'role.created').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ roleName: '质量工程师', userType: 'CLIENT_USER' });
  });

  it('allows one name once per user type', async () => {
    expect((await add({ roleName: '质量工程师', userType: 'MANAGER_USER' })).body.success).toBe(true);
    const r = await add({ roleName: '质量工程师', userType: 'CLIENT_USER' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'ROLE_NAME_TAKEN', message: '角色名称重复' });
  });

  const RULE = ['角色名称仅支持中文、字母或数字，长度2到20个字符', 'Role names use 2 to 20 Chinese characters, letters or digits'];
  it.each([
    ['', ['请输入角色名称', 'Please enter a role name']],
    ['运', RULE],
    ['a'.repeat(21), RULE],
    ['运维_人员', RULE],
    ['<b>角色</b>', RULE],
  ])('refuses the role name %p in the request’s language: %s', async (roleName, [zh, en]) => {
    const r = await add({ roleName, userType: 'CLIENT_USER' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(zh);
    expect((await add({ roleName, userType: 'CLIENT_USER' }, tokens.admin.at, { 'accept-language': 'en-US' })).body.message).toBe(en);
  });

  it('refuses a remark over 100 characters and an unknown user type', async () => {
    const remark = { roleName: '长备注', userType: 'CLIENT_USER', remark: '长'.repeat(101) };
    expect((await add(remark)).body.message).toBe('备注最多100个字符');
    expect((await add(remark, tokens.admin.at, { 'accept-language': 'en-US' })).body.message).toBe('The remark may have at most 100 characters');
    expect((await add({ roleName: '未知类型', userType: 'ROOT' })).status).toBe(400);
  });

  it('renames a role and the name its users show', async () => {
    const role = (await list({ roleName: '运维人员' })).body.data[0] as Role;
    const r = await edit(role.id, { roleName: '运维工程师', remark: null });
    expect(r.body).toMatchObject({
      success: true,
      message: '保存成功',
      data: { id: role.id, roleName: '运维工程师', remark: null, userCount: role.userCount },
    });
    const operator = await admin(server.app, 'GET', '/admin/user/page', { at: tokens.admin.at, query: { keyword: 'operator' } });
    expect(operator.body.data.data[0].roleName).toBe('运维工程师');
    const profile = await admin(server.app, 'GET', '/user/detail', { at: tokens.operator.at });
    expect(profile.body.data.roleName).toBe('运维工程师');
  });

  it('refuses renaming to a taken name, a bad name, and an unknown role', async () => {
    const role = (await list({ roleName: '财务人员' })).body.data[0] as Role;
    expect((await edit(role.id, { roleName: '租户管理员' })).body.message).toBe('角色名称重复');
    expect((await edit(role.id, { roleName: '财务人员' })).body.success).toBe(true);
    expect((await edit(role.id, { roleName: '!' })).status).toBe(400);
    expect((await edit(999999, { roleName: '不存在' })).body).toMatchObject({ code: 'ROLE_NOT_FOUND', message: '角色不存在' });
  });

  it('answers client tokens 403 and a manager without the button 403', async () => {
    expect((await list({}, tokens.demo.at)).status).toBe(403);
    expect((await add({ roleName: '越权角色', userType: 'CLIENT_USER' }, tokens.demo.at)).status).toBe(403);
    await withoutMenu(server, 'iam_role_edit');
    const role = (await list()).body.data[0] as Role;
    expect((await edit(role.id, { roleName: '改不了' })).body).toMatchObject({
      code: 'PERMISSION_DENIED',
      message: '没有此操作的权限（iam_role_edit），请联系管理员',
    });
    expect((await add({ roleName: '还能新增', userType: 'CLIENT_USER' })).body.success).toBe(true);
  });
});
