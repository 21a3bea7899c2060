const messages = {
  'zh-CN': {
    title: '设置密码',
    password: '密码',
    confirmPassword: '确认密码',
    submit: '提交',
    submitting: '提交中…',
    success: '密码设置成功',
    noKey: '链接无效或已过期，请联系管理员重新发送',
    failed: '操作失败，请稍后重试',
  },
  'en-US': {
    title: 'Set password',
    password: 'Password',
    confirmPassword: 'Confirm password',
    submit: 'Submit',
    submitting: 'Submitting…',
    success: 'Your password has been set',
    noKey: 'This link is not valid or has expired; ask your administrator to send a new one',
    failed: 'Something went wrong, please try again later',
  },
} as const;

type SetPasswordText = { [K in keyof (typeof messages)['zh-CN']]: string };

export function setPasswordText(language: string | null | undefined): SetPasswordText {
  return language === 'en-US' ? messages['en-US'] : messages['zh-CN'];
}
