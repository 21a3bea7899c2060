import { dataServerForFile, GOOD_FIELDS, newestFirst, PARTNER_PLAN_ROW } from '../data.fixtures';
import { callRoute } from '../route.fixtures';
import { cbpBusinessRoutes as routes } from '../../../contract/cbp-business.routes';
import { cbpRoutes } from '../../../contract/cbp.routes';
import { appliedForName, resourceServiceName } from '../../../contract/cbp-review.rules';
import * as englishMigration from '../../../server/migrations/015-cbp-english-names';
import { ApplicationNumberTaken, PendingDeveloperApply, insertDeveloperApply } from '../../../server/services/cbp/business.repository';

type Login = 'admin' | 'demo' | 'operator' | 'demo2';
const CJK = /[\u3400-\u9fff]/;

const server = dataServerForFile();

const as = (login: Login) => ({ at: server.tokens[login].at });

/** Every row of a paged list, page by page (20 at a time). */
async function everyRow(route: (typeof routes)['applyPage' | 'goodsPage' | 'planPage'], login: Login, filter: object = {}) {
  const rows: any[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const r = await callRoute(server.app, route, { ...as(login), body: { ...filter, pageNum, pageSize: 20 } });
    expect(r.status).toBe(200);
    rows.push(...r.body.data.data);
    if (rows.length >= r.body.data.total || !r.body.data.data.length) return { total: r.body.data.total as number, rows };
  }
}

describe('resource applications', () => {
  test('page past 20 rows, newest first, without repeats', async () => {
    const first = await callRoute(server.app, routes.applyPage, { ...as('demo'), body: {} });
    expect(first.body.data).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect(first.body.data.total).toBeGreaterThan(20);
    expect(first.body.data.data).toHaveLength(20);
    const { total, rows } = await everyRow(routes.applyPage, 'demo');
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((a) => a.id)).size).toBe(total);
    newestFirst(rows.map((a) => a.createTime));
    expect(rows[0]).toEqual({
      id: expect.stringMatching(/^SQ\d+$/),
      createTime: expect.any(String),
      status: expect.any(Number),
      kind: 'RESOURCE',
      serviceName: '云主机 8核16G ×2',
      resourceType: 'ECS',
      specCode: 'ECS-8C16G',
      quantity: 2,
      applicantName: '张明',
    });
    expect(new Set(rows.map((a) => a.applicantName))).toEqual(new Set(['张明', '李华']));
  });

  test.each([[1], [2], [3], [5], [6]])('filter by status %i returns exactly the rows in that status', async (status) => {
    const all = await everyRow(routes.applyPage, 'demo');
    const { total, rows } = await everyRow(routes.applyPage, 'demo', { status });
    expect(total).toBeGreaterThan(0);
    expect(rows.map((a) => a.id)).toEqual(all.rows.filter((a) => a.status === status).map((a) => a.id));
  });

  test('filter by kind and by keyword', async () => {
    const developer = await callRoute(server.app, routes.applyPage, { ...as('demo'), body: { kind: 'DEVELOPER' } });
    expect(developer.body.data.data).toEqual([expect.objectContaining({ kind: 'DEVELOPER', serviceName: '成为开发者', status: 3 })]);
    const named = await everyRow(routes.applyPage, 'demo', { keyword: '云数据库' });
    expect(named.total).toBeGreaterThan(0);
    expect(named.rows.every((a) => a.serviceName.includes('云数据库') && a.resourceType === 'RDS')).toBe(true);
    const byNumber = await callRoute(server.app, routes.applyPage, { ...as('demo'), body: { keyword: developer.body.data.data[0].id } });
    expect(byNumber.body.data.data.map((a: any) => a.id)).toEqual([developer.body.data.data[0].id]);
    expect((await callRoute(server.app, routes.applyPage, { ...as('demo'), body: { keyword: '%' } })).body.data.total).toBe(0);
  });

  test("scope: the sub-account sees its tenant's rows as the overview does, demo2 its own, a manager every tenant's", async () => {
    const demo = (await callRoute(server.app, routes.applyPage, { ...as('demo'), body: {} })).body.data.total;
    const operator = (await callRoute(server.app, routes.applyPage, { ...as('operator'), body: {} })).body.data.total;
    const demo2 = await everyRow(routes.applyPage, 'demo2');
    const admin = (await callRoute(server.app, routes.applyPage, { ...as('admin'), body: {} })).body.data.total;
    expect(operator).toBe(demo);
    expect(demo2.total).toBeGreaterThan(20);
    expect(new Set(demo2.rows.map((a) => a.status))).toEqual(new Set([1, 2, 3, 5, 6]));
    expect(demo2.rows.every((a) => a.applicantName === '王芳')).toBe(true);
    expect(admin).toBe(demo + demo2.total);
  });

  test('a detail shows the application with its tenant, text and review', async () => {
    const rejected = (await callRoute(server.app, routes.applyPage, { ...as('demo'), body: { status: 3 } })).body.data.data[0];
    const r = await callRoute(server.app, routes.applyDetail, { ...as('demo'), params: { id: rejected.id } });
    expect(r.body.data).toEqual({
      ...rejected,
      applicantLoginName: expect.any(String),
      tenantId: server.tokens.demo.tenantId,
      tenantName: '华东智造科技有限公司',
      description: expect.any(String),
      auditOpinion: expect.any(String),
      auditTime: expect.any(String),
      resource: { resourceType: rejected.resourceType, specCode: rejected.specCode, quantity: rejected.quantity, periodType: '0', periodNumber: 12 },
      goodsId: null,
    });
    const pending = (await callRoute(server.app, routes.applyPage, { ...as('demo'), body: { status: 1, kind: 'RESOURCE' } })).body.data.data.at(-1);
    expect((await callRoute(server.app, routes.applyDetail, { ...as('operator'), params: { id: pending.id } })).body.data).toMatchObject({
      id: pending.id,
      auditOpinion: null,
      auditTime: null,
    });
    expect((await callRoute(server.app, routes.applyDetail, { ...as('admin'), params: { id: pending.id } })).status).toBe(200);
  });

  test("demo2 cannot read demo's application by its number: 404", async () => {
    const demoRow = (await callRoute(server.app, routes.applyPage, { ...as('demo'), body: {} })).body.data.data[0];
    const r = await callRoute(server.app, routes.applyDetail, { ...as('demo2'), params: { id: demoRow.id } });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, data: null, message: '申请不存在', code: 'APPLICATION_NOT_FOUND' });
    expect((await callRoute(server.app, routes.applyDetail, { ...as('demo'), params: { id: 'SQ0000' } })).status).toBe(404);
  });

  test.each([[{ status: 4 }], [{ status: 'done' }], [{ kind: 'OTHER' }], [{ pageSize: 101 }], [{ keyword: 'x'.repeat(65) }]])(
    'answers 400 for %j',
    async (body) => {
      const r = await callRoute(server.app, routes.applyPage, { ...as('demo'), body });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    },
  );

  test('answers 400 for a malformed number and 401 without a token', async () => {
    expect((await callRoute(server.app, routes.applyDetail, { ...as('demo'), params: { id: 'SQ 1' } })).status).toBe(400);
    expect((await callRoute(server.app, routes.applyDetail, { ...as('demo'), params: { id: 'S'.repeat(41) } })).status).toBe(400);
    expect((await callRoute(server.app, routes.applyPage, { body: {} })).status).toBe(401);
    expect((await callRoute(server.app, routes.applyDetail, { params: { id: 'SQ1' } })).status).toBe(401);
  });

  test.each<Login>(['demo', 'demo2'])(
    "%s's seeded resource applications carry their catalogue codes, so they read in English; developer requests are named by their kind",
    async (login) => {
      const { rows } = await everyRow(routes.applyPage, login);
      const resources = rows.filter((a) => a.kind === 'RESOURCE');
      expect(resources.length).toBeGreaterThan(20);
      for (const row of resources) {
        expect(row).toMatchObject({ resourceType: expect.any(String), specCode: expect.any(String), quantity: expect.any(Number) });
        expect(resourceServiceName(row, 'zh-CN')).toBe(row.serviceName);
        expect(appliedForName(row, 'en-US')).not.toMatch(CJK);
      }
      const developers = rows.filter((a) => a.kind === 'DEVELOPER');
      expect(developers).toHaveLength(1);
      expect(developers[0]).toMatchObject({ serviceName: '成为开发者', resourceType: null, specCode: null, quantity: null });
      expect(appliedForName(developers[0], 'en-US')).toBe('Become a developer');
      const detail = await callRoute(server.app, routes.applyDetail, { ...as(login), params: { id: resources[0].id } });
      expect(detail.body.data).toMatchObject({ resourceType: resources[0].resourceType, specCode: resources[0].specCode, quantity: resources[0].quantity });
    },
  );

  test("the overview's first five are still the original demo rows", async () => {
    const r = await callRoute(server.app, cbpRoutes.allApply, { ...as('demo'), body: { pageNum: 1, pageSize: 5 } });
    expect(r.body.data.data.map((a: any) => a.serviceName)).toEqual([
      '云主机 8核16G ×2',
      '对象存储 1T',
      '云数据库 PostgreSQL 高可用版',
      '公网带宽 100M',
      '容器集群 3 节点',
    ]);
  });
});

describe('becoming a developer', () => {
  const apply = (login: Login, body: object = {}) => callRoute(server.app, routes.developerApply, { ...as(login), body });
  const state = (login: Login) => callRoute(server.app, routes.developerApplyState, as(login));

  test.each<[Login, number, string]>([
    ['admin', 403, '管理员无需申请成为开发者'],
    ['operator', 403, '子账号不能申请成为开发者'],
    ['demo2', 400, '您已是开发者，无需申请'],
  ])('%s is refused (%i) with a clear message, and the state says so', async (login, status, message) => {
    const r = await apply(login);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ success: false, data: null, message });
    expect((await state(login)).body.data).toEqual({ canApply: false, reason: message, pendingId: null });
  });

  test('an enterprise user (role type 2) is refused', async () => {
    await server.ctx.db.updateTable('user_account').set({ user_role_type: 2 }).where('id', '=', server.tokens.demo2.id).execute();
    try {
      const r = await apply('demo2');
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('当前用户类型不能申请成为开发者');
    } finally {
      await server.ctx.db.updateTable('user_account').set({ user_role_type: 1 }).where('id', '=', server.tokens.demo2.id).execute();
    }
  });

  test('a reason over 200 characters answers 400', async () => {
    expect((await apply('demo', { reason: '理'.repeat(201) })).status).toBe(400);
  });

  test('demo files a request that shows as pending review among the applications; a second is refused', async () => {
    expect((await state('demo')).body.data).toEqual({ canApply: true, reason: null, pendingId: null });
    const r = await apply('demo', { reason: ' 发布自研应用 ' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('已提交成为开发者申请，请等待审核');
    expect(r.body.data).toMatchObject({
      id: expect.stringMatching(/^SQ\d{20}$/),
      status: 1,
      kind: 'DEVELOPER',
      serviceName: '成为开发者',
      applicantName: '张明',
      applicantLoginName: 'demo',
      description: '发布自研应用',
      auditOpinion: null,
    });
    const pending = await callRoute(server.app, routes.applyPage, { ...as('demo'), body: { status: 1 } });
    expect(pending.body.data.data[0]).toMatchObject({ id: r.body.data.id, status: 1, kind: 'DEVELOPER' });
    expect((await callRoute(server.app, routes.applyDetail, { ...as('operator'), params: { id: r.body.data.id } })).status).toBe(200);
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('event', '=', 'developer.requested').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: server.tokens.demo.id, login_name: 'demo' });
    expect(JSON.parse(audit.detail!)).toEqual({ applicationId: r.body.data.id });

    const again = await apply('demo');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: '您的成为开发者申请正在审核中，请勿重复提交' });
    expect((await state('demo')).body.data).toEqual({ canApply: false, reason: '您的成为开发者申请正在审核中，请勿重复提交', pendingId: r.body.data.id });
  });

  test('two requests at once file one', async () => {
    await server.ctx.db
      .updateTable('resource_application')
      .set({ status: 3 })
      .where('kind', '=', 'DEVELOPER')
      .where('user_id', '=', server.tokens.demo.id)
      .execute();
    const answers = await Promise.all([apply('demo'), apply('demo'), apply('demo')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const pending = await callRoute(server.app, routes.applyPage, { ...as('demo'), body: { kind: 'DEVELOPER', status: 1 } });
    expect(pending.body.data.total).toBe(1);
  });

  test('the database itself holds one pending request per user, past the check', async () => {
    const filing = (id: string) =>
      insertDeveloperApply(server.ctx.db, { id, tenantId: server.tokens.demo2.tenantId!, userId: server.tokens.demo2.id, description: null, now: new Date() });
    await filing('SQ1');
    await expect(filing('SQ2')).rejects.toBeInstanceOf(PendingDeveloperApply);
    await expect(filing('SQ1')).rejects.toBeInstanceOf(ApplicationNumberTaken);
    await server.ctx.db.deleteFrom('resource_application').where('id', '=', 'SQ1').execute();
  });

  test('answers 401 without a token', async () => {
    expect((await callRoute(server.app, routes.developerApply, { body: {} })).status).toBe(401);
    expect((await callRoute(server.app, routes.developerApplyState)).status).toBe(401);
  });
});

describe('purchased goods', () => {
  test('page past 20 rows, newest first, with the fields of spec 3', async () => {
    const { total, rows } = await everyRow(routes.goodsPage, 'demo');
    expect(total).toBeGreaterThan(20);
    expect(new Set(rows.map((g) => g.id)).size).toBe(total);
    newestFirst(rows.map((g) => g.createTime));
    expect(Object.keys(rows[0]).sort()).toEqual(GOOD_FIELDS);
    expect(rows.filter((g) => g.orderType === '6').length).toBeGreaterThan(1);
    expect(rows.filter((g) => g.periodType === '3').every((g) => g.endEffectDay === null)).toBe(true);
    expect(rows.filter((g) => g.periodType === '3').length).toBeGreaterThan(1);
    expect(new Set(rows.map((g) => g.periodType))).toEqual(new Set(['0', '1', '3', '4']));
  });

  test.each([[1], [2], [3]])('filter by instance status %i', async (instanceStatus) => {
    const all = await everyRow(routes.goodsPage, 'demo');
    const { total, rows } = await everyRow(routes.goodsPage, 'demo', { instanceStatus });
    expect(total).toBeGreaterThan(3);
    expect(rows.map((g) => g.id)).toEqual(all.rows.filter((g) => g.instanceStatus === instanceStatus).map((g) => g.id));
  });

  test('filter by goods name', async () => {
    const { rows } = await everyRow(routes.goodsPage, 'demo', { goodsName: 'redis' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((g) => g.goodsName === 'Redis 缓存')).toBe(true);
  });

  test("a detail is the instance and its tenant; another tenant's answers 404", async () => {
    const [first] = (await callRoute(server.app, routes.goodsPage, { ...as('demo'), body: {} })).body.data.data;
    const r = await callRoute(server.app, routes.goodsDetail, { ...as('operator'), params: { id: first.id } });
    expect(r.body.data).toEqual({ ...first, tenantId: server.tokens.demo.tenantId, tenantName: '华东智造科技有限公司' });
    const other = await callRoute(server.app, routes.goodsDetail, { ...as('demo2'), params: { id: first.id } });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('实例不存在');
    expect((await callRoute(server.app, routes.goodsDetail, { ...as('admin'), params: { id: first.id } })).status).toBe(200);
    expect((await callRoute(server.app, routes.goodsDetail, { ...as('demo'), params: { id: 999999 } })).status).toBe(404);
  });

  test('scope: demo2 its own, a manager every tenant’s', async () => {
    const demo = (await callRoute(server.app, routes.goodsPage, { ...as('demo'), body: {} })).body.data.total;
    const demo2 = (await callRoute(server.app, routes.goodsPage, { ...as('demo2'), body: {} })).body.data.total;
    expect(demo2).toBeGreaterThan(20);
    expect((await callRoute(server.app, routes.goodsPage, { ...as('admin'), body: {} })).body.data.total).toBe(demo + demo2);
  });

  test.each([[{ instanceStatus: 4 }], [{ instanceStatus: 'on' }], [{ pageNum: 0 }]])('answers 400 for %j', async (body) => {
    expect((await callRoute(server.app, routes.goodsPage, { ...as('demo'), body })).status).toBe(400);
  });

  test('answers 400 for a bad id and 401 without a token', async () => {
    expect((await callRoute(server.app, routes.goodsDetail, { ...as('demo'), params: { id: 'x' } })).status).toBe(400);
    expect((await callRoute(server.app, routes.goodsPage, { body: {} })).status).toBe(401);
  });

  test("the overview's first three are still the original demo goods", async () => {
    const r = await callRoute(server.app, cbpRoutes.openedServices, { ...as('demo'), body: { serviceName: '', pageNum: 1, pageSize: 3 } });
    expect(r.body.data.data.map((g: any) => g.goodsName)).toEqual(['云主机 ECS', '对象存储 OSS', '云数据库 PostgreSQL']);
  });
});

describe("the platform's goods and plans in English (ADR 016, migration 015)", () => {
  const english = (rows: any[], fields: Array<[string, string]>) => {
    for (const row of rows)
      for (const [zh, en] of fields) {
        if (row[zh] === null) expect(row[en]).toBeNull();
        else expect(row[en] ?? row[zh]).not.toMatch(CJK);
      }
  };
  const goodsFields: Array<[string, string]> = [
    ['goodsName', 'goodsNameEn'],
    ['categoryName', 'categoryNameEn'],
    ['serviceProvideName', 'serviceProvideNameEn'],
    ['basicSkuName', 'basicSkuNameEn'],
    ['defineSkuName', 'defineSkuNameEn'],
  ];
  const planFields: Array<[string, string]> = [
    ['planName', 'planNameEn'],
    ['planDesc', 'planDescEn'],
  ];

  test.each<Login>(['demo', 'demo2'])('every seeded good and plan of %s has English beside its Chinese, in the lists and on the overview', async (login) => {
    english((await everyRow(routes.goodsPage, login)).rows, goodsFields);
    english((await everyRow(routes.planPage, login)).rows, planFields);
    const overview = await callRoute(server.app, cbpRoutes.openedServices, { ...as(login), body: { serviceName: '', pageNum: 1, pageSize: 3 } });
    english(overview.body.data.data, goodsFields);
    english((await callRoute(server.app, cbpRoutes.partnerPlans, { ...as(login), body: {} })).body.data.data, planFields);
    const [first] = (await callRoute(server.app, routes.goodsPage, { ...as(login), body: {} })).body.data.data;
    expect((await callRoute(server.app, routes.goodsDetail, { ...as(login), params: { id: first.id } })).body.data).toMatchObject({
      goodsNameEn: first.goodsNameEn,
      categoryNameEn: first.categoryNameEn,
    });
  });

  test('named as the seed names them: a round of a plan, a good and its provider', async () => {
    const { rows } = await everyRow(routes.planPage, 'demo');
    expect(rows.find((p) => p.planName === '工业互联网生态伙伴计划（第 2 期）')).toMatchObject({
      planNameEn: 'Industrial internet ecosystem partner plan (round 2)',
      planDescEn: expect.stringMatching(/^Industrial internet ecosystem partner plan is open to/),
    });
    const goods = (await everyRow(routes.goodsPage, 'demo')).rows;
    expect(goods.find((g) => g.goodsName === 'Redis 缓存')).toMatchObject({
      goodsNameEn: 'Redis cache',
      serviceProvideNameEn: 'Shuzhi Cloud',
      categoryNameEn: 'Database',
    });
  });

  test('migration 015 on a database in use names the rows the platform seeded and leaves the others alone', async () => {
    const { db } = server.ctx;
    const tenantId = server.tokens.demo.tenantId!;
    await englishMigration.down(db);
    const [own] = await db
      .insertInto('purchased_instance')
      .values({
        tenant_id: tenantId,
        goods_name: '自建应用',
        instance_status: 3,
        order_type: '1',
        service_provide_name: '华云科技',
        category_name: '计算',
        period_type: '0',
        period_number: 1,
        end_effect_day: null,
        basic_sku_name: '定制',
        define_sku_name: null,
        instance_code: 'INS-OWN-1',
        created_at: new Date('2020-01-01T00:00:00Z'),
      } as any)
      .returning('id')
      .execute();
    try {
      await englishMigration.up(db);
      const row = await db.selectFrom('purchased_instance').selectAll().where('id', '=', own.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ goods_name_en: null, service_provide_name_en: 'Huayun Technology', category_name_en: 'Compute', basic_sku_name_en: null });
      english((await everyRow(routes.goodsPage, 'demo2')).rows, goodsFields);
      english((await everyRow(routes.planPage, 'demo2')).rows, planFields);
    } finally {
      await db.deleteFrom('purchased_instance').where('id', '=', own.id).execute();
    }
  });
});

describe('joined partner plans', () => {
  test('page past 20 rows, newest first, in all three audit states', async () => {
    const { total, rows } = await everyRow(routes.planPage, 'demo');
    expect(total).toBeGreaterThan(20);
    newestFirst(rows.map((p) => p.applyTime));
    expect(new Set(rows.map((p) => p.auditStatus))).toEqual(new Set([1, 2, 3]));
    expect(rows[0]).toEqual(PARTNER_PLAN_ROW);
  });

  test.each([[1], [2], [3]])('filter by audit status %i', async (auditStatus) => {
    const all = await everyRow(routes.planPage, 'demo');
    const { rows } = await everyRow(routes.planPage, 'demo', { auditStatus });
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((p) => p.id)).toEqual(all.rows.filter((p) => p.auditStatus === auditStatus).map((p) => p.id));
  });

  test('a detail carries the review; demo2 cannot read demo’s plan', async () => {
    const [rejected] = (await callRoute(server.app, routes.planPage, { ...as('demo'), body: { auditStatus: 3 } })).body.data.data;
    const r = await callRoute(server.app, routes.planDetail, { ...as('demo'), params: { id: rejected.id } });
    expect(r.body.data).toEqual({
      ...rejected,
      tenantId: server.tokens.demo.tenantId,
      tenantName: '华东智造科技有限公司',
      auditOpinion: expect.any(String),
      auditTime: expect.any(String),
    });
    const other = await callRoute(server.app, routes.planDetail, { ...as('demo2'), params: { id: rejected.id } });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('计划不存在');
    expect((await callRoute(server.app, routes.planDetail, { ...as('admin'), params: { id: rejected.id } })).status).toBe(200);
  });

  test('a sub-account is refused the list and the details: 403', async () => {
    const [plan] = (await callRoute(server.app, routes.planPage, { ...as('demo'), body: {} })).body.data.data;
    for (const r of [
      await callRoute(server.app, routes.planPage, { ...as('operator'), body: {} }),
      await callRoute(server.app, routes.planDetail, { ...as('operator'), params: { id: plan.id } }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ success: false, data: null, message: '子账号无权查看合作伙伴计划', code: 'FORBIDDEN' });
    }
  });

  test('scope: demo2 its own plans in every state, a manager every tenant’s', async () => {
    const demo = (await callRoute(server.app, routes.planPage, { ...as('demo'), body: {} })).body.data.total;
    const demo2 = await everyRow(routes.planPage, 'demo2');
    expect(new Set(demo2.rows.map((p) => p.auditStatus))).toEqual(new Set([1, 2, 3]));
    expect((await callRoute(server.app, routes.planPage, { ...as('admin'), body: {} })).body.data.total).toBe(demo + demo2.total);
  });

  test.each([[{ auditStatus: 0 }], [{ auditStatus: 4 }], [{ planName: 'x'.repeat(65) }]])('answers 400 for %j', async (body) => {
    expect((await callRoute(server.app, routes.planPage, { ...as('demo'), body })).status).toBe(400);
  });

  test('answers 401 without a token', async () => {
    expect((await callRoute(server.app, routes.planPage, { body: {} })).status).toBe(401);
  });
});
