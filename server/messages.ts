import type { Localized } from '../contract/rules/language.rules';

/**
 * The messages of successful answers (spec 8's success texts), in zh-CN and en-US: `ok(data,
 * successes.SAVED)` answers in the request's Accept-Language like the error catalogue does.
 */
export const successes = {
  SIGNED_IN: { 'zh-CN': '登录成功', 'en-US': 'Signed in' },
  SIGNED_OUT: { 'zh-CN': '已退出登录', 'en-US': 'Signed out' },
  CLOSURE_REQUESTED: { 'zh-CN': '已提交注销申请，请等待审核', 'en-US': 'Closure request submitted, please wait for review' },
  CODE_SENT: { 'zh-CN': '验证码已发送', 'en-US': 'Verification code sent' },
  PASSWORD_RESET: { 'zh-CN': '密码已重置', 'en-US': 'Password reset' },
  PASSWORD_SET: { 'zh-CN': '密码设置成功', 'en-US': 'Password set' },
  PASSWORD_CHANGED: { 'zh-CN': '修改密码成功', 'en-US': 'Password changed' },
  RESET_LINK_SENT: { 'zh-CN': '设置密码链接已发送', 'en-US': 'Set-password link sent' },
  SAVED: { 'zh-CN': '保存成功', 'en-US': 'Saved' },
  REGISTERED: { 'zh-CN': '恭喜！您已注册成功。', 'en-US': 'Congratulations! You are registered.' },
  NOTICE_SENT: { 'zh-CN': '发送成功', 'en-US': 'Sent' },
  SESSION_ENDED: { 'zh-CN': '已结束该会话', 'en-US': 'Session ended' },
  SESSIONS_ENDED: { 'zh-CN': '已结束其他所有会话', 'en-US': 'All other sessions ended' },
  EMAIL_VERIFIED: { 'zh-CN': '邮箱已验证', 'en-US': 'E-mail address verified' },
  RESOURCE_APPLIED: { 'zh-CN': '已提交资源申请，请等待审核', 'en-US': 'Resource application submitted, please wait for review' },
  APPLY_APPROVED: { 'zh-CN': '已通过，申请进入审核中', 'en-US': 'Approved; the application is now under review' },
  APPLY_COMPLETED: { 'zh-CN': '已确认完成', 'en-US': 'Marked as completed' },
  APPLY_REJECTED: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  DEVELOPER_APPLIED: { 'zh-CN': '已提交成为开发者申请，请等待审核', 'en-US': 'Developer request submitted, please wait for review' },
  TENANT_ADDED: { 'zh-CN': '新增租户成功', 'en-US': 'Tenant added' },
  USER_ADDED: { 'zh-CN': '新增用户成功，设置密码链接已发送', 'en-US': 'User added; a set-password link was sent' },
  SUB_ACCOUNT_ADDED: { 'zh-CN': '新增子账号成功，设置密码链接已发送', 'en-US': 'Sub-account added; a set-password link was sent' },
  ROLE_ADDED: { 'zh-CN': '新增角色成功', 'en-US': 'Role added' },
  DISABLED: { 'zh-CN': '已禁用', 'en-US': 'Disabled' },
  ENABLED: { 'zh-CN': '已启用', 'en-US': 'Enabled' },
  TENANT_SAVED: { 'zh-CN': '租户信息已保存', 'en-US': 'Tenant saved' },
  USER_SAVED: { 'zh-CN': '用户信息已保存', 'en-US': 'User saved' },
  CLOSURE_APPROVED: { 'zh-CN': '已通过注销申请，账号已注销', 'en-US': 'Closure approved; the account is closed' },
  CLOSURE_REJECTED: { 'zh-CN': '已驳回注销申请，账号已恢复正常', 'en-US': 'Closure rejected; the account is active again' },
} satisfies Record<string, Localized>;

/** The text of a verification code as it is delivered, in the language of the request that asked for it. */
export const codeText: Localized = {
  'zh-CN': '您的验证码为{code}，5分钟内有效，请勿泄露给他人。',
  'en-US': 'Your verification code is {code}. It is valid for 5 minutes; do not share it.',
};

/**
 * What the old phone or e-mail is told when the account's contact or password changes (issue 13
 * item 2), so a change the owner did not make does not go unnoticed. `{to}` is the new contact, masked.
 */
export const securityNoticeText = {
  NOTICE_MOBILE_CHANGED: {
    'zh-CN': '您的账号{account}的手机号已更改为{to}。如非本人操作，请立即联系管理员。',
    'en-US': 'The phone number of your account {account} was changed to {to}. If you did not do this, contact your administrator at once.',
  },
  NOTICE_EMAIL_CHANGED: {
    'zh-CN': '您的账号{account}的邮箱已更改为{to}。如非本人操作，请立即联系管理员。',
    'en-US': 'The e-mail address of your account {account} was changed to {to}. If you did not do this, contact your administrator at once.',
  },
  NOTICE_PASSWORD_CHANGED: {
    'zh-CN': '您的账号{account}的密码已更改。如非本人操作，请立即联系管理员。',
    'en-US': 'The password of your account {account} was changed. If you did not do this, contact your administrator at once.',
  },
} satisfies Record<string, Localized>;

/**
 * What the other super administrators are told of a security change (issue 22 item 2), in the
 * bell and by e-mail: who changed what, for whom. Both languages in one text, as the recipients'
 * languages are not known.
 */
export const securityChangeText = {
  title: { 'zh-CN': '平台安全设置已变更', 'en-US': "The platform's security settings changed" },
  body: {
    'zh-CN': '管理员{actor}于{at}（UTC）{what}。如非预期，请立即核查。',
    'en-US': 'The manager {actor}, at {at} (UTC), {what}. If this was not expected, look into it at once.',
  },
  LOGIN_SECURITY: {
    'zh-CN': '将登录安全模式由“{from}”改为“{to}”，对所有用户的下次登录生效',
    'en-US': 'changed the login security mode from “{from}” to “{to}”, for every user from their next sign-in',
  },
  PASSWORD_STRATEGY: {
    'zh-CN': '修改了密码策略，对所有用户此后设置的密码生效',
    'en-US': 'changed the password strategy, for every password any user sets from now on',
  },
  MANAGER_CREATED: {
    'zh-CN': '新增了管理员{login}（角色：{role}）',
    'en-US': 'added the manager {login} (role: {role})',
  },
  ROLE_PERMISSIONS: {
    'zh-CN': '修改了角色“{role}”的权限（{users}名用户）：新增{added}项，收回{removed}项',
    'en-US': 'changed the permissions of the role “{role}” ({users} users): {added} granted, {removed} taken away',
  },
  USER_ROLE: {
    'zh-CN': '将用户{login}的角色由“{from}”改为“{to}”',
    'en-US': 'gave the user {login} the role “{to}” instead of “{from}”',
  },
} satisfies Record<string, Localized>;

/** The login security modes as the notice names them (spec 3, 4). */
export const loginModeNames: Record<number, Localized> = {
  0: { 'zh-CN': '短信验证码', 'en-US': 'SMS code' },
  1: { 'zh-CN': '邮箱验证码', 'en-US': 'e-mail code' },
  2: { 'zh-CN': '无需验证码', 'en-US': 'no code' },
  3: { 'zh-CN': '短信或邮箱验证码', 'en-US': 'SMS or e-mail code' },
};

/**
 * What an applicant is told when a manager reviews their application (issue 23 item 1): a notice in
 * the bell and a message through delivery. The applicant's language is not stored, so both are
 * said, Chinese first. `{id}` the application number, `{service}` what was applied for,
 * `{opinion}` the reviewer's note or reason.
 */
export const applyNoticeText = {
  approve: {
    title: { 'zh-CN': '您的申请已通过审核', 'en-US': 'Your application was approved' },
    content: {
      'zh-CN': '申请 {id}（{service}）已通过，正在开通，状态：审核中。审核意见：{opinion}',
      'en-US': 'Application {id} ({service}) was approved and is being provisioned; status: under review. Note: {opinion}',
    },
  },
  complete: {
    title: { 'zh-CN': '您的申请已完成', 'en-US': 'Your application is completed' },
    content: {
      'zh-CN': '申请 {id}（{service}）已完成，可在已购商品中查看。审核意见：{opinion}',
      'en-US': 'Application {id} ({service}) is completed; see it under purchased goods. Note: {opinion}',
    },
  },
  reject: {
    title: { 'zh-CN': '您的申请已被驳回', 'en-US': 'Your application was rejected' },
    content: {
      'zh-CN': '申请 {id}（{service}）已被驳回。驳回原因：{opinion}',
      'en-US': 'Application {id} ({service}) was rejected. Reason: {opinion}',
    },
  },
} satisfies Record<string, { title: Localized; content: Localized }>;

/**
 * What a user is told of the review of their closure request (issue 23 item 2). A rejection comes
 * in the bell and by e-mail (else SMS); an approval by e-mail (else SMS) only, sent before the
 * account's contacts are removed. Both languages, Chinese first. `{at}` the request's time (UTC),
 * `{reason}` the reviewer's reason.
 */
export const closureNoticeText = {
  approve: {
    title: { 'zh-CN': '您的账号已注销', 'en-US': 'Your account is closed' },
    content: {
      'zh-CN': '您于{at}（UTC）提交的账号注销申请已通过审核，账号及其子账号已注销，账号数据已删除。',
      'en-US': 'Your request of {at} (UTC) to close your account was approved: the account and its sub-accounts are closed and its data deleted.',
    },
  },
  reject: {
    title: { 'zh-CN': '您的注销申请未通过', 'en-US': 'Your closure request was rejected' },
    content: {
      'zh-CN': '您于{at}（UTC）提交的账号注销申请未通过审核，账号已恢复正常使用。驳回原因：{reason}',
      'en-US': 'Your request of {at} (UTC) to close your account was rejected; the account is active again. Reason: {reason}',
    },
  },
} satisfies Record<string, { title: Localized; content: Localized }>;
