import { accountStatusOf, containsPattern, flattenOrgs, maskEmail, pageOf } from '../../../server/services/iam-admin/admin.rules';

describe('administration rules', () => {
  test.each([
    [{}, { pageNum: 1, pageSize: 20, offset: 0 }],
    [
      { pageNum: 3, pageSize: 7 },
      { pageNum: 3, pageSize: 7, offset: 14 },
    ],
  ])('page %p is %p', (query, page) => {
    expect(pageOf(query)).toEqual(page);
  });

  test.each([
    [undefined, null],
    ['   ', null],
    [' 华东 ', '%华东%'],
    ['50%_off\\', '%50\\%\\_off\\\\%'],
  ])('search text %p is the pattern %p', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });

  test.each([
    ['active', 'enabled'],
    ['disabled', 'disabled'],
    ['closure_requested', 'closing'],
  ])('stored status %p shows as %p', (stored, shown) => {
    expect(accountStatusOf(stored)).toBe(shown);
  });

  test.each([
    ['demo@portal.example', 'de***@portal.example'],
    ['a@b.cn', 'a***@b.cn'],
    ['no-at-sign', '***'],
  ])('e-mail %p is shown as %p', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  test.each([
    ['empty', [], []],
    [
      'a tree, parents before children, siblings in the order given',
      [
        { id: 1, parentId: null, name: 'A' },
        { id: 2, parentId: 1, name: 'A1' },
        { id: 3, parentId: null, name: 'B' },
        { id: 4, parentId: 2, name: 'A1a' },
        { id: 5, parentId: 1, name: 'A2' },
      ],
      [
        ['A', 0],
        ['A1', 1],
        ['A1a', 2],
        ['A2', 1],
        ['B', 0],
      ],
    ],
    ['a missing parent makes a root', [{ id: 2, parentId: 99, name: 'orphan' }], [['orphan', 0]]],
    ['its own parent makes a root', [{ id: 2, parentId: 2, name: 'self' }], [['self', 0]]],
    [
      'a cycle without a root is left out',
      [
        { id: 1, parentId: 2, name: 'x' },
        { id: 2, parentId: 1, name: 'y' },
        { id: 3, parentId: null, name: 'root' },
      ],
      [['root', 0]],
    ],
  ])('orgs: %s', (_case, rows, expected) => {
    expect(flattenOrgs(rows as Array<{ id: number; parentId: number | null; name: string }>).map((o) => [o.name, o.depth])).toEqual(expected);
  });
});
