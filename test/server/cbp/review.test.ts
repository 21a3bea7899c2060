import { dataServerForFile } from '../data.fixtures';
import { callRoute } from '../route.fixtures';
import { request } from '../data.fixtures';
import { API_BASE } from '../../../contract';
import { cbpBusinessRoutes } from '../../../contract/cbp-business.routes';
import { cbpRoutes } from '../../../contract/cbp.routes';
import { cbpReviewRoutes as routes } from '../../../contract/cbp-review.routes';
import { msgmgtRoutes } from '../../../contract/msgmgt.routes';
import { appliedForName } from '../../../contract/cbp-review.rules';
import { moveApplication } from '../../../server/services/cbp/review.repository';
import * as reviewMigration from '../../../server/migrations/012-cbp-resource-review';

type Login = 'admin' | 'demo' | 'operator' | 'demo2';

const server = dataServerForFile();

const as = (login: Login) => ({ at: server.tokens[login].at });
const ecs = { resourceType: 'ECS', specCode: 'ECS-4C8G', quantity: 2, periodType: '0', periodNumber: 12, reason: '压测环境' };

async function apply(login: Login = 'demo', body: object = ecs) {
  const r = await callRoute(server.app, routes.resourceApply, { ...as(login), body });
  expect(r.status).toBe(200);
  return r.body.data as { id: string; status: number };
}
const review = (action: 'approve' | 'complete' | 'reject', id: string, opinion: string | null = null, login: Login = 'admin') =>
  callRoute(server.app, routes[action], { ...as(login), body: { id, opinion } });
const notices = async (login: Login) =>
  (await callRoute(server.app, msgmgtRoutes.queryNotices, { ...as(login), body: { pageNum: 1, pageSize: 5 } })).body.data.data as Array<{
    title: string;
    content: string;
  }>;

describe('a tenant applies for a resource', () => {
  test('the application is pending review at once, in the list, the detail and on the overview card', async () => {
    const r = await callRoute(server.app, routes.resourceApply, { ...as('demo'), body: ecs });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('已提交资源申请，请等待审核');
    expect(r.body.data).toMatchObject({
      status: 1,
      kind: 'RESOURCE',
      serviceName: '云主机 4核8G ×2',
      applicantName: '张明',
      description: '压测环境',
      resource: { resourceType: 'ECS', specCode: 'ECS-4C8G', quantity: 2, periodType: '0', periodNumber: 12 },
      goodsId: null,
      auditOpinion: null,
    });
    const id = r.body.data.id;
    const list = await callRoute(server.app, cbpBusinessRoutes.applyPage, { ...as('demo'), body: {} });
    expect(list.body.data.data[0]).toMatchObject({ id, status: 1 });
    const overview = await callRoute(server.app, cbpRoutes.allApply, { ...as('demo'), body: { pageNum: 1, pageSize: 5 } });
    expect(overview.body.data.data[0]).toMatchObject({ id, status: 1, serviceName: '云主机 4核8G ×2' });
    // The sub-account of the same tenant sees it too; the other tenant does not.
    expect((await callRoute(server.app, cbpBusinessRoutes.applyDetail, { ...as('operator'), params: { id } })).status).toBe(200);
    expect((await callRoute(server.app, cbpBusinessRoutes.applyDetail, { ...as('demo2'), params: { id } })).status).toBe(404);
    const other = await callRoute(server.app, cbpBusinessRoutes.applyPage, { ...as('demo2'), body: { keyword: id } });
    expect(other.body.data.total).toBe(0);
  });

  test.each([
    [{ ...ecs, resourceType: 'GPU' }, '请选择资源类型', 'Choose a resource type'],
    [{ ...ecs, specCode: 'OSS-1T' }, '请选择该资源类型的规格', 'Choose a specification of this resource type'],
    [{ ...ecs, periodType: '1', periodNumber: 6 }, '购买时长须为 1 到 36 个月或 1 到 5 年', 'The period must be 1 to 36 months or 1 to 5 years'],
  ])('refuses %j with a message in both languages', async (body, zh, en) => {
    const r = await callRoute(server.app, routes.resourceApply, { ...as('demo'), body });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', message: zh });
    const english = await request(server.app, 'POST', `${API_BASE}${routes.resourceApply.path}`, {
      ...as('demo'),
      body,
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.body.message).toBe(en);
  });

  test('bounds of the schema answer 400, a manager 403, no token 401', async () => {
    for (const body of [
      { ...ecs, quantity: 0 },
      { ...ecs, quantity: 101 },
      { ...ecs, periodType: '4' },
      { ...ecs, reason: 'x'.repeat(201) },
    ]) {
      expect((await callRoute(server.app, routes.resourceApply, { ...as('demo'), body })).status).toBe(400);
    }
    const manager = await callRoute(server.app, routes.resourceApply, { ...as('admin'), body: ecs });
    expect(manager.status).toBe(403);
    expect(manager.body.message).toBe('管理员不能提交资源申请');
    expect((await callRoute(server.app, routes.resourceApply, { body: ecs })).status).toBe(401);
  });
});

describe('review', () => {
  test('tenants may not review: list, detail and every step answer 403', async () => {
    const { id } = await apply();
    for (const login of ['demo', 'operator', 'demo2'] as const) {
      expect((await callRoute(server.app, routes.reviewPage, { ...as(login), body: {} })).status).toBe(403);
      expect((await callRoute(server.app, routes.reviewDetail, { ...as(login), params: { id } })).status).toBe(403);
      for (const action of ['approve', 'complete', 'reject'] as const) {
        const r = await review(action, id, 'x', login);
        expect(r.status).toBe(403);
        expect(r.body.code).toBe('PERMISSION_DENIED');
      }
    }
    expect((await callRoute(server.app, cbpBusinessRoutes.applyDetail, { ...as('demo'), params: { id } })).body.data.status).toBe(1);
  });

  test('the list spans tenants, with filters by status, tenant, kind and keyword, paged', async () => {
    const all = await callRoute(server.app, routes.reviewPage, { ...as('admin'), body: { pageSize: 100 } });
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.data.map((r: any) => r.tenantName)).size).toBe(2);
    const tenantB = server.tokens.demo2.tenantId!;
    const pendingB = await callRoute(server.app, routes.reviewPage, { ...as('admin'), body: { status: 1, tenantId: tenantB } });
    expect(pendingB.body.data.total).toBeGreaterThan(0);
    expect(pendingB.body.data.data.every((r: any) => r.status === 1 && r.tenantId === tenantB && r.applicantName === '王芳')).toBe(true);
    const developer = await callRoute(server.app, routes.reviewPage, { ...as('admin'), body: { kind: 'DEVELOPER' } });
    expect(developer.body.data.data.every((r: any) => r.kind === 'DEVELOPER')).toBe(true);
    const byName = await callRoute(server.app, routes.reviewPage, { ...as('admin'), body: { keyword: '王芳', pageSize: 5, pageNum: 2 } });
    expect(byName.body.data).toMatchObject({ pageNum: 2, pageSize: 5 });
    expect(byName.body.data.data).toHaveLength(5);
    expect(byName.body.data.data.every((r: any) => r.applicantName === '王芳')).toBe(true);
    expect((await callRoute(server.app, routes.reviewPage, { ...as('admin'), body: { status: 4 } })).status).toBe(400);
  });

  test("rows and details carry a resource's catalogue codes (null for developer requests), so a reviewer reads them in English", async () => {
    const all = (await callRoute(server.app, routes.reviewPage, { ...as('admin'), body: { pageSize: 100 } })).body.data.data as any[];
    for (const row of all) {
      if (row.kind === 'DEVELOPER') expect(row).toMatchObject({ resourceType: null, specCode: null, quantity: null });
      else expect(appliedForName(row, 'en-US')).not.toMatch(/[\u3400-\u9fff]/);
    }
    const resource = all.find((row) => row.kind === 'RESOURCE');
    const detail = await callRoute(server.app, routes.reviewDetail, { ...as('admin'), params: { id: resource.id } });
    expect(detail.body.data).toMatchObject({ resourceType: resource.resourceType, specCode: resource.specCode, quantity: resource.quantity });
  });

  test('approve → 审核中 → complete → 已完成: the applicant is told each time and the purchased good runs for its period', async () => {
    const { id } = await apply('demo', { ...ecs, quantity: 3, periodType: '1', periodNumber: 2 });
    const approved = await review('approve', id, '同意，开始开通');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 6, auditOpinion: '同意，开始开通', reviewerName: expect.any(String), goodsId: null });
    expect((await notices('demo'))[0]).toMatchObject({ title: '您的申请已通过审核 / Your application was approved', content: expect.stringContaining(id) });
    await server.app.delivery.idle();
    expect(server.app.delivery.lastTo('demo@portal.example', 'NOTICE_APPLICATION')?.text).toContain('同意，开始开通');

    const done = await review('complete', id, '已交付');
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 2, auditOpinion: '已交付', goodsId: expect.any(Number) });
    expect((await notices('demo'))[0].title).toBe('您的申请已完成 / Your application is completed');
    const good = await callRoute(server.app, cbpBusinessRoutes.goodsDetail, { ...as('demo'), params: { id: done.body.data.goodsId } });
    const today = new Date(server.ctx.config.now());
    const end = new Date(Date.UTC(today.getUTCFullYear() + 2, today.getUTCMonth(), today.getUTCDate()) - 86_400_000).toISOString().slice(0, 10);
    expect(good.body.data).toMatchObject({
      goodsName: '云主机',
      categoryName: '计算',
      basicSkuName: '4核8G',
      defineSkuName: '×3',
      goodsNameEn: 'Cloud server',
      categoryNameEn: 'Compute',
      basicSkuNameEn: '4 vCPU, 8 GB',
      serviceProvideNameEn: 'Platform',
      defineSkuNameEn: null,
      instanceStatus: 3,
      periodType: '1',
      periodNumber: 2,
      endEffectDay: end,
      tenantId: server.tokens.demo.tenantId,
    });
    const tenantView = await callRoute(server.app, cbpBusinessRoutes.applyDetail, { ...as('demo'), params: { id } });
    expect(tenantView.body.data).toMatchObject({ status: 2, goodsId: done.body.data.goodsId });
    // demo2's goods do not include it.
    expect((await callRoute(server.app, cbpBusinessRoutes.goodsDetail, { ...as('demo2'), params: { id: done.body.data.goodsId } })).status).toBe(404);
  });

  test('reject needs a reason; the tenant reads it, and hears of it', async () => {
    const { id } = await apply('demo2', { resourceType: 'OSS', specCode: 'OSS-5T', quantity: 1, periodType: '0', periodNumber: 1 });
    const bare = await review('reject', id, '  ');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('请填写驳回原因');
    const r = await review('reject', id, '存储配额不足');
    expect(r.body.data).toMatchObject({ status: 3, auditOpinion: '存储配额不足' });
    const seen = await callRoute(server.app, cbpBusinessRoutes.applyDetail, { ...as('demo2'), params: { id } });
    expect(seen.body.data).toMatchObject({ status: 3, auditOpinion: '存储配额不足', goodsId: null });
    expect((await notices('demo2'))[0]).toMatchObject({
      title: '您的申请已被驳回 / Your application was rejected',
      content: expect.stringContaining('存储配额不足'),
    });
  });

  test('a move the state machine does not allow answers 409 in the reader’s language, and changes nothing', async () => {
    const { id } = await apply();
    const early = await review('complete', id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'APPLY_TRANSITION_REFUSED', message: '该申请当前状态为“待审核”，不能确认完成，请刷新后重试' });
    await review('reject', id, '不需要');
    for (const action of ['approve', 'complete', 'reject'] as const) expect((await review(action, id, 'x')).status).toBe(409);
    const english = await request(server.app, 'POST', `${API_BASE}${routes.approve.path}`, {
      ...as('admin'),
      body: { id },
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.body.message).toBe('This application is now “Rejected”, so it cannot be approved; refresh and try again');
    expect((await callRoute(server.app, routes.reviewDetail, { ...as('admin'), params: { id } })).body.data).toMatchObject({
      status: 3,
      auditOpinion: '不需要',
    });
    expect((await review('approve', 'SQ0000000')).status).toBe(404);
  });

  test('two reviews at once: one wins, the other is told the application moved on', async () => {
    const { id } = await apply();
    const answers = await Promise.all([review('approve', id, 'A'), review('approve', id, 'B'), review('approve', id, 'C')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    // The repository's conditional update on its own, racing on one connection pool.
    const { id: second } = await apply();
    const move = (opinion: string) =>
      moveApplication(server.ctx.db, { id: second, from: [1], to: 6, reviewerId: server.tokens.admin.id, opinion, now: new Date() });
    expect((await Promise.all([move('x'), move('y'), move('z')])).filter(Boolean)).toHaveLength(1);
    const unread = await notices('demo');
    expect(unread.filter((n) => n.content.includes(id))).toHaveLength(1);
  });

  test('the developer request goes through the same review and makes the applicant a developer', async () => {
    const filed = await callRoute(server.app, cbpBusinessRoutes.developerApply, { ...as('demo'), body: { reason: '发布设备运维应用' } });
    expect(filed.status).toBe(200);
    const id = filed.body.data.id;
    const row = (await callRoute(server.app, routes.reviewPage, { ...as('admin'), body: { kind: 'DEVELOPER', status: 1 } })).body.data.data;
    expect(row.map((r: any) => r.id)).toContain(id);
    expect((await review('approve', id, '资料齐全')).body.data.status).toBe(6);
    expect((await review('complete', id)).body.data).toMatchObject({ status: 2, goodsId: null, resource: null });
    const state = await callRoute(server.app, cbpBusinessRoutes.developerApplyState, as('demo'));
    expect(state.body.data).toMatchObject({ canApply: false, reason: '您已是开发者，无需申请' });
  });

  test('a manager whose menu tree lacks the button is refused, and the super administrator holds every code', async () => {
    const { id } = await apply();
    const { db } = server.ctx;
    const codes = await db.selectFrom('menu').select('menu_code').where('user_type', '=', 'MANAGER_USER').execute();
    expect(codes.map((c) => c.menu_code)).toEqual(expect.arrayContaining(['cbp_admin_review', 'cbp-apply-approve', 'cbp-apply-reject']));
    await db.deleteFrom('menu').where('menu_code', '=', 'cbp-apply-reject').execute();
    const refused = await review('reject', id, '无权限');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PERMISSION_DENIED', message: '没有此操作的权限（cbp-apply-reject），请联系管理员' });
    expect((await review('approve', id, '可以')).status).toBe(200);
    await db.deleteFrom('menu').where('menu_code', 'in', ['cbp-apply-approve', 'cbp_admin_review_detail']).execute();
    await db.deleteFrom('menu').where('menu_code', '=', 'cbp_admin_review').execute();
    expect((await callRoute(server.app, routes.reviewPage, { ...as('admin'), body: {} })).status).toBe(403);
    expect((await review('complete', id)).status).toBe(403);
  });

  test('migration 012 on a database in use gives managers the review page and its buttons again, once', async () => {
    const { db } = server.ctx;
    await reviewMigration.down(db);
    await reviewMigration.up(db);
    await reviewMigration.down(db);
    await reviewMigration.up(db);
    const rows = await db
      .selectFrom('menu as m')
      .innerJoin('menu as p', 'p.id', 'm.parent_id')
      .select(['m.menu_code', 'p.menu_code as parent'])
      .where('m.user_type', '=', 'MANAGER_USER')
      .where('m.menu_code', 'in', ['cbp_admin_review', 'cbp_admin_review_detail', 'cbp-apply-approve', 'cbp-apply-reject'])
      .orderBy('m.menu_code')
      .execute();
    expect(rows).toEqual([
      { menu_code: 'cbp-apply-approve', parent: 'cbp_admin_review' },
      { menu_code: 'cbp-apply-reject', parent: 'cbp_admin_review' },
      { menu_code: 'cbp_admin_review', parent: 'cbp_admin_folder' },
      { menu_code: 'cbp_admin_review_detail', parent: 'cbp_admin_review' },
    ]);
    const nav = await db.selectFrom('menu').select('redirect').where('menu_code', '=', 'cbp_admin').where('user_type', '=', 'MANAGER_USER').executeTakeFirst();
    expect(nav?.redirect).toBe('/cbp/admin/review');
    expect((await callRoute(server.app, routes.reviewPage, { ...as('admin'), body: {} })).status).toBe(200);
    const { id } = await apply();
    expect((await review('approve', id, 'ok')).body.data.status).toBe(6);
  });
});
