const messages = {
  'zh-CN': {
    title: '找回密码',
    byPhone: '手机号找回',
    byEmail: '邮箱找回',
    mobile: '手机号',
    email: '邮箱',
    code: '验证码',
    newPwd: '新密码',
    againPwd: '确认密码',
    done: '完成',
    doing: '提交中…',
    codeSent: '验证码已发送',
    reset: '密码已重置',
    failed: '操作失败，请稍后重试',
  },
  'en-US': {
    title: 'Find password',
    byPhone: 'By phone',
    byEmail: 'By e-mail',
    mobile: 'Phone number',
    email: 'E-mail',
    code: 'Verification code',
    newPwd: 'New password',
    againPwd: 'Confirm password',
    done: 'Done',
    doing: 'Submitting…',
    codeSent: 'Code sent',
    reset: 'Your password has been reset',
    failed: 'Something went wrong, please try again later',
  },
} as const;

export type FindPasswordText = { [K in keyof (typeof messages)['zh-CN']]: string };

export function findPasswordText(language: string | null | undefined): FindPasswordText {
  return language === 'en-US' ? messages['en-US'] : messages['zh-CN'];
}
