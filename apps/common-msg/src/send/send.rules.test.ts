import type { RecipientUser } from '@portal/contract';
import { sendMessages } from './send.messages';
import {
  addRecipient,
  audienceText,
  emptyNoticeForm,
  messageTypeText,
  noticeFormProblems,
  recipientQuery,
  removeRecipient,
  sendBody,
  sentQuery,
  type NoticeForm,
} from './send.rules';

const user = (id: number): RecipientUser => ({
  id,
  loginName: `u${id}`,
  userName: `用户${id}`,
  mobileStr: null,
  userType: 'CLIENT_USER',
  tenantId: 1,
  tenantName: '租户A',
  subAccount: false,
});
const form = (changes: Partial<NoticeForm>): NoticeForm => ({ ...emptyNoticeForm(), title: '系统维护通知', content: '周六凌晨维护', ...changes });

describe('a notice before it is sent (issue 10 item 2)', () => {
  test.each([
    ['a titled notice to everyone', form({}), {}],
    ['no title', form({ title: '   ' }), { title: '请输入标题' }],
    ['a title of 101 characters', form({ title: '标'.repeat(101) }), { title: '标题不能超过 100 个字' }],
    ['no content', form({ content: '' }), { content: '请输入内容' }],
    ['a tenant send without a tenant', form({ recipientType: 'TENANT' }), { recipients: '请选择接收租户' }],
    ['a tenant send with a tenant', form({ recipientType: 'TENANT', tenantId: 3 }), {}],
    ['a send to chosen users without users', form({ recipientType: 'USERS' }), { recipients: '请至少选择一个接收人' }],
    ['a send to chosen users', form({ recipientType: 'USERS', users: [user(7)] }), {}],
    ['a summary of 201 characters', form({ remark: '摘'.repeat(201) }), { remark: '摘要不能超过 200 个字' }],
  ])('%s: %p', (_name, draft, problems) => {
    expect(noticeFormProblems(draft)).toEqual(problems);
  });

  test.each([
    [
      'everyone',
      form({ title: ' 维护 ', content: ' 正文 ', remark: '  ', tenantId: 3, users: [user(7)] }),
      { title: '维护', content: '正文', recipientType: 'ALL' },
    ],
    [
      'a tenant',
      form({ recipientType: 'TENANT', tenantId: 3, remark: ' 摘要 ', users: [user(7)] }),
      { title: '系统维护通知', content: '周六凌晨维护', remark: '摘要', recipientType: 'TENANT', tenantId: 3 },
    ],
    [
      'chosen users',
      form({ recipientType: 'USERS', tenantId: 3, users: [user(7), user(9)] }),
      { title: '系统维护通知', content: '周六凌晨维护', recipientType: 'USERS', userIds: [7, 9] },
    ],
  ])('a send to %s carries only what that send uses', (_name, draft, body) => {
    expect(sendBody(draft)).toEqual(body);
  });
});

describe('choosing users', () => {
  test('a user is chosen once and can be removed', () => {
    const once = addRecipient([], user(7));
    const twice = addRecipient(once, user(7));
    expect(twice.map((u) => u.id)).toEqual([7]);
    expect(removeRecipient(addRecipient(twice, user(9)), 7).map((u) => u.id)).toEqual([9]);
  });

  test('at most 1000 users are chosen', () => {
    const many = Array.from({ length: 1000 }, (_, i) => user(i + 1));
    expect(addRecipient(many, user(5000))).toHaveLength(1000);
  });
});

describe('the sent list and its recipients', () => {
  test.each([
    [{ recipientType: 'ALL' as const, tenantName: null }, { key: 'send.audience.all' }],
    [
      { recipientType: 'TENANT' as const, tenantName: '华东制造' },
      { key: 'send.audience.tenant', params: { tenant: '华东制造' } },
    ],
    [{ recipientType: 'USERS' as const, tenantName: null }, { key: 'send.audience.users' }],
  ])('%p reads %p', (sent, text) => {
    expect(audienceText(sent)).toEqual(text);
  });

  test.each([
    [
      { recipientType: null, keyword: '', page: 1 },
      { pageNum: 1, pageSize: 20 },
    ],
    [
      { recipientType: 'TENANT' as const, keyword: ' 维护 ', page: 2 },
      { recipientType: 'TENANT', keyword: '维护', pageNum: 2, pageSize: 20 },
    ],
  ])('the sent list filters %p ask for %p', (filters, body) => {
    expect(sentQuery(filters)).toEqual(body);
  });

  test.each([
    [
      { readStatus: null, keyword: '', page: 1 },
      { msgId: 4, pageNum: 1, pageSize: 20 },
    ],
    [
      { readStatus: 0 as const, keyword: ' demo ', page: 3 },
      { msgId: 4, readStatus: 0, keyword: 'demo', pageNum: 3, pageSize: 20 },
    ],
    [
      { readStatus: 1 as const, keyword: '', page: 1 },
      { msgId: 4, readStatus: 1, pageNum: 1, pageSize: 20 },
    ],
  ])('the recipient filters %p ask for %p', (filters, body) => {
    expect(recipientQuery(4, filters)).toEqual(body);
  });
});

describe('every message of the draft rules reads in English too', () => {
  test.each([
    form({ title: '' }),
    form({ title: '标'.repeat(101) }),
    form({ content: '' }),
    form({ content: '正'.repeat(4001) }),
    form({ recipientType: 'TENANT' }),
    form({ recipientType: 'USERS' }),
    form({ remark: '摘'.repeat(201) }),
  ])('%#', (draft) => {
    const english: Record<string, string> = sendMessages['en-US'];
    for (const problem of Object.values(noticeFormProblems(draft))) expect(english[problem!]).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('message types read as words', () => {
  test.each([
    ['SYSTEM', 'ANNOUNCEMENT', { one: 'send.msgType.SYSTEM', two: 'send.msgType.ANNOUNCEMENT', raw: null }],
    ['BUSINESS', 'ORDER', { one: 'send.msgType.BUSINESS', two: 'send.msgType.ORDER', raw: null }],
    ['SECURITY', 'LOGIN_ALERT', { one: 'send.msgType.SECURITY', two: null, raw: 'LOGIN_ALERT' }],
    ['SYSTEM', '', { one: 'send.msgType.SYSTEM', two: null, raw: null }],
  ])('%s / %p reads %p', (one, two, text) => {
    expect(messageTypeText(one, two)).toEqual(text);
  });
});
