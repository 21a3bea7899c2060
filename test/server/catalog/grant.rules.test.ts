import { changesNotHeld, codesNotHeld, grantedCodes, grantedRows, unknownCodes, type MenuRow } from '../../../server/services/catalog/grant.rules';

// iam(1) > users(2) > add(3); iam(1) > roles(4); home(5)
const ROWS: MenuRow[] = [
  { id: 1, parent_id: null, menu_code: 'iam' },
  { id: 2, parent_id: 1, menu_code: 'iam_user' },
  { id: 3, parent_id: 2, menu_code: 'iam_user_add' },
  { id: 4, parent_id: 1, menu_code: 'iam_role' },
  { id: 5, parent_id: null, menu_code: 'home' },
];
const codes = (...list: string[]) => ({ all: false as const, codes: new Set(list) });
const set = (...list: string[]) => new Set(list);

describe('what a role grants', () => {
  it.each([
    ['the super administrator role: every row', { all: true as const }, ['iam', 'iam_user', 'iam_user_add', 'iam_role', 'home']],
    ['nothing: no row', codes(), []],
    ['a button: its page and nav too', codes('iam_user_add'), ['iam', 'iam_user', 'iam_user_add']],
    ['a page: not its buttons', codes('iam_role'), ['iam', 'iam_role']],
    ['a code of no row: nothing', codes('nope'), []],
  ])('%s', (_name, grant, expected) => {
    expect(grantedRows(ROWS, grant).map((r) => r.menu_code)).toEqual(expected);
  });

  it('survives a cycle in the data', () => {
    const cyclic: MenuRow[] = [
      { id: 1, parent_id: 2, menu_code: 'a' },
      { id: 2, parent_id: 1, menu_code: 'b' },
    ];
    expect([...grantedCodes(cyclic, codes('a'))].sort()).toEqual(['a', 'b']);
  });

  it('names the codes of no menu', () => {
    expect(unknownCodes(ROWS, ['iam', 'x', 'x', 'y'])).toEqual(['x', 'y']);
  });

  it.each([
    ['adding a held code', set('iam', 'iam_user'), set('iam'), set('iam', 'iam_user'), []],
    ['adding a code not held', set('iam'), set('iam'), set('iam', 'iam_role'), ['iam_role']],
    ['taking away a code not held', set('iam'), set('iam', 'iam_role'), set('iam'), ['iam_role']],
    ['keeping a code not held', set('iam'), set('iam', 'iam_role'), set('iam', 'iam_role'), []],
  ])('nobody grants or takes what they lack: %s', (_name, actor, before, after, refused) => {
    expect(changesNotHeld(actor, before, after)).toEqual(refused);
  });

  it('lists the codes of a role the actor lacks', () => {
    expect(codesNotHeld(set('iam', 'home'), set('home', 'iam_role', 'iam'))).toEqual(['iam_role']);
  });
});
