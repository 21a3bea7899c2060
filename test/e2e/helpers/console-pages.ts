/**
 * Helpers for the console sub-apps' browser tests (@cloud/cbp/client, @cloud/cbp/partner,
 * @cloud/common/msg): waiting for a page's rows, and reading the words the page itself writes
 * (headings, labels, buttons, table headers) apart from the data in it.
 */
import type { Page } from 'playwright-core';

/** Waits until the page `id` shows and has left its loading state (skeletons gone, not busy). */
export async function pageReady(page: Page, id: string, timeout = 20_000): Promise<void> {
  await page.locator(`[data-page="${id}"]`).waitFor({ timeout });
  await page.waitForFunction(
    (selector) => {
      const root = document.querySelector<HTMLElement>(selector);
      if (!root || root.querySelector('[aria-busy="true"], tr[aria-hidden="true"]')) return false;
      // The render must be the one of the current hash: right after a filter or pager changes the
      // route, react-router's transition still shows the previous route's rows, not busy.
      const route = root.dataset.route;
      return route === undefined || location.hash.endsWith(route) || safeDecode(location.hash).endsWith(safeDecode(route));
      function safeDecode(text: string): string {
        try {
          return decodeURIComponent(text);
        } catch {
          return text;
        }
      }
    },
    `[data-page="${id}"]`,
    { timeout },
  );
}

/** The page's own words: headings, labels, buttons, table headers, legends, breadcrumbs, pager, field names. */
export function pageWords(page: Page, id: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [];
    const own = root.querySelectorAll(
      'h1, h2, label, legend, button, th, dt, nav, [data-total], [role="alert"] > *:not([data-data]), option, input[placeholder]',
    );
    return [...own].map((el) => (el instanceof HTMLInputElement ? el.placeholder : (el.textContent ?? '').trim())).filter(Boolean);
  }, `[data-page="${id}"]`);
}

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

/** The words of `words` that hold Chinese, minus those that are data (`data`). */
export function chineseAmong(words: string[], data: string[] = []): string[] {
  return words.filter((word) => CJK.test(data.reduce((rest, datum) => rest.split(datum).join(''), word)));
}
