/**
 * What the browser, fault and multi-instance tests share about the real server process
 * (server/main.ts) they start: the environment it runs in and the outbox file it writes.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Test mode on a free loopback port, the demo data, fast password hashing and the embedded
 * database, then `overrides`.
 */
export function testServerEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    FAST_HASHING: 'true',
    DATABASE_URL: '',
    ...overrides,
  };
}

/** The lines of `dataDir`/outbox.jsonl (one a message the server "sent"), oldest first; none before the first. */
export function outboxLines(dataDir: string): string[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
}
