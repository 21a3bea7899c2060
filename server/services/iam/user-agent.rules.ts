import type { ClientInfo } from '../../../contract/account-security';

/** Longest User-Agent a session keeps: real ones are far shorter; a longer one is cut. */
export const USER_AGENT_MAX = 512;

const major = (version: string | undefined) => (version ? version.split(/[._]/)[0] : '');
const named = (name: string, version: string | undefined) => (major(version) ? `${name} ${major(version)}` : name);

/** Browsers in the order they must be tried: Edge and Opera say "Chrome" too, Chrome says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/([\d.]+)/, 'Opera'],
  [/\bSamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/\bMicroMessenger\/([\d.]+)/, 'WeChat'],
  [/\bUCBrowser\/([\d.]+)/, 'UC Browser'],
  [/\bFirefox\/([\d.]+)/, 'Firefox'],
  [/\bFxiOS\/([\d.]+)/, 'Firefox'],
  [/\bCriOS\/([\d.]+)/, 'Chrome'],
  [/\bHeadlessChrome\/([\d.]+)/, 'Chrome Headless'],
  [/\b(?:Chrome|Chromium)\/([\d.]+)/, 'Chrome'],
  [/\bVersion\/([\d.]+).*\bSafari\//, 'Safari'],
];

function browserOf(ua: string): string | null {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return named(name, match[1]);
  }
  return null;
}

function osOf(ua: string): string | null {
  let match: RegExpExecArray | null;
  if ((match = /\bWindows NT ([\d.]+)/.exec(ua))) {
    const versions: Record<string, string> = { '10.0': '10/11', '6.3': '8.1', '6.2': '8', '6.1': '7' };
    return versions[match[1]] ? `Windows ${versions[match[1]]}` : 'Windows';
  }
  if ((match = /\b(?:iPhone|iPad|iPod).*? OS (\d+)[_\d]*/.exec(ua))) return `iOS ${match[1]}`;
  if ((match = /\bAndroid (\d+)/.exec(ua))) return `Android ${match[1]}`;
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if ((match = /\bHarmonyOS\b/.exec(ua))) return 'HarmonyOS';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

/**
 * Browser, system and form factor from a User-Agent, for the user to recognise a session: a
 * guess shown as text, never used for a decision. Unknown parts are null.
 *
 * @example
 * clientOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/131.0.0.0 Safari/537.36')
 * // { browser: 'Chrome 131', os: 'Windows 10/11', mobile: false }
 */
export function clientOf(userAgent: string | null | undefined): ClientInfo {
  const ua = (userAgent ?? '').slice(0, USER_AGENT_MAX);
  if (!ua.trim()) return { browser: null, os: null, mobile: false };
  return { browser: browserOf(ua), os: osOf(ua), mobile: /\bMobile\b|\biPhone\b|\biPad\b|\bAndroid\b/.test(ua) };
}

/** The User-Agent a session stores: trimmed and cut, or null. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, USER_AGENT_MAX) : null;
}
