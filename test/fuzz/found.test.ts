import type { InjectOptions } from 'fastify';
import { buildTestServer, countRows, type TestServer } from '../helpers/server';
import { encryptBody } from '../../server/security/aes';
import { loadConfig } from '../../server/config';
import { DEMO_PASSWORD, signIn } from './accounts';

/**
 * The requests the fuzz found answered with a 500 (issue 6), kept as regular tests. The database
 * refused a value that had passed the route's schema — a NUL or broken UTF-16 in a string, an
 * "integer" beyond PostgreSQL's integer (2147483648, 1e+21, Infinity from 400 nines) — or the URL
 * did not decode; each is the request's fault and now answers a 400 envelope. One more it found
 * through the row checks after the run: a notice title of spaces was stored empty.
 */
const IAM = '/api/common/iam/v1';
const MSG = '/api/common/msgmgt';

type Found = [title: string, request: Omit<InjectOptions, 'headers'> & { signedIn?: boolean }];

const found: Found[] = [
  [
    'a code request whose login name holds a NUL',
    {
      method: 'POST',
      url: `${IAM}/auth/getMsgVerificeCode`,
      payload: { loginName: 'admin\u0000', loginUserType: 'CLIENT_USER', pwd: ' ', scope: 'LOGIN', verificeChannel: 'EMAIL' },
    },
  ],
  [
    'a sign-in whose login name holds a NUL',
    { method: 'POST', url: `${IAM}/client/login`, payload: encryptBody({ loginName: 'demo\u0000', pwd: DEMO_PASSWORD }, loadConfig({}).aesKey) },
  ],
  ['an application search for a NUL', { method: 'GET', url: '/api/cbp/conchservice/application/classificationApp?appName=%00', signedIn: true }],
  ['a category id of 1e+21', { method: 'GET', url: '/api/cbp/conchservice/application/classificationApp?classificationId=1e%2B21', signedIn: true }],
  ['a tenant id one past the largest integer, tenant list', { method: 'GET', url: `${IAM}/apps/auth/tenant-app-list?tenantId=2147483648`, signedIn: true }],
  ['a tenant id one past the largest integer, own list', { method: 'GET', url: `${IAM}/apps/auth/user-app-list?tenantId=2147483648`, signedIn: true }],
  ['a page size of 400 nines (Infinity)', { method: 'GET', url: `${IAM}/apps/auth/tenant-app-list?pageSize=${'9'.repeat(400)}`, signedIn: true }],
  ['a notice id of 1e+21 to mark read', { method: 'POST', url: `${MSG}/statistics/bathUpdateReadStatus`, payload: { detailIds: [1e21] }, signedIn: true }],
  [
    'a notice sent to user 1e+308',
    {
      method: 'POST',
      url: `${MSG}/tmsgsend/send`,
      payload: { recipientType: 'USERS', userIds: [1e308, 1], title: "' OR '1'='1", content: 'aaaaaa' },
      signedIn: true,
    },
  ],
  ['an /api path that does not decode', { method: 'GET', url: '/api/%' }],
];

describe('requests the fuzz found answered with a 500', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await buildTestServer({ seed: true });
    token = (await signIn(server.app, server.ctx.config.aesKey, 'manager', { loginName: 'admin', pwd: DEMO_PASSWORD })).at!;
  });
  afterAll(() => server.close());

  it.each(found)('answers %s with a 400 envelope', async (_title, { signedIn, ...request }) => {
    const response = await server.app.inject({ ...request, headers: signedIn ? { authorization: `Bearer ${token}` } : {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null, message: expect.stringMatching(/\S/) });
  });

  it('answers a mark-read filter of broken UTF-16 with a 4xx, whichever database stores it', async () => {
    // U+FFFE then a lone low surrogate: PGlite's encoder sends bytes PostgreSQL refuses (400); the
    // pg driver sends U+FFFD, so a server on PostgreSQL finds nothing unread of that type (409).
    const response = await server.app.inject({
      method: 'POST',
      url: `${MSG}/statistics/bathUpdateReadStatus`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"twoMsgType":"\\ufffe\\udc00"}',
    });
    expect([400, 409]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
  });

  it('refuses a notice whose title is blank once trimmed, instead of storing an empty title', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${MSG}/tmsgsend/send`,
      headers: { authorization: `Bearer ${token}` },
      payload: { recipientType: 'USERS', userIds: [1], title: ' \u3000\t', content: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '请输入标题' });
    expect(await server.ctx.db.selectFrom('msg').select('id').where('title', '=', '').execute()).toEqual([]);
  });

  it('stores nothing of a notice the database refused halfway', async () => {
    const count = () => countRows(server.ctx, 'msg');
    const before = await count();
    await server.app.inject({
      method: 'POST',
      url: `${MSG}/tmsgsend/send`,
      headers: { authorization: `Bearer ${token}` },
      payload: { recipientType: 'USERS', userIds: [1, 1e308], title: 'x', content: 'y' },
    });
    expect(await count()).toBe(before);
  });
});
