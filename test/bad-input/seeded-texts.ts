/**
 * The server texts the render suite seeds (test/bad-input/seed-payloads.ts writes them into the
 * database before the server starts) and the application URLs that must never be opened.
 */
import { payloadFor } from './payloads';

export interface SeededApp {
  appName: string;
  text: string;
  url: string;
  flag?: number;
  /** Whether the portal may open it (only a plain https URL here). */
  safe: boolean;
}

export interface SeededTexts {
  userName: string;
  roleName: string;
  empNumber: string;
  tenantName: string;
  mgrTenantName: string;
  orgName: string;
  categoryName: string;
  planName: string;
  planDesc: string;
  wordContent: string;
  wordReply: string;
  goodsName: string;
  menuName: string;
  apps: SeededApp[];
}

/** URL tricks of the brief (item 3), each under an application whose name is also a payload. */
export const APP_URLS: Array<{ label: string; url: string; flag?: number }> = [
  { label: 'javascript:', url: "javascript:window.__pwned='url-js'" },
  { label: 'data:', url: "data:text/html,<script>window.__pwned='url-data'</script>" },
  { label: 'vbscript:', url: 'vbscript:msgbox(1)' },
  { label: 'protocol-relative //', url: '//evil.example/app' },
  { label: 'http:/\\', url: 'http:/\\evil.example/app' },
  { label: 'java<TAB>script:', url: "java\tscript:window.__pwned='url-tab'" },
  { label: 'mixed-case JaVaScRiPt:', url: "JaVaScRiPt:window.__pwned='url-case'" },
  { label: 'control-char prefix', url: "\u0001 javascript:window.__pwned='url-ctl'" },
  { label: '/\\ backslash path', url: '/\\evil.example/app' },
  { label: 'redirect to javascript: (flag 3)', url: "javascript:window.__pwned='url-flag3'?redirect=https://x.example/", flag: 3 },
];

export function seededTexts(): SeededTexts {
  let i = 0;
  const p = (place: string) => payloadFor(place, i++);
  return {
    userName: p('userName'),
    roleName: p('roleName'),
    empNumber: p('empNumber'),
    tenantName: p('tenantName'),
    mgrTenantName: p('mgrTenantName'),
    orgName: p('orgName'),
    categoryName: p('categoryName'),
    planName: p('planName'),
    planDesc: p('planDesc'),
    wordContent: p('wordContent'),
    wordReply: p('wordReply'),
    goodsName: p('goodsName'),
    menuName: p('menuName'),
    apps: APP_URLS.map((entry, n) => ({ appName: p(`appName${n}`), text: `<b>A${n}</b>`, url: entry.url, flag: entry.flag, safe: false })),
  };
}
