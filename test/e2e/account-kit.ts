/**
 * Small helpers shared by the account browser tests: API calls as a signed-in user (to add
 * notices as the manager) and waiting for a fresh code in the outbox.
 */
import type { Page } from 'playwright-core';
import type { OutboxEntry, Portal } from './helpers/portal';

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

/** Waits for an outbox entry sent to `destination` after `since` entries, and returns its code. */
export async function codeSentTo(portal: Portal, destination: string, since: number, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = portal
      .outbox()
      .slice(since)
      .reverse()
      .find((entry: OutboxEntry) => entry.destination === destination && entry.code);
    if (found?.code) return found.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code was sent to ${destination}: ${JSON.stringify(portal.outbox().slice(since))}`);
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
