import { call, iamServerForBlock, login, PASSWORD, signedIn } from './iam.fixtures';

const MINUTE = 60_000;

describe('profile', () => {
  const server = iamServerForBlock();

  it('shows a client user with tenant, org, masked phone and managing tenant', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    const r = await call(server.app, 'GET', '/user/detail', { at: s.at });
    expect(r.body.data).toMatchObject({
      loginName: 'demo',
      userName: '张明',
      mobile: '13800000002',
      mobileStr: '138****0002',
      email: 'demo@portal.example',
      tenantName: '华东智造科技有限公司',
      orgName: '华东智造总部',
      empNumber: 'E1001',
      userRoleType: 0,
      pid: 0,
      authStatus: 3,
      mgrTenantName: '平台运营中心',
      mgrOrgName: '平台运营中心',
      userType: 'CLIENT_USER',
    });
  });

  it('keeps manager and client profile calls apart', async () => {
    const client = await signedIn(server.app, 'client', 'demo');
    const manager = await signedIn(server.app, 'manager', 'admin');
    expect((await call(server.app, 'GET', '/mgruser/detail', { at: client.at })).status).toBe(403);
    expect((await call(server.app, 'GET', '/user/detail', { at: manager.at })).status).toBe(403);
    expect((await call(server.app, 'GET', '/mgruser/detail', { at: manager.at })).body.data.loginName).toBe('admin');
  });

  describe('edit own name and employee number', () => {
    it.each([
      [{ userName: '' }, '请输入姓名'],
      [{ userName: 'a' }, '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字'],
      [{ userName: '12345' }, '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字'],
      [{ userName: '张 三' }, '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字'],
      [{ userName: '张三', empNumber: 'x'.repeat(21) }, '员工编号最多20个字符'],
    ])('refuses %p: %s', async (body, message) => {
      const s = await signedIn(server.app, 'client', 'demo');
      const r = await call(server.app, 'POST', '/user/self/update/info', { at: s.at, body: { id: s.user.id, ...body } });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    });

    it('saves trimmed values and answers the updated user', async () => {
      const s = await signedIn(server.app, 'client', 'demo');
      const r = await call(server.app, 'POST', '/user/self/update/info', { at: s.at, body: { id: s.user.id, userName: '  张明明 ', empNumber: ' E2002 ' } });
      expect(r.body).toMatchObject({ success: true, message: '保存成功', data: { userName: '张明明', empNumber: 'E2002' } });
    });

    it("refuses to edit someone else's profile", async () => {
      const s = await signedIn(server.app, 'client', 'demo');
      const other = await signedIn(server.app, 'client', 'demo2');
      const r = await call(server.app, 'POST', '/user/self/update/info', { at: s.at, body: { id: other.user.id, userName: '黑客' } });
      expect(r.status).toBe(403);
    });

    it('validates the body schema with a 400, not a 500', async () => {
      const s = await signedIn(server.app, 'client', 'demo');
      const r = await call(server.app, 'POST', '/user/self/update/info', { at: s.at, body: { id: 'abc', userName: 'x' } });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('change e-mail and phone', () => {
    it('changes the e-mail with the code sent to the new address', async () => {
      const s = await signedIn(server.app, 'manager', 'admin');
      const ask = await call(server.app, 'POST', '/auth/verifice-code/email', {
        at: s.at,
        body: { email: 'boss@portal.example', userType: 'MANAGER_USER', userName: 'admin' },
      });
      expect(ask.body).toMatchObject({ success: true, data: { resendAfterSeconds: 180 } });
      const code = server.app.delivery.lastTo('boss@portal.example', 'UPDATE_EMAIL')!.code;
      const r = await call(server.app, 'POST', '/mgruser/self/update/email', {
        at: s.at,
        body: { id: s.user.id, email: 'boss@portal.example', verificeCode: code, password: PASSWORD },
      });
      expect(r.body).toMatchObject({ success: true, data: { email: 'boss@portal.example' } });
      expect((await login(server.app, 'manager', { loginName: 'boss@portal.example' })).body.success).toBe(true);
    });

    it.each([
      ['not-an-email', '请检查邮箱格式是否正确,且最长只能输入32个字符'],
      [`${'a'.repeat(30)}@x.cn`, '长度不能超过32位'],
      ['', '请输入邮箱'],
    ])('refuses to send a code to e-mail %p', async (email, message) => {
      const s = await signedIn(server.app, 'manager', 'admin');
      const r = await call(server.app, 'POST', '/auth/verifice-code/email', { at: s.at, body: { email } });
      expect(r.body.message).toBe(message);
    });

    it("refuses a phone that is another account's", async () => {
      const s = await signedIn(server.app, 'client', 'demo');
      await call(server.app, 'POST', '/auth/verifice-code/mobile', { at: s.at, body: { mobile: '13800000004' } });
      const code = server.app.delivery.lastTo('13800000004', 'UPDATE_MOBILE')!.code;
      const r = await call(server.app, 'POST', '/user/self/update/mobile', {
        at: s.at,
        body: { id: s.user.id, mobile: '13800000004', verificeCode: code, password: PASSWORD },
      });
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('该手机号已被其他账号使用');
    });

    it('changes the phone with the code sent to the new number', async () => {
      const s = await signedIn(server.app, 'client', 'demo2');
      await call(server.app, 'POST', '/auth/verifice-code/mobile', { at: s.at, body: { mobile: '13500000004', userType: 'CLIENT_USER' } });
      const code = server.app.delivery.lastTo('13500000004', 'UPDATE_MOBILE')!.code;
      const r = await call(server.app, 'POST', '/user/self/update/mobile', {
        at: s.at,
        body: { id: s.user.id, mobile: '13500000004', verificeCode: code, password: PASSWORD },
      });
      expect(r.body).toMatchObject({ success: true, data: { mobile: '13500000004', mobileStr: '135****0004' } });
      const audit = await server.ctx.db.selectFrom('audit_log').select('event').where('event', '=', 'contact.mobile-changed').execute();
      expect(audit).toHaveLength(1);
    });
  });

  describe('account closure (user/logout)', () => {
    it('sends the code only to the own phone', async () => {
      const s = await signedIn(server.app, 'client', 'demo');
      const r = await call(server.app, 'POST', '/auth/client/verifice-code/mobile', { at: s.at, body: { id: s.user.id, mobile: '13800000004' } });
      expect(r.body).toMatchObject({ success: false, message: '手机号与当前账号不一致' });
    });

    it('records the request, ends the sessions and refuses later sign-ins', async () => {
      server.clock.advance(MINUTE);
      const s = await signedIn(server.app, 'client', 'demo');
      const other = await signedIn(server.app, 'client', 'demo');
      await call(server.app, 'POST', '/auth/client/verifice-code/mobile', { at: s.at, body: { id: s.user.id, mobile: '13800000002' } });
      const code = server.app.delivery.lastTo('13800000002', 'CLOSE_ACCOUNT')!.code;
      const wrong = await call(server.app, 'POST', '/user/logout', {
        at: s.at,
        body: { id: s.user.id, verificeCode: code === '000000' ? '000001' : '000000' },
      });
      expect(wrong.body.code).toBe('CODE_INVALID');
      const r = await call(server.app, 'POST', '/user/logout', { at: s.at, body: { id: s.user.id, verificeCode: code } });
      expect(r.body).toEqual({ success: true, data: null, message: '已提交注销申请，请等待审核', code: 'OK' });
      expect((await call(server.app, 'GET', '/user/detail', { at: other.at })).status).toBe(401);
      const requests = await server.ctx.db.selectFrom('closure_request').selectAll().execute();
      expect(requests).toEqual([expect.objectContaining({ user_id: s.user.id, status: 'pending' })]);
      const again = await login(server.app, 'client', { loginName: 'demo' });
      expect(again.body).toMatchObject({ success: false, code: 'ACCOUNT_CLOSING', message: '账号已提交注销申请，正在审核中' });
    });
  });
});
