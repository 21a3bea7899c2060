import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../../server/config';
import { createDelivery } from '../../../../server/delivery';
import { startFakeSmtp, startFakeWebhook } from '../../../helpers/fake-providers';
import { buildTestServer } from '../../../helpers/server';

// A fresh embedded database takes several seconds to open in a new jest worker; the project's
// testTimeout does not reach hooks when jest runs several projects.
jest.setTimeout(60_000);

describe('delivery of codes', () => {
  it('keeps messages in memory and does not write a file for an in-memory data folder', async () => {
    const delivery = createDelivery(loadConfig({ DATA_DIR: ':memory:' }));
    await delivery.send({ channel: 'SMS', destination: '13800000000', scope: 'LOGIN', code: '123456', text: '您的验证码为123456' });
    expect(delivery.outbox).toEqual([
      expect.objectContaining({ channel: 'SMS', destination: '13800000000', scope: 'LOGIN', code: '123456', time: expect.any(String) }),
    ]);
    expect(delivery.lastTo('13800000000', 'LOGIN')?.code).toBe('123456');
    expect(delivery.lastTo('13800000000', 'PWDRESET')).toBeUndefined();
  });

  it('appends one JSON line per message to outbox.jsonl in the data folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const delivery = createDelivery(loadConfig({ DATA_DIR: dir }));
      await delivery.send({ channel: 'SMS', destination: '13800000000', scope: 'REGISTER', code: '111111', text: 'a' });
      await delivery.send({ channel: 'EMAIL', destination: 'a@b.cn', scope: 'PWDRESET', code: '222222', text: 'b' });
      const lines = fs
        .readFileSync(path.join(dir, 'outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines).toEqual([
        { time: expect.any(String), channel: 'SMS', destination: '13800000000', scope: 'REGISTER', code: '111111', text: 'a' },
        { time: expect.any(String), channel: 'EMAIL', destination: 'a@b.cn', scope: 'PWDRESET', code: '222222', text: 'b' },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends e-mail through SMTP when SMTP_URL is set', async () => {
    const smtp = await startFakeSmtp();
    try {
      const delivery = createDelivery(
        loadConfig({ DATA_DIR: ':memory:', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'portal@test.local', PUBLIC_URL: 'https://portal.test' }),
      );
      await delivery.send({ channel: 'EMAIL', destination: 'user@test.local', scope: 'UPDATE_EMAIL', code: '654321', text: '您的验证码为654321，5分钟内有效' });
      expect(smtp.raw).toHaveLength(1);
      expect(smtp.raw[0]).toMatch(/To: user@test\.local/);
      expect(smtp.raw[0]).toMatch(/From: portal@test\.local/);
    } finally {
      await smtp.close();
    }
  });

  it('posts SMS to the webhook when SMS_WEBHOOK_URL is set', async () => {
    const hook = await startFakeWebhook();
    try {
      const delivery = createDelivery(loadConfig({ DATA_DIR: ':memory:', SMS_WEBHOOK_URL: hook.url, PUBLIC_URL: 'https://portal.test' }));
      await delivery.send({ channel: 'SMS', destination: '13800000000', scope: 'LOGIN', code: '123456', text: 't' });
      expect(hook.received).toEqual([{ mobile: '13800000000', scope: 'LOGIN', code: '123456', text: 't' }]);
    } finally {
      await hook.close();
    }
  });

  it('answers 503 with a clear message when the transport fails, and allows an immediate retry', async () => {
    const hook = await startFakeWebhook();
    hook.mode = 'fail';
    const server = await buildTestServer({ env: { SMS_WEBHOOK_URL: hook.url, PUBLIC_URL: 'https://portal.test' } });
    try {
      const ask = () => server.app.inject({ method: 'POST', url: '/api/common/iam/v1/auth/verifice-code/tenant', payload: { mobile: '13800000009' } });
      const failed = await ask();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ success: false, code: 'DELIVERY_FAILED', message: '验证码发送失败，请稍后重试' });
      hook.mode = 'ok';
      expect((await ask()).json().success).toBe(true);
    } finally {
      await server.close();
      await hook.close();
    }
  });
});
