import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Delivery of verification codes and set-password links.
 * Every message goes to the outbox: kept in memory (tests read `outbox`), printed to the log,
 * and — with a real DATA_DIR — appended as one JSON line to `<DATA_DIR>/outbox.jsonl`
 * (browser tests read that file). With SMTP_URL set, e-mail is also sent through nodemailer;
 * with SMS_WEBHOOK_URL set, SMS is also POSTed as JSON to the webhook.
 */
export type Channel = 'SMS' | 'EMAIL';

export interface OutboxMessage {
  /** ISO time of sending. */
  time: string;
  channel: Channel;
  /** Phone number or e-mail address. */
  destination: string;
  /** What the message is for: LOGIN, PWDRESET, REGISTER, UPDATE_MOBILE, UPDATE_EMAIL, CLOSE_ACCOUNT, SET_PASSWORD. */
  scope: string;
  /** The verification code, or the set-password key for SET_PASSWORD. */
  code: string;
  text: string;
}

export interface Delivery {
  readonly outbox: OutboxMessage[];
  send(message: Omit<OutboxMessage, 'time'> & { time?: string }): Promise<void>;
  /** The last message sent to a destination (optionally for one scope), for tests. */
  lastTo(destination: string, scope?: string): OutboxMessage | undefined;
}

type Transport = (message: OutboxMessage) => Promise<void>;

export function createDelivery(config: Config, log: (line: string) => void = () => undefined): Delivery {
  const outbox: OutboxMessage[] = [];
  const file = config.dataDir === ':memory:' ? null : path.join(config.dataDir, 'outbox.jsonl');
  const transports: Partial<Record<Channel, Transport>> = {};
  if (config.smtpUrl) transports.EMAIL = smtpTransport(config.smtpUrl, config.smtpFrom);
  if (config.smsWebhookUrl) transports.SMS = webhookTransport(config.smsWebhookUrl);

  return {
    outbox,
    async send(input) {
      const message: OutboxMessage = {
        time: input.time ?? new Date(config.now()).toISOString(),
        channel: input.channel,
        destination: input.destination,
        scope: input.scope,
        code: input.code,
        text: input.text,
      };
      outbox.push(message);
      if (outbox.length > 1000) outbox.shift();
      log(`outbox ${message.channel} ${message.destination} ${message.scope}: ${message.text}`);
      if (file) {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.appendFile(file, `${JSON.stringify(message)}\n`, 'utf8');
      }
      await transports[message.channel]?.(message);
    },
    lastTo(destination, scope) {
      for (let i = outbox.length - 1; i >= 0; i -= 1) {
        const m = outbox[i];
        if (m.destination === destination && (!scope || m.scope === scope)) return m;
      }
      return undefined;
    },
  };
}

function smtpTransport(smtpUrl: string, from: string): Transport {
  let transporter: Promise<{ sendMail(options: object): Promise<unknown> }> | null = null;
  return async (message) => {
    transporter ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
    await (await transporter).sendMail({ from, to: message.destination, subject: subjectOf(message.scope), text: message.text });
  };
}

function webhookTransport(url: string): Transport {
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: message.destination, scope: message.scope, code: message.code, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
  };
}

function subjectOf(scope: string): string {
  return scope === 'SET_PASSWORD' ? '设置密码' : '验证码';
}
