import type { Language } from '@portal/utils';
import { localName, type JoinedPlan } from '@portal/contract';

/** The joined plans' menu code (spec 2: the overview's partner plan link). */
export const PLANS_MENU_CODE = 'cbp_user_partner_plan_applied';

/** Audit status tabs (spec 4): 1 under review, 2 approved, 3 rejected. */
export const PLAN_STATUS_TABS = [1, 2, 3] as const;

/** A joined plan with its name and description in `language` (ADR 016): the English where the platform gave one, else the Chinese. */
export function localPlan<T extends Pick<JoinedPlan, 'planName' | 'planNameEn' | 'planDesc' | 'planDescEn'>>(plan: T, language: Language): T {
  return { ...plan, planName: localName(plan.planName, plan.planNameEn, language), planDesc: localName(plan.planDesc, plan.planDescEn, language) };
}
