/**
 * A sub-app's document-level CSS rules, rewritten to its own container (issue 20, point 7). Pure:
 * strings in, strings out, so the rewriting is a table test (subapp-css.rules.test.ts); the DOM
 * side (which sheets, when) is subapp-styles.ts.
 *
 * The anchor is qiankun's scoped CSS (`div[data-qiankun="app"]` in front of every selector, `html`,
 * `body` and `:root` replaced by it). We rewrite only what reaches the document: a selector whose
 * first compound is `html`, `body` or `:root` (with `html body` as one), and one that starts with
 * `*`. Class and element rules stay as written, so a dialog a sub-app appends to `<body>` keeps its
 * look. The container selector is wrapped in `:where()`: its specificity is zero, so the app's own
 * rules keep the order they had among themselves (`* {margin:0}` still loses to `p {margin:1em}`).
 */

/** The selector of a sub-app's container (its single-spa `domElement`, `data-subapp` = its name). */
export function containerSelector(name: string): string {
  return `:where([data-subapp="${name.replace(/["\\]/g, (c) => `\\${c}`)}"])`;
}

/** Splits at top-level occurrences of `at` (not inside (), [] or quotes). */
function splitTopLevel(text: string, isBreak: (text: string, index: number) => number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) {
      const length = isBreak(text, i);
      if (length > 0) {
        parts.push(text.slice(start, i));
        parts.push(text.slice(i, i + length));
        start = i + length;
        i += length - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `a, b` → ['a', 'b'] (commas inside `:is()`, attributes or strings are not list separators). */
export function splitSelectorList(list: string): string[] {
  return splitTopLevel(list, (text, i) => (text[i] === ',' ? 1 : 0))
    .filter((_part, index) => index % 2 === 0)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `html > body .x` → ['html', '>', 'body', ' ', '.x']: compounds at even indexes, combinators between. */
function compounds(selector: string): string[] {
  const raw = splitTopLevel(selector, (text, i) => {
    const match = /^\s*[>+~]\s*|^\s+/.exec(text.slice(i));
    return match ? match[0].length : 0;
  });
  return raw.map((part, index) => (index % 2 === 1 ? part.trim() || ' ' : part));
}

/** `html.dark` → { kind: 'html', rest: '.dark' }; a compound that does not start with html, body or :root → null. */
function documentLevel(compound: string): { kind: 'html' | 'body'; rest: string } | null {
  const match = /^(?:(html|body)|(:root))(?![-\w(])/i.exec(compound);
  if (!match) return null;
  return { kind: match[1]?.toLowerCase() === 'body' ? 'body' : 'html', rest: compound.slice(match[0].length) };
}

/** One complex selector, rewritten; unchanged when it does not reach the document. */
function scopeSelector(selector: string, container: string): string {
  const trimmed = selector.trim();
  const parts = compounds(trimmed);
  const first = documentLevel(parts[0]);
  if (first) {
    let head = container + first.rest;
    let index = 1;
    // `html body …`, `:root > body …`: both are the container.
    const next = parts[2] !== undefined && (parts[1] === ' ' || parts[1] === '>') ? documentLevel(parts[2]) : null;
    if (first.kind === 'html' && next?.kind === 'body') {
      head += next.rest;
      index = 3;
    }
    const tail = parts.slice(index).map((part, i) => (i % 2 === 0 && part !== ' ' ? ` ${part} ` : part));
    return head + tail.join('');
  }
  if (parts[0].startsWith('*') && !parts[0].startsWith('*|')) {
    // `*` also matched <html> and <body>, which the container stands for.
    const inside = `${container} ${trimmed}`;
    return parts.length === 1 ? `${container}${parts[0].slice(1)}, ${inside}` : inside;
  }
  return trimmed;
}

/**
 * A rule's selector list, rewritten: each selector that reaches the document goes to `container`,
 * the others stay; duplicates (`html, body` → the container twice) are dropped. Null when nothing
 * changes, so the caller leaves the rule alone.
 *
 * @example
 * scopeSelectorList(':root, body .x', containerSelector('@org/a')); // ':where([data-subapp="@org/a"]), :where([data-subapp="@org/a"]) .x'
 */
export function scopeSelectorList(list: string, container: string): string | null {
  const selectors = splitSelectorList(list);
  const scoped = [...new Set(selectors.flatMap((selector) => splitSelectorList(scopeSelector(selector, container))))];
  const changed = scoped.length !== selectors.length || scoped.some((selector, index) => selector !== selectors[index]);
  return changed ? scoped.join(', ') : null;
}
