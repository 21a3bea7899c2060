import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { BACKGROUND_HEADER } from '../../contract/http';
import type { UserType } from '../../contract/iam';

/** The signed-in user as request handlers see it (request.user). */
export interface AuthUser {
  id: number;
  tenantId: number | null;
  userType: UserType;
  loginName: string;
  pid: number;
  sessionId: string;
}

interface AuthOptions {
  /**
   * The user of a live session's access token, or null. Given by the identity service (app.ts),
   * so this plugin depends on no feature. A background request does not count as activity.
   */
  userOfAccessToken(token: string, background: boolean): Promise<AuthUser | null>;
  /**
   * Resolves once the sessions this process revoked so far are known revoked on every instance
   * (ADR 010). Every answer waits for it before it is sent, so a client told "signed out" or
   * "password changed" finds the old token refused wherever it goes next.
   */
  revocationsDelivered?(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 UNAUTHENTICATED unless the request carries a live session's access token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`; null before it or without a session. */
    user: AuthUser | null;
  }
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * Sessions for every service: `app.authenticate` and `request.user`. Wrapped with fastify-plugin
 * so the decorators reach the sibling service plugins. The unread poll marks itself with
 * `x-background-request: 1`; it is authenticated but does not keep an idle session alive.
 */
async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || token.length > 128) throw AppError.of('UNAUTHENTICATED');
    const background = request.headers[BACKGROUND_HEADER] === '1';
    const user = await options.userOfAccessToken(token, background);
    if (!user) throw AppError.of('UNAUTHENTICATED');
    request.user = user;
  });
  const delivered = options.revocationsDelivered;
  if (delivered) app.addHook('onSend', async () => delivered());
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x' });
