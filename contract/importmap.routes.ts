import type { HistoryQuery, ImportMapChange, ImportMapState, PatchServiceBody, RollbackBody, ServiceParams } from './importmap';
import { route } from './route';

const P = '/importmap';

/**
 * The environment's import map (issue 21), in the style of import-map-deployer; schemas in
 * `importMapSchemas` (importmap.ts). Not `auth` in the table's sense: the service itself admits a
 * manager's session holding the menu code or the deploy token (IMPORTMAP_DEPLOY_TOKEN).
 *
 * @example
 * const { version } = await call(importMapRoutes.rollback, { body: {} }); // back one version
 */
export const importMapRoutes = {
  /** The map every instance serves now. Code sys-importmap. */
  current: route<{ data: ImportMapState }>({ method: 'GET', path: P }),
  /** Adds or moves one entry (checked first; refused with each problem). Code sys-importmap-deploy. */
  patchService: route<{ body: PatchServiceBody; data: ImportMapState }>({ method: 'PATCH', path: `${P}/services` }),
  /** Removes one entry (and its portal.apps options). 404 when the map has no such entry. */
  deleteService: route<{ params: ServiceParams; data: ImportMapState }>({ method: 'DELETE', path: `${P}/services/:name` }),
  /** Versions newest first: who changed what and when. Code sys-importmap. */
  history: route<{ query: HistoryQuery; data: ImportMapChange[] }>({ method: 'GET', path: `${P}/history` }),
  /** Serves an earlier version again, as a new version. 404 for an unknown version. */
  rollback: route<{ body: RollbackBody; data: ImportMapState }>({ method: 'POST', path: `${P}/rollback` }),
};
