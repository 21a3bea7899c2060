import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { createSubApp } from './new-subapp.mjs';

describe('npm run new:subapp', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-subapp-'));
    fs.writeFileSync(path.join(root, 'importmap.json'), JSON.stringify({ imports: { '@cloud/common/msg': '/common/msg/cloud-common-msg.js' } }));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes a sub-app folder from the template and registers it in importmap.json', () => {
    const made = createSubApp(root, 'cbp/admin', '云业务管理');
    expect(made).toMatchObject({ specifier: '@cloud/cbp/admin', folder: 'apps/cbp-admin', hash: '#/cbp/admin' });
    expect(JSON.parse(fs.readFileSync(path.join(root, 'apps/cbp-admin/subapp.json'), 'utf8'))).toEqual({ specifier: '@cloud/cbp/admin', file: 'cbp-admin.js' });
    const app = fs.readFileSync(path.join(root, 'apps/cbp-admin/src/cbp-admin.app.tsx'), 'utf8');
    expect(app).toContain('export function CbpAdminApp()');
    expect(app).toContain('<HashRouter basename="/cbp/admin">');
    expect(fs.readFileSync(path.join(root, 'apps/cbp-admin/src/cbp-admin.rules.ts'), 'utf8')).toContain("title: '云业务管理'");
    const index = fs.readFileSync(path.join(root, 'apps/cbp-admin/src/index.ts'), 'utf8');
    expect(index).toContain("import { CbpAdminApp } from './cbp-admin.app';");
    expect(index).toContain('@cloud/cbp/admin: the single-spa lifecycles the portal mounts under #/cbp/admin.');
    expect([...made.written].sort()).toEqual([
      'apps/cbp-admin/src/cbp-admin.app.test.tsx',
      'apps/cbp-admin/src/cbp-admin.app.tsx',
      'apps/cbp-admin/src/cbp-admin.rules.test.ts',
      'apps/cbp-admin/src/cbp-admin.rules.ts',
      'apps/cbp-admin/src/index.ts',
      'apps/cbp-admin/subapp.json',
      'importmap.json',
    ]);
    for (const file of made.written) expect(fs.readFileSync(path.join(root, file), 'utf8')).not.toMatch(/__[A-Z_]+__/);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'importmap.json'), 'utf8')).imports).toEqual({
      '@cloud/common/msg': '/common/msg/cloud-common-msg.js',
      '@cloud/cbp/admin': '/cbp/admin/cbp-admin.js',
    });
  });

  it.each([[''], ['Reports'], ['../x'], ['a b'], ['/']])('refuses the prefix %j with a message', (prefix) => {
    expect(() => createSubApp(root, prefix)).toThrow('is not a prefix path');
  });

  it('refuses a prefix the map or the apps folder has already', () => {
    expect(() => createSubApp(root, 'common/msg')).toThrow('importmap.json maps @cloud/common/msg already');
    createSubApp(root, 'reports');
    expect(() => createSubApp(root, 'reports')).toThrow('apps/reports exists already');
  });
});
