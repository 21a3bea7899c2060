import fc from 'fast-check';

/**
 * Leaf values the fuzz puts into bodies, queries, path segments and headers: hostile strings
 * (control, non-BMP, SQL, script, huge) mixed with values the server knows (demo names, phones,
 * the demo password, ids near real ones), so that generated requests get past the first check
 * often enough to reach the handlers and the database.
 */

/** Values the seeded database answers to; `extra` adds the ids and names of the run's own accounts. */
export interface Known {
  strings: string[];
  ids: number[];
}

export const SEEDED: Known = {
  strings: [
    'admin',
    'demo',
    'operator',
    'demo2',
    'Portal@2026',
    '13800000001',
    '13800000002',
    '13800000003',
    '13800000004',
    'admin@portal.example',
    'demo@portal.example',
    '123456',
    '000000',
    'PRIMARY_ACCOUNT',
    'SUB_ACCOUNT',
    'MANAGER_USER',
    'CLIENT_USER',
    'SMS',
    'EMAIL',
    'LOGIN',
    'PWDRESET',
    'SYSTEM',
    'BUSINESS',
    'SECURITY',
    'ANNOUNCEMENT',
    '华东智造科技有限公司',
    '平台运营中心',
    'Fuzz(测试)-租户',
    'fuzz_user_01',
    'New@Pass2026',
    'Another#Pass99',
    '1708',
    '1798',
    'true',
    'false',
    '1',
    '0',
    '',
  ],
  ids: [1, 2, 3, 4, 5, 1708, 1798, 2001, 2002],
};

const SQL = [
  "' OR '1'='1",
  "'; drop table user_account; --",
  '" OR ""="',
  '1; select pg_sleep(30)--',
  "admin'--",
  '%',
  '_',
  '\\',
  "\\'; --",
  "' UNION SELECT password_hash FROM user_account --",
  '$1',
  "E'\\x00'",
  '1) OR (1=1',
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("x")()}}',
  '${7*7}',
  '<svg/onload=alert(1)>',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '%00',
  '\u202e\u0647',
];
const ODD = [
  '\u0000',
  '\u0000abc',
  '\u0007\u001b[31m',
  '\r\n\r\n',
  '\t',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\ud83d\ude00',
  '😀'.repeat(40),
  '𠮷野家',
  '\u200b',
  '　全角　',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '１２３',
];

/** A string built from the hostile alphabet: control characters, lone surrogates, non-BMP, full-width. */
const wildChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u007f', '\u0085', '\u00a0', '\u2028', '\u2029', '\ufffe', '\uffff', '\ud800', '\udc00', '\ufeff', '\u200d'),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
  fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
);

export const nastyString = (known: Known): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known.strings) },
    { weight: 2, arbitrary: fc.constantFrom(...SQL, ...SCRIPT, ...ODD) },
    { weight: 3, arbitrary: fc.string({ unit: wildChar, maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    // Blank once trimmed: a required field must not be stored empty.
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(' ', '\t', '\r', '\n', '\u3000', '\u00a0', '\u2003'), minLength: 1, maxLength: 4 }) },
    // Near the schema bounds (16, 32, 64, 128) and well past them.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('a', '中', '😀', '1', "'"), fc.constantFrom(6, 7, 11, 16, 17, 20, 21, 32, 33, 64, 65, 128, 129, 1000, 20_000))
        .map(([c, n]) => c.repeat(n)),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...known.strings), fc.constantFrom(...SQL, ...SCRIPT, ...ODD)).map(([a, b]) => a + b) },
  );

export const nastyNumber = (known: Known): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 2, arbitrary: fc.integer({ min: -5, max: 120 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        0,
        -1,
        0.5,
        1.5,
        2147483647,
        2147483648,
        -2147483649,
        4294967296,
        9007199254740991,
        2 ** 53,
        1e21,
        -1e21,
        1e308,
        Number.MIN_VALUE,
        -0,
        100000,
        100001,
        9999,
        10000,
      ),
    },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );

/** Any JSON value, the wrong-type replacement for a field: deep, wide, or a scalar of another type. */
export const anyJson = (known: Known): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.oneof(nastyString(known), nastyNumber(known), fc.boolean(), fc.constant(null)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>([], {}, [null], JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: { prototype: { polluted: 1 } } }),
    },
    { weight: 1, arbitrary: fc.integer({ min: 10, max: 3000 }).map((depth) => nested(depth)) },
  );

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels. */
export function nested(depth: number, kind: 'array' | 'object' = depth % 2 ? 'array' : 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** The same nesting as text, deeper than any value a test would build in memory (JSON parsers are the target). */
export function nestedText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Header values Node's HTTP parser lets through: tab, printable ASCII and obs-text (0x80–0xff). */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.oneof(
        fc.constant('\t'),
        fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)),
      ),
      maxLength: 20,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', 'undefined', '1', '0', 'localhost', '127.0.0.1', 'evil.example', '*', "' OR 1=1 --", '<script>') },
  // Under Node's 16 KiB limit for the whole header block.
  { weight: 1, arbitrary: fc.constantFrom(2000, 8000, 12_000).map((n) => 'x'.repeat(n)) },
);
