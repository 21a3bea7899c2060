/**
 * A team's sub-app project outside the repository, as the browser tests of `npm run new:subapp --
 * NAME --out DIR` make and serve it: the commands run in it, a free port for its dev server, a
 * tiny static server playing the team's CDN (another origin, with CORS), and its dev server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..', '..');

/** Runs a command in `cwd`; throws with its output when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 240_000 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The team's "CDN": the files under `dir` (e.g. dist/, dist-esm/) on their own origin, with CORS. */
export function serveStatic(dir: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Types for the project: the portal build's tarball (`dist/portal/types/portal-types.tgz`). */
export function typesTarball(): string {
  const file = path.join(root, 'dist', 'portal', 'types', 'portal-types.tgz');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the portal (npx webpack --mode production)`);
  return file;
}

export interface DevServer {
  process: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** `webpack serve` in the project (what `npm start` runs), once it has compiled. */
export async function startDevServer(project: string, args: string[], env: NodeJS.ProcessEnv): Promise<DevServer> {
  const child = spawn('npx', ['webpack', 'serve', '--mode', 'development', ...args], {
    cwd: project,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!/compiled successfully/.test(output) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 200));
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
