import { containerSelector, scopeSelectorList, splitSelectorList } from './subapp-css.rules';

const c = containerSelector('@org/hostile');

describe('containerSelector', () => {
  test.each([
    ['@org/hostile', ':where([data-subapp="@org/hostile"])'],
    ['@cloud/common/msg', ':where([data-subapp="@cloud/common/msg"])'],
    ['@org/a"b\\c', ':where([data-subapp="@org/a\\"b\\\\c"])'],
  ])('%s → %s', (name, selector) => {
    expect(containerSelector(name)).toBe(selector);
  });
});

describe('splitSelectorList', () => {
  test.each([
    ['a, b', ['a', 'b']],
    [':is(html, body) .x, p', [':is(html, body) .x', 'p']],
    ['[title="a, b"], q', ['[title="a, b"]', 'q']],
    ['  ', []],
  ])('%s', (list, parts) => {
    expect(splitSelectorList(list)).toEqual(parts);
  });
});

describe('scopeSelectorList: document-level rules go to the container, others stay', () => {
  test.each([
    [':root', c],
    ['html', c],
    ['HTML', c],
    ['body', c],
    ['html, body', c],
    ['html body', c],
    ['html > body', c],
    [':root > body .x', `${c} .x`],
    ['body .card', `${c} .card`],
    ['body > .card', `${c} > .card`],
    ['body.modal-open .x', `${c}.modal-open .x`],
    ['html.dark body .x', `${c}.dark .x`],
    ['html[dir="rtl"] .x', `${c}[dir="rtl"] .x`],
    [':root:lang(en) p', `${c}:lang(en) p`],
    ['body::before', `${c}::before`],
    ['html .a + .b', `${c} .a + .b`],
    ['body ~ div', `${c} ~ div`],
    ['*', `${c}, ${c} *`],
    ['*, *::before, *::after', `${c}, ${c} *, ${c}::before, ${c} *::before, ${c}::after, ${c} *::after`],
    ['* > p', `${c} * > p`],
    ['*:not(.x)', `${c}:not(.x), ${c} *:not(.x)`],
    [':root, .x', `${c}, .x`],
    ['.x', null],
    ['p, .card > a', null],
    ['.body', null],
    ['bodyguard', null],
    ['html-element', null],
    ['.x html', null],
    [':is(html, body) .x', null],
    ['li:nth-child(2n+1)', null],
    ['a[href~="x"]', null],
    ['*|* .x', null],
  ])('%s → %s', (list, scoped) => {
    expect(scopeSelectorList(list, c)).toBe(scoped);
  });

  it('keeps attribute values and arguments whole after a document-level start', () => {
    expect(scopeSelectorList('body li:nth-child(2n + 1) > a[title="x > y"]', c)).toBe(`${c} li:nth-child(2n + 1) > a[title="x > y"]`);
  });

  it('leaves a rewritten list as it is (rewriting twice changes nothing)', () => {
    const once = scopeSelectorList('html, body, *, :root .x', c)!;
    expect(scopeSelectorList(once, c)).toBeNull();
  });
});
