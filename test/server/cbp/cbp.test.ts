import { dataServerForFile, GOOD_FIELDS, newestFirst, PARTNER_PLAN_ROW, request } from '../data.fixtures';
import * as logos from '../../../server/migrations/016-language-neutral-logos';

const C = '/api/cbp';
const GOODS = `${C}/marketplace-service/marketplace/order/queryOpenedServices`;
const APPLIES = `${C}/bpm-service/cloudServices/getAllApply`;
const PLANS = `${C}/cooperative-console-service/api/v1/partnerapplyplan/partnerapplyplanlist`;
const WORDS = `${C}/conchservice/leaveWord/leaveWordByMobile`;
const CLASSES = `${C}/conchservice/application/classification`;
const CLASS_APPS = `${C}/conchservice/application/classificationApp`;
const LOGO = `${C}/conchservice/idaaslogoRequest`;

const server = dataServerForFile();

describe('purchased goods', () => {
  test('lists every instance status and period type, with a trial order, newest first', async () => {
    const r = await request(server.app, 'POST', GOODS, { at: server.tokens.demo.at, body: { serviceName: '' } });
    expect(r.body.success).toBe(true);
    const goods = r.body.data.data;
    // The 6 goods the overview shows first and 24 older ones (business.seed.ts): a first page of 20.
    expect(r.body.data.total).toBe(30);
    expect(goods).toHaveLength(20);
    expect(new Set(goods.map((g: any) => g.instanceStatus))).toEqual(new Set([1, 2, 3]));
    expect(new Set(goods.map((g: any) => g.periodType))).toEqual(new Set(['0', '1', '3', '4']));
    expect(goods.some((g: any) => g.orderType === '6')).toBe(true);
    expect(goods.find((g: any) => g.periodType === '3').endEffectDay).toBeNull();
    expect(goods.find((g: any) => g.periodType === '0').endEffectDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    newestFirst(goods.map((g: any) => g.createTime));
    expect(Object.keys(goods[0]).sort()).toEqual(GOOD_FIELDS);
  });

  test('filters by service name and pages', async () => {
    const r = await request(server.app, 'POST', GOODS, { at: server.tokens.demo.at, body: { serviceName: '存储' } });
    expect(r.body.data.data.map((g: any) => g.goodsName)).toEqual(['对象存储 OSS']);
    const page2 = await request(server.app, 'POST', GOODS, { at: server.tokens.demo.at, body: { pageNum: 2, pageSize: 4 } });
    expect(page2.body.data).toMatchObject({ total: 30, pageNum: 2, pageSize: 4 });
    expect(page2.body.data.data).toHaveLength(4);
  });

  test("shows a tenant only its own goods; a manager sees every tenant's", async () => {
    const b = await request(server.app, 'POST', GOODS, { at: server.tokens.demo2.at, body: {} });
    expect(b.body.data.total).toBe(27);
    const sub = await request(server.app, 'POST', GOODS, { at: server.tokens.operator.at });
    expect(sub.body.data.total).toBe(30);
    const all = await request(server.app, 'POST', GOODS, { at: server.tokens.admin.at, body: {} });
    expect(all.body.data.total).toBe(57);
  });

  test.each([[{ pageSize: 101 }], [{ serviceName: 'x'.repeat(65) }], [{ pageNum: 'two' }]])('answers 400 for %j', async (body) => {
    const r = await request(server.app, 'POST', GOODS, { at: server.tokens.demo.at, body });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  test('answers 401 without a token', async () => {
    expect((await request(server.app, 'POST', GOODS, { body: {} })).status).toBe(401);
  });
});

describe('resource applications', () => {
  test('lists every status, newest first, and filters by status', async () => {
    const r = await request(server.app, 'POST', APPLIES, { at: server.tokens.demo.at, body: {} });
    const rows = r.body.data.data;
    expect(new Set(rows.map((a: any) => a.status))).toEqual(new Set([1, 2, 3, 5, 6]));
    expect(rows[0]).toEqual({
      id: expect.stringMatching(/^SQ\d+/),
      createTime: expect.any(String),
      status: expect.any(Number),
      serviceName: '云主机 8核16G ×2',
      kind: 'RESOURCE',
      resourceType: 'ECS',
      specCode: 'ECS-8C16G',
      quantity: 2,
      applicantName: '张明',
    });
    newestFirst(rows.map((a: any) => a.createTime));
    const done = await request(server.app, 'POST', APPLIES, { at: server.tokens.demo.at, body: { status: 2 } });
    expect(done.body.data.total).toBe(7);
    expect(done.body.data.data.every((a: any) => a.status === 2)).toBe(true);
  });

  test('answers 400 for a bad status and 401 without a token', async () => {
    expect((await request(server.app, 'POST', APPLIES, { at: server.tokens.demo.at, body: { status: 'done' } })).status).toBe(400);
    expect((await request(server.app, 'POST', APPLIES)).status).toBe(401);
  });
});

describe('partner plans', () => {
  test('lists plans in every audit status and filters by name', async () => {
    const r = await request(server.app, 'POST', PLANS, { at: server.tokens.demo.at, body: {} });
    expect(new Set(r.body.data.data.map((p: any) => p.auditStatus))).toEqual(new Set([1, 2, 3]));
    expect(r.body.data.data[0]).toEqual(PARTNER_PLAN_ROW);
    const named = await request(server.app, 'POST', PLANS, { at: server.tokens.demo.at, body: { planName: '渠道' } });
    expect(named.body.data.data.map((p: any) => p.planName)).toEqual(['2026 渠道合作计划']);
  });

  test('answers 400 for a bad audit status and 401 without a token', async () => {
    expect((await request(server.app, 'POST', PLANS, { at: server.tokens.demo.at, body: { auditStatus: -1 } })).status).toBe(400);
    expect((await request(server.app, 'POST', PLANS, { body: {} })).status).toBe(401);
  });
});

describe('message replies', () => {
  test("lists the replies to the caller's own mobile, newest first", async () => {
    const r = await request(server.app, 'GET', `${WORDS}?mobile=${server.tokens.demo.mobile}`, { at: server.tokens.demo.at });
    expect(r.body.success).toBe(true);
    expect(r.body.data.length).toBe(3);
    expect(r.body.data[0]).toEqual({
      id: expect.any(Number),
      content: expect.any(String),
      disposeResult: expect.any(String),
      createTime: expect.any(String),
      disposeTime: expect.any(String),
    });
    expect(r.body.data.some((w: any) => w.disposeResult === null && w.disposeTime === null)).toBe(true);
    newestFirst(r.body.data.map((w: any) => w.createTime));
  });

  test("another user's mobile answers 403", async () => {
    const r = await request(server.app, 'GET', `${WORDS}?mobile=${server.tokens.demo2.mobile}`, { at: server.tokens.demo.at });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, code: 'OTHER_MOBILE', message: '只能查询本人手机号的留言' });
  });

  test.each([[''], ['?mobile=1380000000'], ['?mobile=abcdefghijk']])('answers 400 for the query "%s"', async (query) => {
    expect((await request(server.app, 'GET', `${WORDS}${query}`, { at: server.tokens.demo.at })).status).toBe(400);
  });

  test('answers 401 without a token', async () => {
    expect((await request(server.app, 'GET', `${WORDS}?mobile=${server.tokens.demo.mobile}`)).status).toBe(401);
  });
});

describe('application classification', () => {
  test("lists the three categories with the counts of the caller's applications", async () => {
    const r = await request(server.app, 'GET', CLASSES, { at: server.tokens.operator.at });
    expect(r.body.data.map((c: any) => c.classificationName)).toEqual(['生产运营', '平台应用', '个人板块']);
    expect(r.body.data.map((c: any) => c.appCount)).toEqual([1, 2, 1]);
  });

  test('lists the applications of one category, or matching a name', async () => {
    const classes = (await request(server.app, 'GET', CLASSES, { at: server.tokens.demo.at })).body.data;
    const production = classes.find((c: any) => c.classificationName === '生产运营');
    const r = await request(server.app, 'GET', `${CLASS_APPS}?classificationId=${production.id}`, { at: server.tokens.demo.at });
    expect(r.body.data).toHaveLength(production.appCount);
    expect(r.body.data.every((a: any) => a.categoryName === '生产运营')).toBe(true);
    const named = await request(server.app, 'GET', `${CLASS_APPS}?appName=${encodeURIComponent('双碳')}`, { at: server.tokens.demo.at });
    expect(named.body.data.map((a: any) => a.appName)).toEqual(['双碳平台']);
    const other = await request(server.app, 'GET', `${CLASS_APPS}?appName=${encodeURIComponent('双碳')}`, { at: server.tokens.demo2.at });
    expect(other.body.data).toEqual([]);
  });

  test('answers 400 for a bad category id and 401 without a token', async () => {
    expect((await request(server.app, 'GET', `${CLASS_APPS}?classificationId=x`, { at: server.tokens.demo.at })).status).toBe(400);
    expect((await request(server.app, 'GET', CLASSES)).status).toBe(401);
  });
});

describe('logos', () => {
  test('serves SVG and PNG logos by uuid without a token', async () => {
    const apps = (await request(server.app, 'GET', `${CLASS_APPS}`, { at: server.tokens.demo.at })).body.data;
    const types = new Set<string>();
    for (const entry of apps) {
      const r = await request(server.app, 'GET', `${LOGO}?uuid=${entry.icon}`);
      expect(r.status).toBe(200);
      const type = String(r.headers['content-type']);
      types.add(type.split(';')[0]);
      if (type.startsWith('image/png')) expect(r.raw.subarray(1, 4).toString('latin1')).toBe('PNG');
      else expect(r.raw.toString('utf8')).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    }
    expect(types).toEqual(new Set(['image/svg+xml', 'image/png']));
  });

  test('the seeded logos are pictures without words, the same in every language (migration 016)', async () => {
    const apps = (await request(server.app, 'GET', `${CLASS_APPS}`, { at: server.tokens.demo.at })).body.data as Array<{ icon: string; appCode: string }>;
    expect(apps.length).toBeGreaterThan(8);
    for (const entry of apps) {
      const r = await request(server.app, 'GET', `${LOGO}?uuid=${entry.icon}`);
      if (String(r.headers['content-type']).startsWith('image/png')) continue; // the device glyph, drawn in pixels
      const svg = r.raw.toString('utf8');
      expect({ app: entry.appCode, words: /<text|[\u3400-\u9fff]/.test(svg) }).toEqual({ app: entry.appCode, words: false });
    }
  });

  test('migration 016 redraws a seeded logo nobody replaced as its glyph, leaves an uploaded one alone, and down draws the words back', async () => {
    const { db } = server.ctx;
    const logoOf = async (code: string) =>
      db
        .selectFrom('application as a')
        .innerJoin('app_logo as l', 'l.uuid', 'a.logo_uuid')
        .select(['l.uuid', 'l.body'])
        .where('a.app_code', '=', code)
        .executeTakeFirstOrThrow();
    const carbon = await logoOf('carbon');
    const glyph = Buffer.from(carbon.body);
    const uploaded = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#123456"/></svg>');
    const msg = await logoOf('msg');
    await db.updateTable('app_logo').set({ body: uploaded }).where('uuid', '=', msg.uuid).execute();
    try {
      await logos.down(db);
      const words = Buffer.from((await logoOf('carbon')).body).toString('utf8');
      expect(words).toContain('>双碳</text>');
      await logos.up(db);
      expect(Buffer.from((await logoOf('carbon')).body).equals(glyph)).toBe(true);
      expect(Buffer.from((await logoOf('msg')).body).equals(uploaded)).toBe(true);
    } finally {
      await db
        .updateTable('app_logo')
        .set({ body: Buffer.from(msg.body) })
        .where('uuid', '=', msg.uuid)
        .execute();
    }
  });

  test('an unknown uuid answers the 404 envelope and a malformed one 400', async () => {
    const missing = await request(server.app, 'GET', `${LOGO}?uuid=00000000-0000-0000-0000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, data: null, code: 'LOGO_NOT_FOUND', message: '图标不存在' });
    expect((await request(server.app, 'GET', `${LOGO}?uuid=../../etc/passwd`)).status).toBe(400);
    expect((await request(server.app, 'GET', LOGO)).status).toBe(400);
  });
});

describe('without a token', () => {
  test.each([
    ['POST', GOODS],
    ['POST', APPLIES],
    ['POST', PLANS],
    ['GET', `${WORDS}?mobile=13800000002`],
    ['GET', CLASSES],
    ['GET', CLASS_APPS],
  ] as const)('%s %s answers 401 with the envelope', async (method, url) => {
    const r = await request(server.app, method, url);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ success: false, data: null, message: expect.any(String), code: 'UNAUTHENTICATED' });
  });
});
