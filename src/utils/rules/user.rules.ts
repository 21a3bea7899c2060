/**
 * Display rules for the user (spec 3 "User"): the mobile mask and the certification label.
 */

/**
 * Masks a mobile number for display: the first 3 digits, four stars, then the rest from the 8th
 * character (spec 3). Empty or missing numbers give ''.
 */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}

/** Certification labels by authStatus (spec 3). */
export const AUTH_STATUS_LABELS = { 1: '未认证', 2: '认证中', 3: '已认证' } as const;
/** Any other authStatus. */
export const AUTH_STATUS_FAILED = '认证失败';

/** The label of an authStatus: 1 not certified, 2 certifying, 3 certified, otherwise failed. */
export function authStatusLabel(authStatus: unknown): string {
  const key = typeof authStatus === 'string' && authStatus.trim() !== '' ? Number(authStatus) : authStatus;
  return AUTH_STATUS_LABELS[key as 1 | 2 | 3] ?? AUTH_STATUS_FAILED;
}
