import type { ImportMapChange, ImportMapDocument } from '@portal/contract';

/** One row of the map's table: an entry with the portal.apps options it has. */
export interface MapEntry {
  service: string;
  url: string;
  route: string | null;
  format: string | null;
}

/** The entries of a map, by name, with their `portal.apps` route and format. */
export function mapEntries(map: ImportMapDocument): MapEntry[] {
  const apps = ((map.portal as { apps?: Record<string, { route?: unknown; format?: unknown }> } | undefined)?.apps ?? {}) as Record<
    string,
    { route?: unknown; format?: unknown }
  >;
  return Object.entries(map.imports)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([service, url]) => ({
      service,
      url,
      route: typeof apps[service]?.route === 'string' ? (apps[service].route as string) : null,
      format: typeof apps[service]?.format === 'string' ? (apps[service].format as string) : null,
    }));
}

/** The message key of a change's action. */
export const actionKey = (change: ImportMapChange): string => `importmap.action.${change.action}`;

/** What a change did, as `{ key, params }` for the page's texts. */
export function changeSummary(change: ImportMapChange): { key: string; params: Record<string, string | number> } {
  switch (change.action) {
    case 'patch':
      return change.previousUrl
        ? { key: 'importmap.summary.moved', params: { service: change.service ?? '', from: change.previousUrl, to: change.url ?? '' } }
        : { key: 'importmap.summary.added', params: { service: change.service ?? '', to: change.url ?? '' } };
    case 'delete':
      return { key: 'importmap.summary.removed', params: { service: change.service ?? '' } };
    case 'rollback':
      return { key: 'importmap.summary.rolledBack', params: { version: change.restoredVersion ?? 0 } };
    default:
      return { key: change.action === 'seed' ? 'importmap.summary.seed' : 'importmap.summary.file', params: {} };
  }
}
