/**
 * Identity administration rules shared by the server and the forms (pure, no schema code):
 * the menu code each call needs, the role-name rule (spec 5), the bounds of a password strategy
 * and of the login security mode. Each check answers the message to show in `language` (the
 * spec's Chinese by default), or null: the server answers a request in its Accept-Language, a
 * form in the portal's language.
 */

import type { Language, Localized } from './rules/language.rules';

/**
 * The menu code (page or button permission, spec 3 and 6) each administration call needs in the
 * caller's menu tree. Button codes are `subpage` children of their page, so the shell lists them
 * in the page's buttonPermissionList; a page hides a button whose code is missing, and the server
 * refuses the call (403) all the same.
 */
export const IAM_ADMIN_PERMISSIONS = {
  tenantPage: 'iam_tenant',
  tenantDetail: 'iam_tenant_detail',
  addTenant: 'iam_tenant_add',
  editTenant: 'iam_tenant_edit',
  editUser: 'iam_user_edit',
  userPage: 'iam_user',
  addUser: 'iam_user_add',
  resetUserPassword: 'iam_user_reset_pwd',
  setUserStatus: 'iam_user_disable',
  roleList: 'iam_role',
  addRole: 'iam_role_add',
  editRole: 'iam_role_edit',
  roleMenus: 'iam_role',
  changeUserRole: 'iam_user_role',
  passwordStrategyDetail: 'iam_pwd_strategy',
  savePasswordStrategy: 'iam_pwd_strategy_save',
  loginSecurityDetail: 'iam_login_security',
  saveLoginSecurity: 'iam_login_security_save',
  subAccountPage: 'iam_sub_account',
  subAccountRoles: 'iam_sub_account',
  addSubAccount: 'iam_sub_account_add',
  resetSubAccountPassword: 'iam_sub_account_reset_pwd',
  setSubAccountStatus: 'iam_sub_account_disable',
  changeSubAccountRole: 'iam_sub_account_role',
} as const;

export type IamAdminCall = keyof typeof IAM_ADMIN_PERMISSIONS;

/** Calls every manager may make without a menu code: proving who they are (the step-up, issue 22). */
export const IAM_ADMIN_WITHOUT_CODE = ['stepUp'] as const;

type Check = (value: string | null | undefined, language?: Language) => string | null;

const say = (language: Language | undefined, text: Localized): string => text[language === 'en-US' ? 'en-US' : 'zh-CN'];

/** Spec 5: 2 to 20 Chinese characters, letters or digits. */
export const checkRoleName: Check = (v, language) => {
  if (v === null || v === undefined || v.trim() === '') return say(language, { 'zh-CN': '请输入角色名称', 'en-US': 'Please enter a role name' });
  return /^[\u4e00-\u9fa5A-Za-z0-9]{2,20}$/.test(v)
    ? null
    : say(language, { 'zh-CN': '角色名称仅支持中文、字母或数字，长度2到20个字符', 'en-US': 'Role names use 2 to 20 Chinese characters, letters or digits' });
};

/**
 * A role's English name (docs/decisions/016), optional: blank is none; otherwise 2 to 40 letters,
 * digits, spaces or - . & ' /, starting with a letter or digit.
 */
export const checkRoleNameEn: Check = (v, language) => {
  if (v === null || v === undefined || v.trim() === '') return null;
  return /^[A-Za-z0-9][A-Za-z0-9 .&'/-]{1,39}$/.test(v.trim())
    ? null
    : say(language, {
        'zh-CN': "英文名称仅支持字母、数字、空格及 - . & ' /，长度2到40个字符",
        'en-US': "English names use 2 to 40 letters, digits, spaces or - . & ' /",
      });
};

export const REMARK_MAX = 100;
export const checkRemark: Check = (v, language) =>
  v && v.length > REMARK_MAX
    ? say(language, { 'zh-CN': `备注最多${REMARK_MAX}个字符`, 'en-US': `The remark may have at most ${REMARK_MAX} characters` })
    : null;

/** The fields of a password strategy a manager sets (spec 3). */
export interface StrategyFields {
  pwdMinLength: number;
  pwdMinLengthStatus: number;
  upCharsLength: number;
  upCharsLengthStatus: number;
  lowCharsLength: number;
  lowCharsLengthStatus: number;
  numCharsLength: number;
  numCharsLengthStatus: number;
  specCharLength: number;
  specCharLengthStatus: number;
  pwdMaxLength?: number;
}

export const STRATEGY_MIN_LENGTH = 6;
export const STRATEGY_MAX_LENGTH = 32;

/**
 * The strategy a platform starts with unless its PWD_* settings say otherwise: 8 characters at
 * least, no composition rules. As the settings page saves it; the server's answers add the fixed
 * maximum, `pwdMaxLength: 32`.
 *
 * @example
 * const strict: StrategyFields = { ...DEFAULT_PASSWORD_STRATEGY, numCharsLength: 1, numCharsLengthStatus: 1 };
 */
export const DEFAULT_PASSWORD_STRATEGY: Readonly<StrategyFields> = {
  pwdMinLength: 8,
  pwdMinLengthStatus: 1,
  upCharsLength: 0,
  upCharsLengthStatus: 0,
  lowCharsLength: 0,
  lowCharsLengthStatus: 0,
  numCharsLength: 0,
  numCharsLengthStatus: 0,
  specCharLength: 0,
  specCharLengthStatus: 0,
};

const COUNTS = [
  ['upCharsLength', 'upCharsLengthStatus', { 'zh-CN': '大写字母', 'en-US': 'uppercase letters' }],
  ['lowCharsLength', 'lowCharsLengthStatus', { 'zh-CN': '小写字母', 'en-US': 'lowercase letters' }],
  ['numCharsLength', 'numCharsLengthStatus', { 'zh-CN': '数字', 'en-US': 'digits' }],
  ['specCharLength', 'specCharLengthStatus', { 'zh-CN': '特殊字符', 'en-US': 'special characters' }],
] as const;

type CountKey = (typeof COUNTS)[number][0];

/**
 * A strategy that asks for at least the given counts of each kind of character, each count switched
 * on with its status; the rest as in `base` (the default strategy unless given).
 *
 * @example
 * strategyRequiring({ upCharsLength: 1, lowCharsLength: 1, numCharsLength: 1 }); // letters of both cases and a digit
 */
export function strategyRequiring<T extends StrategyFields = StrategyFields>(
  counts: Partial<Record<CountKey, number>>,
  base: T = DEFAULT_PASSWORD_STRATEGY as T,
): T {
  const strategy: T = { ...base };
  for (const [count, status] of COUNTS) {
    const wanted = counts[count];
    if (wanted === undefined) continue;
    strategy[count] = wanted;
    strategy[status] = 1;
  }
  return strategy;
}
const countNames = (count: CountKey) => COUNTS.find(([key]) => key === count)!;

/** The strategy rules' messages in `language`, for the server's refusal and the form's fields alike. */
export const strategyText = {
  minLength: (language?: Language) =>
    say(language, {
      'zh-CN': `密码最小长度须为${STRATEGY_MIN_LENGTH}~${STRATEGY_MAX_LENGTH}`,
      'en-US': `The minimum length must be ${STRATEGY_MIN_LENGTH} to ${STRATEGY_MAX_LENGTH}`,
    }),
  count: (count: CountKey, language?: Language) => {
    const [, , name] = countNames(count);
    return say(language, {
      'zh-CN': `${name['zh-CN']}个数须为0~${STRATEGY_MAX_LENGTH}`,
      'en-US': `The number of ${name['en-US']} must be 0 to ${STRATEGY_MAX_LENGTH}`,
    });
  },
  atLeastOne: (count: CountKey, language?: Language) => {
    const [, , name] = countNames(count);
    return say(language, { 'zh-CN': `启用${name['zh-CN']}要求时，个数至少为1`, 'en-US': `When ${name['en-US']} are required, ask for at least 1` });
  },
  total: (language?: Language) =>
    say(language, {
      'zh-CN': `各类字符要求的个数之和不能超过${STRATEGY_MAX_LENGTH}`,
      'en-US': `The required characters may add up to at most ${STRATEGY_MAX_LENGTH}`,
    }),
};

const isInt = (n: unknown, min: number, max: number) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/**
 * The first thing wrong with a strategy, or null: pwdMinLength 6 to 32; each count 0 to 32 and at
 * least 1 when enabled; each Status 0 or 1; the enabled counts together at most 32 (else no
 * password could meet them); pwdMaxLength, when given, 32.
 */
export function passwordStrategyProblem(s: StrategyFields, language?: Language): string | null {
  const [min, max] = [STRATEGY_MIN_LENGTH, STRATEGY_MAX_LENGTH];
  const statuses = ['pwdMinLengthStatus', ...COUNTS.map(([, status]) => status)] as const;
  if (statuses.some((key) => !isInt(s[key], 0, 1)))
    return say(language, { 'zh-CN': '启用状态只能为0（停用）或1（启用）', 'en-US': 'A switch is either off (0) or on (1)' });
  if (!isInt(s.pwdMinLength, min, max)) return strategyText.minLength(language);
  for (const [count, status] of COUNTS) {
    if (!isInt(s[count], 0, max)) return strategyText.count(count, language);
    if (s[status] === 1 && s[count] < 1) return strategyText.atLeastOne(count, language);
  }
  const required = COUNTS.reduce((sum, [count, status]) => sum + (s[status] === 1 ? s[count] : 0), 0);
  if (required > max) return strategyText.total(language);
  if (s.pwdMaxLength !== undefined && s.pwdMaxLength !== max)
    return say(language, { 'zh-CN': `密码最大长度固定为${max}`, 'en-US': `The maximum length is always ${max}` });
  return null;
}

/** Spec 3, 4: 0 SMS, 1 e-mail, 2 off, 3 both. */
export function loginSecurityModeProblem(mode: unknown, language?: Language): string | null {
  return isInt(mode, 0, 3) ? null : say(language, { 'zh-CN': '登录安全模式只能为0、1、2或3', 'en-US': 'The login security mode is 0, 1, 2 or 3' });
}
