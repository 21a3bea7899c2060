/** The step-up dialog's texts (issue 22 item 2). */
export const stepUpMessages = {
  'zh-CN': {
    'stepUp.title': '确认安全变更',
    'stepUp.intro': '此操作会改变平台的安全设置：',
    'stepUp.password': '当前密码',
    'stepUp.passwordHint': '请输入您的登录密码以确认是本人操作。确认后，其他超级管理员会收到通知，操作会记入审计日志。',
    'stepUp.passwordRequired': '请输入当前密码',
    'stepUp.confirm': '确认变更',
    'stepUp.cancelled': '未完成身份确认，没有做任何更改',
  },
  'en-US': {
    'stepUp.title': 'Confirm a security change',
    'stepUp.intro': 'This changes the platform’s security:',
    'stepUp.password': 'Current password',
    'stepUp.passwordHint': 'Enter your sign-in password to confirm it is you. The other super administrators are told, and the change is audited.',
    'stepUp.passwordRequired': 'Please enter your current password',
    'stepUp.confirm': 'Confirm change',
    'stepUp.cancelled': 'Your identity was not confirmed; nothing was changed',
  },
} as const;
