import type { RoleMenuItem } from '@portal/contract';
import { ancestorsOf, checkState, grantChange, permissionTree, toggle, type PermissionNode } from './permission-tree.rules';

const item = (menuCode: string, parentCode: string | null, grantable = true): RoleMenuItem => ({
  menuCode,
  menuName: menuCode,
  menuNameEn: null,
  menuType: 'page',
  parentCode,
  primaryOnly: false,
  grantable,
});

// iam > users > (add, reset); iam > security (not grantable); home
const ITEMS = [
  item('iam', null),
  item('iam_user', 'iam'),
  item('iam_user_add', 'iam_user'),
  item('iam_user_reset', 'iam_user'),
  item('iam_security', 'iam', false),
  item('home', null),
];
const tree = permissionTree(ITEMS);
const find = (code: string, nodes: PermissionNode[] = tree): PermissionNode =>
  nodes.find((n) => n.item.menuCode === code) ?? nodes.map((n) => (n.children.length ? find(code, n.children) : undefined)).find(Boolean)!;
const ancestors = ancestorsOf(ITEMS);
const grantable = (code: string) => ITEMS.find((i) => i.menuCode === code)!.grantable;
const set = (...codes: string[]) => new Set(codes);

describe('the role editor’s tree', () => {
  it('nests the flat list under its parents, in order', () => {
    expect(tree.map((n) => n.item.menuCode)).toEqual(['iam', 'home']);
    expect(find('iam_user').children.map((n) => n.item.menuCode)).toEqual(['iam_user_add', 'iam_user_reset']);
  });

  it.each([
    ['a held leaf is checked', 'home', set('home'), 'checked'],
    ['a leaf not held is unchecked', 'home', set(), 'unchecked'],
    ['a page with every button is checked', 'iam_user', set('iam_user', 'iam_user_add', 'iam_user_reset'), 'checked'],
    ['a page without one of its buttons is mixed', 'iam_user', set('iam_user', 'iam_user_add'), 'mixed'],
    ['a page held alone is mixed', 'iam_user', set('iam_user'), 'mixed'],
    ['a nav with none of its children is unchecked', 'iam', set('home'), 'unchecked'],
  ] as const)('%s', (_name, code, held, state) => {
    expect(checkState(find(code), held)).toBe(state);
  });

  it.each([
    ['checking a button grants its page and nav too', 'iam_user_add', set(), ['iam', 'iam_user', 'iam_user_add']],
    ['checking a page grants its buttons', 'iam_user', set(), ['iam', 'iam_user', 'iam_user_add', 'iam_user_reset']],
    ['unchecking a checked page takes its buttons, keeps the nav', 'iam_user', set('iam', 'iam_user', 'iam_user_add', 'iam_user_reset'), ['iam']],
    ['checking a mixed page completes it', 'iam_user', set('iam', 'iam_user'), ['iam', 'iam_user', 'iam_user_add', 'iam_user_reset']],
    ['checking a nav leaves out what the editor does not hold', 'iam', set(), ['iam', 'iam_user', 'iam_user_add', 'iam_user_reset']],
    ['unchecking leaves what the editor does not hold', 'iam', set('iam', 'iam_user', 'iam_user_add', 'iam_user_reset', 'iam_security'), ['iam_security']],
  ] as const)('%s', (_name, code, held, after) => {
    expect([...toggle(find(code), held, ancestors, grantable)].sort()).toEqual([...after].sort());
  });

  it('says what was granted and taken away', () => {
    expect(grantChange(['iam', 'home'], set('iam', 'iam_user'))).toEqual({ added: ['iam_user'], removed: ['home'] });
  });
});
