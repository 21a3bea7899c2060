import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type TokenPair } from './api-client';
import { ApiError } from './api-error';

type Handler = (req: IncomingMessage, body: unknown, res: ServerResponse) => void;

let server: Server;
let base = '';
let handler: Handler;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[] = [];

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const ok = (data: unknown) => ({ success: true, data, message: 'ok', code: 'OK' });
const fail = (message: string, code: string) => ({ success: false, data: null, message, code });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function client(initial: TokenPair | null = { at: 'at-1', rt: 'rt-1' }, timeout = 2000, language?: 'zh-CN' | 'en-US') {
  const session = { tokens: initial, ended: 0 };
  const instance = createApiClient({
    baseURL: base,
    timeout,
    hostname: () => 'portal.example.com',
    language: language && (() => language),
    getTokens: () => session.tokens,
    setTokens: (tokens) => (session.tokens = tokens),
    onSessionEnded: () => {
      session.ended += 1;
      session.tokens = null;
    },
  });
  return { instance, session };
}

/** The server side of a session: accepts `Bearer <valid>` and rotates on refresh. */
function sessionServer(state: { valid: string; refreshes: number; refreshOk: boolean; delayRefreshMs?: number }): Handler {
  return (req, body, res) => {
    if (req.url === '/api/common/iam/v1/auth/refresh') {
      state.refreshes += 1;
      const answer = () => {
        if (!state.refreshOk) return send(res, 401, fail('刷新令牌无效', 'REFRESH_INVALID'));
        state.valid = `at-${state.refreshes + 1}`;
        send(res, 200, ok({ at: state.valid, rt: `rt-${state.refreshes + 1}`, rtSeen: (body as { rt: string }).rt }));
      };
      setTimeout(answer, state.delayRefreshMs ?? 0);
      return;
    }
    if (req.headers.authorization !== `Bearer ${state.valid}`) return send(res, 401, fail('未登录', 'UNAUTHORIZED'));
    send(res, 200, ok({ path: req.url }));
  };
}

describe('the API client', () => {
  it('unwraps the envelope: data of a success=true answer', async () => {
    handler = (_req, _body, res) => send(res, 200, ok({ id: 7, userName: '张三' }));
    const { data } = await client().instance.get('/common/iam/v1/user/detail');
    expect(data).toEqual({ id: 7, userName: '张三' });
  });

  it('rejects a success=false answer with the server message and code', async () => {
    handler = (_req, _body, res) => send(res, 200, fail('租户名称重复', 'TENANT_NAME_TAKEN'));
    await expect(client().instance.post('/common/iam/v1/tenant/register', {})).rejects.toMatchObject({
      name: 'ApiError',
      message: '租户名称重复',
      code: 'TENANT_NAME_TAKEN',
      status: 200,
    });
  });

  it('rejects an HTTP error with the message of its envelope', async () => {
    handler = (_req, _body, res) => send(res, 400, fail('只允许输入11位纯数字', 'VALIDATION'));
    const error = await client()
      .instance.post('/x', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '只允许输入11位纯数字', status: 400, code: 'VALIDATION' });
  });

  it('sends the domain-name header and the bearer token on every request', async () => {
    handler = (_req, _body, res) => send(res, 200, ok(null));
    await client({ at: 'abc', rt: 'def' }).instance.get('/ping');
    expect(seen[0].headers['domain-name']).toBe('portal.example.com');
    expect(seen[0].headers.authorization).toBe('Bearer abc');
    expect(seen[0].url).toBe('/api/ping');
  });

  it('sends no token header when none is stored', async () => {
    handler = (_req, _body, res) => send(res, 200, ok(null));
    await client(null).instance.get('/ping');
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers['domain-name']).toBe('portal.example.com');
  });

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const state = { valid: 'at-fresh', refreshes: 0, refreshOk: true };
    handler = sessionServer(state);
    const { instance, session } = client({ at: 'at-stale', rt: 'rt-1' });
    const { data } = await instance.get('/common/msgmgt/tmsgsenddetail/queryMsgUnReadNum/1');
    expect(data).toEqual({ path: '/api/common/msgmgt/tmsgsenddetail/queryMsgUnReadNum/1' });
    expect(state.refreshes).toBe(1);
    expect(seen.find((r) => r.url?.endsWith('/auth/refresh'))?.body).toEqual({ rt: 'rt-1' });
    expect(session.tokens).toEqual({ at: 'at-2', rt: 'rt-2' });
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer at-2');
  });

  it('shares one refresh between concurrent 401s', async () => {
    const state = { valid: 'at-fresh', refreshes: 0, refreshOk: true, delayRefreshMs: 50 };
    handler = sessionServer(state);
    const { instance } = client({ at: 'at-stale', rt: 'rt-1' });
    const answers = await Promise.all([instance.get('/a'), instance.get('/b'), instance.get('/c')]);
    expect(answers.map((a) => (a.data as { path: string }).path)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(state.refreshes).toBe(1);
  });

  it('signs out when the refresh fails', async () => {
    const state = { valid: 'at-fresh', refreshes: 0, refreshOk: false };
    handler = sessionServer(state);
    const { instance, session } = client({ at: 'at-stale', rt: 'rt-1' });
    await expect(instance.get('/a')).rejects.toMatchObject({ message: '登录已过期，请重新登录', status: 401 });
    expect(session.ended).toBe(1);
    expect(session.tokens).toBeNull();
  });

  it('does not refresh a 401 of a call sent signed out (a wrong password)', async () => {
    handler = (_req, _body, res) => send(res, 401, fail('用户名或密码错误', 'BAD_CREDENTIALS'));
    const { instance, session } = client(null);
    await expect(instance.post('/common/iam/v1/client/login', {})).rejects.toMatchObject({ message: '用户名或密码错误', status: 401 });
    expect(seen).toHaveLength(1);
    expect(session.ended).toBe(0);
  });

  it('retries at most once when the new token is refused too', async () => {
    let refreshes = 0;
    handler = (req, _body, res) => {
      if (req.url?.endsWith('/auth/refresh')) {
        refreshes += 1;
        return send(res, 200, ok({ at: 'at-new', rt: 'rt-new' }));
      }
      send(res, 401, fail('未登录', 'UNAUTHORIZED'));
    };
    const { instance } = client();
    await expect(instance.get('/a')).rejects.toMatchObject({ status: 401, message: '未登录' });
    expect(refreshes).toBe(1);
  });

  it('says the request timed out after the timeout', async () => {
    handler = (_req, _body, res) => setTimeout(() => send(res, 200, ok(null)), 300);
    await expect(client(null, 100).instance.get('/slow')).rejects.toMatchObject({ message: '请求超时，请稍后重试', code: 'TIMEOUT', status: 0 });
  });

  it('says the network failed when nothing answers', async () => {
    const dead = createApiClient({
      baseURL: 'http://127.0.0.1:1/api',
      getTokens: () => null,
      setTokens: () => undefined,
      onSessionEnded: () => undefined,
      hostname: () => 'x',
    });
    await expect(dead.get('/x')).rejects.toMatchObject({ message: '网络异常，请检查网络连接', code: 'NETWORK' });
  });

  it('uses a 10 second timeout and the /api base by default', () => {
    const instance = createApiClient({ getTokens: () => null, setTokens: () => undefined, onSessionEnded: () => undefined });
    expect(instance.defaults.timeout).toBe(10_000);
    expect(instance.defaults.baseURL).toBe('/api');
  });

  it('sends the portal language as Accept-Language (zh-CN when none is given)', async () => {
    handler = (_req, _body, res) => send(res, 200, ok(null));
    await client(null, 2000, 'en-US').instance.get('/ping');
    await client(null).instance.get('/ping');
    expect(seen.map((r) => r.headers['accept-language'])).toEqual(['en-US', 'zh-CN']);
  });

  it('says a timeout and a failed refresh in the language of the call', async () => {
    handler = (_req, _body, res) => setTimeout(() => send(res, 200, ok(null)), 300);
    await expect(client(null, 100, 'en-US').instance.get('/slow')).rejects.toMatchObject({
      message: 'The request timed out, please try again later',
      code: 'TIMEOUT',
    });
    handler = sessionServer({ valid: 'at-fresh', refreshes: 0, refreshOk: false });
    await expect(client({ at: 'at-stale', rt: 'rt-1' }, 2000, 'en-US').instance.get('/a')).rejects.toMatchObject({
      message: 'Your session has expired, please sign in again',
      status: 401,
    });
  });

  it('names the status in the language of the call when an error answer has no envelope', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    };
    await expect(client(null, 2000, 'en-US').instance.get('/x')).rejects.toMatchObject({ message: 'The request failed (502)', code: 'HTTP_502', status: 502 });
  });
});
