/**
 * The status labels and expiry rules of the cloud business pages (spec 4): pure, shared by the
 * portal's overview page and the cbp sub-apps (`@portal/contract`). A label's `key` is a message
 * key the page translates (the overview's own table, the console kit's `console.` + key).
 */
/** The visual tone a status is drawn in; the page maps tones to colours. */
export type StatusTone = 'pending' | 'success' | 'danger' | 'neutral' | 'progress' | 'trial';

/** The colour palette of the portal's theme a tone is drawn in (a badge's `colorPalette`), one for every page. */
export const TONE_PALETTE: Readonly<Record<StatusTone, string>> = {
  pending: 'blue',
  success: 'green',
  danger: 'red',
  neutral: 'gray',
  progress: 'purple',
  trial: 'orange',
};

export interface StatusLabel {
  /** Message key for `t()`; `overview.status.unknown` for a code the spec does not list. */
  key: string;
  tone: StatusTone;
  /** Name of the icon drawn next to the label. */
  icon: 'clock' | 'check' | 'cross' | 'stop' | 'spinner' | 'question';
}

const unknownStatus: StatusLabel = { key: 'overview.status.unknown', tone: 'neutral', icon: 'question' };

/** A status's label by its code, `unknownStatus` for a code the table lacks. */
function labelIn(labels: Record<string, StatusLabel>): (status: unknown) => StatusLabel {
  return (status) => labels[String(status)] ?? unknownStatus;
}

/** Resource application status (spec 4): 1 pending review, 2 completed, 3 rejected, 5 terminated, 6 under review. */
export const resourceApplicationStatus = labelIn({
  '1': { key: 'overview.apply.pending', tone: 'pending', icon: 'clock' },
  '2': { key: 'overview.apply.completed', tone: 'success', icon: 'check' },
  '3': { key: 'overview.apply.rejected', tone: 'danger', icon: 'cross' },
  '5': { key: 'overview.apply.terminated', tone: 'neutral', icon: 'stop' },
  '6': { key: 'overview.apply.reviewing', tone: 'progress', icon: 'spinner' },
});

/** Partner plan audit status (spec 4): 1 under review, 2 approved, 3 rejected. */
export const partnerPlanAuditStatus = labelIn({
  '1': { key: 'overview.plan.reviewing', tone: 'progress', icon: 'spinner' },
  '2': { key: 'overview.plan.approved', tone: 'success', icon: 'check' },
  '3': { key: 'overview.plan.rejected', tone: 'danger', icon: 'cross' },
});

/** Purchased instance status (spec 4): 1 on trial (amber), 2 being provisioned, 3 activated. */
export const purchasedInstanceStatus = labelIn({
  '1': { key: 'overview.goods.trial', tone: 'trial', icon: 'clock' },
  '2': { key: 'overview.goods.provisioning', tone: 'progress', icon: 'spinner' },
  '3': { key: 'overview.goods.activated', tone: 'success', icon: 'check' },
});

/** Order type '6' is a trial order and carries a trial tag (spec 4). */
export function isTrialOrder(orderType: unknown): boolean {
  return String(orderType) === '6';
}

/** The expiry row is hidden while the instance is being provisioned (status 2, spec 4). */
export function showsExpiry(instanceStatus: unknown): boolean {
  return String(instanceStatus) !== '2';
}

/** What the expiry row says: period type '3' is long-term valid, otherwise the end date expires. */
export type Expiry = { kind: 'long-term' } | { kind: 'expires'; date: string };

export function expiryOf(periodType: unknown, endEffectDay: unknown): Expiry {
  if (String(periodType) === '3') return { kind: 'long-term' };
  return { kind: 'expires', date: endEffectDay == null ? '' : String(endEffectDay) };
}

const billingPeriodKeys: Record<string, string> = {
  '0': 'overview.billing.monthly',
  '1': 'overview.billing.yearly',
  '3': 'overview.billing.perUse',
  '4': 'overview.billing.daily',
};

/** Billing period label key (spec 4): '0' monthly, '1' yearly, '3' per use, '4' daily; null when unlisted. */
export function billingPeriodKey(periodType: unknown): string | null {
  return billingPeriodKeys[String(periodType)] ?? null;
}
