import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { maskDestination } from './mask.rules';
import { smtpTransport, webhookTransport, type Transport } from './transports';

/**
 * Delivery of verification codes, set-password links and account notices (issue 13 items 1, 9).
 *
 * - Real delivery (SMTP_URL for e-mail, SMS_WEBHOOK_URL for SMS): the message goes to the
 *   provider and nowhere else; the log says what was sent to a masked destination, never the code,
 *   key or link. A channel without a provider fails (the caller answers DELIVERY_FAILED).
 * - The demo/development outbox (OUTBOX, on by default when neither provider is configured):
 *   messages are kept in memory (`outbox`, read by tests) and, with a real DATA_DIR, appended as
 *   JSON lines to `<DATA_DIR>/outbox.jsonl`, readable by its owner only (0600).
 *
 * `send` delivers now and throws on failure; `enqueue` answers at once and delivers in the
 * background with retries, so an answer never depends on whether a message went out (find
 * password answers alike for registered and unknown contacts).
 */
export type Channel = 'SMS' | 'EMAIL';

export interface OutboxMessage {
  /** ISO time of sending. */
  time: string;
  channel: Channel;
  /** Phone number or e-mail address. */
  destination: string;
  /**
   * What the message is for: LOGIN, PWDRESET, REGISTER, UPDATE_MOBILE, UPDATE_EMAIL, CLOSE_ACCOUNT,
   * SET_PASSWORD, VERIFY_EMAIL, or a notice (NOTICE_MOBILE_CHANGED, NOTICE_EMAIL_CHANGED, NOTICE_PASSWORD_CHANGED,
   * NOTICE_SECURITY_CHANGED).
   */
  scope: string;
  /** The verification code, the set-password or verification key; '' for a notice. */
  code: string;
  text: string;
}

type OutgoingMessage = Omit<OutboxMessage, 'time' | 'code'> & { time?: string; code?: string };

interface DeliveryLog {
  info(line: string): void;
  warn(line: string): void;
}

export interface Delivery {
  /** The demo outbox in memory (empty with real delivery). */
  readonly outbox: OutboxMessage[];
  /** Delivers now; throws when the channel's provider fails or none is configured. */
  send(message: OutgoingMessage): Promise<void>;
  /** Delivers in the background with retries; a final failure is logged (without the code). */
  enqueue(message: OutgoingMessage): void;
  /** Resolves when nothing is queued or in flight (tests, shutdown). */
  idle(): Promise<void>;
  /** Drops queued retries; called when the server closes. */
  close(): void;
  /** The last message sent to a destination (optionally for one scope), for tests. */
  lastTo(destination: string, scope?: string): OutboxMessage | undefined;
}

const quiet: DeliveryLog = { info: () => undefined, warn: () => undefined };

const what = (m: OutboxMessage) => `${m.channel} ${m.scope} to ${maskDestination(m.destination)}`;

/** A provider's error text, without the code should a provider echo it. */
const reasonOf = (error: unknown, message: OutboxMessage) => {
  const text = error instanceof Error ? error.message : String(error);
  return (message.code ? text.split(message.code).join('…') : text).slice(0, 200);
};

/** The demo outbox: the last thousand messages in memory and, with a real DATA_DIR, every one in `<DATA_DIR>/outbox.jsonl`. */
function demoOutbox(config: Config, log: DeliveryLog) {
  const outbox: OutboxMessage[] = [];
  const file = config.outbox && config.dataDir !== ':memory:' ? path.join(config.dataDir, 'outbox.jsonl') : null;
  let fileChecked = false;
  function write(message: OutboxMessage): void {
    outbox.push(message);
    if (outbox.length > 1000) outbox.shift();
    if (file) {
      // Synchronous: a test reading the file right after the answer finds the message there.
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.appendFileSync(file, `${JSON.stringify(message)}\n`, { encoding: 'utf8', mode: 0o600 });
      // A file left by an older version may be world-readable: the mode above only applies on creation.
      if (!fileChecked) fs.chmodSync(file, 0o600);
      fileChecked = true;
    }
    log.info(`${what(message)} written to the demo outbox`);
  }
  return { outbox, write };
}

/** Delivery in the background: a failed message is tried again after each of `retryDelays`, then the log says it was not delivered. */
function retryingQueue(deliver: (message: OutboxMessage) => Promise<void>, retryDelays: number[], log: DeliveryLog) {
  const inFlight = new Set<Promise<void>>();
  /** Waiting retries and how to end their wait early (close). */
  const timers = new Map<NodeJS.Timeout, () => void>();
  let closed = false;

  function track(work: Promise<void>): void {
    const done = work.finally(() => inFlight.delete(done));
    inFlight.add(done);
  }

  function attempt(message: OutboxMessage, tries: number): void {
    track(
      deliver(message).catch((error: unknown) => {
        if (closed) return;
        if (tries < retryDelays.length) {
          // Tracked while waiting, so idle() waits for the retry too.
          track(
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                timers.delete(timer);
                if (!closed) attempt(message, tries + 1);
                resolve();
              }, retryDelays[tries]);
              timers.set(timer, resolve);
            }),
          );
          return;
        }
        log.warn(`${what(message)} not delivered after ${tries + 1} attempts: ${reasonOf(error, message)}`);
      }),
    );
  }

  return {
    enqueue(message: OutboxMessage): void {
      if (!closed) attempt(message, 0);
    },
    async idle(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close(): void {
      closed = true;
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
    },
  };
}

export function createDelivery(config: Config, log: DeliveryLog = quiet): Delivery {
  const { outbox, write } = demoOutbox(config, log);
  const transports: Partial<Record<Channel, Transport>> = {};
  if (config.smtpUrl) transports.EMAIL = smtpTransport(config.smtpUrl, config.smtpFrom);
  if (config.smsWebhookUrl) transports.SMS = webhookTransport(config.smsWebhookUrl);

  async function deliver(message: OutboxMessage): Promise<void> {
    if (config.outbox) return write(message);
    const transport = transports[message.channel];
    if (!transport) throw new Error(`no ${message.channel === 'SMS' ? 'SMS_WEBHOOK_URL' : 'SMTP_URL'} configured`);
    await transport(message);
    log.info(`${what(message)} sent`);
  }
  const queue = retryingQueue(deliver, config.deliveryRetryDelaysMs, log);

  const messageOf = (input: OutgoingMessage): OutboxMessage => ({
    time: input.time ?? new Date(config.now()).toISOString(),
    channel: input.channel,
    destination: input.destination,
    scope: input.scope,
    code: input.code ?? '',
    text: input.text,
  });

  return {
    outbox,
    async send(input) {
      const message = messageOf(input);
      try {
        await deliver(message);
      } catch (error) {
        log.warn(`${what(message)} not delivered: ${reasonOf(error, message)}`);
        throw error;
      }
    },
    enqueue: (input) => queue.enqueue(messageOf(input)),
    idle: () => queue.idle(),
    close: () => queue.close(),
    lastTo(destination, scope) {
      for (let i = outbox.length - 1; i >= 0; i -= 1) {
        const m = outbox[i];
        if (m.destination === destination && (!scope || m.scope === scope)) return m;
      }
      return undefined;
    },
  };
}
