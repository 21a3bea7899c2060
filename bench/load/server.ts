/**
 * The server under load: a fresh database (a temp PGlite folder, or a schema of its own on
 * PostgreSQL), seeded by bench/load/seed.ts in a child process, then server/main.ts in one child
 * process, as startPortal (test/e2e/helpers/portal.ts) runs it. Its resident memory is read from
 * /proc, so the figure is the server's alone, not the load generator's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SeedPlan } from './plan';

// On PostgreSQL the server needs the code secret every instance shares (CODE_SECRET): one per bench run.
process.env.CODE_SECRET ??= crypto.randomBytes(32).toString('hex');

const root = path.resolve(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export interface Database {
  env: Record<string, string>;
  describe: string;
  drop(): Promise<void>;
}

/** A database no other run sees: removed by `drop`. */
export async function freshDatabase(baseUrl: string | undefined): Promise<Database> {
  if (!baseUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      describe: `PGlite in ${dataDir}`,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = `load_${crypto.randomBytes(4).toString('hex')}`;
  const { Client } = await import('pg');
  const run = async (statement: string) => {
    const client = new Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATA_DIR: ':memory:', DATABASE_URL: url.toString() },
    describe: `PostgreSQL (${url.host}, schema ${schema})`,
    drop: () => run(`drop schema ${schema} cascade`),
  };
}

export function seed(db: Database, plan: SeedPlan, extraEnv: Record<string, string>): string {
  const result = spawnSync(process.execPath, [tsx, path.join(__dirname, 'seed.ts'), JSON.stringify(plan)], {
    cwd: root,
    env: { ...process.env, ...db.env, ...extraEnv },
    encoding: 'utf8',
    timeout: 10 * 60_000,
  });
  if (result.status !== 0) throw new Error(`seed failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

export interface RunningServer {
  origin: string;
  /** The node process that runs server/main.ts (tsx's CLI starts it as its own child). */
  pid: number;
  /** Lines the server wrote (LOG_LEVEL warn: only warnings and errors after start). */
  output(): string[];
  stop(): Promise<void>;
  /** Last resort on exit: no waiting. */
  killNow(): void;
}

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The deepest descendant of the tsx wrapper: the node process running the server. */
function serverPid(wrapper: number): number {
  let pid = wrapper;
  for (let depth = 0; depth < 4; depth += 1) {
    const kids = childrenOf(pid);
    if (!kids.length) break;
    pid = kids[0];
  }
  return pid;
}

/** Resident set size of a process in bytes (VmRSS), or null once it is gone. */
export function rssOf(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [tsx, path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', TRUST_PROXY: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
    const parts = text.split('\n');
    text = parts.pop() ?? '';
    // Bounded: a noisy server must not grow the load generator.
    for (const line of parts) if (lines.length < 5000) lines.push(line);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  let pid = 0;
  const killNow = () => {
    for (const p of [pid, child.pid]) {
      try {
        if (p) process.kill(p, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(killNow, 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  let origin = '';
  while (Date.now() < deadline && child.exitCode === null) {
    const match = /Portal: (http:\/\/[^\s/]+)\//.exec(lines.join('\n'));
    if (match) {
      origin = match[1];
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!origin) {
    await stop();
    throw new Error(`the server did not start:\n${lines.join('\n')}\n${text}`);
  }
  pid = serverPid(child.pid!);
  return { origin, pid, output: () => lines, stop, killNow };
}
