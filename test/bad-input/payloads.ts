/**
 * What the bad-input suite types and seeds (issue 6, item 2): input classes for form fields and
 * HTML/script payloads for server texts. Every script payload, if it ever ran, would set
 * `window.__pwned` to its place, so "no script ran" is one check of that variable.
 */

/** A payload for one place: it would set window.__pwned = place if it were ever run as HTML. */
export function scriptPayloads(place: string): string[] {
  const mark = `window.__pwned='${place}'`;
  return [`<img src=x onerror="${mark}">`, `"><script>${mark}</script>`, `<svg/onload=${mark}>`, `<a href="javascript:${mark}">x</a>`, `' OR 1=1 --`];
}

/** One payload per place, picked round the list so every kind shows somewhere. */
export function payloadFor(place: string, index: number): string {
  const list = scriptPayloads(place);
  return `${list[index % list.length]}${index % list.length === 4 ? ` ${place}` : ''}`;
}

/** The input classes of the brief, each a few concrete values. */
export const inputClasses = {
  'over-long': (max: number) => 'a1'.repeat(max + 10),
  'whitespace-only': () => '   \t  ',
  'full-width': () => '１３８００００００００',
  'full-width letters': () => 'ＡＢＣｄｅｆ１２３',
  emoji: () => '张三😀🚀',
  'non-BMP': () => '𠮷野家𝒜',
  'script <img>': () => '<img src=x onerror="window.__pwned=1">',
  'script "><script>': () => '"><script>window.__pwned=1</script>',
  SQL: () => "' OR 1=1 --",
} as const;

export type InputClass = keyof typeof inputClasses;
export const INPUT_CLASSES = Object.keys(inputClasses) as InputClass[];

/** The value of one class for a field whose longest valid input is `max`. */
export function sample(kind: InputClass, max: number): string {
  return inputClasses[kind](max);
}
