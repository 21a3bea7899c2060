import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { route as declareRoute } from '../../../contract/route';
import { createApiClient } from './api-client';
import { callWith, fillPath } from './call';
import { encryptBody } from './encrypt-body';

let server: Server;
let base = '';
const seen: { method: string; url: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body: raw ? JSON.parse(raw) : null });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { echoed: true }, message: 'ok', code: 'OK' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () =>
  createApiClient({ baseURL: base, getTokens: () => null, setTokens: () => undefined, onSessionEnded: () => undefined, hostname: () => 'h' });

describe('typed calls over the contract route tables', () => {
  it('fills path parameters, URL-encoded', () => {
    expect(fillPath('/tenant/getOrgNameRepeat/:name', { name: '某某 集团/1' })).toBe('/tenant/getOrgNameRepeat/%E6%9F%90%E6%9F%90%20%E9%9B%86%E5%9B%A2%2F1');
    expect(() => fillPath('/x/:id', {})).toThrow('Missing path parameter "id"');
  });

  it('sends an encrypted route body as { data: AES ciphertext } that decrypts to the payload', async () => {
    const route = declareRoute<{ body: { loginName: string }; data: unknown }>({ method: 'POST', path: '/common/iam/v1/client/login', encrypted: true });
    const data = await callWith(client(), route, { body: { loginName: 'demo' } });
    expect(data).toEqual({ echoed: true });
    const sent = seen.at(-1)!;
    expect(sent.url).toBe('/api/common/iam/v1/client/login');
    const cipher = (sent.body as { data: string }).data;
    expect(typeof cipher).toBe('string');
    expect(JSON.parse(AES.decrypt(cipher, '').toString(Utf8))).toEqual({ loginName: 'demo' });
  });

  it('sends a plain body, query and params as the route says', async () => {
    const route = declareRoute<{ query: { pageNo: number }; params: { tenantId: number }; data: unknown }>({ method: 'GET', path: '/apps/:tenantId' });
    await callWith(client(), route, { query: { pageNo: 1 }, params: { tenantId: 9 } });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/apps/9?pageNo=1' });
  });

  it('encrypts with the given key', async () => {
    const { data } = await encryptBody({ a: 1 }, 'secret-key');
    expect(JSON.parse(AES.decrypt(data, 'secret-key').toString(Utf8))).toEqual({ a: 1 });
  });
});
