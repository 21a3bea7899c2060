import type { AccessTokenSession } from './session.repository';

/**
 * Checked access tokens of this process (ADR 010): token hash → session → user, so a signed-in
 * request needs no lookup. Trusted only while the revocation notices of the database arrive
 * (`up`); while they do not, nothing is served from it or put in it and every check is the
 * lookup. Bounded by `maxEntries` (oldest first out) and by `ttlMs`, and never past the
 * token's or the session's own end.
 */
export interface TokenCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  /** How long a revocation this process raised waits for its own notice to come back. */
  echoWaitMs?: number;
}

interface Entry {
  found: AccessTokenSession;
  until: number;
}

export class TokenCache {
  readonly maxEntries: number;
  readonly ttlMs: number;
  private readonly echoWaitMs: number;
  private readonly entries = new Map<string, Entry>();
  private readonly bySession = new Map<string, Set<string>>();
  /** Sessions revoked lately: a lookup that read them live before the revocation must not put them back. */
  private readonly revoked = new Map<string, number>();
  private readonly echoes = new Map<string, { done: Promise<void>; resolve: () => void }>();
  private trusted = false;
  /** Bumped whenever the cache is emptied wholesale; a lookup started before may not fill it. */
  private generation = 0;

  constructor(options: TokenCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.echoWaitMs = options.echoWaitMs ?? 2_000;
  }

  get size(): number {
    return this.entries.size;
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  /** A checked token, or null (not cached, expired, or the cache is not trusted now). */
  get(hash: string, now: number): AccessTokenSession | null {
    if (!this.trusted) return null;
    const entry = this.entries.get(hash);
    if (!entry) return null;
    if (entry.until <= now) {
      this.remove(hash);
      return null;
    }
    return entry.found;
  }

  /** What a lookup notes before it starts, to hand to `put` after. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps a live session's token, unless the cache was emptied or the session revoked since `ticket`. */
  put(hash: string, found: AccessTokenSession, ticket: number, now: number): void {
    if (!this.trusted || ticket !== this.generation || this.revoked.has(found.sessionId)) return;
    const until = Math.min(now + this.ttlMs, found.tokenExpiresAt, found.times.expiresAt);
    if (until <= now) return;
    this.remove(hash);
    while (this.entries.size >= this.maxEntries) this.remove(this.entries.keys().next().value!);
    this.entries.set(hash, { found, until });
    const hashes = this.bySession.get(found.sessionId) ?? new Set<string>();
    hashes.add(hash);
    this.bySession.set(found.sessionId, hashes);
  }

  /** A session ended (here, or on another instance: its notice): its tokens leave and stay out. */
  revoke(sessionId: string, now: number): void {
    for (const hash of this.bySession.get(sessionId) ?? []) this.remove(hash);
    this.revoked.set(sessionId, now + this.ttlMs + 10_000);
    if (this.revoked.size > this.maxEntries) this.pruneRevoked(now);
    this.echoes.get(sessionId)?.resolve();
  }

  /**
   * Revoked by this process: besides `revoke`, the revoking request waits (`delivered`) until
   * its notice comes back from the database, i.e. until PostgreSQL has sent it to every instance.
   */
  revokeHere(sessionId: string, now: number): void {
    this.revoke(sessionId, now);
    if (!this.trusted || this.echoes.has(sessionId)) return;
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    const timer = setTimeout(resolve, this.echoWaitMs);
    timer.unref();
    this.echoes.set(sessionId, { done, resolve });
    void done.then(() => {
      clearTimeout(timer);
      this.echoes.delete(sessionId);
    });
  }

  /** Resolves once the notices of revocations raised here so far have come back (or waited their bound). */
  async delivered(): Promise<void> {
    if (this.echoes.size) await Promise.all([...this.echoes.values()].map((echo) => echo.done));
  }

  /** The notices arrive (again): start from empty, as any earlier entry may have missed one. */
  up(): void {
    this.clear();
    this.trusted = true;
  }

  /** The notices may be missed: serve nothing from the cache until `up`. */
  down(): void {
    this.trusted = false;
    this.clear();
    for (const echo of this.echoes.values()) echo.resolve();
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bySession.clear();
  }

  private remove(hash: string): void {
    const entry = this.entries.get(hash);
    if (!entry) return;
    this.entries.delete(hash);
    const hashes = this.bySession.get(entry.found.sessionId);
    hashes?.delete(hash);
    if (hashes && !hashes.size) this.bySession.delete(entry.found.sessionId);
  }

  private pruneRevoked(now: number): void {
    for (const [id, until] of this.revoked) if (until <= now) this.revoked.delete(id);
    // Still too many (a mass revocation): forget them and empty the cache instead, which is as safe.
    if (this.revoked.size > this.maxEntries) {
      this.revoked.clear();
      this.clear();
    }
  }
}

/** The token caches of this process (one per running app): a revocation here drops its session from each at once. */
export const processCaches = new Set<TokenCache>();
