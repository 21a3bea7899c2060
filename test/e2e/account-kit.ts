/**
 * Small helpers shared by the account browser tests: API calls as a signed-in user (to add
 * notices as the manager), waiting for a fresh code in the outbox and opening the profile page.
 */
import type { Page } from 'playwright-core';
import type { OutboxEntry, Portal } from './helpers/portal';
import { signInAs, type DemoAccount, type SignedIn } from './helpers/sign-in';

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  code: string;
}

/** POSTs to /api with a bearer token and returns the envelope (success or not). */
export async function apiPost<T>(portal: Portal, at: string, path: string, body: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${portal.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'domain-name': '127.0.0.1', authorization: `Bearer ${at}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Waits for the last outbox entry after `since` entries that `matches`, and returns it; `what` says what was awaited, for the error. */
export async function sentAfter(portal: Portal, since: number, what: string, matches: (entry: OutboxEntry) => boolean, timeoutMs = 5000): Promise<OutboxEntry> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = portal.outbox().slice(since).reverse().find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${what}: ${JSON.stringify(portal.outbox().slice(since))}`);
}

/** Waits for an outbox entry sent to `destination` after `since` entries, and returns its code. */
export async function codeSentTo(portal: Portal, destination: string, since: number, timeoutMs = 5000): Promise<string> {
  const sent = await sentAfter(portal, since, `code was sent to ${destination}`, (entry) => entry.destination === destination && !!entry.code, timeoutMs);
  return sent.code!;
}

/** Has the manager signed in with `at` send user `userId` a set-password link (the reset of iam-admin), and returns the outbox entry that carries it. */
export async function resetLinkSent(portal: Portal, at: string, userId: number): Promise<OutboxEntry> {
  const since = portal.outbox().length;
  const answer = await apiPost(portal, at, '/common/iam/v1/mgruser/reset-password-link', { userId });
  if (!answer.success) throw new Error(`reset-password-link: ${answer.message}`);
  return sentAfter(portal, since, 'set-password link was sent', (entry) => entry.text.includes('set-password?key='));
}

/** Signs in as `account` and opens its profile page (基本信息), waiting until the page shows the account. */
export async function openProfileAs(page: Page, portal: Portal, account: DemoAccount): Promise<SignedIn> {
  const signed = await signInAs(page, portal, account);
  await page.goto(`${portal.url}/#/user-info`);
  await page.getByRole('heading', { name: '基本信息' }).waitFor();
  await page.locator('dd[data-row="loginName"]').getByText(account, { exact: true }).waitFor();
  return signed;
}

/** The text of the localStorage keys the portal keeps, for asserting what logout removes. */
export function storedKeys(page: Page, keys: string[]): Promise<Record<string, string | null>> {
  return page.evaluate((names) => Object.fromEntries(names.map((k) => [k, localStorage.getItem(k)])), keys);
}

/**
 * The page's errors minus Chromium's "Failed to load resource" console lines: the tests record
 * every 4xx/5xx answer themselves with its URL, and Chromium also logs the favicon it asks for
 * on the JSON page the sign-in helper opens. `allowed` drops answers a test provokes on purpose.
 */
export function unexpectedErrors(errors: string[], allowed: RegExp[] = []): string[] {
  return errors.filter((e) => !e.startsWith('console: Failed to load resource') && !allowed.some((re) => re.test(e)));
}
