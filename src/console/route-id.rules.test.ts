import { routeIdOf } from './route-id.rules';

describe('numeric ids in routes', () => {
  test.each([
    ['7', 7],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['07', null],
    ['abc', null],
    ['1e3', null],
    ['', null],
    [undefined, null],
  ])('%p is the id %p', (value, id) => {
    expect(routeIdOf(value)).toBe(id);
  });
});
