import type { AxiosInstance } from 'axios';
import type { RouteBody, RouteData, RouteParams, RouteQuery, RouteSpec } from '../../../contract/route';
import { encryptBody } from './encrypt-body';

/** The inputs of one call: body, query and path params, each typed from the route entry. */
export type CallInput<R extends RouteSpec> = (R['body'] extends object ? { body: RouteBody<R> } : { body?: undefined }) &
  (R['query'] extends object ? { query: RouteQuery<R> } : { query?: undefined }) &
  (R['params'] extends object ? { params: RouteParams<R> } : { params?: undefined }) & {
    /** Extra request headers (e.g. the bell's background header). */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** Fills `:name` segments of a route path; values are URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one route of a contract table through `client`: method and path from the entry, the body
 * encrypted when the entry says so, and the answer typed from its `data` schema.
 */
export async function callWith<R extends RouteSpec>(client: AxiosInstance, route: R, input?: CallInput<R>): Promise<RouteData<R>> {
  const body = input?.body;
  const response = await client.request<RouteData<R>>({
    method: route.method,
    url: fillPath(route.path, input?.params as Record<string, unknown> | undefined),
    params: input?.query,
    data: body === undefined ? undefined : route.encrypted ? await encryptBody(body) : body,
    headers: input?.headers,
    signal: input?.signal,
  });
  return response.data;
}
