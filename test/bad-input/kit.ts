/**
 * Shared parts of the bad-input suite: a data folder seeded with payloads, checks that nothing
 * injected ran or became an element, and the error filter.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Portal } from '../e2e/helpers/portal';
import type { SeededTexts } from './seeded-texts';

const root = path.resolve(__dirname, '..', '..');

/** A fresh data folder migrated, seeded with the demo data and then with `texts` (seed-payloads.ts). */
export function seededDataDir(texts: SeededTexts): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bad-input-'));
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, 'seed-payloads.ts'), JSON.stringify(texts)],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'true', FAST_HASHING: 'true', DATABASE_URL: '', NODE_OPTIONS: '' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`seed-payloads failed: ${result.stderr}`);
  return dataDir;
}

/** Records dialogs (alert/confirm/prompt) a page opens; any is a script that ran. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

export interface Injection {
  /** window.__pwned, set by any payload that ran. */
  pwned: unknown;
  /** Elements a payload would have created if it were parsed as HTML. */
  injected: string[];
}

/** What ran or was injected so far in the page (and its same-origin frames). */
export function injectionIn(page: Page): Promise<Injection> {
  return page.evaluate(() => {
    const suspicious = Array.from(document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i], b'))
      .filter((el) => !(el.tagName === 'B' && !/^A\d+$/.test(el.textContent ?? '')))
      .map((el) => el.outerHTML.slice(0, 80));
    const scripts = Array.from(document.scripts)
      .filter((s) => (s.textContent ?? '').includes('__pwned'))
      .map((s) => s.outerHTML.slice(0, 80));
    return { pwned: (window as unknown as { __pwned?: unknown }).__pwned, injected: [...suspicious, ...scripts] };
  });
}

/** The text of the whole page, as a user would copy it (textContent keeps truncated text). */
export const pageText = (page: Page) => page.evaluate(() => document.body.textContent ?? '');

/** Page errors, console errors and answers of 500 and up; 4xx answers are expected here. */
export function serverOrPageFailures(errors: string[]): string[] {
  return errors.filter((e) => !e.startsWith('console: Failed to load resource') && !/^HTTP 4\d\d /.test(e));
}

/** What one input did to one field. */
export interface Probe {
  typed: string;
  /** The field's value after the check (nothing typed may be lost). */
  value: string;
  maxLength: number | null;
  /** The input's type (an e-mail input's value is trimmed by the browser itself). */
  type: string;
  /** The message under the field, if any. */
  fieldMessage: string | null;
  /** Other messages on the page after the action (form alerts, toasts): the server's answer. */
  pageMessages: string[];
}

/** Waits two frames: a discrete event's render has been committed and painted. */
export const settled = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The field's value, maxlength, its own message and the other messages on the page. */
export function readField(page: Page, selector: string): Promise<Omit<Probe, 'typed'>> {
  return page.evaluate((sel) => {
    const input = document.querySelector<HTMLInputElement>(sel);
    if (!input) throw new Error(`No field ${sel}`);
    const root = input.closest('[data-scope="field"][data-part="root"]');
    const own = root?.querySelector('[data-part="error-text"]')?.textContent?.trim() || null;
    const visible = (el: Element) => el.getClientRects().length > 0;
    const texts = (selector: string) =>
      Array.from(document.querySelectorAll(selector))
        .filter((el) => visible(el) && !el.closest('[data-scope="field"][data-part="root"]'))
        .map((el) => (el.textContent ?? '').trim())
        .filter(Boolean);
    // Form alerts first, then toasts (where the dialogs put the server's answer), newest last.
    const others = [...texts('[role="alert"]:not([data-scope="toast"] *)'), ...texts('[data-scope="toast"][data-part="title"]')];
    return { value: input.value, type: input.type, maxLength: input.maxLength >= 0 ? input.maxLength : null, fieldMessage: own, pageMessages: others };
  }, selector);
}

/**
 * What the field should hold after `typed` was typed into it: everything, or, with a maxlength,
 * the first maxlength UTF-16 units (a surrogate pair is never split: Chromium drops the half).
 */
export function expectedValue(typed: string, maxLength: number | null, type = 'text'): string {
  let cut = maxLength === null || typed.length <= maxLength ? typed : typed.slice(0, maxLength);
  // HTML's value sanitisation of type=email strips newlines and leading and trailing whitespace.
  if (type === 'email') cut = cut.replace(/[\r\n]/g, '').replace(/^[ \t\f]+|[ \t\f]+$/g, '');
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut;
}

/** One line of the field × input table. */
export function outcomeLine(page: string, field: string, kind: string, probe: Probe, askedServer: boolean, answer?: string): string {
  const server = askedServer ? probe.pageMessages[probe.pageMessages.length - 1] : undefined;
  const what = probe.fieldMessage ? `message '${probe.fieldMessage}'` : (answer ?? (server ? `server '${server}'` : 'passes the form'));
  const cut =
    probe.maxLength !== null && probe.value.length === probe.maxLength && probe.typed.length > probe.maxLength ? ` (cut to maxlength ${probe.maxLength})` : '';
  return `${`${page} ${field}`.padEnd(34)} × ${kind.padEnd(20)} → ${what}${cut}; value kept`;
}

/** Prints the server's output when it is no longer answering (it died under the suite: show why). */
export async function logIfServerDied(portal: Portal | undefined): Promise<void> {
  if (!portal) return;
  const healthy = await fetch(`${portal.url}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
  if (!healthy) process.stdout.write(`\nThe portal server stopped answering; its output:\n${portal.log()}\n`);
}

/**
 * Waits until the toasts of earlier answers have gone, with the mouse moved off them (a toast
 * under the pointer pauses its timer), so they no longer cover what the next step clicks.
 */
export async function toastsGone(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.locator('[data-scope="toast"][data-part="root"]').first().waitFor({ state: 'detached', timeout: 20_000 });
}
