import type { Language } from './subapp.rules';

/** Why a sub-app is not on screen; picks the sentence of the error panel. */
export type FailureKind = 'load' | 'timeout' | 'lifecycles' | 'mount';

interface Messages {
  loading(app: string): string;
  slow(app: string): string;
  failed(app: string): string;
  reasons: Record<FailureKind, string>;
  retry: string;
  details: string;
  portalFailed: string;
  reload: string;
}

const zhCN: Messages = {
  loading: (app) => `正在加载${app}…`,
  slow: (app) => `${app}仍在加载，请稍候…`,
  failed: (app) => `${app}加载失败`,
  reasons: {
    load: '子应用的模块无法获取或内容有误。',
    timeout: '子应用加载超时。',
    lifecycles: '子应用的模块没有导出 mount 和 unmount 生命周期。',
    mount: '子应用启动时出错。',
  },
  retry: '重试',
  details: '详细信息',
  portalFailed: '门户加载失败，请检查网络后重试。',
  reload: '重新加载',
};

const enUS: Messages = {
  loading: (app) => `Loading ${app}…`,
  slow: (app) => `${app} is still loading, please wait…`,
  failed: (app) => `${app} failed to load`,
  reasons: {
    load: 'The sub-application module could not be fetched or is not a valid module.',
    timeout: 'The sub-application took too long to load.',
    lifecycles: 'The sub-application module does not export mount and unmount lifecycles.',
    mount: 'The sub-application failed while starting.',
  },
  retry: 'Retry',
  details: 'Details',
  portalFailed: 'The portal failed to load. Check the network and try again.',
  reload: 'Reload',
};

export function messagesFor(language: Language): Messages {
  return language === 'en-US' ? enUS : zhCN;
}

/** Readable names of the spec's sub-apps (spec 1); other entries show their specifier. */
const NAMES: Record<string, [zh: string, en: string]> = {
  '@cloud/common/msg': ['消息中心', 'Messages'],
  '@cloud/common/iam': ['身份与访问', 'Identity'],
  '@cloud/common/config': ['配置中心', 'Configuration'],
  '@cloud/common/lica': ['许可申请', 'Licence application'],
  '@cloud/common/licm': ['许可管理', 'Licence management'],
  '@cloud/cbp/client': ['云业务平台（客户端）', 'Cloud business platform (client)'],
  '@cloud/cbp/admin': ['云业务平台（管理端）', 'Cloud business platform (admin)'],
  '@cloud/cbp/cms': ['云业务平台（内容管理）', 'Cloud business platform (CMS)'],
  '@cloud/cbp/partner': ['云业务平台（合作伙伴）', 'Cloud business platform (partner)'],
  '@cloud/cbp/provider': ['云业务平台（服务商）', 'Cloud business platform (provider)'],
  '@cloud/pm': ['项目管理', 'Project management'],
  '@cloud/cmp': ['管理平台', 'Management platform'],
  '@portal/shell': ['门户框架', 'Portal frame'],
};

/** The readable name of one of the spec's sub-apps in `language`, or null for any other. */
export function readableName(name: string, language: Language): string | null {
  const known = NAMES[name];
  return known ? known[language === 'en-US' ? 1 : 0] : null;
}

/** "消息中心（@cloud/common/msg）": the panel names the sub-app both ways, for users and operators. */
export function displayName(name: string, language: Language): string {
  const known = NAMES[name];
  if (!known) return name;
  return language === 'en-US' ? `${known[1]} (${name})` : `${known[0]}（${name}）`;
}
