/**
 * Texts shared by the sign-in and self-service pages (header, login form, password and code
 * fields). zh-CN as the spec words them; en-US as the second language. Page-only texts live in
 * each parcel's own messages file.
 */
const accessMessages = {
  'zh-CN': {
    goLogin: '去登录',
    backToLogin: '返回登录',
    loginName: '手机号/邮箱/用户名',
    password: '密码',
    code: '验证码',
    priLoginName: '主账号用户名',
    channel: '验证方式',
    channelSms: '短信验证码',
    channelEmail: '邮箱验证码',
    codeSent: '验证码已发送',
    remember: '记住登录名',
    findPassword: '忘记密码',
    register: '立即注册',
    noAccount: '还没有账号？',
    submit: '登录',
    submitting: '登录中…',
    modeFailed: '无法获取登录安全设置',
    retry: '重试',
    failed: '登录失败，请稍后重试',
    codeFailed: '验证码发送失败，请稍后重试',
    subAccountHint: '子账号忘记密码请联系账号管理员重置密码',
    subAccountTabHint: '如果这是子账号，请在「子账号登录」中填写主账号用户名后登录。',
    useSubAccountTab: '切换到子账号登录',
    sessionExpired: '登录已超时（长时间未操作或已超过12小时），请重新登录。',
    sessionRevoked: '您的登录已被结束（在别处退出登录、修改了密码或账号被停用），请重新登录。',
    sessionReturn: '登录后将回到您之前所在的页面。',
    brandTagline: '连接设备、数据与应用的一站式工业云',
    brandPoints: '统一身份 · 应用集成 · 消息协同',
  },
  'en-US': {
    goLogin: 'Go to sign-in',
    backToLogin: 'Back to sign-in',
    loginName: 'Phone / e-mail / user name',
    password: 'Password',
    code: 'Verification code',
    priLoginName: 'Primary account user name',
    channel: 'Verify by',
    channelSms: 'SMS code',
    channelEmail: 'E-mail code',
    codeSent: 'Code sent',
    remember: 'Remember login name',
    findPassword: 'Forgot password',
    register: 'Register',
    noAccount: 'No account yet?',
    submit: 'Sign in',
    submitting: 'Signing in…',
    modeFailed: 'Could not load the sign-in security setting',
    retry: 'Retry',
    failed: 'Sign-in failed, please try again later',
    codeFailed: 'The code could not be sent, please try again later',
    subAccountHint: 'Sub-accounts: ask your account administrator to reset a forgotten password',
    subAccountTabHint: 'If this is a sub-account, sign in under Sub-account with your primary account’s user name.',
    useSubAccountTab: 'Switch to sub-account sign-in',
    sessionExpired: 'Your session timed out (no activity for a while, or over 12 hours). Please sign in again.',
    sessionRevoked: 'Your session was ended (signed out elsewhere, password changed or account disabled). Please sign in again.',
    sessionReturn: 'You will return to the page you were on.',
    brandTagline: 'One cloud for your plants’ devices, data and applications',
    brandPoints: 'One identity · Integrated apps · Shared messages',
  },
} as const;

export type AccessText = { [K in keyof (typeof accessMessages)['zh-CN']]: string };

/** The table for a language: en-US when chosen, else zh-CN (spec 9: zh-CN is the default). */
export function accessText(language: string | null | undefined): AccessText {
  return language === 'en-US' ? accessMessages['en-US'] : accessMessages['zh-CN'];
}
