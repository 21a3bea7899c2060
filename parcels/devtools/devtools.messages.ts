/** The developer panel's texts, in the user's language (zh-CN by default, as the portal). */
export interface PanelText {
  toggle: string;
  title: string;
  caption: string;
  close: string;
  columns: string[];
  kinds: Record<'application' | 'parcel', string>;
  sources: Record<'override' | 'environment' | 'portal' | 'unknown', string>;
  held: string;
  unmount: string;
  remount: string;
  unmountLabel(name: string): string;
  remountLabel(name: string): string;
}

const zhCN: PanelText = {
  toggle: '子应用',
  title: '子应用与 parcel（开发者面板）',
  caption: '来源、格式、加载与挂载耗时；“强制卸载”后该应用保持卸载，直到“重新挂载”。',
  close: '关闭开发者面板',
  columns: ['名称', '状态', '来源', '格式', '加载', '挂载', '次数', '遗留全局', '操作'],
  kinds: { application: '应用', parcel: 'parcel' },
  sources: { override: '本浏览器的覆盖', environment: '环境 importmap', portal: '门户构建', unknown: '未知' },
  held: '已强制卸载',
  unmount: '强制卸载',
  remount: '重新挂载',
  unmountLabel: (name) => `强制卸载 ${name}`,
  remountLabel: (name) => `重新挂载 ${name}`,
};

const enUS: PanelText = {
  toggle: 'Apps',
  title: 'Applications and parcels (developer panel)',
  caption: 'Source, format, load and mount times; a force-unmounted application stays down until remounted.',
  close: 'Close the developer panel',
  columns: ['Name', 'Status', 'Source', 'Format', 'Load', 'Mount', 'Mounts', 'Globals left', 'Actions'],
  kinds: { application: 'application', parcel: 'parcel' },
  sources: { override: 'override (this browser)', environment: 'environment map', portal: 'portal build', unknown: 'unknown' },
  held: 'held down',
  unmount: 'Force unmount',
  remount: 'Remount',
  unmountLabel: (name) => `Force unmount ${name}`,
  remountLabel: (name) => `Remount ${name}`,
};

export function panelText(language: 'zh-CN' | 'en-US'): PanelText {
  return language === 'en-US' ? enUS : zhCN;
}
