/** The joined plans' menu code (spec 2: the overview's partner plan link). */
export const PLANS_MENU_CODE = 'cbp_user_partner_plan_applied';

/** Audit status tabs (spec 4): 1 under review, 2 approved, 3 rejected. */
export const PLAN_STATUS_TABS = [1, 2, 3] as const;
