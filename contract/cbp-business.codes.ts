/**
 * The status codes of the cloud business lists, apart from their schemas (cbp-business.ts) so that
 * the browser's @portal/contract takes them without TypeBox.
 */

/** 1 pending review, 2 completed, 3 rejected, 5 terminated, 6 under review (spec 4). */
export const APPLY_STATUSES = [1, 2, 3, 5, 6] as const;

/** 1 on trial, 2 being provisioned, 3 activated. */
export const INSTANCE_STATUSES = [1, 2, 3] as const;

/** 1 under review, 2 approved, 3 rejected. */
export const PLAN_AUDIT_STATUSES = [1, 2, 3] as const;
