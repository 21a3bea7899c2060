import type { PlanPageBody } from '@portal/contract';
import { PAGE_SIZE } from '@portal/console';

/** The joined plans' menu code (spec 2: the overview's partner plan link). */
export const PLANS_MENU_CODE = 'cbp_user_partner_plan_applied';

/** Audit status tabs (spec 4): 1 under review, 2 approved, 3 rejected. */
export const PLAN_STATUS_TABS = [1, 2, 3] as const;

export function planQuery(filters: { auditStatus: (typeof PLAN_STATUS_TABS)[number] | null; planName: string; page: number }): PlanPageBody {
  const planName = filters.planName.trim();
  return {
    ...(filters.auditStatus === null ? {} : { auditStatus: filters.auditStatus }),
    ...(planName ? { planName } : {}),
    pageNum: filters.page,
    pageSize: PAGE_SIZE,
  };
}
