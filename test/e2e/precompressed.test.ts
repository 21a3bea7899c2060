/**
 * Precompressed static files (issue 11) against the real server and the production build: the
 * build writes brotli (quality 11) and gzip beside the portal's files; the server sends them as
 * they are, with Content-Encoding and Vary, and each decodes to the built file.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startPortal, type Portal } from './helpers/portal';

const web = path.resolve(__dirname, '../../dist/portal');
let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.stop());

function get(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

const builtFiles = () => {
  const generated = JSON.parse(fs.readFileSync(path.join(web, 'portal.importmap.json'), 'utf8')) as { imports: Record<string, string> };
  // Not index.html: the server writes each response's nonce into it (docs/decisions/015).
  return [generated.imports['@portal/root-config'], generated.imports['react-dom'], generated.imports['@portal/client-login']].map((f) =>
    f.replace(/^\.\//, ''),
  );
};

test('the build writes brotli and gzip beside the files the first screen loads', () => {
  for (const file of builtFiles()) {
    expect(fs.existsSync(path.join(web, `${file}.br`))).toBe(true);
    expect(fs.existsSync(path.join(web, `${file}.gz`))).toBe(true);
    // Quality 11 is smaller than the per-request quality 4.
    const original = fs.readFileSync(path.join(web, file));
    expect(fs.statSync(path.join(web, `${file}.br`)).size).toBeLessThanOrEqual(
      zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    );
  }
  expect(fs.existsSync(path.join(web, 'importmap.json.br'))).toBe(false);
  expect(fs.existsSync(path.join(web, 'index.html.br'))).toBe(false);
});

test.each([
  ['br', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br;q=1, gzip;q=0.5', 'br'],
])('sends the precompressed file for Accept-Encoding %s, and it decodes to the built file', async (accept, encoding) => {
  for (const file of builtFiles()) {
    const { headers, body } = await get(`${portal.url}/${file}`, accept);
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['content-type']).toMatch(/^application\/javascript/);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(decode(body, encoding).equals(fs.readFileSync(path.join(web, file)))).toBe(true);
    expect(body.equals(fs.readFileSync(path.join(web, `${file}.${encoding === 'br' ? 'br' : 'gz'}`)))).toBe(true);
  }
});

test('answers a revalidation of a precompressed file with 304', async () => {
  const [file] = builtFiles();
  const first = await get(`${portal.url}/${file}`, 'br');
  const again = await new Promise<number>((resolve, reject) => {
    http
      .get(`${portal.url}/${file}`, { headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } }, (response) =>
        resolve(response.statusCode ?? 0),
      )
      .on('error', reject);
  });
  expect(again).toBe(304);
});

test('sends the plain file to a client that takes no encoding', async () => {
  const [file] = builtFiles();
  const { headers, body } = await get(`${portal.url}/${file}`, 'identity');
  expect(headers['content-encoding']).toBeUndefined();
  expect(body.equals(fs.readFileSync(path.join(web, file)))).toBe(true);
});

test('compresses per request what the build did not precompress (the deployed importmap.json)', async () => {
  const { headers, body } = await get(`${portal.url}/importmap.json`, 'br');
  expect(JSON.parse(decode(body, headers['content-encoding']).toString('utf8'))).toEqual(JSON.parse(fs.readFileSync(path.join(web, 'importmap.json'), 'utf8')));
});

test('the types tarball is sent as it is, for `npm install <portal>/types/portal-types.tgz`', async () => {
  const file = path.join(web, 'types', 'portal-types.tgz');
  const { headers, body } = await get(`${portal.url}/types/portal-types.tgz`, 'br, gzip');
  expect(headers['content-encoding']).toBeUndefined();
  expect(body.equals(fs.readFileSync(file))).toBe(true);
  // A gzip stream (npm unpacks it as a package).
  expect([...body.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});
