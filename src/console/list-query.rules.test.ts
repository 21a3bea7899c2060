import { anyFilterSet, listQueryBody } from './list-query.rules';

describe('the request body of a filtered list', () => {
  test.each([
    ['the purchased goods, unfiltered', { instanceStatus: null, goodsName: '' }, 1, { pageNum: 1, pageSize: 20 }],
    [
      'the purchased goods by status and name',
      { instanceStatus: 1, goodsName: ' 云主机 ' },
      2,
      { instanceStatus: 1, goodsName: '云主机', pageNum: 2, pageSize: 20 },
    ],
    ['the purchased goods with a blank name', { instanceStatus: 3, goodsName: '  ' }, 1, { instanceStatus: 3, pageNum: 1, pageSize: 20 }],
    ['the joined plans, unfiltered', { auditStatus: null, planName: '' }, 1, { pageNum: 1, pageSize: 20 }],
    ['the joined plans by status and name', { auditStatus: 2, planName: ' 渠道 ' }, 2, { auditStatus: 2, planName: '渠道', pageNum: 2, pageSize: 20 }],
    ['the joined plans by status', { auditStatus: 3, planName: '' }, 1, { auditStatus: 3, pageNum: 1, pageSize: 20 }],
    ['the applications, unfiltered', { status: null, kind: null, keyword: '' }, 1, { pageNum: 1, pageSize: 20 }],
    ['the applications by status', { status: 1, kind: null, keyword: '' }, 2, { status: 1, pageNum: 2, pageSize: 20 }],
    [
      'the applications by status, kind and keyword',
      { status: 6, kind: 'DEVELOPER', keyword: '  SQ2026 ' },
      1,
      { status: 6, kind: 'DEVELOPER', keyword: 'SQ2026', pageNum: 1, pageSize: 20 },
    ],
    ['the applications by kind with a blank keyword', { status: null, kind: 'RESOURCE', keyword: '   ' }, 3, { kind: 'RESOURCE', pageNum: 3, pageSize: 20 }],
    ['the review list, unfiltered', { status: null, kind: null, tenantId: null, keyword: ' ' }, 1, { pageNum: 1, pageSize: 20 }],
    [
      'the review list by every filter',
      { status: 1, kind: 'DEVELOPER', tenantId: 3, keyword: ' SQ1 ' },
      2,
      { status: 1, kind: 'DEVELOPER', tenantId: 3, keyword: 'SQ1', pageNum: 2, pageSize: 20 },
    ],
  ])('%s', (_name, filters, page, body) => {
    expect(listQueryBody(filters, page)).toEqual(body);
  });
});

describe('whether a list is filtered', () => {
  test.each([
    [{ status: null, keyword: '' }, false],
    [{ status: 2, keyword: '' }, true],
    [{ status: null, keyword: 'SQ1' }, true],
    [{ status: 0, kind: null }, true],
    [{}, false],
  ])('%p: %p', (filters, filtered) => {
    expect(anyFilterSet(filters)).toBe(filtered);
  });
});
