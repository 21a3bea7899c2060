import { PAGE_PARCELS } from './shell.routes';

describe("the shell's pages and the build's first-screen preloads", () => {
  it('come from the one page table (src/utils/rules/pages.json), read by the build without reading any source', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { pageParcels } = require('../../webpack.config.js') as { pageParcels: () => Record<string, string> };
    expect(pageParcels()).toEqual(PAGE_PARCELS);
    expect(PAGE_PARCELS['/application-overview']).toBe('@portal/overview');
  });
});
