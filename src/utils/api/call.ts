import type { AxiosInstance } from 'axios';
import type { ApiRoute, RouteBody, RouteData, RouteParams, RouteQuery } from '../../../contract/route';
import { encryptBody } from './encrypt-body';

type Slot<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : { [K in Name]: T };

/** The inputs of one call: body, query and path params, each typed from the route entry. */
type CallInput<R extends ApiRoute> = Slot<'body', RouteBody<R>> &
  Slot<'query', RouteQuery<R>> &
  Slot<'params', RouteParams<R>> & {
    /** Extra request headers (e.g. the bell's background header). */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** A call's inputs are optional only when the route takes no body, query or params. */
export type CallArgs<R extends ApiRoute> = [RouteBody<R>, RouteQuery<R>, RouteParams<R>] extends [undefined, undefined, undefined]
  ? [input?: CallInput<R>]
  : [input: CallInput<R>];

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
 * encrypted when the entry says so, and the answer typed from the entry's `data` type.
 */
export async function callWith<R extends ApiRoute>(client: AxiosInstance, route: R, ...[input]: CallArgs<R>): Promise<RouteData<R>> {
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
