import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';
import { nullable } from './schema-parts';

/**
 * The environment's import map, changed like import-map-deployer (issue 21, prefix /importmap):
 * the map every instance serves, its history, entry changes and rollback. Schemas here (the
 * server's `importMapSchemas`); the route table is `importMapRoutes` in `importmap.routes.ts`, the
 * menu codes `IMPORT_MAP_PERMISSIONS` in `importmap.rules.ts`.
 *
 * Callers: a manager whose menu tree holds the code (`sys-importmap` to read, `sys-importmap-deploy`
 * to change), or a deploy pipeline with `Authorization: Bearer $IMPORTMAP_DEPLOY_TOKEN`. A new or
 * moved entry is checked as `npm run check:importmap` checks it (the address is allowed by the
 * CSP, answers 200 with JavaScript of a format the portal loads, its imports resolve, a sub-app
 * exports mount and unmount) and refused with 400 `IMPORT_MAP_ENTRY_REFUSED` naming each problem.
 *
 * @example
 * await call(importMapRoutes.patchService, { body: { service: '@cloud/pm', url: 'https://cdn.example/pm/1.4.0/pm.js' } });
 * // PATCH /api/importmap/services → data: { version: 7, map: { imports: { … } }, … }
 */

/** The map as served: `imports`, optional `scopes`, and the portal's own `portal.apps` section. */
export const ImportMapDocument = Type.Object(
  {
    imports: Type.Record(Type.String(), Type.String()),
    scopes: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.String()))),
    portal: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: true },
);
export type ImportMapDocument = Static<typeof ImportMapDocument>;

export const ImportMapAction = Type.Union([
  Type.Literal('seed'),
  Type.Literal('file'),
  Type.Literal('patch'),
  Type.Literal('delete'),
  Type.Literal('rollback'),
]);
export type ImportMapAction = Static<typeof ImportMapAction>;

/** One version of the map: who changed what and when (`restoredVersion` for a rollback). */
export const ImportMapChange = Type.Object({
  version: Type.Integer(),
  at: Type.String(),
  action: ImportMapAction,
  service: nullable(Type.String()),
  url: nullable(Type.String()),
  previousUrl: nullable(Type.String()),
  restoredVersion: nullable(Type.Integer()),
  actor: Type.String(),
});
export type ImportMapChange = Static<typeof ImportMapChange>;

/** How the served map is: degraded while importmap.json on disk is broken (the last good map is served) or the database cannot be read. */
export const ImportMapHealth = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  since: nullable(Type.String()),
  problem: nullable(Type.String()),
  version: nullable(Type.Integer()),
});
export type ImportMapHealth = Static<typeof ImportMapHealth>;

/** The map every instance serves now, with its version and health. */
export const ImportMapState = Type.Object({
  version: nullable(Type.Integer()),
  map: ImportMapDocument,
  change: nullable(ImportMapChange),
  health: ImportMapHealth,
});
export type ImportMapState = Static<typeof ImportMapState>;

/** A specifier: no spaces, at most 200 characters. */
const Service = Type.String({ minLength: 1, maxLength: 200, pattern: '^\\S+$' });

/** `format`: `esm` for a native ES module build, `system` (or `systemjs`) for System.register; kept in `portal.apps` with `route`. */
export const PatchServiceBody = Type.Object(
  {
    service: Service,
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    route: Type.Optional(Type.String({ minLength: 2, maxLength: 200 })),
    format: Type.Optional(Type.Union([Type.Literal('esm'), Type.Literal('system'), Type.Literal('systemjs')])),
  },
  { additionalProperties: false },
);
export type PatchServiceBody = Static<typeof PatchServiceBody>;

export const ServiceParams = Type.Object({ name: Service });
export type ServiceParams = Static<typeof ServiceParams>;

/** Without `version`: back to the version before the current one. */
export const RollbackBody = Type.Object({ version: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type RollbackBody = Static<typeof RollbackBody>;

export const HistoryQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) });
export type HistoryQuery = Static<typeof HistoryQuery>;

export const importMapSchemas = {
  current: { data: ImportMapState },
  patchService: { body: PatchServiceBody, data: ImportMapState },
  deleteService: { params: ServiceParams, data: ImportMapState },
  history: { query: HistoryQuery, data: Type.Array(ImportMapChange) },
  rollback: { body: RollbackBody, data: ImportMapState },
} satisfies Record<string, RouteSchemas>;
