import type { Static, TSchema } from 'typebox';

/**
 * One API call in a contract route table (`iamRoutes`, …): method, path under /api
 * (`:name` marks a path parameter) and its schemas. The client types its calls from these.
 *
 * @example
 * const route = iamRoutes.userDetail;  // { method: 'GET', path: '/common/iam/v1/user/detail', data: UserInfo, auth: true }
 * type Answer = RouteData<typeof route>; // UserInfo
 */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: TSchema;
  query?: TSchema;
  params?: TSchema;
  /** Schema of the envelope's `data` on success. */
  data: TSchema;
  /** The body is sent as `{ data: <AES ciphertext> }`. */
  encrypted?: boolean;
  /** Needs `Authorization: Bearer <at>`. */
  auth?: boolean;
}

export type RouteBody<R extends RouteSpec> = R['body'] extends TSchema ? Static<R['body']> : undefined;
export type RouteQuery<R extends RouteSpec> = R['query'] extends TSchema ? Static<R['query']> : undefined;
export type RouteParams<R extends RouteSpec> = R['params'] extends TSchema ? Static<R['params']> : undefined;
export type RouteData<R extends RouteSpec> = Static<R['data']>;

