/** The application page's texts; zh-CN is the default language (spec 9), en-US the second. */
export const applicationMessages = {
  'zh-CN': {
    'application.title': '我的应用',
    'application.all': '全部应用',
    'application.loading': '加载中…',
    'application.empty': '暂无应用',
    'application.emptyHint': '还没有为您开通应用，开通后会显示在这里。',
    'application.reload': '重新加载',
    'application.toOverview': '返回应用总览',
    'application.error': '加载失败',
    'application.retry': '重试',
    'application.blocked': '该应用地址不安全，已阻止打开',
    'application.opens': '（在新标签页中打开）',
  },
  'en-US': {
    'application.title': 'My applications',
    'application.all': 'All applications',
    'application.loading': 'Loading…',
    'application.empty': 'No applications',
    'application.emptyHint': 'No application is open to you yet; once one is, it shows here.',
    'application.reload': 'Reload',
    'application.toOverview': 'Back to the overview',
    'application.error': 'Failed to load',
    'application.retry': 'Retry',
    'application.blocked': 'This application address is not safe and was not opened',
    'application.opens': ' (opens in a new tab)',
  },
} as const;
