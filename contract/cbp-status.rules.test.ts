import {
  billingPeriodKey,
  expiryOf,
  isTrialOrder,
  partnerPlanAuditStatus,
  purchasedInstanceStatus,
  resourceApplicationStatus,
  showsExpiry,
} from './cbp-status.rules';

describe('resource application statuses (spec 4)', () => {
  test.each([
    [1, 'overview.apply.pending', 'clock'],
    ['2', 'overview.apply.completed', 'check'],
    [3, 'overview.apply.rejected', 'cross'],
    [5, 'overview.apply.terminated', 'stop'],
    ['6', 'overview.apply.reviewing', 'spinner'],
    [4, 'overview.status.unknown', 'question'],
    [null, 'overview.status.unknown', 'question'],
  ])('status %p reads %s with the %s icon', (status, key, icon) => {
    expect(resourceApplicationStatus(status)).toMatchObject({ key, icon });
  });
});

describe('partner plan audit statuses (spec 4)', () => {
  test.each([
    [1, 'overview.plan.reviewing'],
    ['2', 'overview.plan.approved'],
    [3, 'overview.plan.rejected'],
    [0, 'overview.status.unknown'],
  ])('audit status %p reads %s', (status, key) => {
    expect(partnerPlanAuditStatus(status).key).toBe(key);
  });
});

describe('purchased instance statuses (spec 4)', () => {
  test.each([
    [1, 'overview.goods.trial', 'trial'],
    ['2', 'overview.goods.provisioning', 'progress'],
    [3, 'overview.goods.activated', 'success'],
    [9, 'overview.status.unknown', 'neutral'],
  ])('status %p reads %s in the %s tone', (status, key, tone) => {
    expect(purchasedInstanceStatus(status)).toMatchObject({ key, tone });
  });

  test.each([
    ['6', true],
    [6, true],
    ['1', false],
    [undefined, false],
  ])('order type %p is a trial order: %p', (orderType, trial) => {
    expect(isTrialOrder(orderType)).toBe(trial);
  });

  test.each([
    [1, true],
    [2, false],
    ['2', false],
    [3, true],
  ])('status %p shows the expiry row: %p', (status, shown) => {
    expect(showsExpiry(status)).toBe(shown);
  });

  test.each([
    ['3', '2027-01-01', { kind: 'long-term' }],
    [3, null, { kind: 'long-term' }],
    ['0', '2027-01-01', { kind: 'expires', date: '2027-01-01' }],
    ['1', undefined, { kind: 'expires', date: '' }],
  ])('period type %p with end day %p expires as %p', (periodType, end, expiry) => {
    expect(expiryOf(periodType, end)).toEqual(expiry);
  });

  test.each([
    ['0', 'overview.billing.monthly'],
    ['1', 'overview.billing.yearly'],
    ['3', 'overview.billing.perUse'],
    [4, 'overview.billing.daily'],
    ['2', null],
  ])('billing period type %p is labelled %p', (periodType, key) => {
    expect(billingPeriodKey(periodType)).toBe(key);
  });
});
