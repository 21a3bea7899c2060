import type { Static, TSchema } from 'typebox';

/**
 * The types one API call carries: request body, query string, path params and the envelope's
 * `data` on success. Only types: a route table never loads TypeBox at run time.
 */
export interface RouteTypes {
  body?: unknown;
  query?: unknown;
  params?: unknown;
  data: unknown;
}

/**
 * One API call of a route table (`contract/<service>.routes.ts`): method, path under /api
 * (`:name` marks a path parameter) and what the server does before the handler.
 * Its types travel as a phantom (`__types`), so the browser imports the table for the paths and
 * flags, and gets the types, without any schema code.
 *
 * @example
 * export const msgmgtRoutes = {
 *   unreadCount: route<{ params: UnreadCountParams; data: number }>({
 *     method: 'GET', path: '/common/msgmgt/tmsgsenddetail/queryMsgUnReadNum/:userId', auth: true,
 *   }),
 * };
 * // browser:  const count = await call(msgmgtRoutes.unreadCount, { params: { userId } }); // number
 * // server:   serve(app, msgmgtRoutes.unreadCount, msgmgtSchemas.unreadCount, { summary }, handler);
 */
export interface ApiRoute<T extends RouteTypes = RouteTypes> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** The body travels as `{ data: <AES ciphertext of the JSON> }` (ADR 004). */
  readonly encrypted?: boolean;
  /** Needs `Authorization: Bearer <at>`; the server authenticates before the handler. */
  readonly auth?: boolean;
  /** Phantom: never present at run time. */
  readonly __types?: T;
}

/** A route that needs a session (`auth: true`, kept as a literal): the server's handler gets its user for certain. */
export type AuthRoute<T extends RouteTypes = RouteTypes> = ApiRoute<T> & { readonly auth: true };

/** Declares one route of a table; the type argument names its body, query, params and data types. */
export function route<T extends RouteTypes>(spec: Omit<ApiRoute<T>, '__types' | 'auth'> & { readonly auth: true }): AuthRoute<T>;
export function route<T extends RouteTypes>(spec: Omit<ApiRoute<T>, '__types'>): ApiRoute<T>;
export function route<T extends RouteTypes>(spec: Omit<ApiRoute<T>, '__types'>): ApiRoute<T> {
  return spec;
}

type TypesOf<R> = R extends ApiRoute<infer T> ? T : never;
type Part<T, K extends keyof RouteTypes> = K extends keyof T ? T[K] : undefined;

export type RouteBody<R extends ApiRoute> = Part<TypesOf<R>, 'body'>;
export type RouteQuery<R extends ApiRoute> = Part<TypesOf<R>, 'query'>;
export type RouteParams<R extends ApiRoute> = Part<TypesOf<R>, 'params'>;
export type RouteData<R extends ApiRoute> = TypesOf<R>['data'];

/** The TypeBox schemas of one route, for the server (validation, serialisation, OpenAPI). */
export interface RouteSchemas {
  body?: TSchema;
  query?: TSchema;
  params?: TSchema;
  data: TSchema;
}

type StaticPart<S, K extends keyof RouteSchemas> = K extends keyof S ? (S[K] extends TSchema ? Static<S[K]> : undefined) : undefined;
type Same<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

/** True when a route's declared types are exactly the static types of its schemas. */
export type InStep<R extends ApiRoute, S> =
  Same<RouteData<R>, StaticPart<S, 'data'>> extends true
    ? Same<RouteBody<R>, StaticPart<S, 'body'>> extends true
      ? Same<RouteQuery<R>, StaticPart<S, 'query'>> extends true
        ? Same<RouteParams<R>, StaticPart<S, 'params'>>
        : false
      : false
    : false;

/**
 * Names the routes of a table whose schemas are missing or out of step with their types; `never`
 * when the table and its schema table agree. Used by `contract/contract.type-test.ts`.
 */
export type OutOfStep<Routes extends Record<string, ApiRoute>, Schemas extends Record<string, RouteSchemas>> =
  | { [K in keyof Routes]: K extends keyof Schemas ? (InStep<Routes[K], Schemas[K]> extends true ? never : K) : K }[keyof Routes]
  | Exclude<keyof Schemas, keyof Routes>;
