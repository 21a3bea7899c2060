import {
  PERIOD_LIMITS,
  RESOURCE_APPLY_PROBLEMS,
  RESOURCE_CATALOGUE,
  resourceApplyProblem,
  type ApplyPeriodType,
  type Language,
  type ResourceApplyBody,
} from '@portal/contract';

/** The form as typed: numbers are still text until sent. */
export interface ResourceApplyDraft {
  resourceType: string;
  specCode: string;
  quantity: string;
  periodType: ApplyPeriodType;
  periodNumber: string;
  reason: string;
}

/** A fresh form: the catalogue's first type and its first specification, one, for a year's months. */
export function emptyDraft(): ResourceApplyDraft {
  const first = RESOURCE_CATALOGUE[0];
  return { resourceType: first.code, specCode: first.specs[0].code, quantity: '1', periodType: '0', periodNumber: '12', reason: '' };
}

/** Choosing another type: its first specification, since the old one belongs to the other type. */
export function withType(draft: ResourceApplyDraft, resourceType: string): ResourceApplyDraft {
  const type = RESOURCE_CATALOGUE.find((t) => t.code === resourceType);
  return { ...draft, resourceType, specCode: type?.specs[0]?.code ?? '' };
}

const whole = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The body to send, or the message (in `language`) of the first thing wrong, as the server would say it. */
export function checkDraft(
  draft: ResourceApplyDraft,
  language: Language,
): { ok: true; body: ResourceApplyBody } | { ok: false; field: string; message: string } {
  const form = {
    resourceType: draft.resourceType,
    specCode: draft.specCode,
    quantity: whole(draft.quantity),
    periodType: draft.periodType,
    periodNumber: whole(draft.periodNumber),
    reason: draft.reason.trim(),
  };
  const problem = resourceApplyProblem(form);
  if (problem) {
    const field = { TYPE: 'resourceType', SPEC: 'specCode', QUANTITY: 'quantity', PERIOD_TYPE: 'periodNumber', PERIOD: 'periodNumber', REASON: 'reason' }[
      problem
    ];
    return { ok: false, field, message: RESOURCE_APPLY_PROBLEMS[problem][language] };
  }
  return { ok: true, body: { ...form, reason: form.reason || null } };
}

export const PERIOD_MAX = { months: PERIOD_LIMITS['0'].max, years: PERIOD_LIMITS['1'].max };
