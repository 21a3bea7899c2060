/**
 * The sub-app side of the fault matrix: a copied web root whose environment import map names
 * sub-apps under spec prefixes (@cloud/pm's file absent, so the real server answers 404; the sample
 * sub-apps are served from dist/apps), the faults a
 * module can have, and readers for what the container and the shell show.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { appears } from '../../e2e/helpers/browser';
import { copyWebRoot } from '../../e2e/helpers/portal';

export interface SubAppUnderTest {
  /** Import-map specifier (also the single-spa name). */
  name: string;
  /** The readable name the panel must give (src/kernel/subapp.messages.ts, zh-CN). */
  title: string;
  /** A route under its prefix. */
  route: string;
  /** Where the environment map points. */
  file: string;
}

export const SUBAPPS: SubAppUnderTest[] = [
  { name: '@cloud/pm', title: '项目管理（@cloud/pm）', route: '#/pm/project-list', file: '/pm/pm-app.js' },
  {
    name: '@cloud/cbp/client',
    title: '云业务平台（客户端）（@cloud/cbp/client）',
    route: '#/cbp/client/project/application?menu_code=cbp_order_apply',
    file: '/cbp/client/cbp-client.js',
  },
];

/** A copy of dist/portal whose importmap.json names the sub-apps above. */
export function webRootWithSubApps(): { dir: string; remove(): void } {
  const web = copyWebRoot();
  const mapFile = path.join(web.dir, 'importmap.json');
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { imports: Record<string, string> };
  for (const app of SUBAPPS) map.imports[app.name] = app.file;
  fs.writeFileSync(mapFile, JSON.stringify(map, null, 2));
  return web;
}

/** A System.register module whose body throws while it is evaluated. */
export function throwingModule(message: string): string {
  return `System.register([], function () { return { execute: function () { throw new Error(${JSON.stringify(message)}); } }; });`;
}

export type ContainerState = 'idle' | 'loading' | 'slow' | 'mounted' | 'error';

export async function waitForState(page: Page, expected: ContainerState, timeout = 20_000): Promise<void> {
  await page.waitForFunction((value) => document.getElementById('cloud-subapp')?.dataset.state === value, expected, { timeout });
}

/** What the user sees of the shell around a failed sub-app, and whether a page route still renders. */
export async function shellStillWorks(page: Page, back: string): Promise<{ header: boolean; navItems: number; pageRendered: boolean; containerIdle: boolean }> {
  // The frame's chunk and the menu arrive on their own time; a failed sub-app must not stop them.
  const header = await appears(page.getByTestId('account-menu-trigger'), 20_000);
  const navItems = await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('button')
    .first()
    .waitFor({ timeout: 20_000 })
    .then(
      () => page.getByRole('navigation', { name: '主导航' }).getByRole('button').count(),
      () => 0,
    );
  await page.evaluate(() => (window.location.hash = '#/user-info'));
  const pageRendered = await appears(page.getByTestId('user-info'), 20_000);
  const containerIdle = await page.evaluate(() => document.getElementById('cloud-subapp')?.dataset.state === 'idle');
  await page.evaluate((hash) => (window.location.hash = hash), back);
  return { header, navItems, pageRendered, containerIdle };
}

/** The error panel's text, one line, with its (collapsed) details. */
export async function panelText(page: Page): Promise<string> {
  return ((await page.getByTestId('subapp-error').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The module file of a sub-app, also when a retry asks for it with a query (register-apps.ts). */
export function moduleUrl(app: SubAppUnderTest): RegExp {
  return new RegExp(`${app.file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\?.*)?$`);
}

/** The shell's own failure panel (the whole frame broke), if shown. */
export function shellFailed(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const host = document.getElementById('portal-shell-error');
    return Boolean(host && !host.hidden);
  });
}
