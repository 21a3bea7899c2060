/**
 * Scoped CSS for sub-apps (issue 20, point 7; docs/decisions/013): the `<style>` and stylesheet
 * `<link>` elements a sub-app adds (attributed by subapp-styles.ts) get their document-level
 * selectors rewritten to the app's container (subapp-css.rules.ts), so `:root { font-size: 62.5% }`
 * or `body { background: red }` styles the app, never the portal frame.
 *
 * How: CSSOM, in place. After the browser has parsed a sheet we walk `sheet.cssRules` (into
 * `@media`, `@supports`, `@layer`, `@container` and `@import`ed sheets) and set `selectorText` of
 * the rules that reach the document. We chose this over fetching a `<link>`'s file and inlining it
 * as a `<style>` (qiankun's way): the browser's own parser reads the CSS (comments, strings,
 * nesting), `url()`s keep resolving against the sheet's own address, the CSP needs no `connect-src`
 * for the app's CSS host, and the `<link>` stays in place with its own `load` event, which
 * mini-css-extract-plugin's chunk loading waits for.
 *
 * When: the attribution runs in a MutationObserver callback, a microtask after the element was
 * added, before the browser renders. A `<style>` is parsed synchronously, so it is rewritten
 * there and then (and again when its text changes, and when it is put back after a remount: the
 * browser parses it afresh). A `<link>` is parsed only once its file arrives, so it is held with
 * `media="not all"` until its `load` event, rewritten, then given its own media back: the portal
 * never renders one frame with the app's unscoped rules.
 *
 * Limits (said in docs/sub-app-guide.md): rules a sub-app inserts with `insertRule` later (CSS-in-JS
 * in production mode) are not rewritten; a cross-origin sheet served without CORS cannot be read
 * (the browser refuses `cssRules`), so it applies as written, with a console warning naming it.
 */
import { containerSelector, scopeSelectorList } from './subapp-css.rules';

/** Rewrites the rules of a parsed sheet (and the groups and imports in it) to `container`. */
function scopeRules(rules: CSSRuleList, container: string): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      // Nested rules (CSS nesting) are relative to this one: rewriting its selector is enough.
      const scoped = scopeSelectorList(rule.selectorText, container);
      if (scoped !== null) rule.selectorText = scoped;
    } else if (rule instanceof CSSImportRule) {
      if (rule.styleSheet) scopeSheet(rule.styleSheet, container);
    } else if ('cssRules' in rule) {
      scopeRules((rule as CSSGroupingRule).cssRules, container);
    }
  }
}

/** Rewrites a parsed sheet; false when the browser does not let us read it (cross-origin without CORS). */
function scopeSheet(sheet: CSSStyleSheet, container: string): boolean {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    return false;
  }
  scopeRules(rules, container);
  return true;
}

const HELD = 'not all';
/** The media a held `<link>` had (null: none), to give back after its load. */
const heldMedia = new WeakMap<HTMLLinkElement, string | null>();

function release(link: HTMLLinkElement) {
  if (!heldMedia.has(link)) return;
  const media = heldMedia.get(link) ?? null;
  heldMedia.delete(link);
  if (media === null) link.removeAttribute('media');
  else link.setAttribute('media', media);
}

function scopeLink(link: HTMLLinkElement, name: string) {
  if (link.sheet && !scopeSheet(link.sheet, containerSelector(name))) {
    console.warn(
      `${name}: the stylesheet ${link.href} cannot be read (cross-origin without CORS), so its rules for html, body, :root and * reach the whole portal. Serve it with Access-Control-Allow-Origin and add crossorigin to the link.`,
    );
  }
  release(link);
}

/**
 * Keeps the rules of `node` (a `<style>` or stylesheet `<link>` of the sub-app `name`) inside its
 * container: now for a parsed sheet, on `load` for a `<link>` still on its way.
 */
export function isolateStyleNode(node: HTMLStyleElement | HTMLLinkElement, name: string): void {
  if (node instanceof HTMLStyleElement) {
    if (node.sheet) scopeSheet(node.sheet, containerSelector(name));
    return;
  }
  if (node.sheet) {
    scopeLink(node, name);
    return;
  }
  if (!heldMedia.has(node)) heldMedia.set(node, node.getAttribute('media'));
  node.setAttribute('media', HELD);
  const done = () => {
    node.removeEventListener('load', done);
    node.removeEventListener('error', done);
    scopeLink(node, name);
  };
  node.addEventListener('load', done);
  node.addEventListener('error', done);
}
