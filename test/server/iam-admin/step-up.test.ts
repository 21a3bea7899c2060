import { admin, call, demoServerForBlock, signedIn, stepUpToken } from './admin.fixtures';

describe('step-up for what changes the platform’s security (issue 22 item 2)', () => {
  const { server, tokens } = demoServerForBlock();
  let other: { id: number; email: string; at: string };

  beforeAll(async () => {
    // A second super administrator, who is told of the first one's changes.
    const row = await server.ctx.db
      .selectFrom('user_account')
      .select(['id', 'login_name', 'email'])
      .where('user_type', '=', 'MANAGER_USER')
      .where('role_name', '=', '客服专员')
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const superRole = await server.ctx.db.selectFrom('role').select('id').where('holds_all', '=', true).executeTakeFirstOrThrow();
    const promoted = await admin(server.app, 'POST', `/admin/user/${row.id}/role`, {
      at: tokens.admin.at,
      body: { roleId: superRole.id, stepUpToken: await stepUpToken(server.app, tokens.admin.at) },
    });
    expect(promoted.body.success).toBe(true);
    other = { id: row.id, email: row.email!, at: (await signedIn(server.app, 'manager', row.login_name)).at };
  });

  const mode = () => admin(server.app, 'GET', '/loginSecurity/detail', { at: tokens.admin.at }).then((r) => r.body.data.mode as number);
  const saveMode = (body: Record<string, unknown>, at = tokens.admin.at) => admin(server.app, 'POST', '/loginSecurity/save', { at, body });

  it('refuses a change without a proof, and changes nothing', async () => {
    const before = await mode();
    const r = await call(server.app, 'POST', '/loginSecurity/save', { at: tokens.admin.at, headers: { 'accept-language': 'en-US' }, body: { mode: 0 } });
    expect(r).toMatchObject({
      status: 403,
      body: { code: 'STEP_UP_REQUIRED', message: "This changes the platform's security; confirm it with your current password first" },
    });
    expect(await mode()).toBe(before);
    const user = await admin(server.app, 'POST', '/admin/user/add', {
      at: tokens.admin.at,
      body: { userType: 'MANAGER_USER', loginName: 'no_proof', userName: '无验证', mobile: '13712347777', email: 'no.proof@example.com', roleId: 1 },
    });
    expect(user.body.code).toBe('STEP_UP_REQUIRED');
    expect(await server.ctx.db.selectFrom('user_account').select('id').where('login_name', '=', 'no_proof').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a wrong password with a clear message and audits it', async () => {
    const r = await call(server.app, 'POST', '/admin/step-up', { at: tokens.admin.at, encrypted: true, body: { password: 'Wrong@2026' } });
    expect(r).toMatchObject({ status: 400, body: { code: 'CURRENT_PASSWORD_WRONG', message: '当前密码错误' } });
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select('event')
      .where('user_id', '=', tokens.admin.user.id)
      .where('event', '=', 'step-up.refused')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('accepts a proof once: the change is made, audited, and the other super administrator is told in the bell and by e-mail', async () => {
    const proof = await stepUpToken(server.app, tokens.admin.at);
    const r = await saveMode({ mode: 1, stepUpToken: proof });
    expect(r.body).toMatchObject({ success: true, data: { mode: 1 } });
    expect((await saveMode({ mode: 2, stepUpToken: proof })).body.code).toBe('STEP_UP_REQUIRED');
    expect(await mode()).toBe(1);

    const events = await server.ctx.db.selectFrom('audit_log').select('event').where('user_id', '=', tokens.admin.user.id).execute();
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['step-up.granted', 'setting.login-security']));
    const bell = await server.ctx.db
      .selectFrom('msg_send_detail as d')
      .innerJoin('msg as m', 'm.id', 'd.msg_id')
      .select(['m.title', 'm.content'])
      .where('d.user_id', '=', other.id)
      .where('m.one_msg_type', '=', 'SECURITY')
      .orderBy('d.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(bell.title).toContain('平台安全设置已变更');
    expect(bell.content).toContain('管理员admin');
    expect(bell.content).toContain('“邮箱验证码”');
    expect(bell.content).toContain('changed the login security mode');
    await server.app.delivery.idle();
    expect(server.app.delivery.lastTo(other.email, 'NOTICE_SECURITY_CHANGED')?.text).toContain('登录安全模式');
    // The one who made the change is not told of it.
    const own = await server.ctx.db
      .selectFrom('msg_send_detail as d')
      .innerJoin('msg as m', 'm.id', 'd.msg_id')
      .select('m.id')
      .where('d.user_id', '=', tokens.admin.user.id)
      .where('m.two_msg_type', '=', 'PLATFORM')
      .execute();
    expect(own).toEqual([]);
    expect((await saveMode({ mode: 2, stepUpToken: await stepUpToken(server.app, tokens.admin.at) })).body.success).toBe(true);
  });

  it("refuses another session's proof and an expired one", async () => {
    const proof = await stepUpToken(server.app, other.at);
    expect((await saveMode({ mode: 0, stepUpToken: proof })).body.code).toBe('STEP_UP_REQUIRED');
    const late = await stepUpToken(server.app, tokens.admin.at);
    server.clock.advance(5 * 60_000 + 1);
    expect((await saveMode({ mode: 0, stepUpToken: late })).body.code).toBe('STEP_UP_REQUIRED');
    expect(await mode()).toBe(2);
  });

  it('asks it for a role’s permissions but not for its name alone', async () => {
    const role = (await admin(server.app, 'GET', '/admin/role/list', { at: tokens.admin.at, query: { roleName: '访客' } })).body.data[0];
    const renamed = await admin(server.app, 'POST', `/admin/role/${role.id}/edit`, { at: tokens.admin.at, body: { roleName: '访客', remark: '只读' } });
    expect(renamed.body.success).toBe(true);
    const narrowed = role.menuCodes.filter((c: string) => c !== 'cap-apistore');
    const without = await admin(server.app, 'POST', `/admin/role/${role.id}/edit`, { at: tokens.admin.at, body: { roleName: '访客', menuCodes: narrowed } });
    expect(without.body.code).toBe('STEP_UP_REQUIRED');
    const withProof = await admin(server.app, 'POST', `/admin/role/${role.id}/edit`, {
      at: tokens.admin.at,
      body: { roleName: '访客', menuCodes: narrowed, stepUpToken: await stepUpToken(server.app, tokens.admin.at) },
    });
    expect(withProof.body.data.menuCodes).not.toContain('cap-apistore');
    const audit = await server.ctx.db.selectFrom('audit_log').select('detail').where('event', '=', 'role.permissions-changed').execute();
    expect(JSON.stringify(audit)).toContain('cap-apistore');
  });

  it('is only for managers', async () => {
    const r = await call(server.app, 'POST', '/admin/step-up', { at: tokens.demo.at, encrypted: true, body: { password: 'Portal@2026' } });
    expect(r).toMatchObject({ status: 403, body: { code: 'ADMIN_ONLY' } });
  });
});
