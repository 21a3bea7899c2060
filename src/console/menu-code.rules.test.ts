import { withFilter, withMenuCode } from './menu-code.rules';

describe('links inside a sub-app keep the menu_code (spec 2)', () => {
  test.each([
    ['/project/application/detail/SQ1', '?menu_code=cbp_order_apply', undefined, '/project/application/detail/SQ1?menu_code=cbp_order_apply'],
    ['/project/application?status=1', '?menu_code=cbp_order_apply&page=2', undefined, '/project/application?status=1&menu_code=cbp_order_apply'],
    ['/plan/x?menu_code=own', '?menu_code=other', 'fallback', '/plan/x?menu_code=own'],
    ['/project/application', '', 'cbp_order_apply', '/project/application?menu_code=cbp_order_apply'],
    ['/project/application', '?status=2', undefined, '/project/application'],
    ['/project/application', '?menu_code=', 'cbp_order_apply', '/project/application?menu_code=cbp_order_apply'],
  ])('%s from %p (fallback %p) goes to %s', (to, search, fallback, expected) => {
    expect(withMenuCode(to, search, fallback)).toBe(expected);
  });
});

describe('list filters live in the query string', () => {
  test.each([
    ['?menu_code=m', 'status', 1, '?menu_code=m&status=1'],
    ['?menu_code=m&status=1&page=3', 'status', 2, '?menu_code=m&status=2'],
    ['?menu_code=m&status=1&page=3', 'status', null, '?menu_code=m'],
    ['?menu_code=m&keyword=a', 'keyword', '  云主机 ', '?menu_code=m&keyword=%E4%BA%91%E4%B8%BB%E6%9C%BA'],
    ['?menu_code=m&keyword=a', 'keyword', '   ', '?menu_code=m'],
    ['?menu_code=m&status=1', 'page', 3, '?menu_code=m&status=1&page=3'],
    ['?menu_code=m&page=3', 'page', 1, '?menu_code=m'],
    ['', 'status', '', ''],
  ])('%p with %s = %p reads %p', (search, name, value, expected) => {
    expect(withFilter(search, name, value)).toBe(expected);
  });
});
