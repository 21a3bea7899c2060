import { partnerPlanAuditStatus } from '@portal/contract';
import { PLAN_STATUS_TABS, planQuery } from './plans.rules';

describe('the joined partner plan list (spec 3, 4)', () => {
  test.each([
    [
      { auditStatus: null, planName: '', page: 1 },
      { pageNum: 1, pageSize: 20 },
    ],
    [
      { auditStatus: 2, planName: ' 渠道 ', page: 2 },
      { auditStatus: 2, planName: '渠道', pageNum: 2, pageSize: 20 },
    ],
    [
      { auditStatus: 3, planName: '', page: 1 },
      { auditStatus: 3, pageNum: 1, pageSize: 20 },
    ],
  ] as const)('the filters %p ask for %p', (filters, body) => {
    expect(planQuery(filters)).toEqual(body);
  });

  test.each([
    [1, 'overview.plan.reviewing'],
    [2, 'overview.plan.approved'],
    [3, 'overview.plan.rejected'],
  ])('audit tab %i reads %s through the overview rule', (status, key) => {
    expect(PLAN_STATUS_TABS).toContain(status);
    expect(partnerPlanAuditStatus(status).key).toBe(key);
  });
});
