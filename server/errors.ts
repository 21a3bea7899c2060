import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../contract/errors';
import { fillText, languageFromHeader, type Language, type Localized } from '../contract/rules/language.rules';
import { localizedProblem } from '../contract/rules/validation.rules';

/** The colon between the catalogue's words and the schema's, in each language's punctuation. */
const COLON: Record<Language, string> = { 'zh-CN': '：', 'en-US': ': ' };

interface CatalogueEntry extends Localized {
  status: number;
}

/**
 * The error catalogue (STYLE habit 8): every failure the API answers on purpose has a code
 * (contract/errors.ts), a status and a message a user can read, in zh-CN and en-US; `{wait}`
 * and other placeholders are filled per language. The handler below is the only place that
 * turns errors into envelopes; it never shows a stack or a 5xx text from inside.
 */
export const catalogue: Record<ErrorCode, CatalogueEntry> = {
  VALIDATION_FAILED: { status: 400, 'zh-CN': '请求参数不正确', 'en-US': 'Invalid request parameters' },
  BAD_REQUEST: { status: 400, 'zh-CN': '请求参数不正确', 'en-US': 'Invalid request parameters' },
  BAD_ENCRYPTED_BODY: { status: 400, 'zh-CN': '请求数据无法解密', 'en-US': 'The request data could not be decrypted' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, 'zh-CN': '不支持的请求格式', 'en-US': 'Unsupported request format' },
  PAYLOAD_TOO_LARGE: { status: 413, 'zh-CN': '请求数据过大', 'en-US': 'The request is too large' },
  UNAUTHENTICATED: { status: 401, 'zh-CN': '登录已失效，请重新登录', 'en-US': 'Your session has ended, please sign in again' },
  SESSION_REVOKED: {
    status: 401,
    'zh-CN': '登录已被结束（在别处退出、修改了密码或账号被停用），请重新登录',
    'en-US': 'Your session was ended (signed out elsewhere, password changed or account disabled), please sign in again',
  },
  FORBIDDEN: { status: 403, 'zh-CN': '没有权限', 'en-US': 'Permission denied' },
  NOT_FOUND: { status: 404, 'zh-CN': '接口不存在', 'en-US': 'No such API' },
  CONFLICT: { status: 409, 'zh-CN': '数据冲突', 'en-US': 'The data conflicts with a change made meanwhile' },
  TOO_MANY_REQUESTS: { status: 429, 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests, please try again later' },
  SERVICE_UNAVAILABLE: { status: 503, 'zh-CN': '服务暂不可用，请稍后重试', 'en-US': 'The service is unavailable, please try again later' },
  INTERNAL: { status: 500, 'zh-CN': '服务器开小差了，请稍后重试', 'en-US': 'Something went wrong on the server, please try again later' },
  LOGIN_FAILED: { status: 400, 'zh-CN': '用户名或密码错误', 'en-US': 'Wrong user name or password' },
  LOGIN_LOCKED: { status: 429, 'zh-CN': '登录失败次数过多，请{wait}后再试', 'en-US': 'Too many failed sign-ins, please try again in {wait}' },
  ACCOUNT_CLOSING: { status: 403, 'zh-CN': '账号已提交注销申请，正在审核中', 'en-US': 'This account is being closed; the request is under review' },
  ACCOUNT_DISABLED: { status: 403, 'zh-CN': '账号已被禁用，请联系管理员', 'en-US': 'This account is disabled; contact your administrator' },
  OLD_PASSWORD_WRONG: { status: 400, 'zh-CN': '原密码错误', 'en-US': 'The old password is wrong' },
  OLD_PASSWORD_LOCKED: {
    status: 429,
    'zh-CN': '原密码错误次数过多，请{wait}后再试',
    'en-US': 'The old password was wrong too often, please try again in {wait}',
  },
  KEY_INVALID: {
    status: 400,
    'zh-CN': '链接无效或已过期，请联系管理员重新发送',
    'en-US': 'The link is invalid or has expired; please ask the administrator for a new one',
  },
  LINK_NEEDS_EMAIL: {
    status: 400,
    'zh-CN': '该账号未绑定邮箱，无法发送设置密码链接',
    'en-US': 'This account has no e-mail address, so no set-password link can be sent',
  },
  CODE_INVALID: { status: 400, 'zh-CN': '验证码错误或已失效', 'en-US': 'The verification code is wrong or has expired' },
  CODE_TOO_SOON: { status: 429, 'zh-CN': '请{wait}后再获取验证码', 'en-US': 'Please wait {wait} before requesting another code' },
  CODE_LIMIT: { status: 429, 'zh-CN': '验证码获取过于频繁，请{wait}后再试', 'en-US': 'Too many codes requested, please try again in {wait}' },
  DELIVERY_FAILED: { status: 503, 'zh-CN': '验证码发送失败，请稍后重试', 'en-US': 'The code could not be sent, please try again later' },
  MOBILE_NOT_BOUND: { status: 400, 'zh-CN': '账号未绑定手机号', 'en-US': 'This account has no phone number' },
  EMAIL_NOT_BOUND: { status: 400, 'zh-CN': '账号未绑定邮箱', 'en-US': 'This account has no e-mail address' },
  MOBILE_MISMATCH: { status: 400, 'zh-CN': '手机号与当前账号不一致', 'en-US': 'The phone number is not the one of this account' },
  DATA_ERROR: { status: 400, 'zh-CN': '数据异常', 'en-US': 'Invalid data' },
  TENANT_NAME_TAKEN: { status: 409, 'zh-CN': '租户名称重复', 'en-US': 'This tenant name is already taken' },
  USER_NAME_TAKEN: { status: 409, 'zh-CN': '用户名已存在', 'en-US': 'This user name is already taken' },
  MOBILE_TAKEN: { status: 409, 'zh-CN': '该手机号已被其他账号使用', 'en-US': 'This phone number is used by another account' },
  EMAIL_TAKEN: { status: 409, 'zh-CN': '该邮箱已被其他账号使用', 'en-US': 'This e-mail address is used by another account' },
  ACCOUNT_TAKEN: { status: 409, 'zh-CN': '用户名、手机号或邮箱已被注册', 'en-US': 'The user name, phone number or e-mail address is already registered' },
  REGISTER_PARENT_REFUSED: {
    status: 400,
    'zh-CN': '数据异常：自助注册的租户只能挂在平台公共租户下',
    'en-US': "Invalid data: a self-registered tenant can only be placed under the platform's public tenant",
  },
  USER_NOT_FOUND: { status: 404, 'zh-CN': '用户不存在', 'en-US': 'No such user' },
  TENANT_NOT_FOUND: { status: 404, 'zh-CN': '租户不存在', 'en-US': 'No such tenant' },
  OTHER_TENANT: { status: 403, 'zh-CN': '无权查看其他租户的数据', 'en-US': 'You may not see the data of another tenant' },
  OTHER_MOBILE: { status: 403, 'zh-CN': '只能查询本人手机号的留言', 'en-US': 'You may only look up the messages of your own phone number' },
  LOGO_NOT_FOUND: { status: 404, 'zh-CN': '图标不存在', 'en-US': 'No such icon' },
  NOTICE_NOT_FOUND: { status: 404, 'zh-CN': '消息不存在', 'en-US': 'No such message' },
  OTHER_USER_NOTICES: { status: 403, 'zh-CN': '只能查询自己的未读消息', 'en-US': 'You may only see your own unread messages' },
  MANAGER_ONLY: { status: 403, 'zh-CN': '只有管理员可以发送消息', 'en-US': 'Only managers may send messages' },
  NO_UNREAD: { status: 409, 'zh-CN': '没有未读信息', 'en-US': 'No unread messages' },
  PERMISSION_DENIED: {
    status: 403,
    'zh-CN': '没有此操作的权限（{code}），请联系管理员',
    'en-US': 'You lack the permission for this action ({code}); ask your administrator',
  },
  ADMIN_ONLY: { status: 403, 'zh-CN': '仅平台管理员可以进行此操作', 'en-US': 'Only platform managers may do this' },
  PRIMARY_ONLY: { status: 403, 'zh-CN': '仅主账号可以管理子账号', 'en-US': 'Only a primary account may manage sub-accounts' },
  ROLE_NAME_TAKEN: { status: 409, 'zh-CN': '角色名称重复', 'en-US': 'This role name is already taken' },
  ROLE_NOT_FOUND: { status: 404, 'zh-CN': '角色不存在', 'en-US': 'No such role' },
  ACCOUNT_UNDER_CLOSURE: { status: 409, 'zh-CN': '账号已提交注销申请，无法修改状态', 'en-US': 'This account is being closed; its status cannot change' },
  LINK_NOT_SENT: { status: 503, 'zh-CN': '设置密码链接发送失败，请稍后重试', 'en-US': 'The set-password link could not be sent, please try again later' },
  APPLICATION_NOT_FOUND: { status: 404, 'zh-CN': '申请不存在', 'en-US': 'No such application' },
  INSTANCE_NOT_FOUND: { status: 404, 'zh-CN': '实例不存在', 'en-US': 'No such instance' },
  PLAN_NOT_FOUND: { status: 404, 'zh-CN': '计划不存在', 'en-US': 'No such plan' },
  DEVELOPER_APPLY_PENDING: { status: 409, 'zh-CN': '您已提交开发者申请，请等待审核', 'en-US': 'Your developer request is already under review' },
  APPLY_TRANSITION_REFUSED: {
    status: 409,
    'zh-CN': '该申请当前状态为“{status}”，不能{action}，请刷新后重试',
    'en-US': 'This application is now “{status}”, so it cannot be {action}; refresh and try again',
  },
  DEVELOPER_APPLY_REFUSED: { status: 403, 'zh-CN': '当前账号不能申请成为开发者', 'en-US': 'This account cannot request developer status' },
  SESSION_NOT_FOUND: { status: 404, 'zh-CN': '该会话不存在或已结束', 'en-US': 'No such session of yours, or it has already ended' },
  SESSION_IS_CURRENT: { status: 409, 'zh-CN': '不能在此结束当前会话，请使用退出登录', 'en-US': 'The current session cannot be ended here; sign out instead' },
  CURRENT_PASSWORD_WRONG: { status: 400, 'zh-CN': '当前密码错误', 'en-US': 'The current password is wrong' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    'zh-CN': '该邮箱尚未验证，请使用用户名或手机号登录，并在基本信息中验证邮箱',
    'en-US': 'This e-mail address is not verified yet; sign in with your user name or phone and verify it in your profile',
  },
  EMAIL_ALREADY_VERIFIED: { status: 409, 'zh-CN': '邮箱已验证', 'en-US': 'The e-mail address is already verified' },
  SUB_ACCOUNT_MANAGED: {
    status: 403,
    'zh-CN': '子账号的资料由主账号管理，请联系主账号管理员修改',
    'en-US': 'A sub-account is managed by its primary account; ask its administrator to change it',
  },
  PRIMARY_CLOSING: {
    status: 403,
    'zh-CN': '主账号已提交注销申请，子账号暂停使用',
    'en-US': 'The primary account has asked to be closed; its sub-accounts are suspended',
  },
  PASSWORD_LINK_LIMIT: {
    status: 429,
    'zh-CN': '设置密码邮件发送过于频繁，请{wait}后再试',
    'en-US': 'Too many set-password e-mails sent, please try again in {wait}',
  },
  IMPORT_MAP_ENTRY_REFUSED: {
    status: 400,
    'zh-CN': '导入映射条目“{service}”未通过检查，映射未更改：{problems}',
    'en-US': 'The import map entry "{service}" failed its check; the map is unchanged: {problems}',
  },
  IMPORT_MAP_SERVICE_NOT_FOUND: { status: 404, 'zh-CN': '导入映射中没有“{service}”', 'en-US': 'The import map has no entry "{service}"' },
  IMPORT_MAP_VERSION_NOT_FOUND: { status: 404, 'zh-CN': '导入映射没有版本 {version}', 'en-US': 'The import map has no version {version}' },
  IMPORT_MAP_DEPLOY_REFUSED: {
    status: 401,
    'zh-CN': '部署令牌不正确：请使用 IMPORTMAP_DEPLOY_TOKEN 配置的令牌，或以有导入映射权限的管理员身份登录',
    'en-US': 'Wrong deploy token: send the token set in IMPORTMAP_DEPLOY_TOKEN, or sign in as a manager with the import map permission',
  },
  ROLE_NOT_EDITABLE: {
    status: 409,
    'zh-CN': '超级管理员角色拥有全部权限，不能修改',
    'en-US': 'The super administrator role holds every permission and cannot be changed',
  },
  GRANT_NOT_HELD: {
    status: 403,
    'zh-CN': '不能授予或收回您自己没有的权限（{codes}）',
    'en-US': 'You cannot grant or take away permissions you do not hold ({codes})',
  },
  ROLE_NOT_HELD: {
    status: 403,
    'zh-CN': '该角色拥有您没有的权限，您不能授予或收回它',
    'en-US': 'This role holds permissions you do not hold, so you cannot give it or take it away',
  },
  USER_OUTRANKS: {
    status: 403,
    'zh-CN': '该用户拥有您没有的权限，您不能修改其角色或状态',
    'en-US': 'This user holds permissions you do not hold, so you cannot change their role or status',
  },
  LAST_SUPER_ADMIN: {
    status: 409,
    'zh-CN': '这是最后一名启用的超级管理员，不能禁用或更换其角色',
    'en-US': 'This is the last active super administrator; they cannot be disabled or given another role',
  },
  OWN_ROLE: { status: 400, 'zh-CN': '不能修改自己的角色', 'en-US': 'You cannot change your own role' },
  MENU_CODE_UNKNOWN: {
    status: 400,
    'zh-CN': '权限不存在或不适用于该角色的用户类型（{codes}）',
    'en-US': "No such permission for the role's user type ({codes})",
  },
  STEP_UP_REQUIRED: {
    status: 403,
    'zh-CN': '此操作会改变平台安全设置，请先输入当前密码确认身份',
    'en-US': "This changes the platform's security; confirm it with your current password first",
  },
  TENANT_DISABLED: { status: 403, 'zh-CN': '账号所属租户已停用，请联系管理员', 'en-US': "This account's tenant is disabled; contact your administrator" },
  CLOSURE_NOT_FOUND: { status: 404, 'zh-CN': '注销申请不存在', 'en-US': 'No such closure request' },
  CLOSURE_REVIEWED: { status: 409, 'zh-CN': '该注销申请已处理，请刷新后查看', 'en-US': 'This closure request has already been handled; refresh to see it' },
};

/** A refusal with a more precise message than its code's (a rule's), in both languages. */
export function refusal(code: ErrorCode, text: Localized): AppError {
  return new AppError(code, {}, {}, text);
}

/** A placeholder value: the same in every language, or one per language (a wait such as '2分钟' / '2 minutes'). */
type ErrorParam = string | number | ((language: Language) => string);

/** The message of a catalogue code in a language, placeholders filled. */
export function catalogueMessage(code: ErrorCode, language: Language, params: Record<string, ErrorParam> = {}): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) values[name] = typeof value === 'function' ? value(language) : value;
  return fillText(catalogue[code][language], values);
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    /** Stable machine code from the catalogue, e.g. 'TENANT_NAME_TAKEN'. */
    readonly code: ErrorCode,
    /** Placeholders of the catalogue message. */
    readonly params: Record<string, ErrorParam> = {},
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
    /** A more precise message than the catalogue's (a validation rule's), in every language. */
    readonly detail: Localized | null = null,
  ) {
    super(detail?.['zh-CN'] ?? catalogueMessage(code, 'zh-CN', params));
    this.status = catalogue[code].status;
  }

  /** An error from the catalogue. */
  static of(code: ErrorCode, params?: Record<string, ErrorParam>, headers?: Record<string, string>): AppError {
    return new AppError(code, params, headers);
  }

  /** What the user reads, in `language`. */
  messageIn(language: Language): string {
    return this.detail?.[language] ?? catalogueMessage(this.code, language, this.params);
  }
}

/**
 * Throws 400 VALIDATION_FAILED with the first failing rule's message (spec 5), kept in every
 * language so the answer follows the request's Accept-Language.
 *
 * @example
 * rejectInvalid((language) => rules.mobile(mobile, { language }) ?? rules.code(code, { language }));
 */
export function rejectInvalid(check: (language: Language) => string | null): void {
  const problem = localizedProblem(check);
  if (problem) throw new AppError('VALIDATION_FAILED', {}, {}, problem);
}

/** The language of the request's messages: its Accept-Language, zh-CN by default. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageFromHeader(request.headers['accept-language']);
}

// 'not queryable': pg's answer to the next statement on a connection that died, e.g. the ROLLBACK
// of a transaction cut off midway, which is the error the request then sees.
const DATABASE_DOWN =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection terminated|terminating connection|the database system is|PGlite is closed|Connection ended|timeout exceeded when trying to connect|is not queryable/i;

// SQLSTATE data exceptions for a value the request carried that the database cannot store or
// compare: a NUL or broken UTF-8 in a string (22021, 22P05), a number outside the column's
// integer range (22003; 22P02 for 1e+21 or Infinity, which pass a JSON Schema "integer"), a
// string longer than its column (22001). The request's fault: 400, not 500.
const REFUSED_VALUE = /^(22021|22P05|22003|22P02|22001)$/;

/** True when the database refused a value of the request as data (then 400, not 500). */
function isRefusedValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REFUSED_VALUE.test(code);
}

/** True when an error means the database cannot be reached (then 503, not 500). */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (!e) return false;
  if (typeof e.code === 'string' && /^(57P0[1-3]|08\d{3}|53300)$/.test(e.code)) return true;
  return DATABASE_DOWN.test(String(e.message ?? ''));
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  let status: number;
  let code: string;
  let message: string;
  let headers: Record<string, string> = {};
  const say = (catalogued: ErrorCode) => {
    code = catalogued;
    status = catalogue[catalogued].status;
    message = catalogueMessage(catalogued, language);
  };

  if (error instanceof AppError) {
    ({ status, code, headers } = error);
    message = error.messageIn(language);
  } else if (error.validation) {
    say('VALIDATION_FAILED');
    const first = error.validation[0];
    const where = (first?.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
    // The schema's words (ajv's, in English) after the catalogue's, with the punctuation of the language.
    const colon = COLON[language];
    const detail = [where, first?.message].filter(Boolean).join(' ');
    if (detail) message = `${message!}${colon}${detail}`;
  } else if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    say('PAYLOAD_TOO_LARGE');
  } else if (isRefusedValue(error)) {
    say('VALIDATION_FAILED');
  } else if (isDatabaseUnavailable(error)) {
    say('SERVICE_UNAVAILABLE');
    headers = { 'Retry-After': '5' };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    say(status4xx(error.statusCode));
    status = error.statusCode;
  } else {
    say('INTERNAL');
  }

  if (status! >= 500) request.log.error({ err: error, code: code! }, 'request failed');
  else request.log.info({ code: code!, status: status! }, message!);

  reply.status(status!).headers(headers).send({ success: false, data: null, message: message!, code: code! });
}

/** The catalogue code of a plain 4xx raised by Fastify or a plugin. */
function status4xx(status: number): ErrorCode {
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 404) return 'NOT_FOUND';
  return 'BAD_REQUEST';
}
