import type { TestServer } from '../helpers/server';

export { call, iamServer, iamServerForBlock, login, signedIn, PASSWORD } from '../server/iam/iam.fixtures';

export const MINUTE = 60_000;
/** ABUSE_FULL=1: more guesses, more names, more rounds (the CI run keeps to the smallest that still shows each rule). */
export const FULL = process.env.ABUSE_FULL === '1';
export const WRONG = 'Wrong@2026';

/**
 * A new address per call, from a documentation range of its own: the attacker's botnet, or the
 * owner's own address kept apart from the attacker's.
 */
export function addresses(prefix: string) {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
}

/**
 * Counts real argon2 verifications: how many guesses the server even checked. The hasher calls
 * the package's `verify` through the module object, so a spy sees every call.
 */
export function verificationCounter() {
  // The module object itself (an `import * as` namespace would be a copy the server never calls through).
  const argon2: typeof import('@node-rs/argon2') = require('@node-rs/argon2');
  // spyOn hands back the same spy when one is still in place (a failed test skips restore), so count from here.
  const spy = jest.spyOn(argon2, 'verify');
  const start = spy.mock.calls.length;
  return {
    get count() {
      return spy.mock.calls.length - start;
    },
    restore: () => spy.mockRestore(),
  };
}

/** Audit rows of some events, oldest first (by id); `repeats` counts a refusal repeated on one row. */
export async function auditOf(server: TestServer, events: string[]) {
  const rows = await server.ctx.db
    .selectFrom('audit_log')
    .select(['id', 'event', 'login_name', 'user_id', 'ip', 'detail', 'repeats'])
    .where('event', 'in', events as never[])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown> | null }));
}

/** 'LOGIN_FAILED×5 LOGIN_LOCKED×15': how a run of answers reads in a report, in order of first sight. */
export function tally(codes: string[]): string {
  const counts = new Map<string, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => `${c}×${n}`).join(' ');
}
