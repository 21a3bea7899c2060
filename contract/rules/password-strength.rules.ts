import { DEFAULT_LANGUAGE, type Language } from './language.rules';

/**
 * Password strength (issue 13 finding 11), the part both sides share: what score is enough and
 * what the user is told. The estimate itself comes from zxcvbn-ts with its common-password,
 * name and word dictionaries (password-strength.estimator.ts): the server checks every new
 * password with it; the browser loads it lazily (never on the login route) for a hint while typing.
 *
 * @example
 * weakPasswordMessage({ score: 0, warning: 'simpleRepeat' }, 'en-US'); // 'This password is too easy to guess (…)…'
 * weakPasswordMessage({ score: 3, warning: null });                     // null
 */

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. 2 and up resist online guessing (≥ 10^6 guesses). */
export const MIN_PASSWORD_SCORE = 2;

export interface StrengthEstimate {
  /** 0 to 4. */
  score: number;
  /** zxcvbn-ts's warning key (`simpleRepeat`, `common`, …), or null. */
  warning: string | null;
}

type Reason = 'common' | 'repeat' | 'keyboard' | 'sequence' | 'date' | 'personal' | 'word';

const REASON_OF_WARNING: Record<string, Reason> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  sequences: 'sequence',
  recentYears: 'date',
  dates: 'date',
  userInputs: 'personal',
  wordByItself: 'word',
  namesByThemselves: 'word',
  commonNames: 'word',
};

const TEXTS = {
  'zh-CN': {
    weak: '密码太容易被猜到{reason}，请换一个更长、更不常见的密码',
    reasons: {
      common: '（这是常用密码或其变形）',
      repeat: '（重复的字符很容易猜到）',
      keyboard: '（键盘上连续的按键很容易猜到）',
      sequence: '（abc、6543 这样的顺序很容易猜到）',
      date: '（日期和年份很容易猜到）',
      personal: '（含有用户名、手机号等本人信息）',
      word: '（单个单词或名字很容易猜到）',
    },
    levels: ['很弱', '弱', '一般', '强', '很强'],
    hint: '密码强度：{level}',
  },
  'en-US': {
    weak: 'This password is too easy to guess{reason}; please choose a longer, less common one',
    reasons: {
      common: ' (it is a common password or a variant of one)',
      repeat: ' (repeated characters are easy to guess)',
      keyboard: ' (a row of keyboard keys is easy to guess)',
      sequence: ' (sequences like abc or 6543 are easy to guess)',
      date: ' (dates and years are easy to guess)',
      personal: ' (it contains your user name, phone or other details of yours)',
      word: ' (a single word or name is easy to guess)',
    },
    levels: ['very weak', 'weak', 'fair', 'strong', 'very strong'],
    hint: 'Password strength: {level}',
  },
} as const;

/** The refusal for a password scored under MIN_PASSWORD_SCORE, in `language`; null when it is strong enough. */
export function weakPasswordMessage(estimate: StrengthEstimate, language: Language = DEFAULT_LANGUAGE): string | null {
  if (estimate.score >= MIN_PASSWORD_SCORE) return null;
  const texts = TEXTS[language];
  const reason = estimate.warning ? REASON_OF_WARNING[estimate.warning] : undefined;
  return texts.weak.replace('{reason}', reason ? texts.reasons[reason] : '');
}

/** The hint under a new-password field: '密码强度：一般' ('Password strength: fair'). */
export function strengthHint(score: number, language: Language = DEFAULT_LANGUAGE): string {
  const texts = TEXTS[language];
  const level = texts.levels[Math.max(0, Math.min(4, Math.round(score)))];
  return texts.hint.replace('{level}', level);
}

/** Whether a score is enough to be accepted (for the hint's colour). */
export const strongEnough = (score: number) => score >= MIN_PASSWORD_SCORE;
