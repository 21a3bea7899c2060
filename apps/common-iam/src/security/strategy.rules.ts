import type { Language } from '@portal/utils';
import {
  type PasswordStrategy,
  type PasswordStrategyBody,
  passwordStrategyProblem,
  STRATEGY_MAX_LENGTH,
  STRATEGY_MIN_LENGTH,
  strategyText,
} from '@portal/contract';

/** The counted kinds of characters, in the spec's order (spec 3). */
export const CHAR_KINDS = [
  { count: 'upCharsLength', status: 'upCharsLengthStatus', key: 'upper' },
  { count: 'lowCharsLength', status: 'lowCharsLengthStatus', key: 'lower' },
  { count: 'numCharsLength', status: 'numCharsLengthStatus', key: 'digit' },
  { count: 'specCharLength', status: 'specCharLengthStatus', key: 'special' },
] as const;

type CountField = (typeof CHAR_KINDS)[number]['count'];
export type StatusField = 'pwdMinLengthStatus' | (typeof CHAR_KINDS)[number]['status'];
export type NumberField = 'pwdMinLength' | CountField;

/** The form: numbers as typed, switches as booleans. */
export type StrategyDraft = Record<NumberField, string> & Record<StatusField, boolean>;

/** Errors by number field, and `total` when the enabled counts together ask too much. */
export type StrategyErrors = Partial<Record<NumberField | 'total', string>>;

export function draftOfStrategy(s: PasswordStrategy): StrategyDraft {
  const draft = { pwdMinLength: String(s.pwdMinLength), pwdMinLengthStatus: s.pwdMinLengthStatus === 1 } as StrategyDraft;
  for (const kind of CHAR_KINDS) {
    draft[kind.count] = String(s[kind.count]);
    draft[kind.status] = s[kind.status] === 1;
  }
  return draft;
}

/** A whole number typed into a field, or NaN. */
function whole(value: string): number {
  const text = value.trim();
  return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The strategy form's errors, each under its field, with the messages of the shared rule
 * (`passwordStrategyProblem` in contract/iam-admin.rules.ts): the minimum length 6 to 32; each
 * count 0 to 32 and at least 1 when its switch is on; the enabled counts together at most 32.
 */
export function strategyErrors(draft: StrategyDraft, language: Language = 'zh-CN'): StrategyErrors {
  const errors: StrategyErrors = {};
  const min = whole(draft.pwdMinLength);
  if (!(min >= STRATEGY_MIN_LENGTH && min <= STRATEGY_MAX_LENGTH)) errors.pwdMinLength = strategyText.minLength(language);
  let total = 0;
  for (const kind of CHAR_KINDS) {
    const n = whole(draft[kind.count]);
    if (!(n >= 0 && n <= STRATEGY_MAX_LENGTH)) errors[kind.count] = strategyText.count(kind.count, language);
    else if (draft[kind.status] && n < 1) errors[kind.count] = strategyText.atLeastOne(kind.count, language);
    else if (draft[kind.status]) total += n;
  }
  if (total > STRATEGY_MAX_LENGTH) errors.total = strategyText.total(language);
  return errors;
}

/** The save body (numbers, switches as 1/0); only for a draft without errors. */
export function strategyBody(draft: StrategyDraft): PasswordStrategyBody {
  const body = { pwdMinLength: whole(draft.pwdMinLength), pwdMinLengthStatus: draft.pwdMinLengthStatus ? 1 : 0 } as PasswordStrategyBody;
  for (const kind of CHAR_KINDS) {
    body[kind.count] = whole(draft[kind.count]);
    body[kind.status] = draft[kind.status] ? 1 : 0;
  }
  return body;
}

/** The shared rule's verdict on the body (the server's own check), or null. */
export function strategyProblem(draft: StrategyDraft): string | null {
  return passwordStrategyProblem(strategyBody(draft));
}

interface StrategySummary {
  /** The shortest password allowed: the minimum length when on (else 1), at least the enabled counts together. */
  shortest: number;
  longest: number;
  /** The enabled counts, in order. */
  counts: Array<{ key: (typeof CHAR_KINDS)[number]['key']; n: number }>;
}

/** What a password must look like under a valid draft (the page shows it as a preview). */
export function strategySummary(draft: StrategyDraft): StrategySummary {
  const counts = CHAR_KINDS.filter((kind) => draft[kind.status]).map((kind) => ({ key: kind.key, n: whole(draft[kind.count]) }));
  const required = counts.reduce((sum, c) => sum + (Number.isNaN(c.n) ? 0 : c.n), 0);
  const min = draft.pwdMinLengthStatus ? whole(draft.pwdMinLength) : 1;
  return { shortest: Math.max(Number.isNaN(min) ? 1 : min, required, 1), longest: STRATEGY_MAX_LENGTH, counts };
}

/** Login security modes (spec 3, 4), in the order the page offers them. */
export const LOGIN_SECURITY_MODES = [0, 1, 2, 3] as const;
export type LoginSecurityModeValue = (typeof LOGIN_SECURITY_MODES)[number];

/** A mode from a radio's value, or null. */
export function toMode(value: string): LoginSecurityModeValue | null {
  const mode = Number(value);
  return (LOGIN_SECURITY_MODES as readonly number[]).includes(mode) && value.trim() !== '' ? (mode as LoginSecurityModeValue) : null;
}
