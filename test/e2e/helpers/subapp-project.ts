/**
 * A team's sub-app project outside the repository, as the browser tests of `npm run new:subapp --
 * NAME --out DIR` make and serve it: the commands run in it, a free port for its dev server, a
 * tiny static server playing the team's CDN (another origin, with CORS), and its dev server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, type RecordedPage } from './browser';
import { startPortal, type Portal } from './portal';
import { signInAs, type SignedIn } from './sign-in';
import { realFailures } from './suite';

export const root = path.resolve(__dirname, '..', '..', '..');

/** Runs a command in `cwd`; throws with its output when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 240_000 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * `npm run new:subapp -- <name> <options> --out …` in a new folder of the system's temp folder
 * (`label-…`), the project then moved elsewhere on disk (nothing in it may point back at the
 * portal's repo), installed there, and its own `npm test`, typecheck, build and build:esm (into
 * dist-esm/, beside the System build, as the README says) passing. The install is the slow part:
 * its time is printed.
 */
function madeProject(label: string, name: string, options: string[]): { work: string; project: string } {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const made = path.join(work, 'made');
  run(process.execPath, [path.join(root, 'scripts', 'new-subapp.mjs'), name, ...options, '--out', made, '--types', typesTarball()], root);
  const project = path.join(work, 'elsewhere', name);
  fs.mkdirSync(path.dirname(project), { recursive: true });
  fs.renameSync(made, project);
  const started = Date.now();
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], project);
  process.stdout.write(`${label}: npm install took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  run('npm', ['test', '--silent'], project);
  run('npm', ['run', '--silent', 'typecheck'], project);
  run('npm', ['run', '--silent', 'build'], project);
  run('npm', ['run', '--silent', 'build:esm', '--', '--output-path', 'dist-esm'], project);
  return { work, project };
}

export interface ServedProject {
  project: string;
  /** The origin of the static server that plays the team's CDN. */
  staticOrigin: string;
  /** The free port kept for the project's dev server. */
  devPort: number;
  portal: Portal;
  browser: Browser;
  /** The pages a test makes, closed after it. */
  pages: RecordedPage[];
  /** Starts the project's dev server (what `npm start` runs) on `devPort` against the portal; it stops after the file's tests. */
  startDevServer(): Promise<DevServer>;
}

/**
 * For a test file: a made project (`madeProject`) served from another origin, a free port for its
 * dev server, one Chromium, and the production portal with what an environment opts in with at
 * start (no rebuild): that origin for scripts, the dev server's as a development origin (live
 * reload by server-sent events from it). Made before the file's tests, gone after them with the
 * dev server a test started. The fields are filled in by that beforeAll hook.
 */
export function servedProject(made: Parameters<typeof madeProject>, options: { timeoutMs: number }): ServedProject {
  let devServer: DevServer | undefined;
  const served = {
    pages: [] as RecordedPage[],
    startDevServer: async () => (devServer = await startDevServer(served.project, [], { PORT: String(served.devPort), PORTAL_URL: served.portal.url })),
  } as ServedProject;
  let work: string | undefined;
  let staticServer: http.Server | undefined;
  beforeAll(async () => {
    ({ work, project: served.project } = madeProject(...made));
    staticServer = await serveStatic(served.project);
    served.staticOrigin = `http://127.0.0.1:${(staticServer.address() as net.AddressInfo).port}`;
    served.devPort = await freePort();
    served.browser = await launchBrowser();
    served.portal = await startPortal({
      env: { LOGIN_SECURITY_MODE: '2', CSP_SCRIPT_SRC: served.staticOrigin, DEV_ORIGINS: `http://localhost:${served.devPort}` },
    });
  }, options.timeoutMs);
  afterEach(async () => {
    for (const recorded of served.pages.splice(0)) await recorded.close();
  });
  afterAll(async () => {
    await devServer?.stop();
    await served.browser?.close();
    await served.portal?.stop();
    await new Promise((resolve) => (staticServer ? staticServer.close(resolve) : resolve(undefined)));
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });
  return served;
}

/**
 * A page (closed after its test) signed in as demo on the portal, the same session then stored on
 * the dev server's `origin` (what signing in at <dev server>/#/client-login, the portal through
 * the proxy, leaves in its localStorage), and its standalone page opened there. HTTP answers of
 * 400 and up count among its errors.
 */
async function standalonePage(served: ServedProject, origin: string): Promise<{ recorded: RecordedPage; user: SignedIn['user'] }> {
  const recorded = await newPage(served.browser);
  served.pages.push(recorded);
  const { page, errors } = recorded;
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  const { user } = await signInAs(page, served.portal, 'demo');
  const session = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  await page.goto(`${origin}/portal-config.json`);
  await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), session);
  await page.goto(`${origin}/__standalone/`);
  return { recorded, user };
}

/**
 * A page signed in as demo with an import-map override of `specifier` to `url` stored; HTTP
 * answers of 400 and up and Content Security Policy refusals count among its errors, and the
 * paths it asks the portal for are listed in `requested`. It goes into `pages`, for the file to close.
 */
export async function pageWithOverride(
  browser: Browser,
  portal: Portal,
  pages: RecordedPage[],
  specifier: string,
  url: string,
): Promise<{ recorded: RecordedPage; user: SignedIn['user']; requested: string[] }> {
  const recorded = await newPage(browser);
  pages.push(recorded);
  const requested: string[] = [];
  recorded.page.on('request', (request) => void (request.url().startsWith(portal.url) && requested.push(new URL(request.url()).pathname)));
  recorded.page.on('response', (response) => {
    if (response.status() >= 400) recorded.errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  recorded.page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) recorded.errors.push(`csp: ${message.text()}`);
  });
  const { user } = await signInAs(recorded.page, portal, 'demo');
  await recorded.page.evaluate(([key, value]) => localStorage.setItem(key, value), [`import-map-override:${specifier}`, url]);
  return { recorded, user, requested };
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

/**
 * The project's standalone mode (`webpack serve --env standalone`) on a free port: its dev server
 * names the page, which mounts the app alone (no portal frame) greeting the signed-in user by
 * `greeting` (a test id); `more` checks what else the page should show. Screenshot `shot`; the
 * dev server stops after.
 */
export async function expectStandaloneApp(
  served: ServedProject,
  greeting: string,
  shot: string,
  more: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  const port = await freePort();
  const standalone = await startDevServer(served.project, ['--env', 'standalone'], { PORT: String(port), PORTAL_URL: served.portal.url });
  try {
    const origin = `http://localhost:${port}`;
    expect(standalone.output()).toContain(`${origin}/__standalone/`);
    const { recorded, user } = await standalonePage(served, origin);
    const { page, errors } = recorded;
    const greeted = page.locator(`#standalone-app [data-testid="${greeting}"]`);
    await greeted.waitFor();
    expect(await greeted.textContent()).toBe(`你好，${user.userName || user.loginName}`);
    await more(page);
    // Alone: no portal frame around it.
    expect(await page.locator('#cloud-subapp').count()).toBe(0);
    await screenshot(page, shot);
    expect(realFailures(errors)).toEqual([]);
  } finally {
    await standalone.stop();
  }
}
