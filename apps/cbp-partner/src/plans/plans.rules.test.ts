import { partnerPlanAuditStatus } from '@portal/contract';
import { PLAN_STATUS_TABS } from './plans.rules';

describe('the joined partner plan list (spec 3, 4)', () => {
  test.each([
    [1, 'overview.plan.reviewing'],
    [2, 'overview.plan.approved'],
    [3, 'overview.plan.rejected'],
  ])('audit tab %i reads %s through the overview rule', (status, key) => {
    expect(PLAN_STATUS_TABS).toContain(status);
    expect(partnerPlanAuditStatus(status).key).toBe(key);
  });
});
