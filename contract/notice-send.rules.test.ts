import { firstNoticeDraftProblem, noticeDraftProblems, type NoticeDraft } from './notice-send.rules';

const ok: NoticeDraft = { title: '系统维护通知', content: '本周六凌晨维护。', recipientType: 'ALL' };

describe('a notice draft', () => {
  test.each<[string, NoticeDraft, ReturnType<typeof noticeDraftProblems>]>([
    ['to everyone with a title and content is fine', ok, {}],
    ['without a title asks for one', { ...ok, title: '' }, { title: '请输入标题' }],
    ['with a title of spaces asks for one', { ...ok, title: '   ' }, { title: '请输入标题' }],
    ['with a title of 100 characters is fine', { ...ok, title: '通'.repeat(100) }, {}],
    ['with a title of 101 characters is too long', { ...ok, title: '通'.repeat(101) }, { title: '标题不能超过 100 个字' }],
    ['counts an emoji as two characters, as a text field does', { ...ok, title: '🔔'.repeat(51) }, { title: '标题不能超过 100 个字' }],
    ['without content asks for it', { ...ok, content: null }, { content: '请输入内容' }],
    ['with content of 4000 characters is fine', { ...ok, content: 'x'.repeat(4000) }, {}],
    ['with content of 4001 characters is too long', { ...ok, content: 'x'.repeat(4001) }, { content: '内容不能超过 4000 个字' }],
    ['without a recipient type asks for recipients', { ...ok, recipientType: null }, { recipients: '请选择接收人' }],
    ['to a tenant without a tenant asks for one', { ...ok, recipientType: 'TENANT' }, { recipients: '请选择接收租户' }],
    ['to a tenant with one is fine', { ...ok, recipientType: 'TENANT', tenantId: 3 }, {}],
    ['to chosen users without any asks for one', { ...ok, recipientType: 'USERS', userIds: [] }, { recipients: '请至少选择一个接收人' }],
    ['to chosen users with one is fine', { ...ok, recipientType: 'USERS', userIds: [7] }, {}],
    [
      'to more than 1000 chosen users is too many',
      { ...ok, recipientType: 'USERS', userIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { recipients: '一次最多选择 1000 个接收人' },
    ],
    ['empty everywhere names every field', {}, { title: '请输入标题', content: '请输入内容', recipients: '请选择接收人' }],
  ])('%s', (_name, draft, problems) => {
    expect(noticeDraftProblems(draft)).toEqual(problems);
  });

  test.each<[NoticeDraft, string | null, string | null]>([
    [{}, '请输入标题', 'Enter a title'],
    [{ title: 't' }, '请输入内容', 'Enter the text'],
    [{ title: 't', content: 'c' }, '请选择接收人', 'Choose the recipients'],
    [ok, null, null],
  ])('reports the first problem in field order for %j, in both languages', (draft, zh, en) => {
    expect(firstNoticeDraftProblem(draft)).toEqual(zh === null ? null : { 'zh-CN': zh, 'en-US': en });
  });

  test('gives every problem in English too', () => {
    expect(noticeDraftProblems({ title: 'x'.repeat(101), recipientType: 'USERS', userIds: [] }, 'en-US')).toEqual({
      title: 'The title can be at most 100 characters',
      content: 'Enter the text',
      recipients: 'Choose at least one recipient',
    });
  });
});
