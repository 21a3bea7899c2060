/** Texts of the header's account menu, change-password dialog; zh-CN default (spec 9), en-US second. */
export const accountMessages = {
  'zh-CN': {
    'account.menu.label': '账号菜单',
    'account.menu.account-centre': '账号中心',
    'account.menu.change-password': '修改密码',
    'account.menu.overview': '应用总览',
    'account.menu.logout': '退出登录',
    'password.title': '修改密码',
    'password.old': '原密码',
    'password.new': '新密码',
    'password.confirm': '确认密码',
    'password.done': '修改密码成功',
    'password.strategyFailed': '密码策略加载失败',
    'password.submit': '确定',
    'password.cancel': '取消',
  },
  'en-US': {
    'account.menu.label': 'Account menu',
    'account.menu.account-centre': 'Account centre',
    'account.menu.change-password': 'Change password',
    'account.menu.overview': 'Application overview',
    'account.menu.logout': 'Log out',
    'password.title': 'Change password',
    'password.old': 'Old password',
    'password.new': 'New password',
    'password.confirm': 'Confirm password',
    'password.done': 'Password changed',
    'password.strategyFailed': 'Could not load the password policy',
    'password.submit': 'Confirm',
    'password.cancel': 'Cancel',
  },
} as const;

export type AccountMessageKey = keyof (typeof accountMessages)['zh-CN'];
