/**
 * Debian's Chromium driven by playwright-core (no browser downloads: the machine has no CDN).
 *
 * @example
 * const browser = await launchBrowser();
 * const { page, errors } = await newPage(browser);
 * await page.goto(`${portal.url}/#/client-login`);
 * expect(errors).toEqual([]);
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

export { CHROMIUM_PATH } from './chromium.mjs';

const ARTIFACTS = path.resolve(__dirname, '..', '..', '..', 'test-artifacts', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

export interface RecordedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors, in order. */
  errors: string[];
  close(): Promise<void>;
}

/** A page in a fresh context (empty storage, no cache shared with other tests) that records errors. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<RecordedPage> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  // E2E_CPU_SLOWDOWN=4 runs the page as on a loaded CI machine (Chromium's CPU throttling), to
  // reproduce races between a route change and the render that follows it.
  const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 0);
  if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return { page, context, errors, close: () => context.close() };
}

/** Saves a full-page screenshot to test-artifacts/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Whether `locator` shows within `timeout` ms: for what a report states as held or not, rather than a bare throw. */
export function appears(locator: Locator, timeout: number): Promise<boolean> {
  return locator.waitFor({ timeout }).then(
    () => true,
    () => false,
  );
}

/** Holds the page's requests `url` matches back until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The paths of the scripts the page requests from now on, filled in as it requests them. */
export function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
