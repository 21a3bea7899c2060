import type { ClientInfo } from '../../../contract/account-security';

type Text = (key: string, values?: Record<string, string | number>) => string;

/** '{name}' placeholders filled from `values`. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** 'Chrome 131 on Windows 10/11' / 'Chrome 131 · Windows 10/11', with the unknown parts named. */
export function clientLabel(client: ClientInfo, t: Text): string {
  return t('security.session.on', {
    browser: client.browser ?? t('security.session.unknownBrowser'),
    os: client.os ?? t('security.session.unknownOs'),
  });
}

/** An ISO instant as a date and time of the language, e.g. '2026/1/5 09:00' or 'Jan 5, 2026, 9:00 AM'. */
export function formatInstant(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A lock's length: whole minutes from a minute on, else seconds. */
export function lockLength(seconds: number, t: Text): string {
  return seconds >= 60 ? t('security.minutes', { n: Math.round(seconds / 60) }) : t('security.seconds', { n: seconds });
}
