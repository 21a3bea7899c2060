/**
 * The English of the server's known Chinese messages (spec 5, 8 and the error catalogue), so an
 * English screen shows no Chinese except data: what `failureText` (failure-text.ts) falls back to
 * in en-US, and what a form's rule messages read in English (`englishOf`). A message the table
 * does not know stays as the server wrote it.
 */

/** Exact server texts and their English. */
const ENGLISH: Record<string, string> = {
  请求参数不正确: 'The request is not valid',
  请求数据无法解密: 'The request could not be decrypted',
  '登录已失效，请重新登录': 'Your session has expired, please sign in again',
  '登录已过期，请重新登录': 'Your session has expired, please sign in again',
  没有权限: 'You have no permission for this',
  请求的资源不存在: 'The requested item does not exist',
  数据冲突: 'The data conflicts with existing data',
  请求数据过大: 'The request is too large',
  '请求过于频繁，请稍后再试': 'Too many requests, please try again later',
  '服务暂不可用，请稍后重试': 'The service is unavailable, please try again later',
  '服务器开小差了，请稍后重试': 'The server had a problem, please try again later',
  租户名称重复: 'This tenant name is already taken',
  '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符': 'Use 2 to 32 Chinese characters, letters, digits or underscores, not digits only',
  长度不能超过32位: 'At most 32 characters',
  '请检查邮箱格式是否正确,且最长只能输入32个字符': 'Check the e-mail address; at most 32 characters',
  只允许输入11位纯数字: 'Enter exactly 11 digits',
  '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-': 'Use 2 to 32 characters: Chinese, letters, digits, ( ) and -',
  '仅支持中英文、数字,长度2到20个字符': 'Use 2 to 20 Chinese characters, letters or digits',
  '密码仅支持字母、数字和特殊字符!@#$%^&*()_+-=': 'Passwords may only use letters, digits and !@#$%^&*()_+-=',
  新密码与原密码不能一致: 'The new password must differ from the old one',
  请输入密码: 'Please enter a password',
  '密码过于常见，请换一个更难猜的密码': 'This password is too common; choose one that is harder to guess',
  请输入用户名: 'Please enter a user name',
  请输入邮箱: 'Please enter an e-mail address',
  请输入手机号: 'Please enter a phone number',
  请输入租户名称: 'Please enter a tenant name',
  请输入角色名称: 'Please enter a role name',
  "英文名称仅支持字母、数字、空格及 - . & ' /，长度2到40个字符": "English names use 2 to 40 letters, digits, spaces or - . & ' /",
  '角色名称仅支持中文、字母或数字，长度2到20个字符': 'Role names use 2 to 20 Chinese characters, letters or digits',
  '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字': 'At least 2 Chinese characters, letters, digits or underscores, not digits only',
  请输入姓名: 'Please enter a name',
  请选择租户: 'Please choose a tenant',
  请选择角色: 'Please choose a role',
  请选择用户类型: 'Please choose a user type',
  角色名称重复: 'This role name is already taken',
  用户名已存在: 'This user name is already taken',
  '账号已被禁用，请联系管理员': 'This account is disabled; please contact the administrator',
  '启用状态只能为0（停用）或1（启用）': 'A switch is either off (0) or on (1)',
  '登录安全模式只能为0、1、2或3': 'The login security mode is 0, 1, 2 or 3',
  该手机号已被其他账号使用: 'This phone number is used by another account',
  该邮箱已被其他账号使用: 'This e-mail address is used by another account',
  '用户名、手机号或邮箱已被使用': 'The user name, phone number or e-mail address is already used',
  '用户已创建，但设置密码链接发送失败，请稍后重置密码': 'The user was created, but the set-password link could not be sent; reset the password later',
  '设置密码链接发送失败，请稍后重试': 'The set-password link could not be sent, please try again later',
  '账号已提交注销申请，无法修改状态': 'This account has asked to be closed; its status cannot be changed',
  不能禁用当前登录的账号: 'You cannot disable the account you are signed in with',
  角色不存在或不适用于该用户类型: 'The role does not exist or does not fit this user type',
  租户不存在: 'The tenant does not exist',
  角色不存在: 'The role does not exist',
  用户不存在: 'The user does not exist',
  子账号不存在: 'The sub-account does not exist',
  仅主账号可以管理子账号: 'Only primary accounts manage sub-accounts',
  仅平台管理员可以进行此操作: 'Only platform administrators may do this',
};

const CHAR_KINDS: Record<string, string> = { 大写字母: 'uppercase letters', 小写字母: 'lowercase letters', 数字: 'digits', 特殊字符: 'special characters' };

/** Parameterised server texts (spec 5) and their English. */
const ENGLISH_PATTERNS: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^请输入(\d+)~(\d+)个字符$/, (min, max) => `Enter ${min} to ${max} characters`],
  [/^请输入至少(\d+)个大写字母$/, (n) => `Enter at least ${n} uppercase letter${n === '1' ? '' : 's'}`],
  [/^请输入至少(\d+)个小写字母$/, (n) => `Enter at least ${n} lowercase letter${n === '1' ? '' : 's'}`],
  [/^请输入至少(\d+)个数字$/, (n) => `Enter at least ${n} digit${n === '1' ? '' : 's'}`],
  [/^请输入至少(\d+)个特殊字符$/, (n) => `Enter at least ${n} special character${n === '1' ? '' : 's'}`],
  [/^备注最多(\d+)个字符$/, (n) => `The remark may have at most ${n} characters`],
  [/^密码最小长度须为(\d+)~(\d+)$/, (min, max) => `The minimum length must be ${min} to ${max}`],
  [/^密码最大长度固定为(\d+)$/, (max) => `The maximum length is always ${max}`],
  [/^(大写字母|小写字母|数字|特殊字符)个数须为0~(\d+)$/, (kind, max) => `The number of ${CHAR_KINDS[kind]} must be 0 to ${max}`],
  [/^启用(大写字母|小写字母|数字|特殊字符)要求时，个数至少为1$/, (kind) => `When ${CHAR_KINDS[kind]} are required, ask for at least 1`],
  [/^各类字符要求的个数之和不能超过(\d+)$/, (max) => `The required characters may add up to at most ${max}`],
];

/** The English of a known server text, or null. */
export function englishOf(message: string): string | null {
  if (ENGLISH[message]) return ENGLISH[message];
  for (const [pattern, english] of ENGLISH_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return null;
}

/** Adds server texts a feature knows (its own refusals) to the English table. */
export function addEnglish(texts: Record<string, string>): void {
  Object.assign(ENGLISH, texts);
}
