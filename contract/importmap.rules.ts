/**
 * The menu code (page or button permission) each import-map call needs in a manager's menu tree:
 * the page `sys-importmap` to read the map and its history, its button `sys-importmap-deploy` to
 * change it. A deploy pipeline uses the deploy token instead (IMPORTMAP_DEPLOY_TOKEN).
 */
export const IMPORT_MAP_PERMISSIONS = {
  current: 'sys-importmap',
  history: 'sys-importmap',
  patchService: 'sys-importmap-deploy',
  deleteService: 'sys-importmap-deploy',
  rollback: 'sys-importmap-deploy',
} as const;

export type ImportMapCall = keyof typeof IMPORT_MAP_PERMISSIONS;
