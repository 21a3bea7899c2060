import type { ApplyKind, ApplyStatus } from '@portal/contract';

/** The resource application list's menu code (spec 2: the overview's 'more' link). */
export const APPLICATIONS_MENU_CODE = 'cbp_order_apply';

/** The status tabs, in the order an application moves through them (spec 4 codes). */
export const APPLY_STATUS_TABS: readonly ApplyStatus[] = [1, 6, 2, 3, 5];

export const APPLY_KINDS: readonly ApplyKind[] = ['RESOURCE', 'DEVELOPER'];

/** Message key of an application kind. */
export const applyKindKey = (kind: string): string => (kind === 'DEVELOPER' ? 'cbp.apply.kind.developer' : 'cbp.apply.kind.resource');

/** The reason of a become-developer request: at most this many characters (the contract's bound). */
export const DEVELOPER_REASON_MAX = 200;

/** The reason to send (trimmed), or the message key of why it cannot be sent. */
export function developerReason(typed: string): { ok: true; reason: string } | { ok: false; problem: string } {
  const reason = typed.trim();
  if ([...reason].length > DEVELOPER_REASON_MAX) return { ok: false, problem: 'cbp.developer.reasonTooLong' };
  return { ok: true, reason };
}
