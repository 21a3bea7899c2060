import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Failure, Ok } from '../../contract/envelope';
import { API_BASE } from '../../contract/http';
import type { ApiRoute, InStep, RouteData, RouteSchemas } from '../../contract/route';
import type { Language, Localized } from '../../contract/rules/language.rules';
import type { AuthUser } from '../plugins/auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** preValidation of `encrypted` routes: replaces `{ data: <AES ciphertext> }` by the decrypted JSON. */
    decryptBody: (request: FastifyRequest) => Promise<void>;
  }
}

/** The answer of a `raw` route (an image), sent as it is. */
type RawAnswer = Buffer | Uint8Array | string;

type StaticOf<S extends RouteSchemas, K extends keyof RouteSchemas> = S[K] extends TSchema ? Static<S[K]> : undefined;

/**
 * The request a handler of `serve` gets: body, query and params typed from the route's schemas;
 * for an `auth: true` route, `user` is the signed-in user (serve authenticates first), never null.
 */
type ServedRequest<S extends RouteSchemas, R extends ApiRoute = ApiRoute> = FastifyRequest<{
  Body: StaticOf<S, 'body'>;
  Querystring: StaticOf<S, 'query'>;
  Params: StaticOf<S, 'params'>;
}> &
  (R extends { readonly auth: true } ? { user: AuthUser } : unknown);

/** What a handler answers: a success envelope of the route's data type (`ok(data, message)`). */
interface OkEnvelope<T> {
  success: true;
  data: T;
  message: string;
  code: 'OK';
}

const TEXTS = Symbol('texts');

/** A success envelope; a message in every language (server/messages.ts) is said in the request's. */
export function ok<T>(data: T, message: string | Localized = 'ok'): OkEnvelope<T> {
  if (typeof message === 'string') return { success: true, data, message, code: 'OK' };
  return Object.assign({ success: true as const, data, message: message['zh-CN'], code: 'OK' as const }, { [TEXTS]: message });
}

/** preSerialization: the message of an `ok` envelope in `language`. */
export function sayInLanguage(payload: unknown, language: Language): unknown {
  const texts = payload && typeof payload === 'object' ? (payload as { [TEXTS]?: Localized })[TEXTS] : undefined;
  return texts ? { ...(payload as object), message: texts[language] } : payload;
}

interface ServeOptions {
  /** One line for the OpenAPI document. */
  summary: string;
  tags?: string[];
  description?: string;
  /** Checks after authentication and validation, before the handler (permissions, throttles). */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Runs before validation, after an `encrypted` route's decryption (e.g. an absent body read as `{}`). */
  preValidation?: preValidationHookHandler;
  /** The answer is not an envelope (an image): no 200 response schema. */
  raw?: boolean;
}

/**
 * Registers one route of a contract table on `app` (a service plugin registered under a prefix):
 * the path is the table's, made relative to the plugin's prefix; `auth` routes authenticate
 * first (on request: no body is read or validated for a caller without a session, who gets 401),
 * `encrypted` routes decrypt before validation; the schemas validate the input, shape the answer
 * and feed OpenAPI. A route whose table entry and schemas disagree does not type-check.
 *
 * @example
 * serve(app, msgmgtRoutes.unreadCount, msgmgtSchemas.unreadCount, { summary: 'Unread count' }, async (request) =>
 *   ok(await unreadCountFor(db, request.user, request.params.userId)), // an auth: true route: request.user is an AuthUser
 * );
 */
export function serve<R extends ApiRoute, S extends RouteSchemas>(
  app: FastifyInstance,
  route: R,
  schemas: S & (InStep<R, S> extends true ? unknown : { outOfStepWithTheRouteTable: never }),
  options: ServeOptions,
  handler: (request: ServedRequest<S, R>, reply: FastifyReply) => Promise<OkEnvelope<RouteData<R>> | RawAnswer>,
): void {
  const full = `${API_BASE}${route.path}`;
  if (!full.startsWith(app.prefix)) throw new Error(`${full} is outside the plugin prefix ${app.prefix}`);
  const preValidation = [...(route.encrypted ? [app.decryptBody] : []), ...(options.preValidation ? [options.preValidation] : [])];
  app.route({
    method: route.method,
    url: full.slice(app.prefix.length) || '/',
    ...(route.auth ? { onRequest: app.authenticate } : {}),
    ...(preValidation.length ? { preValidation } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    schema: {
      tags: options.tags,
      summary: options.summary,
      description: route.encrypted
        ? `${options.description ?? ''} Body sent as { data: AES ciphertext of this JSON } (crypto-js passphrase mode).`.trim()
        : options.description,
      ...(route.auth ? { security: [{ token: [] }] } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      response: options.raw ? { '4xx': Failure, '5xx': Failure } : { 200: Ok(schemas.data), '4xx': Failure, '5xx': Failure },
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
