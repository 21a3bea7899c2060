import fs from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe-core findings inside one region of the page, as short lines.
 * Evaluated rather than injected as a script tag, so the portal's CSP stays as it is.
 */
export async function seriousA11yFindings(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (region) => {
    const axe = (
      window as unknown as {
        axe: { run(context: Element | null): Promise<{ violations: { id: string; impact: string | null; nodes: { html: string }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document.querySelector(region));
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`);
  }, selector);
}
