/** Texts of the notice bell; zh-CN default (spec 9), en-US second. */
export const bellMessages = {
  'zh-CN': {
    'bell.label': '消息通知',
    // With the badge: the visible count stays a word of the name (WCAG 2.5.3 label in name).
    'bell.labelUnread': '消息通知，{count} 条未读',
    'bell.title': '未读消息',
    'bell.markAll': '全部已读',
    'bell.nothingToMark': '没有未读信息',
    'bell.noMore': '-没有更多了-',
    'bell.empty': '暂无未读消息',
    'bell.viewAll': '查看全部消息',
    'bell.loading': '加载中',
    'bell.retry': '重试',
  },
  'en-US': {
    'bell.label': 'Notifications',
    'bell.labelUnread': 'Notifications, {count} unread',
    'bell.title': 'Unread messages',
    'bell.markAll': 'Mark all read',
    'bell.nothingToMark': 'No unread messages',
    'bell.noMore': '- No more -',
    'bell.empty': 'No unread messages',
    'bell.viewAll': 'All messages',
    'bell.loading': 'Loading',
    'bell.retry': 'Retry',
  },
} as const;

export type BellMessageKey = keyof (typeof bellMessages)['zh-CN'];
