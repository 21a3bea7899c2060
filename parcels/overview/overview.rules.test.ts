import { OVERVIEW_LIMITS, takeFirst } from './overview.rules';

describe('overview limits (spec 9)', () => {
  test('the cards show 4 applications, 5 resource applications and 3 purchased goods', () => {
    expect(OVERVIEW_LIMITS).toEqual({ applications: 4, resourceApplications: 5, purchasedGoods: 3, partnerPlans: 5 });
  });

  test.each([
    [[], 4, [], false],
    [[1, 2, 3], 4, [1, 2, 3], false],
    [[1, 2, 3, 4], 4, [1, 2, 3, 4], false],
    [[1, 2, 3, 4, 5], 4, [1, 2, 3, 4], true],
    [null, 3, [], false],
  ])('of %p with limit %i it shows %p and a more link: %p', (list, limit, shown, hasMore) => {
    expect(takeFirst(list as number[] | null, limit)).toEqual({ shown, hasMore });
  });
});
