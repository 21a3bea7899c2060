/**
 * The accessibility suite's tools: an axe-core audit of the whole document (loaded the way
 * test/e2e/portal-axe.ts does, by evaluating its source, so the portal's CSP stays as it is),
 * a ledger of what was checked for the report, and language and focus helpers.
 *
 * @example
 * const ledger = new Ledger();
 * await ledger.audit(page, '#/client-login', 'zh-CN');
 * expect(ledger.serious()).toEqual([]);
 * ledger.print('Access pages');
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { report } from '../helpers/report';
import { errorAnnouncement } from './error-announcement';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Viewport {
  name: string;
  width: number;
  height: number;
}
const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };
const PHONE: Viewport = { name: 'phone', width: 390, height: 844 };

/**
 * What each audit runs over: both languages at a desktop width; with A11Y_FULL=1 (the longer run)
 * also at a phone's width, where the header and the forms lay out differently.
 */
export const CASES: { language: Language; viewport: Viewport }[] = LANGUAGES.flatMap((language) =>
  (process.env.A11Y_FULL === '1' ? [DESKTOP, PHONE] : [DESKTOP]).map((viewport) => ({ language, viewport })),
);

/** A state's name in the report: the phone width is marked, the desktop one is the default. */
export const named = (state: string, viewport: Viewport) => (viewport.name === 'desktop' ? state : `${state} @${viewport.name}`);

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

export interface Audit {
  state: string;
  language: Language;
  /** The html element's lang when the audit ran. */
  htmlLang: string;
  passes: number;
  counts: Record<Impact, number>;
  /** One line per serious or critical violation: rule, impact and the first nodes. */
  failing: string[];
  /** Moderate and minor rule ids (printed, not failing). */
  lesser: string[];
}

interface AxeResult {
  passes: number;
  violations: { id: string; impact: Impact | null; nodes: { html: string; target: unknown[] }[] }[];
}

/** Runs axe-core over the whole document (dialogs are portalled into body, so no narrower root). */
export async function runAxe(page: Page): Promise<AxeResult> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Raw = { passes: unknown[]; violations: AxeResult['violations'] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Raw> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations', 'passes'] });
    return {
      passes: result.passes.length,
      violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ html: n.html.slice(0, 160), target: n.target })) })),
    };
  });
}

/** What the suite checked: one audit per state × language, plus free-form notes. */
export class Ledger {
  readonly audits: Audit[] = [];
  readonly notes: string[] = [];
  /** Form error states whose messages a screen reader would not hear (or that showed no error). */
  readonly unannounced: string[] = [];

  async audit(page: Page, state: string, language: Language): Promise<Audit> {
    // The resting state: no hover tint left by the last click (hover colours are audited by no one
    // here), and entry transitions settled, so colour contrast is measured on the final frame.
    await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1);
    await page.waitForTimeout(350);
    const result = await runAxe(page);
    const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
    const failing: string[] = [];
    const lesser: string[] = [];
    for (const violation of result.violations) {
      const impact = violation.impact ?? 'minor';
      counts[impact] += 1;
      if (impact === 'serious' || impact === 'critical') {
        failing.push(
          `${state} [${language}] ${impact} ${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((n) => `${JSON.stringify(n.target)} ${n.html}`)
            .join(' | ')}`,
        );
      } else {
        lesser.push(`${violation.id}×${violation.nodes.length}`);
      }
    }
    const htmlLang = await page.evaluate(() => document.documentElement.lang);
    const audit: Audit = { state, language, htmlLang, passes: result.passes, counts, failing, lesser };
    this.audits.push(audit);
    return audit;
  }

  /** Records whether the form errors inside `scope` are announced (see errorAnnouncement). */
  async errors(scope: Locator, state: string, language: Language): Promise<void> {
    const heard = await errorAnnouncement(scope);
    if (heard.invalid === 0) this.unannounced.push(`${state} [${language}]: no field was marked invalid`);
    this.unannounced.push(...heard.silent.map((line) => `${state} [${language}]: ${line}`));
    this.notes.push(`${state} [${language}]: ${heard.invalid} invalid field(s), ${heard.messages} message(s), ${heard.silent.length} not announced`);
  }

  /** Every serious or critical finding so far (the failing criterion). */
  serious(): string[] {
    return this.audits.flatMap((a) => a.failing);
  }

  /** Audits whose html lang did not follow the chosen language. */
  wrongLang(): string[] {
    return this.audits.filter((a) => a.htmlLang !== a.language).map((a) => `${a.state} [${a.language}] html lang="${a.htmlLang}"`);
  }

  print(title: string): void {
    const width = Math.max(...this.audits.map((a) => a.state.length), 10);
    const lines = this.audits.map((a) => {
      const counts = IMPACTS.map((impact) => `${impact} ${a.counts[impact]}`).join(', ');
      const extra = a.lesser.length ? `  (${a.lesser.join(' ')})` : '';
      return `${a.state.padEnd(width)}  ${a.language}  lang=${a.htmlLang.padEnd(5)}  rules passed ${String(a.passes).padStart(2)}  violations: ${counts}${extra}`;
    });
    const serious = this.serious().length;
    lines.push(`${this.audits.length} audits, ${serious} serious/critical finding(s)${serious ? ':' : ''}`, ...this.serious().map((s) => `  ${s}`));
    lines.push('Form errors:', ...this.notes.map((n) => `  ${n}`), ...this.unannounced.map((u) => `  NOT ANNOUNCED ${u}`));
    report('a11y', title, lines);
  }
}

/** Stores the language before the portal boots (the portal reads localStorage `language`). */
export async function chooseLanguage(page: Page, origin: string, language: Language): Promise<void> {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/portal-config.json`);
  await page.evaluate((value) => localStorage.setItem('language', value), language);
}

/** A short description of the focused element, and whether it shows a focus indicator. */
export interface FocusState {
  tag: string;
  label: string;
  testId: string | null;
  visible: boolean;
  onBody: boolean;
}

/**
 * Where the keyboard focus is and whether it can be seen: an outline or a box-shadow ring on the
 * focused element, or, for a composite widget that keeps focus on its container (a menu with
 * aria-activedescendant), a highlighted background on the active item.
 */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { tag: 'body', label: '', testId: null, visible: false, onBody: true };
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const activeId = el.getAttribute('aria-activedescendant');
    const active = activeId ? document.getElementById(activeId) : null;
    const highlighted = Boolean(active && active.hasAttribute('data-highlighted') && getComputedStyle(active).backgroundColor !== 'rgba(0, 0, 0, 0)');
    const named = active ?? el;
    const input = named as HTMLInputElement;
    const label = (named.getAttribute('aria-label') || input.name || input.labels?.[0]?.textContent || named.textContent || '').trim().slice(0, 40);
    return {
      tag: named.tagName.toLowerCase(),
      label,
      testId: el.getAttribute('data-testid'),
      visible: ring(el) || highlighted || Boolean(active && ring(active)),
      onBody: false,
    };
  });
}
