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

/** E-mail subjects by scope; the server does not know the reader's language, so a subject carries both. */
const SUBJECTS = {
  SET_PASSWORD: { 'zh-CN': '设置密码', 'en-US': 'Set your password' },
  VERIFY_EMAIL: { 'zh-CN': '验证邮箱', 'en-US': 'Verify your e-mail address' },
  NOTICE_APPLICATION: { 'zh-CN': '申请进度通知', 'en-US': 'Application update' },
  NOTICE: { 'zh-CN': '账号安全提醒', 'en-US': 'Account security notice' },
  CODE: { 'zh-CN': '验证码', 'en-US': 'Verification code' },
} as const;

function subjectOf(scope: string): string {
  const subject =
    scope === 'SET_PASSWORD' || scope === 'VERIFY_EMAIL' || scope === 'NOTICE_APPLICATION'
      ? SUBJECTS[scope]
      : scope.startsWith('NOTICE_')
        ? SUBJECTS.NOTICE
        : SUBJECTS.CODE;
  return `${subject['zh-CN']} / ${subject['en-US']}`;
}
