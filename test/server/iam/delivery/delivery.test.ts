import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../../server/config';
import { createDelivery } from '../../../../server/delivery';
import { buildTestServer } from '../../../helpers/server';

// A fresh embedded database takes several seconds to open in a new jest worker; the project's
// testTimeout does not reach hooks when jest runs several projects.
jest.setTimeout(60_000);

/** A tiny SMTP server that accepts every message and keeps its raw text. */
function startSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    let data = '';
    socket.write('220 test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, messages, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  );
}

describe('delivery of codes', () => {
  it('keeps messages in memory and does not write a file for an in-memory data folder', async () => {
    const delivery = createDelivery(loadConfig({ DATA_DIR: ':memory:' }));
    await delivery.send({ channel: 'SMS', destination: '13800000000', scope: 'LOGIN', code: '123456', text: '您的验证码为123456' });
    expect(delivery.outbox).toEqual([expect.objectContaining({ channel: 'SMS', destination: '13800000000', scope: 'LOGIN', code: '123456', time: expect.any(String) })]);
    expect(delivery.lastTo('13800000000', 'LOGIN')?.code).toBe('123456');
    expect(delivery.lastTo('13800000000', 'PWDRESET')).toBeUndefined();
  });

  it('appends one JSON line per message to outbox.jsonl in the data folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const delivery = createDelivery(loadConfig({ DATA_DIR: dir }));
      await delivery.send({ channel: 'SMS', destination: '13800000000', scope: 'REGISTER', code: '111111', text: 'a' });
      await delivery.send({ channel: 'EMAIL', destination: 'a@b.cn', scope: 'PWDRESET', code: '222222', text: 'b' });
      const lines = fs.readFileSync(path.join(dir, 'outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      expect(lines).toEqual([
        { time: expect.any(String), channel: 'SMS', destination: '13800000000', scope: 'REGISTER', code: '111111', text: 'a' },
        { time: expect.any(String), channel: 'EMAIL', destination: 'a@b.cn', scope: 'PWDRESET', code: '222222', text: 'b' },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends e-mail through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtp();
    try {
      const delivery = createDelivery(loadConfig({ DATA_DIR: ':memory:', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'portal@test.local' }));
      await delivery.send({ channel: 'EMAIL', destination: 'user@test.local', scope: 'UPDATE_EMAIL', code: '654321', text: '您的验证码为654321，5分钟内有效' });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(/To: user@test\.local/);
      expect(smtp.messages[0]).toMatch(/From: portal@test\.local/);
    } finally {
      await smtp.close();
    }
  });

  it('posts SMS to the webhook when SMS_WEBHOOK_URL is set', async () => {
    const received: unknown[] = [];
    const hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', () => resolve()));
    try {
      const port = (hook.address() as net.AddressInfo).port;
      const delivery = createDelivery(loadConfig({ DATA_DIR: ':memory:', SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` }));
      await delivery.send({ channel: 'SMS', destination: '13800000000', scope: 'LOGIN', code: '123456', text: 't' });
      expect(received).toEqual([{ mobile: '13800000000', scope: 'LOGIN', code: '123456', text: 't' }]);
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });

  it('answers 503 with a clear message when the transport fails, and allows an immediate retry', async () => {
    let healthy = false;
    const hook = http.createServer((_req, res) => {
      res.statusCode = healthy ? 200 : 500;
      res.end();
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', () => resolve()));
    const port = (hook.address() as net.AddressInfo).port;
    const server = await buildTestServer({ env: { SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` } });
    try {
      const ask = () => server.app.inject({ method: 'POST', url: '/api/common/iam/v1/auth/verifice-code/tenant', payload: { mobile: '13800000009' } });
      const failed = await ask();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ success: false, code: 'DELIVERY_FAILED', message: '验证码发送失败，请稍后重试' });
      healthy = true;
      expect((await ask()).json().success).toBe(true);
    } finally {
      await server.close();
      hook.closeAllConnections();
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});
