import { admin, demoServerForBlock, withoutMenu } from './admin.fixtures';

describe('tenant administration', () => {
  const { server, tokens } = demoServerForBlock();

  const page = (query: Record<string, string | number> = {}, at = tokens.admin.at) => admin(server.app, 'GET', '/admin/tenant/page', { at, query });

  it('pages every tenant newest first, 20 by default, to the end', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect(first.body.data.total).toBeGreaterThanOrEqual(25);
    expect(first.body.data.data).toHaveLength(20);
    const seen: number[] = [];
    for (let pageNum = 1; (pageNum - 1) * 7 < first.body.data.total; pageNum += 1)
      seen.push(...(await page({ pageNum, pageSize: 7 })).body.data.data.map((t: { id: number }) => t.id));
    expect(new Set(seen).size).toBe(first.body.data.total);
    const times = first.body.data.data.map((t: { createdAt: string }) => t.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await page({ pageNum: 99 })).body.data.data).toEqual([]);
  });

  it('searches by part of the name, its wildcards taken literally', async () => {
    const r = await page({ name: ' 华东 ' });
    expect(r.body.data.total).toBe(1);
    expect(r.body.data.data[0]).toMatchObject({
      name: '华东智造科技有限公司',
      innerMark: 0,
      parentTenantId: 1708,
      parentTenantName: '平台运营中心',
      userCount: 2,
    });
    expect((await page({ name: '%' })).body.data.total).toBe(0);
    expect((await page({ name: '(集团)' })).body.data.data.map((t: { name: string }) => t.name)).toEqual(['蓝海化工(集团)有限公司']);
  });

  it.each([['pageSize=101'], ['pageNum=0'], ['name=' + 'x'.repeat(65)]])('answers 400 for %s', async (query) => {
    const r = await admin(server.app, 'GET', `/admin/tenant/page?${query}`, { at: tokens.admin.at });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });

  it('shows a tenant with its org tree depth first and its users', async () => {
    const tenantId = tokens.demo.user.tenantId!;
    const r = await admin(server.app, 'GET', `/admin/tenant/${tenantId}`, { at: tokens.admin.at });
    expect(r.status).toBe(200);
    expect(r.body.data.tenant).toMatchObject({ id: tenantId, name: '华东智造科技有限公司' });
    expect(r.body.data.orgs).toEqual([
      expect.objectContaining({ name: '华东智造总部', parentId: null, depth: 0 }),
      expect.objectContaining({ name: '生产运营部', depth: 1 }),
    ]);
    expect(r.body.data.userTotal).toBe(2);
    expect(r.body.data.users.map((u: { loginName: string }) => u.loginName).sort()).toEqual(['demo', 'operator']);
    expect(r.body.data.users.find((u: { loginName: string }) => u.loginName === 'operator')).toMatchObject({
      pid: tokens.demo.user.id,
      priLoginName: 'demo',
      status: 'enabled',
      roleName: '运维人员',
    });
  });

  it('answers 404 for an unknown tenant and 400 for a bad id', async () => {
    expect((await admin(server.app, 'GET', '/admin/tenant/999999', { at: tokens.admin.at })).body).toMatchObject({
      code: 'TENANT_NOT_FOUND',
      message: '租户不存在',
    });
    expect((await admin(server.app, 'GET', '/admin/tenant/abc', { at: tokens.admin.at })).status).toBe(400);
  });

  it('adds a tenant with a root org, first in the list, audited', async () => {
    const r = await admin(server.app, 'POST', '/admin/tenant/add', { at: tokens.admin.at, body: { name: ' 新纪元材料(苏州)有限公司 ', innerMark: 1 } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      message: '新增租户成功',
      data: { name: '新纪元材料(苏州)有限公司', innerMark: 1, parentTenantId: 1708, userCount: 0 },
    });
    expect((await page()).body.data.data[0].id).toBe(r.body.data.id);
    const detail = await admin(server.app, 'GET', `/admin/tenant/${r.body.data.id}`, { at: tokens.admin.at });
    expect(detail.body.data.orgs).toEqual([{ id: expect.any(Number), parentId: null, name: '新纪元材料(苏州)有限公司', depth: 0 }]);
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('event', '=', 'tenant.created').execute();
    expect(audit).toEqual([expect.objectContaining({ user_id: tokens.admin.user.id, login_name: 'admin' })]);
  });

  it.each([
    ['', '请输入租户名称'],
    ['a', '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-'],
    ['坏名字<script>', '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-'],
    ['华东智造科技有限公司', '租户名称重复'],
  ])('refuses the tenant name %p: %s', async (name, message) => {
    const r = await admin(server.app, 'POST', '/admin/tenant/add', { at: tokens.admin.at, body: { name } });
    expect(r.status).toBe(message === '租户名称重复' ? 409 : 400);
    expect(r.body.message).toBe(message);
  });

  it('refuses an inner mark other than 0 or 1', async () => {
    expect((await admin(server.app, 'POST', '/admin/tenant/add', { at: tokens.admin.at, body: { name: '标识测试公司', innerMark: 2 } })).body.message).toBe(
      '内部租户标识只能为0或1',
    );
    const english = await admin(server.app, 'POST', '/admin/tenant/add', {
      at: tokens.admin.at,
      headers: { 'accept-language': 'en-US' },
      body: { name: '标识测试公司', innerMark: 2 },
    });
    expect(english.body.message).toBe('The inner-tenant mark is 0 or 1');
  });

  it('answers client tokens 403 and no token 401', async () => {
    for (const at of [tokens.demo.at, tokens.operator.at]) {
      const r = await page({}, at);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('仅平台管理员可以进行此操作');
      expect((await admin(server.app, 'POST', '/admin/tenant/add', { at, body: { name: '越权租户' } })).status).toBe(403);
    }
    expect((await page({}, '')).status).toBe(401);
  });

  it('refuses a manager whose menu tree lacks the button permission', async () => {
    await withoutMenu(server, 'iam_tenant_add');
    const r = await admin(server.app, 'POST', '/admin/tenant/add', { at: tokens.admin.at, body: { name: '无权限租户' } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'PERMISSION_DENIED', message: '没有此操作的权限（iam_tenant_add），请联系管理员' });
    expect((await page()).status).toBe(200);
  });
});
