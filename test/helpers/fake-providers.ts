import http from 'node:http';
import net from 'node:net';

/**
 * Stand-ins for the real delivery providers, to point SMTP_URL and SMS_WEBHOOK_URL at: they keep
 * what they were given, so a test knows every code and key that went out and can look for it
 * where it must not be (the log, the data folder).
 */
export interface FakeSmtp {
  port: number;
  /** The decoded text bodies of the messages received. */
  texts: string[];
  /** The messages as received, headers and (still encoded) body. */
  raw: string[];
  close(): Promise<void>;
}

/** A tiny SMTP server that accepts every message and keeps it, raw and as decoded text. */
export function startFakeSmtp(): Promise<FakeSmtp> {
  const texts: string[] = [];
  const raw: string[] = [];
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
            raw.push(data);
            texts.push(decodeMail(data));
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
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
      resolve({
        port: (server.address() as net.AddressInfo).port,
        texts,
        raw,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/** The text of a single-part message, decoded from base64 or quoted-printable. */
function decodeMail(raw: string): string {
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

export interface FakeWebhook {
  url: string;
  /** The JSON bodies received ({ mobile, scope, code, text }). */
  received: { mobile: string; scope: string; code: string; text: string }[];
  /** 'ok' answers 200, 'fail' 500, 'hold' keeps the request open until release(). */
  mode: 'ok' | 'fail' | 'hold';
  release(): void;
  close(): Promise<void>;
}

export async function startFakeWebhook(): Promise<FakeWebhook> {
  const held: http.ServerResponse[] = [];
  const hook: FakeWebhook = {
    url: '',
    received: [],
    mode: 'ok',
    release() {
      for (const res of held.splice(0)) res.end('ok');
    },
    close: async () => {
      hook.release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hook.received.push(JSON.parse(body));
      if (hook.mode === 'hold') held.push(res);
      else {
        res.statusCode = hook.mode === 'ok' ? 200 : 500;
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  hook.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/sms`;
  return hook;
}
