import { call } from '@portal/utils';
import { importMapRoutes, type ImportMapChange, type ImportMapState } from '@portal/contract';

export function loadImportMap(): Promise<ImportMapState> {
  return call(importMapRoutes.current);
}

export function loadImportMapHistory(): Promise<ImportMapChange[]> {
  return call(importMapRoutes.history, { query: { limit: 50 } });
}

/** Serves `version` again (as a new version); without it, the version before the current one. */
export function rollbackImportMap(version?: number): Promise<ImportMapState> {
  return call(importMapRoutes.rollback, { body: version === undefined ? {} : { version } });
}
