/** The overview page's own rules (spec 9). */

/** How many entries each overview card shows (spec 9, "Overview limits"). */
export const OVERVIEW_LIMITS = {
  /** My applications: at most 4, with a 'more' link when there are more. */
  applications: 4,
  /** Resource applications: the 5 most recent. */
  resourceApplications: 5,
  /** Purchased goods: the first 3. */
  purchasedGoods: 3,
  /**
   * Joined partner plans: the 5 newest (the spec sets no number; the card is no list page, its
   * detail link leads to all of them).
   */
  partnerPlans: 5,
} as const;

/**
 * The first `limit` entries of a list and whether more were left off, for the cards with a
 * 'more' link. A missing list counts as empty.
 */
export function takeFirst<T>(list: readonly T[] | null | undefined, limit: number): { shown: T[]; hasMore: boolean } {
  const all = Array.isArray(list) ? list : [];
  return { shown: all.slice(0, limit), hasMore: all.length > limit };
}
