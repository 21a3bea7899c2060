/**
 * The real server (server/main.ts) serving the built portal, on a free port with a fresh PGlite
 * data folder and the demo accounts.
 *
 * @example
 * const portal = await startPortal({ env: { LOGIN_SECURITY_MODE: '0' } });
 * // … portal.url, portal.outbox() (verification codes), portal.dataDir
 * await portal.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outboxLines, testServerEnv } from '../../helpers/server-env';

const root = path.resolve(__dirname, '..', '..', '..');
/**
 * One file per running server (its pid), so global teardown can stop what a failed test left
 * behind. The folder belongs to one jest run (global setup names it), never to another run.
 */
function pidDir(): string {
  return process.env.PORTAL_E2E_PID_DIR || path.join(os.tmpdir(), `portal-e2e-servers-${process.pid}`);
}

export interface OutboxEntry {
  time: string;
  channel: string;
  destination: string;
  scope?: string;
  code?: string;
  text: string;
  [key: string]: unknown;
}

export interface Portal {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server "sent" (codes, links), oldest first. */
  outbox(): OutboxEntry[];
  /** The server's output so far (for failure messages). */
  log(): string;
  stop(): Promise<void>;
}

export interface StartPortalOptions {
  /** Extra environment for the server (LOGIN_SECURITY_MODE, HOME_URL, WEB_ROOT, CSP_SCRIPT_SRC, …). */
  env?: Record<string, string>;
  /** Milliseconds to wait for /api/health (default 60 s). */
  timeoutMs?: number;
  /**
   * A data folder prepared beforehand (e.g. seeded with extra rows by a script) to serve instead
   * of a fresh one; it is removed on stop like a fresh one.
   */
  dataDir?: string;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startPortal(options: StartPortalOptions = {}): Promise<Portal> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: testServerEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  fs.mkdirSync(pidDir(), { recursive: true });
  const pidFile = path.join(pidDir(), String(child.pid));
  fs.writeFileSync(pidFile, String(child.pid));

  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // A server that dies under a test would otherwise only show as "connection refused" later.
  child.once('exit', (code, signal) => {
    if (running.has(child))
      process.stderr.write(`\nportal server ${child.pid} exited during the tests (${code ?? signal}); its last output:\n${output.slice(-4000)}\n`);
  });

  const stop = async () => {
    running.delete(child);
    fs.rmSync(pidFile, { force: true });
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let url = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const match = /Portal: (http:\/\/[^\s/]+)\//.exec(output);
    if (match) {
      url = match[1];
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.ok) break;
      } catch {
        // Not listening yet.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const healthy =
    url &&
    child.exitCode === null &&
    (await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false));
  if (!healthy) {
    await stop();
    throw new Error(`The portal server did not become healthy:\n${output}`);
  }

  return {
    url,
    port: Number(new URL(url).port),
    dataDir,
    outbox: () => outboxLines(dataDir).map((line) => JSON.parse(line) as OutboxEntry),
    log: () => output,
    stop,
  };
}

/** Stops servers whose tests ended without stopping them (by the pids this harness recorded). */
export async function stopAllPortals(): Promise<void> {
  const dir = process.env.PORTAL_E2E_PID_DIR;
  if (!dir || !fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const pid = Number(name);
    try {
      if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    fs.rmSync(path.join(dir, name), { force: true });
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A copy of dist/portal in a temp folder, to serve with `WEB_ROOT` when a test edits the deployed
 * files (importmap.json) without touching the real build.
 */
export function copyWebRoot(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.cpSync(path.join(root, 'dist', 'portal'), dir, { recursive: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
