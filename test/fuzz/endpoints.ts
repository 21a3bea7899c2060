import * as contract from '../../contract';
import { API_BASE, type ApiRoute, type RouteSchemas } from '../../contract';
import type { JsonSchema } from './schema-values';

/** One contract route as the fuzz sees it: where it is and what its schemas say. */
export interface Endpoint {
  /** `<table>.<name>`, e.g. `iamRoutes.clientLogin`. */
  id: string;
  /** `POST /api/common/iam/v1/client/login`: the report's row label. */
  label: string;
  method: ApiRoute['method'];
  /** Full path under /api with `:param` placeholders. */
  path: string;
  params: string[];
  body?: JsonSchema;
  query?: JsonSchema;
  paramsSchema?: JsonSchema;
  encrypted: boolean;
  auth: boolean;
  /** The success answer is not an envelope (the logo: the image itself). */
  rawSuccess: boolean;
}

type TableRoute = ApiRoute & RouteSchemas;

const isRoute = (value: unknown): value is TableRoute =>
  !!value && typeof value === 'object' && typeof (value as ApiRoute).method === 'string' && typeof (value as ApiRoute).path === 'string';

/**
 * Every route of every table the contract exports (`iamRoutes`, `msgmgtRoutes`, …), found by
 * shape rather than listed here, so a route added to the contract is fuzzed without a test edit.
 * A table `xRoutes` takes its schemas from `xSchemas` by entry name; a route without schemas
 * would go unfuzzed, so it stops the suite (the type test catches it first).
 */
export function contractEndpoints(): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const tables = contract as unknown as Record<string, unknown>;
  for (const [table, value] of Object.entries(tables)) {
    if (!value || typeof value !== 'object' || Array.isArray(value) || !table.endsWith('Routes')) continue;
    const entries = Object.entries(value).filter(([, r]) => isRoute(r)) as Array<[string, ApiRoute]>;
    if (!entries.length || entries.length !== Object.keys(value).length) continue;
    const schemaTable = tables[table.replace(/Routes$/, 'Schemas')] as Record<string, RouteSchemas> | undefined;
    for (const [name, entry] of entries) {
      const schemas = schemaTable?.[name];
      if (!schemas) throw new Error(`${table}.${name} has no schemas in ${table.replace(/Routes$/, 'Schemas')}`);
      const route: TableRoute = { ...entry, ...schemas };
      const path = `${API_BASE}${route.path}`;
      endpoints.push({
        id: `${table}.${name}`,
        label: `${route.method} ${path}`,
        method: route.method,
        path,
        params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]),
        body: route.body as JsonSchema | undefined,
        query: route.query as JsonSchema | undefined,
        paramsSchema: route.params as JsonSchema | undefined,
        encrypted: !!route.encrypted,
        // The import map's routes admit callers themselves (a manager's session or the deploy token): signed-in like `auth` ones.
        auth: !!route.auth || SELF_ADMITTED_TABLES.has(table),
        rawSuccess: !route.data || Object.keys(route.data).length === 0,
      });
    }
  }
  return endpoints;
}

/** Route tables whose routes are not `auth` in the table's sense but check the caller in their service. */
const SELF_ADMITTED_TABLES = new Set(['importMapRoutes']);

/** The OpenAPI spelling of a contract path (`:name` → `{name}`), to compare with what the server registered. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
