/**
 * Display rules for the user (spec 3 "User"): the mobile mask, shared by the portal's pages and
 * the sub-apps (`@portal/contract`).
 */

/**
 * Masks a mobile number for display: the first 3 digits, four stars, then the rest from the 8th
 * character (spec 3). Empty or missing numbers give ''.
 */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}
