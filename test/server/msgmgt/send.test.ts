import { sql } from 'kysely';
import { dataServerForFile } from '../data.fixtures';
import { callRoute } from '../route.fixtures';
import { msgmgtRoutes } from '../../../contract/msgmgt.routes';
import { noticeSendRoutes as routes } from '../../../contract/notice-send.routes';

type Login = 'admin' | 'demo' | 'operator' | 'demo2';
const LOGINS: Login[] = ['admin', 'demo', 'operator', 'demo2'];

const server = dataServerForFile();
const admin = () => server.tokens.admin.at;

async function unreadCounts(): Promise<Record<Login, number>> {
  const counts = {} as Record<Login, number>;
  for (const login of LOGINS) {
    const { id, at } = server.tokens[login];
    counts[login] = (await callRoute(server.app, msgmgtRoutes.unreadCount, { at, params: { userId: id } })).body.data;
  }
  return counts;
}

const send = (body: object, at = admin()) => callRoute(server.app, routes.send, { at, body: { title: '测试通知', content: '测试内容', ...body } });
const userCount = async () => (await sql<{ n: number }>`select count(*)::int as n from user_account`.execute(server.ctx.db)).rows[0].n;
const messageCount = async () => (await sql<{ n: number }>`select count(*)::int as n from msg`.execute(server.ctx.db)).rows[0].n;

describe('who may send', () => {
  test.each([
    ['send', routes.send, { body: { title: 't', content: 'c', recipientType: 'ALL' } }, '只有管理员可以发送消息'],
    ['sentPage', routes.sentPage, { body: {} }, '只有管理员可以查看已发送消息'],
    ['sentDetail', routes.sentDetail, { params: { msgId: 1 } }, '只有管理员可以查看已发送消息'],
    ['sentRecipients', routes.sentRecipients, { body: { msgId: 1 } }, '只有管理员可以查看已发送消息'],
    ['searchUsers', routes.searchUsers, { body: {} }, '只有管理员可以发送消息'],
    ['tenants', routes.tenants, {}, '只有管理员可以发送消息'],
  ])('a client user gets 403 from %s', async (_name, route, input, message) => {
    for (const login of ['demo', 'operator'] as const) {
      const r = await callRoute(server.app, route, { ...input, at: server.tokens[login].at });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ success: false, data: null, message, code: 'MANAGER_ONLY' });
    }
  });

  test('a call without a token gets 401', async () => {
    expect((await callRoute(server.app, routes.send, { body: { title: 't', content: 'c', recipientType: 'ALL' } })).status).toBe(401);
    expect((await callRoute(server.app, routes.sentPage, { body: {} })).status).toBe(401);
  });
});

describe('sending', () => {
  test('to everyone raises every user’s unread count by one', async () => {
    const before = await unreadCounts();
    const r = await send({ recipientType: 'ALL', title: '全员通知' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: '发送成功', data: { msgId: expect.any(Number), sent: await userCount() } });
    const after = await unreadCounts();
    for (const login of LOGINS) expect(after[login]).toBe(before[login] + 1);
  });

  test('to a tenant raises only its users’ counts', async () => {
    const before = await unreadCounts();
    const r = await send({ recipientType: 'TENANT', tenantId: server.tokens.demo.tenantId });
    expect(r.body.data.sent).toBe(2);
    expect(await unreadCounts()).toEqual({ ...before, demo: before.demo + 1, operator: before.operator + 1 });
  });

  test('to chosen users raises only theirs, a repeated id counting once', async () => {
    const before = await unreadCounts();
    const r = await send({ recipientType: 'USERS', userIds: [server.tokens.demo2.id, server.tokens.admin.id, server.tokens.demo2.id] });
    expect(r.body.data.sent).toBe(2);
    expect(await unreadCounts()).toEqual({ ...before, demo2: before.demo2 + 1, admin: before.admin + 1 });
  });

  test('the recipient sees the trimmed notice at the top of their list', async () => {
    await send({
      recipientType: 'USERS',
      userIds: [server.tokens.operator.id],
      title: '  账号安全提醒  ',
      content: ' 请及时修改初始密码。 ',
      remark: '修改初始密码',
    });
    const top = await callRoute(server.app, msgmgtRoutes.queryNotices, { at: server.tokens.operator.at, body: { pageConfig: { pageNum: 1, pageSize: 1 } } });
    expect(top.body.data.data[0]).toMatchObject({
      title: '账号安全提醒',
      content: '请及时修改初始密码。',
      remark: '修改初始密码',
      readStatus: 0,
      oneMsgType: 'SYSTEM',
      twoMsgType: 'ANNOUNCEMENT',
    });
  });

  test('writes an audit log entry for each send', async () => {
    const r = await send({ recipientType: 'TENANT', tenantId: server.tokens.demo2.tenantId, title: '审计通知' });
    const entry = await server.ctx.db.selectFrom('audit_log').selectAll().where('event', '=', 'notice.sent').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_id: server.tokens.admin.id, login_name: 'admin' });
    expect(JSON.parse(entry.detail!)).toEqual({ msgId: r.body.data.msgId, recipientType: 'TENANT', tenantId: server.tokens.demo2.tenantId, sent: 1 });
  });

  test.each([
    ['an empty title', { recipientType: 'ALL', title: '' }, 400, '请输入标题'],
    ['a title of spaces', { recipientType: 'ALL', title: '   ' }, 400, '请输入标题'],
    ['a title of 101 characters', { recipientType: 'ALL', title: '题'.repeat(101) }, 400, '标题不能超过 100 个字'],
    ['empty content', { recipientType: 'ALL', content: '' }, 400, '请输入内容'],
    ['content of 4001 characters', { recipientType: 'ALL', content: '文'.repeat(4001) }, 400, '内容不能超过 4000 个字'],
    ['a tenant send without a tenant', { recipientType: 'TENANT' }, 400, '请选择接收租户'],
    ['a user send without users', { recipientType: 'USERS', userIds: [] }, 400, '请至少选择一个接收人'],
    ['a user send with an unknown user', { recipientType: 'USERS', userIds: [1, 999999] }, 400, '部分接收人不存在，请重新选择'],
    ['an unknown tenant', { recipientType: 'TENANT', tenantId: 999999 }, 404, '租户不存在'],
  ])('refuses %s with a clear message and delivers nothing', async (_name, body, status, message) => {
    const before = await messageCount();
    const r = await send(body);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ success: false, data: null, message });
    expect(await messageCount()).toBe(before);
  });

  test('refuses a tenant without users', async () => {
    const empty = await server.ctx.db
      .insertInto('tenant')
      .values({ name: '空租户', pid: 1798, parent_tenant_id: 1708, inner_mark: 0, mgr_tenant_name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = await send({ recipientType: 'TENANT', tenantId: empty.id });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('该租户下没有用户');
  });

  test.each([
    ['no recipient type', {}],
    ['an unknown recipient type', { recipientType: 'SOME' }],
    ['user ids that are not numbers', { recipientType: 'USERS', userIds: ['a'] }],
    ['a title that is an object', { recipientType: 'ALL', title: { text: 't' } }],
  ])('answers 400 for %s', async (_name, body) => {
    const r = await send(body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('the sent list', () => {
  test('lists the seeded sends newest first with recipient and read counts', async () => {
    const r = await callRoute(server.app, routes.sentPage, { at: admin(), body: { keyword: '', pageSize: 100 } });
    expect(r.status).toBe(200);
    const rows = r.body.data.data as any[];
    expect(r.body.data.total).toBe(rows.length);
    const times = rows.map((n) => n.sendTime);
    expect([...times].sort((a, b) => Date.parse(b) - Date.parse(a))).toEqual(times);
    const byTitle = (title: string) => rows.find((n) => n.title === title);
    // "Everyone" is every account the demo data had when it was sent.
    const everyone = await userCount();
    expect(byTitle('平台服务协议更新通知')).toMatchObject({
      recipientType: 'ALL',
      recipientCount: everyone,
      readCount: 4,
      senderName: '平台管理员',
      tenantId: null,
      tenantName: null,
    });
    expect(byTitle('华东智造租户专属活动通知')).toMatchObject({
      recipientType: 'TENANT',
      tenantId: server.tokens.demo.tenantId,
      tenantName: '华东智造科技有限公司',
      recipientCount: 2,
      readCount: 1,
    });
    expect(byTitle('资源配额调整通知')).toMatchObject({ recipientType: 'USERS', recipientCount: 2, readCount: 0 });
    expect(byTitle('春节假期服务安排')).toMatchObject({ recipientType: 'ALL', recipientCount: everyone, readCount: 0 });
    expect(rows.every((n) => n.senderId === server.tokens.admin.id)).toBe(true);
    // Platform notices (no sender) are not sends.
    expect(rows.some((n) => /（\d+）$/.test(n.title))).toBe(false);
  });

  test('pages and filters by keyword and recipient type', async () => {
    const all = await callRoute(server.app, routes.sentPage, { at: admin(), body: { pageSize: 100 } });
    const page2 = await callRoute(server.app, routes.sentPage, { at: admin(), body: { pageNum: 2, pageSize: 2 } });
    expect(page2.body.data).toMatchObject({ total: all.body.data.total, pageNum: 2, pageSize: 2 });
    expect(page2.body.data.data.map((n: any) => n.msgId)).toEqual(all.body.data.data.slice(2, 4).map((n: any) => n.msgId));
    const tenants = await callRoute(server.app, routes.sentPage, { at: admin(), body: { recipientType: 'TENANT', pageSize: 100 } });
    expect(tenants.body.data.data.length).toBeGreaterThanOrEqual(2);
    expect(tenants.body.data.data.every((n: any) => n.recipientType === 'TENANT' && n.tenantName)).toBe(true);
    const named = await callRoute(server.app, routes.sentPage, { at: admin(), body: { keyword: '春节' } });
    expect(named.body.data.data.map((n: any) => n.title)).toEqual(['春节假期服务安排']);
    const wildcard = await callRoute(server.app, routes.sentPage, { at: admin(), body: { keyword: '%' } });
    expect(wildcard.body.data.total).toBe(0);
  });

  test('counts a read when one recipient marks the notice read', async () => {
    const { body } = await send({ recipientType: 'USERS', userIds: [server.tokens.demo.id, server.tokens.demo2.id], title: '已读计数通知' });
    const msgId = body.data.msgId;
    const detail = () => callRoute(server.app, routes.sentDetail, { at: admin(), params: { msgId } });
    expect((await detail()).body.data).toMatchObject({ msgId, title: '已读计数通知', content: '测试内容', recipientCount: 2, readCount: 0 });
    const mine = await callRoute(server.app, msgmgtRoutes.queryNotices, { at: server.tokens.demo.at, body: { remark: '已读计数通知' } });
    const [notice] = mine.body.data.data;
    expect(notice.msgId).toBe(msgId);
    await callRoute(server.app, msgmgtRoutes.markRead, { at: server.tokens.demo.at, body: { detailIds: [notice.id] } });
    expect((await detail()).body.data).toMatchObject({ recipientCount: 2, readCount: 1 });
    const listed = await callRoute(server.app, routes.sentPage, { at: admin(), body: { keyword: '已读计数通知' } });
    expect(listed.body.data.data[0]).toMatchObject({ msgId, recipientCount: 2, readCount: 1 });

    const recipients = await callRoute(server.app, routes.sentRecipients, { at: admin(), body: { msgId } });
    expect(recipients.body.data.data).toEqual([
      { userId: server.tokens.demo.id, loginName: 'demo', userName: '张明', tenantName: '华东智造科技有限公司', readStatus: 1, readTime: expect.any(String) },
      { userId: server.tokens.demo2.id, loginName: 'demo2', userName: '王芳', tenantName: '西南能源集团', readStatus: 0, readTime: null },
    ]);
    const unread = await callRoute(server.app, routes.sentRecipients, { at: admin(), body: { msgId, readStatus: 0 } });
    expect(unread.body.data.data.map((u: any) => u.loginName)).toEqual(['demo2']);
  });

  test('answers 404 for an unknown notice and for a platform notice no manager sent', async () => {
    const platform = await server.ctx.db.selectFrom('msg').select('id').where('sender_id', 'is', null).executeTakeFirstOrThrow();
    for (const msgId of [999999, platform.id]) {
      const r = await callRoute(server.app, routes.sentDetail, { at: admin(), params: { msgId } });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, message: '消息不存在' });
      expect((await callRoute(server.app, routes.sentRecipients, { at: admin(), body: { msgId } })).status).toBe(404);
    }
  });

  test.each([['abc'], ['0'], ['-1']])('answers 400 for the id %s', async (msgId) => {
    expect((await callRoute(server.app, routes.sentDetail, { at: admin(), params: { msgId } })).status).toBe(400);
  });
});

describe('choosing recipients', () => {
  const search = (body: object) => callRoute(server.app, routes.searchUsers, { at: admin(), body });

  test('finds users by name, login name or mobile, with the mobile masked', async () => {
    const byName = (await search({ keyword: '张明' })).body.data.data as any[];
    expect(byName.map((u) => u.loginName)).toContain('demo');
    expect(byName.every((u) => u.userName.includes('张明'))).toBe(true);
    expect((await search({ keyword: 'OPERATOR' })).body.data.data.map((u: any) => u.loginName)).toEqual(['operator']);
    const byMobile = await search({ keyword: '13800000003' });
    expect(byMobile.body.data.data).toEqual([
      {
        id: server.tokens.operator.id,
        loginName: 'operator',
        userName: '李华',
        mobileStr: '138****0003',
        userType: 'CLIENT_USER',
        tenantId: server.tokens.operator.tenantId,
        tenantName: '华东智造科技有限公司',
        subAccount: true,
      },
    ]);
    expect((await search({ keyword: '%' })).body.data.total).toBe(0);
  });

  test('narrows to a tenant or a user type and pages by login name', async () => {
    const b = await search({ tenantId: server.tokens.demo2.tenantId });
    expect(b.body.data.data.map((u: any) => u.loginName)).toEqual(['demo2']);
    const managers = await search({ userType: 'MANAGER_USER' });
    expect(managers.body.data.data.map((u: any) => u.loginName)).toContain('admin');
    expect(managers.body.data.data.every((u: any) => u.userType === 'MANAGER_USER')).toBe(true);
    const all = await search({ pageSize: 100 });
    expect(all.body.data.total).toBe(await userCount());
    const second = await search({ pageNum: 2, pageSize: 1 });
    expect(second.body.data).toMatchObject({ total: all.body.data.total, pageNum: 2, pageSize: 1 });
    expect(second.body.data.data[0].loginName).toBe(all.body.data.data[1].loginName);
  });

  test.each([[{ pageSize: 101 }], [{ keyword: 'x'.repeat(65) }], [{ tenantId: 'A' }], [{ userType: 'ROOT' }]])('answers 400 for %j', async (body) => {
    expect((await search(body)).status).toBe(400);
  });

  test('lists tenants with their user counts', async () => {
    const r = await callRoute(server.app, routes.tenants, { at: admin() });
    expect(r.body.data).toEqual(
      expect.arrayContaining([
        { id: server.tokens.demo.tenantId, name: '华东智造科技有限公司', userCount: 2 },
        { id: server.tokens.demo2.tenantId, name: '西南能源集团', userCount: 1 },
      ]),
    );
  });
});

// Last: these take the permissions out of the manager menu tree.
describe('a manager without the permissions in the menu tree', () => {
  test('without the send button may not send or choose recipients, but still sees the sent list', async () => {
    await server.ctx.db.deleteFrom('menu').where('user_type', '=', 'MANAGER_USER').where('menu_code', '=', 'msg_send_submit').execute();
    for (const [route, input] of [
      [routes.send, { body: { title: 't', content: 'c', recipientType: 'ALL' } }],
      [routes.searchUsers, { body: {} }],
      [routes.tenants, {}],
    ] as const) {
      const r = await callRoute(server.app, route, { ...input, at: admin() });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ success: false, data: null, message: '没有发送消息的权限', code: 'PERMISSION_DENIED' });
    }
    expect((await callRoute(server.app, routes.sentPage, { at: admin(), body: {} })).status).toBe(200);
  });

  test('without the send page may not see the sent list', async () => {
    await server.ctx.db.deleteFrom('menu').where('user_type', '=', 'MANAGER_USER').where('menu_code', '=', 'msg_send').execute();
    const r = await callRoute(server.app, routes.sentPage, { at: admin(), body: {} });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('没有查看已发送消息的权限');
  });
});
