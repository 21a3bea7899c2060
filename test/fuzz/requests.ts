import fc from 'fast-check';
import { encryptBody, encryptText } from '../../server/security/aes';
import type { Endpoint } from './endpoints';
import { fromSchema, type JsonSchema } from './schema-values';
import { anyJson, headerValue, nastyString, nestedText, type Known } from './values';

/** Who signs the request: the run's own accounts (any route), the demo accounts (GET routes only, which write nothing). */
export type Signer = 'manager' | 'client' | 'sub' | 'demo-manager' | 'demo-client';

export type Auth =
  | { kind: 'none' }
  | { kind: 'garbage'; header: string }
  | { kind: 'token'; who: Signer; spoil: 'none' | 'no-scheme' | 'lower-scheme' | 'suffix' | 'last-char' | 'trailing-word' };

/** One generated request; the token is filled in when it is sent (tokens are not known while generating). */
export interface FuzzCase {
  /** Which kind of body, for the report of a failure. */
  kind: string;
  method: string;
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  payload?: string | Buffer;
  ip: string;
}

interface Body {
  kind: string;
  payload?: string | Buffer;
  contentType?: string;
}

const json = (kind: string, value: unknown): Body => ({ kind, payload: JSON.stringify(value), contentType: 'application/json' });

const LYING_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  '*/*',
  '',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/jsonx',
  'application/json;;;',
  'image/png',
];
const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '{"a":1}}',
  '\u0000',
  "{'a':1}",
  '',
  '   ',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '"\\ud800"',
  '1e999999',
  '-',
  '{"a":"\\u0000"}',
];

/** Bodies every route gets, encrypted or not: wrong types, deep nesting, broken JSON, lying content types, none, too big. */
function commonBodies(endpoint: Endpoint, known: Known) {
  const typed = endpoint.body ? fromSchema(endpoint.body, known, false) : anyJson(known);
  return [
    { weight: 3, arbitrary: fromSchema(endpoint.body ?? { type: 'object' }, known, true).map((v) => json('wild', v)) },
    { weight: 1, arbitrary: anyJson(known).map((v) => json('any-json', v)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(500, 5000, 40_000), fc.constantFrom<'array' | 'object'>('array', 'object'))
        .map(([depth, k]): Body => ({ kind: `nested-${depth}`, payload: nestedText(depth, k), contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map((text): Body => ({ kind: 'broken-json', payload: text, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 64 })
        .map((bytes): Body => ({ kind: 'bytes', payload: Buffer.from(bytes), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(typed, fc.constantFrom(...LYING_TYPES))
        .map(([v, type]): Body => ({ kind: 'lying-type', payload: JSON.stringify(v), contentType: type })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'no-body' }) },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({ kind: 'form', payload: 'loginName=admin&pwd=Portal%402026&a[b]=1', contentType: 'application/x-www-form-urlencoded' }),
    },
    // Past the 256 KiB body limit: 413, not a parse.
    { weight: 1, arbitrary: fc.constantFrom(270_000, 1_100_000).map((n) => json('huge', { a: 'x'.repeat(n) })) },
  ];
}

/** The body of a plain (unencrypted) route. */
function plainBody(endpoint: Endpoint, known: Known): fc.Arbitrary<Body> {
  const schema = endpoint.body ? [{ weight: 8, arbitrary: fromSchema(endpoint.body, known, false).map((v) => json('schema', v)) }] : [];
  return fc.oneof(...schema, ...commonBodies(endpoint, known));
}

/** The body of an encrypted route: right key, wrong key, cut, flipped, not base64, huge, plain. */
function encryptedBody(endpoint: Endpoint, known: Known, aesKey: string): fc.Arbitrary<Body> {
  const valid = fromSchema(endpoint.body ?? { type: 'object' }, known, false);
  const wild = fromSchema(endpoint.body ?? { type: 'object' }, known, true);
  const cipher = (v: unknown) => encryptBody(v, aesKey).data;
  return fc.oneof(
    { weight: 8, arbitrary: valid.map((v) => json('encrypted', encryptBody(v, aesKey))) },
    { weight: 4, arbitrary: wild.map((v) => json('encrypted-wild', encryptBody(v, aesKey))) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(nastyString(known), fc.constantFrom('[1]', 'null', '"x"', '1', '{', 'true', nestedText(5000, 'object'), nestedText(5000, 'array')))
        .map((text) => json('encrypted-text', { data: encryptText(text, aesKey) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', aesKey.toUpperCase(), `${aesKey} `)))
        .filter(([, key]) => key !== aesKey)
        .map(([v, key]) => json('wrong-key', encryptBody(v, key))),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.nat()).map(([v, n]) => {
        const c = cipher(v);
        return json('truncated', { data: c.slice(0, n % c.length) });
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.nat(), fc.constantFrom('A', '/', '+', '=', 'z', '0')).map(([v, n, ch]) => {
        const c = cipher(v);
        const i = n % c.length;
        return json('flipped', { data: c.slice(0, i) + ch + c.slice(i + 1) });
      }),
    },
    { weight: 2, arbitrary: nastyString(known).map((s) => json('not-base64', { data: s })) },
    { weight: 1, arbitrary: fc.constantFrom(70_000, 200_000).map((n) => json('huge-data', { data: `U2FsdGVkX1${'A'.repeat(n)}` })) },
    { weight: 1, arbitrary: fc.constantFrom(1500, 20_000).map((n) => json('huge-encrypted', encryptBody({ loginName: 'x'.repeat(n), pwd: 'y' }, aesKey))) },
    { weight: 1, arbitrary: anyJson(known).map((v) => json('data-type', { data: v })) },
    { weight: 2, arbitrary: valid.map((v) => json('plain', v)) },
    ...commonBodies(endpoint, known),
  );
}

/** One path segment: a schema-shaped value URL-encoded, or a raw hostile segment. */
function segment(schema: JsonSchema | undefined, known: Known): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema(schema ?? {}, known, true).map((v) => encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '..',
        '.',
        '%2F',
        '%2e%2e',
        'a%2Fb',
        '%E0%A4%A',
        '%C0%AF',
        '%ED%A0%80',
        ' ',
        '%20',
        '1;drop',
        '1%27%20OR%201=1',
        '-1',
        '0',
        '1.5',
        '1e3',
        '0x10',
        '99999999999',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(500, 5000).map((n) => 'a'.repeat(n)) },
  );
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as its raw UTF-16 escape. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[^A-Za-z0-9]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').slice(-2)}`);
  }
}

function queryString(endpoint: Endpoint, known: Known): fc.Arbitrary<string> {
  const shaped = fromSchema(endpoint.query ?? { type: 'object', properties: { id: {}, tenantId: {}, pageNo: {} } }, known, true).map((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encode(JSON.stringify(value) ?? '')}`;
    return Object.entries(value as Record<string, unknown>)
      .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encode(k)}=${encode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`))
      .join('&');
  });
  const raw = fc.constantFrom(
    '%',
    '%zz',
    '&=&',
    '=',
    'a=%E0%A4%A',
    'id=1&id=2',
    'tenantId=&pageNo=',
    '__proto__[x]=1',
    'constructor.prototype.x=1',
    'mobile=13800000002&mobile=13800000003',
    `pageSize=${'9'.repeat(400)}`,
    `x=${'y'.repeat(6000)}`,
  );
  return fc.oneof(
    { weight: endpoint.query ? 6 : 1, arbitrary: shaped },
    { weight: 1, arbitrary: raw },
    { weight: endpoint.query ? 1 : 4, arbitrary: fc.constant('') },
  );
}

function auth(endpoint: Endpoint): fc.Arbitrary<Auth> {
  const signers: Signer[] = endpoint.method === 'GET' ? ['manager', 'client', 'sub', 'demo-manager', 'demo-client'] : ['manager', 'client', 'sub'];
  const token = fc.record({ kind: fc.constant('token' as const), who: fc.constantFrom(...signers), spoil: fc.constant('none' as const) });
  const spoiled = fc.record({
    kind: fc.constant('token' as const),
    who: fc.constantFrom(...signers),
    spoil: fc.constantFrom('no-scheme' as const, 'lower-scheme' as const, 'suffix' as const, 'last-char' as const, 'trailing-word' as const),
  });
  const garbage = fc
    .oneof(
      headerValue.map((v) => `Bearer ${v}`),
      headerValue,
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        `Bearer ${'a'.repeat(129)}`,
        `Bearer ${'a'.repeat(128)}`,
        'Basic YWRtaW46UG9ydGFsQDIwMjY=',
        'Bearer null',
        "Bearer ' OR 1=1 --",
        'Bearer \t x',
      ),
      fc.uint8Array({ minLength: 16, maxLength: 48 }).map((b) => `Bearer ${Buffer.from(b).toString('base64url')}`),
    )
    .map((header): Auth => ({ kind: 'garbage', header }));
  const none = fc.constant<Auth>({ kind: 'none' });
  return endpoint.auth
    ? fc.oneof({ weight: 6, arbitrary: token }, { weight: 1, arbitrary: spoiled }, { weight: 1, arbitrary: garbage }, { weight: 1, arbitrary: none })
    : fc.oneof({ weight: 5, arbitrary: none }, { weight: 1, arbitrary: token }, { weight: 1, arbitrary: garbage });
}

const HEADERS = [
  'domain-name',
  'x-domain-name',
  'x-background-request',
  'accept-encoding',
  'accept',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'origin',
  'referer',
  'cookie',
  'user-agent',
  'if-none-match',
  'range',
  'host',
  'x-fuzz-large',
];

const headers: fc.Arbitrary<Record<string, string>> = fc
  .dictionary(
    fc.constantFrom(...HEADERS),
    fc.oneof(
      { weight: 3, arbitrary: headerValue },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '1',
          'gzip',
          'br',
          'deflate',
          'gzip, deflate, br',
          '*',
          'identity;q=0',
          'application/json',
          'portal.example',
          'https',
          'bytes=0-10',
        ),
      },
    ),
    { maxKeys: 5 },
    // Node refuses a header block over 16 KiB (431) before the app sees it.
  )
  .filter((h) => Object.values(h).join('').length <= 14_000);

const address = fc.oneof({ weight: 9, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: fc.constantFrom('::1', '::ffff:10.1.2.3', '2001:db8::7') });

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** Every kind of request for one endpoint. */
export function fuzzCases(endpoint: Endpoint, known: Known, aesKey: string): fc.Arbitrary<FuzzCase> {
  const segments = fc.tuple(...endpoint.params.map((p) => segment(endpoint.paramsSchema?.properties?.[p], known)));
  return fc
    .record({
      method: fc.oneof({ weight: 12, arbitrary: fc.constant(endpoint.method as string) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) }),
      segments,
      query: queryString(endpoint, known),
      body: endpoint.encrypted ? encryptedBody(endpoint, known, aesKey) : plainBody(endpoint, known),
      auth: auth(endpoint),
      headers,
      ip: address,
    })
    .map(({ method, segments: values, query, body, auth: a, headers: h, ip }) => {
      let i = 0;
      const path = endpoint.path.replace(/:(\w+)/g, () => values[i++]);
      const sendsBody = body.payload !== undefined && method !== 'GET' && method !== 'HEAD';
      return {
        kind: body.kind,
        method,
        url: query ? `${path}?${query}` : path,
        auth: a,
        headers: { ...h, ...(sendsBody && body.contentType !== undefined ? { 'content-type': body.contentType } : {}) },
        payload: sendsBody ? body.payload : undefined,
        ip,
      };
    });
}

/** Requests to /api paths no route serves: the 404 envelope, whatever the method and body. */
export function unroutedCases(known: Known): fc.Arbitrary<FuzzCase> {
  return fc.record({
    kind: fc.constant('unrouted'),
    method: fc.constantFrom(...OTHER_METHODS),
    url: fc.array(segment(undefined, known), { minLength: 1, maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`),
    auth: fc.constant<Auth>({ kind: 'none' }),
    headers: headers.map((h) => ({ ...h, 'content-type': 'application/json' })),
    payload: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
    ip: address,
  });
}
