import { partnerPlanAuditStatus } from '@portal/contract';
import { localPlan, PLAN_STATUS_TABS } from './plans.rules';

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

describe('a plan in the reader’s language', () => {
  const plan = { id: 1, planName: '渠道合作计划', planNameEn: 'Channel partner plan', planDesc: '面向渠道伙伴', planDescEn: null };

  test.each([
    ['en-US', { ...plan, planName: 'Channel partner plan' }],
    ['zh-CN', plan],
  ] as const)('%s: the English beside each text, else the one text there is', (language, shown) => {
    expect(localPlan(plan, language)).toEqual(shown);
  });
});
