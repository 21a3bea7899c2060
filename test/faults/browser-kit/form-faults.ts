/**
 * One form through one fault: type everything, inject the fault, submit, and read what the page
 * did (the message, the button, every field); then heal the fault and submit the same form again.
 * The observation is returned rather than asserted, so the report can print each row even when
 * a test then fails on it.
 */
import type { Page } from 'playwright-core';
import { screenshot } from '../../e2e/helpers/browser';
import type { FormCase, FormContext } from './forms';

export interface Fault {
  /** Column name in the report, e.g. 'API slower than 10 s'. */
  name: string;
  /** The text the page must show (NETWORK_MESSAGES of src/utils/api/api-error.ts). */
  message: string;
  /** How long the message may take: the 10 s timeout plus slack, or a few seconds for a refused call. */
  waitMs: number;
  inject(): Promise<void> | void;
  heal(): Promise<void> | void;
  /** Extra words for the report after the failure showed (e.g. how long the proxy held the call). */
  detail?(): string;
}

export interface FormFaultOutcome {
  /** Where the message showed: 'alert' (under the form), 'toast', or 'nowhere'. */
  shownAs: 'alert' | 'toast' | 'nowhere';
  /** Other texts in alerts and toasts at that moment (e.g. a chunk-load error instead of the message). */
  otherMessages: string[];
  buttonUsable: boolean;
  /** Fields whose value changed: selector → [typed, now]. */
  lost: Record<string, [string, string]>;
  fieldCount: number;
  /** What the healed submit showed. */
  recovered: string;
  detail: string;
  screenshot: string;
}

/** Where `text` shows: in a form alert, in a toast, or nowhere; and every other message shown. */
function messagesOnScreen(page: Page, text: string) {
  return page.evaluate((wanted) => {
    const visible = (el: Element) => el.getClientRects().length > 0;
    const read = (selector: string) =>
      Array.from(document.querySelectorAll(selector))
        .filter(visible)
        .map((el) => (el.textContent ?? '').trim())
        .filter(Boolean);
    const alerts = read('[role="alert"]:not([data-scope="toast"] *)');
    const toasts = read('[data-scope="toast"][data-part="title"]');
    const shownAs = alerts.some((t) => t.includes(wanted)) ? 'alert' : toasts.some((t) => t.includes(wanted)) ? 'toast' : 'nowhere';
    return { shownAs: shownAs as 'alert' | 'toast' | 'nowhere', others: [...alerts, ...toasts].filter((t) => !t.includes(wanted)) };
  }, text);
}

export async function submitThroughFault(ctx: FormContext, form: FormCase, fault: Fault, shot: string): Promise<FormFaultOutcome> {
  const { page } = ctx;
  const typed = await form.openAndType(ctx);
  // As a user would, who takes longer to type than the page takes to settle.
  await page.waitForLoadState('networkidle');
  await fault.inject();
  await form.button(page).click();
  let shownAs: FormFaultOutcome['shownAs'] = 'nowhere';
  let otherMessages: string[] = [];
  try {
    await page.getByText(fault.message).first().waitFor({ timeout: fault.waitMs });
  } catch {
    // Recorded as 'nowhere' below, with whatever the page said instead.
  }
  const seen = await messagesOnScreen(page, fault.message);
  shownAs = seen.shownAs;
  otherMessages = seen.others;
  const file = await screenshot(page, shot);

  const button = form.button(page);
  // The label reads as at rest again once the call is over (busy labels differ: '注册中，请稍后').
  await button.waitFor({ timeout: 15_000 }).catch(() => undefined);
  const buttonUsable = (await button.count()) === 1 && (await button.isEnabled()) && (await button.getAttribute('data-loading')) === null;
  const lost: Record<string, [string, string]> = {};
  for (const [selector, value] of Object.entries(typed)) {
    const now = await page.locator(selector).inputValue();
    if (now !== value) lost[selector] = [value, now];
  }
  const detail = fault.detail?.() ?? '';

  await fault.heal();
  let recovered: string;
  try {
    await button.click();
    recovered = await form.succeeded(page);
  } catch (error) {
    recovered = `FAILED: ${(error as Error).message.split('\n')[0]}`;
  }
  return { shownAs, otherMessages, buttonUsable, lost, fieldCount: Object.keys(typed).length, recovered, detail, screenshot: file };
}

/** One line of the fault × form table. */
export function formRow(form: FormCase, fault: Fault, outcome: FormFaultOutcome): string {
  const kept = Object.keys(outcome.lost).length === 0 ? `${outcome.fieldCount}/${outcome.fieldCount} fields kept` : `LOST ${JSON.stringify(outcome.lost)}`;
  const said =
    outcome.shownAs === 'nowhere' ? `NO '${fault.message}' (said: ${JSON.stringify(outcome.otherMessages)})` : `'${fault.message}' (${outcome.shownAs})`;
  return [
    `${form.where.padEnd(22)} × ${fault.name.padEnd(22)} →`,
    `${said}${outcome.detail ? ` ${outcome.detail}` : ''};`,
    `button ${outcome.buttonUsable ? 'usable' : 'NOT usable'}; ${kept};`,
    `healed → ${outcome.recovered}`,
  ].join(' ');
}
