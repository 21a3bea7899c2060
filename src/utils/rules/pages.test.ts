import { enUS } from '../i18n/messages.en-US';
import { zhCN } from '../i18n/messages.zh-CN';
import { PORTAL_PAGES } from './route.rules';

describe('the page table (pages.json)', () => {
  it('names each route once, and every page with a parcel has its title in both languages', () => {
    const paths = PORTAL_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of PORTAL_PAGES.filter((row) => row.parcel)) {
      const key = `title.${page.path}`;
      expect([page.path, key in zhCN, key in enUS]).toEqual([page.path, true, true]);
    }
  });

  it('has a module of the build for every parcel, and no public page inside the portal frame', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const modules = require('../../../build/modules.js') as { portalModules: (root: string) => { specifier: string }[] };
    const built = new Set(modules.portalModules(`${__dirname}/../../..`).map((module) => module.specifier));
    for (const page of PORTAL_PAGES) {
      if (page.parcel) expect([page.path, built.has(page.parcel)]).toEqual([page.path, true]);
      if (page.public) expect([page.path, page.frame]).toEqual([page.path, 'login']);
    }
  });
});
