import { PAGE_PARCELS } from './shell.routes';

describe("the build's copy of the shell's page table (boot preloads a route's parcel from it)", () => {
  it('reads every route and parcel of PAGE_PARCELS', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { pageParcels } = require('../../webpack.config.js') as { pageParcels: () => Record<string, string> };
    expect(pageParcels()).toEqual(PAGE_PARCELS);
  });
});
