import type { OutboxMessage } from './index';

/** Hands one message to a real provider; throws when the provider refuses or cannot be reached. */
export type Transport = (message: OutboxMessage) => Promise<void>;

export function smtpTransport(smtpUrl: string, from: string): Transport {
  let transporter: Promise<{ sendMail(options: object): Promise<unknown> }> | null = null;
  return async (message) => {
    transporter ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
    await (await transporter).sendMail({ from, to: message.destination, subject: subjectOf(message.scope), text: message.text });
  };
}

export function webhookTransport(url: string): Transport {
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
  if (scope === 'SET_PASSWORD') return '设置密码';
  if (scope === 'VERIFY_EMAIL') return '验证邮箱';
  if (scope === 'NOTICE_APPLICATION') return '申请进度通知 / Application update';
  if (scope.startsWith('NOTICE_')) return '账号安全提醒';
  return '验证码';
}
