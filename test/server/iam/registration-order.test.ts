import { call, iamServerForBlock, registrationCode, registrationForm } from './iam.fixtures';

/**
 * Issue 13 findings 3 and 7: the code is checked before anything says whether a user name,
 * phone or e-mail is taken; the parent of a self-registered tenant is the server's (1798 / 1708).
 */
describe('registration checks the code first and decides the parent itself', () => {
  const server = iamServerForBlock();
  let n = 0;

  const form = (overrides: Record<string, unknown> = {}) =>
    registrationForm(
      { tenantName: '顺序测试公司', userName: 'order_admin', mobile: '13700000071', email: 'admin@order.cn', password: 'Order#2027x' },
      overrides,
    );
  const register = (body: Record<string, unknown>, language = 'zh-CN') =>
    call(server.app, 'POST', '/tenant/register', { body, ip: `10.9.0.${++n}`, headers: { 'accept-language': language } });
  const codeFor = (mobile: string) => registrationCode(server, mobile, `10.8.1.${++n}`);

  it.each([
    ['a taken user name', { userName: 'demo' }],
    ['a taken phone', { mobile: '13800000002' }],
    ['a taken e-mail', { email: 'demo@portal.example' }],
  ])('answers %s with a wrong code as it answers a free one: the code is wrong', async (_name, overrides) => {
    const r = await register(form(overrides));
    expect(r).toMatchObject({ status: 400, body: { code: 'CODE_INVALID', message: '验证码错误或已失效' } });
  });

  it('says which field is taken once the code is right', async () => {
    expect((await register(form({ userName: 'demo', verificeCode: await codeFor('13700000072'), mobile: '13700000072' }))).body.code).toBe('USER_NAME_TAKEN');
    expect((await register(form({ email: 'demo@portal.example', verificeCode: await codeFor('13700000073'), mobile: '13700000073' }))).body.code).toBe(
      'EMAIL_TAKEN',
    );
  });

  it.each([
    ['another existing tenant as parent', { pid: 1708, parentTenantId: 1708 }],
    ['a tenant of its own choosing', { parentTenantId: 1 }],
    ['the defaults swapped', { pid: 1708, parentTenantId: 1798 }],
  ])('refuses %s with a message, even with the right code, and creates nothing', async (_name, overrides) => {
    const before = await server.ctx.db
      .selectFrom('tenant')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const mobile = '13700000074';
    const r = await register(form({ ...overrides, mobile, verificeCode: await codeFor(mobile) }), 'en-US');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'REGISTER_PARENT_REFUSED' });
    expect(r.body.message).toMatch(/public tenant/);
    const after = await server.ctx.db
      .selectFrom('tenant')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    server.clock.advance(61_000);
  });

  it('registers under the defaults, given as numbers or digit strings', async () => {
    const mobile = '13700000075';
    const r = await register(form({ pid: '1798', parentTenantId: ' 1708 ', mobile, verificeCode: await codeFor(mobile) }));
    expect(r.body).toMatchObject({ success: true });
    const tenant = await server.ctx.db.selectFrom('tenant').selectAll().where('id', '=', r.body.data.tenantId).executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({ pid: 1798, parent_tenant_id: 1708 });
  });
});
