/** The application page's texts; zh-CN is the default language (spec 9), en-US the second. */
export const applicationMessages = {
  'zh-CN': {
    'application.title': '应用',
    'application.all': '全部应用',
    'application.loading': '加载中…',
    'application.empty': '暂无应用',
    'application.error': '加载失败',
    'application.retry': '重试',
    'application.blocked': '该应用地址不安全，已阻止打开',
    'application.opens': '在新标签页中打开',
  },
  'en-US': {
    'application.title': 'Applications',
    'application.all': 'All applications',
    'application.loading': 'Loading…',
    'application.empty': 'No applications',
    'application.error': 'Failed to load',
    'application.retry': 'Retry',
    'application.blocked': 'This application address is not safe and was not opened',
    'application.opens': 'opens in a new tab',
  },
} as const;
