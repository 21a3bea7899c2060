import type { ServerContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { SESSION_REVOKED_CHANNEL } from './session.repository';
import { resolveAccessToken } from './session.service';
import { processCaches, TokenCache, type TokenCacheOptions } from './token-cache';

/** What app.ts hands the auth plugin: token checks through the cache, and the wait for revocation notices. */
interface SessionGate {
  userOfAccessToken(token: string, background: boolean): Promise<AuthUser | null>;
  /** Resolves once this process's revocations so far have reached the other instances (bounded). */
  delivered(): Promise<void>;
  close(): Promise<void>;
  cache: TokenCache;
}

/**
 * The access-token check of one app (ADR 010): a TokenCache fed by the revocation notices of
 * the database (ctx.listen). Without ctx.listen, or while the subscription is down, every check
 * is the lookup.
 */
export async function openSessionGate(ctx: ServerContext, options: TokenCacheOptions = {}): Promise<SessionGate> {
  const cache = new TokenCache(options);
  processCaches.add(cache);
  const subscription = ctx.listen
    ? await ctx.listen(SESSION_REVOKED_CHANNEL, {
        onNotice: (sessionId) => cache.revoke(sessionId, ctx.config.now()),
        onUp: () => cache.up(),
        onDown: () => cache.down(),
      })
    : null;
  return {
    cache,
    userOfAccessToken: (token, background) => resolveAccessToken(ctx.db, token, ctx.config.now(), background, cache),
    delivered: () => cache.delivered(),
    async close() {
      processCaches.delete(cache);
      cache.down();
      await subscription?.close();
    },
  };
}
