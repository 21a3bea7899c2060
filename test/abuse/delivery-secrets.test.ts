import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../../server/config';
import { buildTestServer, type TestServer } from '../helpers/server';
import { startFakeSmtp, startFakeWebhook, type FakeSmtp, type FakeWebhook } from '../helpers/fake-providers';
import { call, signedIn } from './abuse.fixtures';

/** Everything the server logs, as text (pino's JSON lines). */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** Every file under a folder, with its text. */
function filesUnder(dir: string): { name: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { name: path.relative(dir, full), text: fs.readFileSync(full, 'utf8') };
    });
}

const resetCode = (server: TestServer, loginName: string, verificeChannel: 'SMS' | 'EMAIL', ip: string, loginUserType = 'CLIENT_USER') =>
  call(server.app, 'POST', '/auth/getMsgVerificeCode', { ip, body: { loginName, loginUserType, scope: 'PWDRESET', verificeChannel } });

/**
 * Issue 13 item 1: with real delivery configured, no code, set-password key or link is written
 * to the log or to a file; the log says what was sent, to a masked destination.
 */
describe('codes and keys with real delivery', () => {
  let smtp: FakeSmtp;
  let hook: FakeWebhook;
  let server: TestServer;
  let dataDir: string;
  const log = capturedLog();

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    hook = await startFakeWebhook();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-secrets-'));
    server = await buildTestServer({
      seed: true,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'trace', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMS_WEBHOOK_URL: hook.url, PUBLIC_URL: 'https://portal.test' },
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await server?.close();
    await hook?.close();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes no code, key or link to the log or the data folder, and logs masked destinations', async () => {
    expect((await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile: '13700000031' }, ip: '10.77.0.1' })).body.success).toBe(true);
    expect((await resetCode(server, '13800000002', 'SMS', '10.77.0.2')).body.success).toBe(true);
    expect((await resetCode(server, 'admin@portal.example', 'EMAIL', '10.77.0.3', 'MANAGER_USER')).body.success).toBe(true);
    const admin = await signedIn(server.app, 'manager', 'admin');
    const operator = await server.ctx.db.selectFrom('user_account').select('id').where('login_name', '=', 'operator').executeTakeFirstOrThrow();
    expect((await call(server.app, 'POST', '/mgruser/reset-password-link', { at: admin.at, body: { userId: operator.id } })).body.success).toBe(true);
    await server.app.delivery.idle();

    const secrets = [
      ...hook.received.map((m) => m.code),
      ...smtp.texts.flatMap((text) => [...(text.match(/\d{6}/g) ?? []), ...[...text.matchAll(/key=([^&\s]+)/g)].map((m) => decodeURIComponent(m[1]))]),
      ...smtp.texts.flatMap((text) => text.match(/\S*set-password\S*/g) ?? []),
    ];
    expect(hook.received.map((m) => m.scope).sort()).toEqual(['PWDRESET', 'REGISTER']);
    expect(smtp.texts).toHaveLength(2);
    expect(secrets.length).toBeGreaterThanOrEqual(5);

    const logText = log.text();
    for (const secret of secrets) expect(logText).not.toContain(secret);
    expect(logText).toContain('SMS REGISTER to 137****0031 sent');
    expect(logText).toContain('EMAIL PWDRESET to a***@portal.example sent');
    expect(logText).toContain('EMAIL SET_PASSWORD to o***@portal.example sent');
    expect(logText).not.toContain('13700000031');

    expect(server.app.delivery.outbox).toEqual([]);
    for (const file of filesUnder(dataDir)) for (const secret of secrets) expect(file.text).not.toContain(secret);
    expect(fs.existsSync(path.join(dataDir, 'outbox.jsonl'))).toBe(false);
  });

  it('refuses to start with the demo outbox switched on beside a real provider', () => {
    expect(() => loadConfig({ DATA_DIR: ':memory:', SMTP_URL: 'smtp://127.0.0.1:25', OUTBOX: 'true' })).toThrow(/OUTBOX must be off/);
  });
});

describe('the demo outbox', () => {
  it('is readable by its owner only and the log names no code', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-outbox-'));
    // A file left world-readable by an older version is closed too.
    fs.writeFileSync(path.join(dataDir, 'outbox.jsonl'), '', { mode: 0o644 });
    const log = capturedLog();
    const server = await buildTestServer({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'trace' }, logStream: log.stream });
    try {
      await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile: '13700000032' }, ip: '10.77.0.9' });
      const code = server.app.delivery.lastTo('13700000032', 'REGISTER')!.code;
      expect(fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8')).toContain(code);
      expect(fs.statSync(path.join(dataDir, 'outbox.jsonl')).mode & 0o777).toBe(0o600);
      expect(log.text()).not.toContain(code);
      expect(log.text()).toContain('SMS REGISTER to 137****0032 written to the demo outbox');
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * Issue 13 item 9: find password answers alike, as fast, for registered and unknown contacts,
 * whether the provider is slow, down or up; a message that finally fails is logged without its code.
 */
describe('find password with a slow or failing provider', () => {
  let hook: FakeWebhook;
  let server: TestServer;
  const log = capturedLog();

  beforeAll(async () => {
    hook = await startFakeWebhook();
    server = await buildTestServer({
      seed: true,
      env: { SMS_WEBHOOK_URL: hook.url, PUBLIC_URL: 'https://portal.test', LOG_LEVEL: 'info' },
      config: { deliveryRetryDelaysMs: [20, 20] },
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await server?.close();
    await hook?.close();
  });

  it('answers a registered phone while the provider holds the message, as it answers an unknown one', async () => {
    hook.mode = 'hold';
    const slow = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 5_000).unref());
    const registered = await Promise.race([resetCode(server, '13800000002', 'SMS', '10.78.0.1'), slow]);
    const unknown = await resetCode(server, '13999990001', 'SMS', '10.78.0.2');
    expect(registered).not.toBe('timed out');
    if (registered === 'timed out') return;
    expect({ status: registered.status, body: registered.body }).toEqual({ status: unknown.status, body: unknown.body });
    hook.mode = 'ok';
    hook.release();
    await server.app.delivery.idle();
  });

  it('answers a registered phone alike when the provider fails, retries, and logs the failure without the code', async () => {
    hook.mode = 'fail';
    const before = hook.received.length;
    const registered = await resetCode(server, '13800000004', 'SMS', '10.78.0.3');
    const unknown = await resetCode(server, '13999990002', 'SMS', '10.78.0.4');
    expect({ status: registered.status, body: registered.body }).toEqual({ status: unknown.status, body: unknown.body });
    await server.app.delivery.idle();
    const attempts = hook.received.slice(before);
    expect(attempts).toHaveLength(3);
    expect(log.text()).toContain('SMS PWDRESET to 138****0004 not delivered after 3 attempts');
    expect(log.text()).not.toContain(attempts[0].code);
  });
});
