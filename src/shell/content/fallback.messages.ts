/** Texts of the content region's own pages (not deployed, not found); zh-CN default (spec 9), en-US second. */
export const fallbackMessages = {
  'zh-CN': {
    'notDeployed.titleNamed': '「{name}」未在当前环境部署',
    'notDeployed.title': '该应用未在当前环境部署',
    'notDeployed.description': '当前环境没有部署这个应用，所以这里暂时没有内容。如需使用，请联系平台管理员。',
    'notDeployed.details': '技术信息（供运维人员参考）',
    'notDeployed.detail': '导入映射中没有 {specifier} 的条目（地址前缀 #{prefix}）。',
    'notFound.title': '页面不存在',
    'notFound.description': '您访问的页面不存在，可能已被移除，或地址有误。',
    backHome: '返回首页',
  },
  'en-US': {
    'notDeployed.titleNamed': '{name} is not deployed in this environment',
    'notDeployed.title': 'This application is not deployed in this environment',
    'notDeployed.description':
      'This environment does not include this application, so there is nothing to show here. Contact your platform administrator if you need it.',
    'notDeployed.details': 'Technical details (for operators)',
    'notDeployed.detail': 'The import map has no entry for {specifier} (hash prefix #{prefix}).',
    'notFound.title': 'Page not found',
    'notFound.description': 'The page you are looking for does not exist. It may have been removed, or the address may be wrong.',
    backHome: 'Back to home',
  },
} as const;

export type FallbackMessageKey = keyof (typeof fallbackMessages)['zh-CN'];
