/**
 * Build-time rendering of the pages a signed-out visitor lands on (docs/decisions/017): each page
 * in each language (and each client-login tab) to HTML, with the CSS emotion wrote for it. Bundled
 * for Node by webpack.config.js (the `prerender` compiler) and run while index.html is written.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { PortalProvider } from '@portal/ui';
import { type Language, setLanguage, setUserType, storage, storageKeys } from '@portal/utils/internal';
import { ClientLoginPage } from '../../parcels/client-login/client-login.page';
import { FindPasswordPage } from '../../parcels/find-password/find-password.page';
import { ManagerLoginPage } from '../../parcels/manager-login/manager-login.page';
import { RegisterPage } from '../../parcels/register/register.page';
import { SignedInFrame } from './signed-in-frame';
import { API_BASE, DOMAIN_HEADER } from '../../contract/http';
import { iamRoutes } from '../../contract/iam.routes';

export interface PrerenderVariant {
  /** The template's id: `<route>|<language>|<variant>`. */
  id: string;
  route: string;
  language: Language;
  /** Which stored choice the page's first render depends on ('' when none). */
  variant: string;
  html: string;
}

export interface PrerenderFrame {
  /** The template's id: `<language>|overview` (the overview's cards loading) or `<language>|` (the frame alone). */
  id: string;
  html: string;
}

export interface PrerenderResult {
  variants: PrerenderVariant[];
  /** The signed-in first screen (issue 24 item 3): the shell's frame, static, per language. */
  frames: PrerenderFrame[];
  /** `<style>` elements emotion's browser cache takes over (the global sheet, then the classes). */
  styleTags: string;
  /** The contract's values index.html's script names (it asks for the login security mode at once on a login route). */
  contract: { SECURITY_MODE_URL: string; DOMAIN_HEADER: string };
}

interface Page {
  route: string;
  Component: ComponentType;
  /** Variants by what the first render reads from storage. */
  variants: Array<{ name: string; storage: Partial<Record<keyof typeof storageKeys, string | null>>; setup?: () => void }>;
}

export const PAGES: Page[] = [
  {
    route: '/client-login',
    Component: ClientLoginPage,
    // Both tabs' panels, the primary one shown: index.html's script shows the stored tab
    // (`accountType`) and switches on a click before the page's code runs.
    variants: [{ name: '', storage: { accountType: null } }],
  },
  { route: '/manager-login', Component: ManagerLoginPage, variants: [{ name: '', storage: {} }] },
  // Its query (referral references) changes nothing the page shows first; index.html shows it only without one.
  { route: '/register', Component: RegisterPage, variants: [{ name: '', storage: {} }] },
  {
    // The link back goes to the login of the stored user type (spec 2).
    route: '/find-password',
    Component: FindPasswordPage,
    variants: [
      { name: 'CLIENT_USER', storage: {}, setup: () => setUserType(null) },
      { name: 'MANAGER_USER', storage: {}, setup: () => setUserType('MANAGER_USER') },
    ],
  },
];

const LANGUAGES: Language[] = ['zh-CN', 'en-US'];

export function renderPages(): PrerenderResult {
  const classes = new Map<string, string>();
  const globals = new Map<string, string>();
  const render = (element: ReactNode): string => {
    const cache = createCache({ key: 'css' });
    // compat: emotion keeps the CSS in the cache instead of writing <style> beside each element.
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <PortalProvider>{element}</PortalProvider>
      </CacheProvider>,
    );
    for (const [id, css] of Object.entries(cache.inserted)) {
      if (typeof css !== 'string') continue;
      // Registered names are class styles; the rest (Chakra's reset, tokens) are global.
      if (cache.registered[`css-${id}`] !== undefined) classes.set(id, css);
      else globals.set(id, css);
    }
    return html;
  };
  const variants: PrerenderVariant[] = [];
  const frames: PrerenderFrame[] = [];
  for (const page of PAGES) {
    for (const language of LANGUAGES) {
      for (const variant of page.variants) {
        setLanguage(language);
        for (const [key, value] of Object.entries(variant.storage)) storage.set(storageKeys[key as keyof typeof storageKeys], value ?? null);
        variant.setup?.();
        const { Component } = page;
        const html = render(<Component />);
        variants.push({ id: `${page.route}|${language}|${variant.name}`, route: page.route, language, variant: variant.name, html });
      }
    }
  }
  for (const language of LANGUAGES) {
    setLanguage(language);
    for (const overview of [true, false]) {
      // A picture of the frame, never the frame: no landmark, test id or page marker that code or a
      // test looking for the shell's own would find while both are in the document.
      const html = render(<SignedInFrame overview={overview} />)
        .replace(/<(\/?)(header|main)\b/g, '<$1div')
        .replace(/ data-(testid|page|card)=/g, ' data-frame-$1=');
      frames.push({ id: `${language}|${overview ? 'overview' : ''}`, html });
    }
  }
  const globalTags = [...globals].map(([id, css]) => `<style data-emotion="css-global ${id}">${css}</style>`).join('');
  const classTag = `<style data-emotion="css ${[...classes.keys()].join(' ')}">${[...classes.values()].join('')}</style>`;
  return { variants, frames, styleTags: globalTags + classTag, contract: { SECURITY_MODE_URL: API_BASE + iamRoutes.queryPwdConfig.path, DOMAIN_HEADER } };
}
