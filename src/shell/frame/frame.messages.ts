/** Texts of the frame's navs and breadcrumb; zh-CN default (spec 9), en-US second. */
export const frameMessages = {
  'zh-CN': {
    'nav.collapse': '收起侧边导航',
    'nav.expand': '展开侧边导航',
    'nav.breadcrumb': '菜单路径',
    'nav.scrollHint': '左右滑动查看更多',
    'nav.more': '更多',
    'nav.loading': '正在加载导航',
  },
  'en-US': {
    'nav.collapse': 'Collapse side navigation',
    'nav.expand': 'Expand side navigation',
    'nav.breadcrumb': 'Menu path',
    'nav.scrollHint': 'Swipe sideways for more',
    'nav.more': 'More',
    'nav.loading': 'Loading navigation',
  },
} as const;

export type FrameMessageKey = keyof (typeof frameMessages)['zh-CN'];
