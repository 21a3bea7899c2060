import { countRows } from '../../helpers/server';
import { dataServerForFile, request } from '../data.fixtures';
import { sendNotice } from '../../../server/services/msgmgt/notice.service';

const M = '/api/common/msgmgt';
const UNREAD = (id: number) => `${M}/tmsgsenddetail/queryMsgUnReadNum/${id}`;
const QUERY = `${M}/statistics/queryMsgNumMoreCriteria`;
const MARK = `${M}/statistics/bathUpdateReadStatus`;
const TOP = `${M}/statistics/queryTopMsg`;
/** The one sending call (notice-send.routes.ts); the older tmsgsenddetail/send is gone. */
const SEND = `${M}/tmsgsend/send`;

const server = dataServerForFile();

describe('unread count', () => {
  test('demo starts with more than 40 unread notices', async () => {
    const r = await request(server.app, 'GET', UNREAD(server.tokens.demo.id), { at: server.tokens.demo.at });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: 'OK' });
    expect(r.body.data).toBeGreaterThan(40);
  });

  test('the background poll header is accepted', async () => {
    const r = await request(server.app, 'GET', UNREAD(server.tokens.demo2.id), { at: server.tokens.demo2.at, headers: { 'x-background-request': '1' } });
    expect(r.body).toMatchObject({ success: true, data: 5 });
  });

  test('answers 401 without a token and with a made-up one', async () => {
    expect((await request(server.app, 'GET', UNREAD(server.tokens.demo.id))).status).toBe(401);
    const r = await request(server.app, 'GET', UNREAD(server.tokens.demo.id), { at: 'not-a-real-token' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  test("answers 403 for another user's count", async () => {
    const r = await request(server.app, 'GET', UNREAD(server.tokens.demo.id), { at: server.tokens.demo2.at });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, data: null, code: 'OTHER_USER_NOTICES', message: '只能查询自己的未读消息' });
  });

  test.each([['abc'], ['0'], ['-3'], ['1.5']])('answers 400 for the user id %s', async (id) => {
    const r = await request(server.app, 'GET', `${M}/tmsgsenddetail/queryMsgUnReadNum/${id}`, { at: server.tokens.demo.at });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('notice query', () => {
  test('pages unread notices 20 at a time, newest first, to the end', async () => {
    const { at, id } = server.tokens.demo;
    const total = (await request(server.app, 'GET', UNREAD(id), { at })).body.data as number;
    const seen: any[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(total / 20) + 1; pageNum += 1) {
      const r = await request(server.app, 'POST', QUERY, { at, body: { readStatus: 0, remark: '', pageConfig: { pageNum, pageSize: 20 } } });
      expect(r.body.success).toBe(true);
      expect(r.body.data.total).toBe(total);
      expect(r.body.data.data.length).toBe(Math.max(0, Math.min(20, total - (pageNum - 1) * 20)));
      seen.push(...r.body.data.data);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((n) => n.id)).size).toBe(total);
    expect(seen.every((n) => n.readStatus === 0 && n.readTime === null)).toBe(true);
    const times = seen.map((n) => Date.parse(n.sendTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(seen[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        msgId: expect.any(Number),
        title: expect.any(String),
        remark: expect.any(String),
        content: expect.any(String),
        oneMsgType: expect.any(String),
        twoMsgType: expect.any(String),
      }),
    );
  });

  test('defaults to page 1 of 20 with no body at all', async () => {
    const r = await request(server.app, 'POST', QUERY, { at: server.tokens.demo.at });
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect(r.body.data.data).toHaveLength(20);
  });

  test('a null read status lists read and unread notices alike', async () => {
    const { at } = server.tokens.demo;
    const all = await request(server.app, 'POST', QUERY, { at, body: { readStatus: null, pageConfig: { pageNum: 1, pageSize: 100 } } });
    const none = await request(server.app, 'POST', QUERY, { at, body: { pageConfig: { pageNum: 1, pageSize: 100 } } });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(none.body.data.total);
    expect(all.body.data.data.some((n: any) => n.readStatus === 1)).toBe(true);
  });

  test('filters by read status and by a keyword in title or remark', async () => {
    const { at } = server.tokens.demo;
    const read = await request(server.app, 'POST', QUERY, { at, body: { readStatus: 1 } });
    expect(read.body.data.total).toBe(8);
    expect(read.body.data.data.every((n: any) => n.readStatus === 1 && typeof n.readTime === 'string')).toBe(true);
    const keyword = await request(server.app, 'POST', QUERY, { at, body: { remark: '例行维护' } });
    expect(keyword.body.data.total).toBeGreaterThan(0);
    expect(keyword.body.data.data.every((n: any) => n.remark.includes('例行维护'))).toBe(true);
    const wildcard = await request(server.app, 'POST', QUERY, { at, body: { remark: '%' } });
    expect(wildcard.body.data.total).toBe(0);
  });

  test("lists only the caller's own notices", async () => {
    const r = await request(server.app, 'POST', QUERY, { at: server.tokens.operator.at, body: {} });
    expect(r.body.data.total).toBe(4);
  });

  test.each([
    ['a page size over 100', { pageConfig: { pageNum: 1, pageSize: 101 } }],
    ['page 0', { pageConfig: { pageNum: 0, pageSize: 20 } }],
    ['an unknown read status', { readStatus: 7 }],
    ['a keyword of 65 characters', { remark: 'x'.repeat(65) }],
    ['a page config that is not an object', { pageConfig: 'first' }],
  ])('answers 400 for %s', async (_name, body) => {
    const r = await request(server.app, 'POST', QUERY, { at: server.tokens.demo.at, body });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, data: null, code: 'VALIDATION_FAILED' });
  });

  test('takes an empty JSON body as no filters', async () => {
    const r = await request(server.app, 'POST', QUERY, { at: server.tokens.demo.at, raw: '' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ pageNum: 1, pageSize: 20 });
  });

  test('takes the read status as a string too', async () => {
    const r = await request(server.app, 'POST', QUERY, { at: server.tokens.demo2.at, body: { readStatus: '1' } });
    expect(r.status).toBe(200);
    expect(r.body.data.data.every((n: any) => n.readStatus === 1)).toBe(true);
  });

  test('refuses a body that tries to poison the prototype', async () => {
    const r = await request(server.app, 'POST', QUERY, { at: server.tokens.demo.at, raw: '{"__proto__":{"readStatus":1}}' });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });

  test('answers 400 for a body that is not JSON', async () => {
    const r = await request(server.app, 'POST', QUERY, { at: server.tokens.demo.at, raw: '{"readStatus":' });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });

  test('answers 401 without a token', async () => {
    expect((await request(server.app, 'POST', QUERY, { body: {} })).status).toBe(401);
  });
});

describe('top messages', () => {
  test("answers the caller's newest notices, read and unread, at most 100", async () => {
    const r = await request(server.app, 'POST', TOP, { at: server.tokens.demo.at });
    expect(r.body.success).toBe(true);
    expect(r.body.data).toHaveLength(53);
    expect(r.body.data.some((n: any) => n.readStatus === 1)).toBe(true);
  });

  test('stops at 100', async () => {
    const { id, at } = server.tokens.demo2;
    for (let i = 0; i < 100; i += 1)
      await sendNotice(
        server.ctx.db,
        { title: `批量 ${i}`, content: '内容', oneMsgType: 'SYSTEM', twoMsgType: 'ANNOUNCEMENT' },
        [id],
        new Date(Date.UTC(2027, 0, 1, 0, i)),
      );
    const r = await request(server.app, 'POST', TOP, { at });
    expect(r.body.data).toHaveLength(100);
    expect(r.body.data[0].title).toBe('批量 99');
  });

  test('answers 401 without a token', async () => {
    expect((await request(server.app, 'POST', TOP)).status).toBe(401);
  });
});

describe('mark read', () => {
  test('marks the named notices read and answers the new unread count', async () => {
    const { at, id } = server.tokens.operator;
    const page = await request(server.app, 'POST', QUERY, { at, body: { readStatus: 0 } });
    const [first] = page.body.data.data;
    const r = await request(server.app, 'POST', MARK, { at, body: { detailIds: [first.id] } });
    expect(r.body).toMatchObject({ success: true, data: { updated: 1, unread: 2 } });
    expect((await request(server.app, 'GET', UNREAD(id), { at })).body.data).toBe(2);
    const again = await request(server.app, 'POST', MARK, { at, body: { detailIds: [first.id] } });
    expect(again.body).toMatchObject({ success: true, data: { updated: 0, unread: 2 } });
  });

  test("leaves other users' notices alone and answers 404 when none of the ids is the caller's", async () => {
    const demoPage = await request(server.app, 'POST', QUERY, { at: server.tokens.demo.at, body: { readStatus: 0 } });
    const demoId = demoPage.body.data.data[0].id;
    const r = await request(server.app, 'POST', MARK, { at: server.tokens.operator.at, body: { detailIds: [demoId] } });
    expect(r.status).toBe(404);
    expect(r.body.success).toBe(false);
    const after = await request(server.app, 'POST', QUERY, { at: server.tokens.demo.at, body: { readStatus: 0 } });
    expect(after.body.data.total).toBe(demoPage.body.data.total);
  });

  test('marks all of one type read, then everything, then says there is nothing unread', async () => {
    const { at, id } = server.tokens.demo;
    const before = (await request(server.app, 'GET', UNREAD(id), { at })).body.data as number;
    const security = await request(server.app, 'POST', QUERY, { at, body: { readStatus: 0, oneMsgType: 'SECURITY' } });
    expect(security.body.data.total).toBeGreaterThan(0);
    const typed = await request(server.app, 'POST', MARK, { at, body: { detailIds: [], oneMsgType: 'SECURITY', twoMsgType: '' } });
    expect(typed.body).toMatchObject({ success: true, data: { updated: security.body.data.total, unread: before - security.body.data.total } });

    const all = await request(server.app, 'POST', MARK, { at, body: { detailIds: [] } });
    expect(all.body).toMatchObject({ success: true, data: { updated: before - security.body.data.total, unread: 0 } });
    expect((await request(server.app, 'GET', UNREAD(id), { at })).body.data).toBe(0);

    const nothing = await request(server.app, 'POST', MARK, { at, body: { detailIds: [] } });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toEqual({ success: false, data: null, message: '没有未读信息', code: 'NO_UNREAD' });
  });

  test.each([
    ['ids that are not numbers', { detailIds: ['a'] }],
    ['more than 1000 ids', { detailIds: Array.from({ length: 1001 }, (_, i) => i + 1) }],
    ['an unknown message type', { oneMsgType: 'OTHER' }],
  ])('answers 400 for %s', async (_name, body) => {
    const r = await request(server.app, 'POST', MARK, { at: server.tokens.demo2.at, body });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
  });

  test('answers 401 without a token', async () => {
    expect((await request(server.app, 'POST', MARK, { body: { detailIds: [] } })).status).toBe(401);
  });
});

describe('sending a notice', () => {
  test('a manager sends a notice and the recipient count rises', async () => {
    const { id, at } = server.tokens.operator;
    const before = (await request(server.app, 'GET', UNREAD(id), { at })).body.data as number;
    const r = await request(server.app, 'POST', SEND, {
      at: server.tokens.admin.at,
      body: { recipientType: 'USERS', userIds: [id], title: ' 安全通知 ', content: '请及时修改初始密码。', remark: '修改初始密码' },
    });
    expect(r.body).toMatchObject({ success: true, data: { sent: 1 } });
    expect((await request(server.app, 'GET', UNREAD(id), { at })).body.data).toBe(before + 1);
    const newest = await request(server.app, 'POST', QUERY, { at, body: { pageConfig: { pageNum: 1, pageSize: 1 } } });
    expect(newest.body.data.data[0]).toMatchObject({
      title: '安全通知',
      content: '请及时修改初始密码。',
      remark: '修改初始密码',
      readStatus: 0,
      oneMsgType: 'SYSTEM',
    });
  });

  test('a client user may not send', async () => {
    const r = await request(server.app, 'POST', SEND, {
      at: server.tokens.demo.at,
      body: { recipientType: 'USERS', userIds: [server.tokens.demo2.id], title: 't', content: 'c' },
    });
    expect(r.status).toBe(403);
  });

  test.each([
    ['no recipients', { recipientType: 'USERS', userIds: [], title: 't', content: 'c' }],
    ['an empty title', { recipientType: 'USERS', userIds: [1], title: '', content: 'c' }],
    ['a title of 101 characters', { recipientType: 'USERS', userIds: [1], title: 'x'.repeat(101), content: 'c' }],
  ])('answers 400 for %s', async (_name, body) => {
    const r = await request(server.app, 'POST', SEND, { at: server.tokens.admin.at, body });
    expect(r.status).toBe(400);
  });

  test('through one call only: the older send-by-ids path answers 404', async () => {
    const body = { userIds: [server.tokens.demo2.id], title: 't', content: 'c' };
    expect((await request(server.app, 'POST', `${M}/tmsgsenddetail/send`, { at: server.tokens.admin.at, body })).status).toBe(404);
  });
});

describe('demo data', () => {
  test('is written once: seeding again on a used database changes nothing', async () => {
    const { seedDemoData } = await import('../../../server/seed');
    const count = () => countRows(server.ctx, 'msg_send_detail');
    const before = await count();
    expect(await seedDemoData(server.ctx)).toBeNull();
    expect(await count()).toBe(before);
  });
});

describe('one notice by its delivery id (the bell opens it in the message centre)', () => {
  const DETAIL = (id: number | string) => `${M}/tmsgsenddetail/detail/${id}`;

  test("gives the caller's own notice with its content, and leaves it unread", async () => {
    const { at } = server.tokens.demo2;
    const listed = (await request(server.app, 'POST', QUERY, { at, body: { readStatus: 0, pageConfig: { pageNum: 1, pageSize: 1 } } })).body.data.data[0];
    const r = await request(server.app, 'GET', DETAIL(listed.id), { at });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(listed);
    expect(r.body.data.readStatus).toBe(0);
  });

  test("answers 404 in the user's language for another user's notice, so ids reveal nothing", async () => {
    const theirs = (await request(server.app, 'POST', QUERY, { at: server.tokens.demo2.at, body: { pageConfig: { pageNum: 1, pageSize: 1 } } })).body.data
      .data[0];
    const r = await request(server.app, 'GET', DETAIL(theirs.id), { at: server.tokens.demo.at, headers: { 'accept-language': 'en-US' } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 'NOTICE_NOT_FOUND', message: 'No such message' });
  });

  test.each([['abc'], ['0'], ['-3']])('answers 400 for the id %s and 401 without a token', async (id) => {
    expect((await request(server.app, 'GET', DETAIL(id), { at: server.tokens.demo.at })).status).toBe(400);
    expect((await request(server.app, 'GET', DETAIL(1))).status).toBe(401);
  });
});
