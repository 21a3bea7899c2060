import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { outboxLines, testServerEnv } from '../../helpers/server-env';

/**
 * The real server (server/main.ts) as a child process on a data folder or a PostgreSQL URL the
 * test keeps across restarts — unlike test/e2e/helpers/portal.ts, whose folder dies with the
 * server. `kill()` is SIGKILL: no shutdown hook runs, as when the machine or the OOM killer
 * ends it.
 */
export interface ChildServer {
  url: string;
  pid: number;
  /** SIGKILL, then wait until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (the graceful path), SIGKILL after 10 s. */
  stop(): Promise<void>;
  alive(): boolean;
  log(): string;
}

const root = path.resolve(__dirname, '..', '..', '..');
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  // tsx's loader in the server's own process: tsx's CLI would run the server as a grandchild,
  // which a SIGKILL of the CLI leaves running.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: testServerEnv({
      LOG_LEVEL: 'error',
      // Every test client sends its own X-Forwarded-For, so the per-IP limits (meant for the
      // internet) do not decide a test about crashes.
      TRUST_PROXY: 'true',
      // The same on every instance (docs/operations.md); required on PostgreSQL.
      CODE_SECRET: 'child-servers-code-secret-0123456789abcdef',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const waitExit = (child: ChildProcess) => (exited(child) ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())));

export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ChildServer> {
  const { child, output } = spawnServer(env);
  const deadline = Date.now() + timeoutMs;
  let url = '';
  while (Date.now() < deadline && !exited(child)) {
    const match = /Portal: (http:\/\/[^\s/]+)\//.exec(output());
    if (
      match &&
      (await fetch(`${match[1]}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      url = match[1];
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!url) {
    child.kill('SIGKILL');
    await waitExit(child);
    throw new Error(`the server did not become healthy:\n${output()}`);
  }
  return {
    url,
    pid: child.pid!,
    alive: () => !exited(child),
    log: output,
    async kill() {
      child.kill('SIGKILL');
      await waitExit(child);
    },
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await waitExit(child);
      clearTimeout(timer);
    },
  };
}

/** The codes the server "sent" (DATA_DIR/outbox.jsonl), newest last. */
export function readOutbox(dataDir: string): Array<{ destination: string; scope?: string; code?: string }> {
  return outboxLines(dataDir).flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      // The last line may be cut short by the kill: exactly what this suite provokes.
      return [];
    }
  });
}
