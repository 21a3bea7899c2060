import * as contract from '../../contract';
import { API_BASE, type RouteSpec } from '../../contract';
import type { JsonSchema } from './schema-values';

/** One contract route as the fuzz sees it: where it is and what its schemas say. */
export interface Endpoint {
  /** `<table>.<name>`, e.g. `iamRoutes.clientLogin`. */
  id: string;
  /** `POST /api/common/iam/v1/client/login`: the report's row label. */
  label: string;
  method: RouteSpec['method'];
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

const isRoute = (value: unknown): value is RouteSpec =>
  !!value && typeof value === 'object' && typeof (value as RouteSpec).method === 'string' && typeof (value as RouteSpec).path === 'string' && 'data' in value;

/**
 * Every route of every table the contract exports (`iamRoutes`, `msgmgtRoutes`, …), found by
 * shape rather than listed here, so a route added to the contract is fuzzed without a test edit.
 */
export function contractEndpoints(): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [table, value] of Object.entries(contract)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const routes = Object.entries(value).filter(([, r]) => isRoute(r)) as Array<[string, RouteSpec]>;
    if (!routes.length || routes.length !== Object.keys(value).length) continue;
    for (const [name, route] of routes) {
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
        auth: !!route.auth,
        rawSuccess: Object.keys(route.data).length === 0,
      });
    }
  }
  return endpoints;
}

/** The OpenAPI spelling of a contract path (`:name` → `{name}`), to compare with what the server registered. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
