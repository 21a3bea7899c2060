import type { ImportMapChange } from '@portal/contract';
import { changeSummary, mapEntries } from './importmap.rules';

const change = (over: Partial<ImportMapChange>): ImportMapChange => ({
  version: 2,
  at: '2026-11-27T08:00:00.000Z',
  action: 'patch',
  service: '@cloud/pm',
  url: '/pm/pm.js',
  previousUrl: null,
  restoredVersion: null,
  actor: 'admin',
  ...over,
});

describe('the import map page', () => {
  it('lists entries by name with their portal.apps route and format', () => {
    const map = {
      imports: { '@org/people': 'https://cdn.example/people.js', '@cloud/pm': '/pm/pm.js' },
      portal: { apps: { '@org/people': { route: '/people', format: 'esm' } } },
    };
    expect(mapEntries(map)).toEqual([
      { service: '@cloud/pm', url: '/pm/pm.js', route: null, format: null },
      { service: '@org/people', url: 'https://cdn.example/people.js', route: '/people', format: 'esm' },
    ]);
  });

  it.each([
    [change({}), 'importmap.summary.added', { service: '@cloud/pm', to: '/pm/pm.js' }],
    [change({ previousUrl: '/pm/old.js' }), 'importmap.summary.moved', { service: '@cloud/pm', from: '/pm/old.js', to: '/pm/pm.js' }],
    [change({ action: 'delete', url: null, previousUrl: '/pm/pm.js' }), 'importmap.summary.removed', { service: '@cloud/pm' }],
    [change({ action: 'rollback', service: null, url: null, restoredVersion: 1 }), 'importmap.summary.rolledBack', { version: 1 }],
    [change({ action: 'seed', service: null, url: null, actor: 'importmap.json' }), 'importmap.summary.seed', {}],
    [change({ action: 'file', service: null, url: null, actor: 'importmap.json' }), 'importmap.summary.file', {}],
  ])('says what change %# did', (c, key, params) => {
    expect(changeSummary(c)).toEqual({ key, params });
  });
});
