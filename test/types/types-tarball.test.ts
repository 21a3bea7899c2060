/**
 * The types tarball the build writes (build/types.js, docs/decisions/014): unpacked into a project
 * in a temporary folder outside the repository, a sub-app's code that imports the portal's modules
 * by name type-checks, and misuses of them fail. Needs the production build (`npm test` runs the
 * `build` step first).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const tarball = path.join(root, 'dist', 'portal', 'types', 'portal-types.tgz');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

interface TypesPackage {
  name: string;
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
}

let project: string;
let pkg: TypesPackage;

const APP = `/// <reference types="@cloud-portal/types" />
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { call, setUnread, store, t, unreadCountAtom, useT } from '@portal/utils';
import { Button, createParcel } from '@portal/ui';
import { ERROR_CODES, iamAdminRoutes, type AdminUser, type ErrorCode } from '@portal/contract';
import { createConsoleApp, DataTable, PageFrame, Pager, failureText } from '@portal/console';

export async function firstUserName(): Promise<string | undefined> {
  const page = await call(iamAdminRoutes.userPage, { query: { pageNum: 1, pageSize: 20 } });
  const first: AdminUser | undefined = page.data[0];
  return first?.userName;
}

export const codes: readonly ErrorCode[] = ERROR_CODES;
export const failure: string = failureText(new Error('x'));
export const title: string = t('console.error');
export const storeHasGet: typeof store.get = store.get;
export const unread: number = store.get(unreadCountAtom);
export const markAllRead = (): void => setUnread(0);

function Home() {
  const [page, setPage] = useState(1);
  const text = useT();
  return (
    <PageFrame id="outside-home" title={text('console.error')}>
      <Button onClick={() => setPage(page + 1)}>next</Button>
      <DataTable<AdminUser> caption="Users" rows={[]} columns={[{ key: 'name', header: 'Name', cell: (row) => row.userName }]} rowKey={(row) => row.id} />
      <Pager page={page} total={0} pageSize={20} onPage={setPage} />
    </PageFrame>
  );
}

export const lifecycles = createConsoleApp('@team/outside', '/team/outside', (
  <Routes>
    <Route path="/" element={<Home />} />
  </Routes>
));
export const parcel = createParcel(Home, '@team/outside-parcel');
`;

/** Each line must be an error: the declarations are real types, not \`any\`. */
const MISUSES = `/// <reference types="@cloud-portal/types" />
import { call, store, unreadCountAtom, userInfoAtom } from '@portal/utils';
import { iamAdminRoutes } from '@portal/contract';
import { Pager } from '@portal/console';

// @ts-expect-error the store has no such member
store.noSuchMember();
// @ts-expect-error the portal's atoms are read-only for a sub-app: it changes them through actions (setUnread)
store.set(unreadCountAtom, 3);
// @ts-expect-error nor can it sign a user in by writing the atom
store.set(userInfoAtom, null);
// @ts-expect-error @portal/utils exports only the names the guide documents (the shell's rules are internal)
import { shapeMenuTree } from '@portal/utils';
void shapeMenuTree;
// @ts-expect-error the portal's internal entry is not declared for sub-apps
import { startSession } from '@portal/utils/internal';
void startSession;
// @ts-expect-error the user page takes a query, not a number
void call(iamAdminRoutes.userPage, 42);
// @ts-expect-error Pager needs its page
export const pager = <Pager total={1} pageSize={20} onPage={() => undefined} />;
// @ts-expect-error @portal/contract has no such route table
import { noSuchRoutes } from '@portal/contract';
void noSuchRoutes;
// @ts-expect-error the console kit has one way to word a failed call, failureText (apiText is gone)
import { apiText } from '@portal/console';
void apiText;
`;

beforeAll(() => {
  if (!fs.existsSync(tarball)) throw new Error(`${tarball} is missing: run the production build first (npx webpack --mode production).`);
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-types-'));
  const scope = path.join(project, 'node_modules', '@cloud-portal');
  fs.mkdirSync(scope, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', scope]);
  fs.renameSync(path.join(scope, 'package'), path.join(scope, 'types'));
  pkg = JSON.parse(fs.readFileSync(path.join(scope, 'types', 'package.json'), 'utf8'));
  // The packages npm would install for the tarball, taken from this repository's node_modules
  // (the same versions, asserted below): the test needs no registry.
  for (const name of Object.keys({ ...pkg.peerDependencies, ...pkg.dependencies })) {
    const link = path.join(project, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules', name), link, 'dir');
  }
  fs.mkdirSync(path.join(project, 'src'));
  fs.writeFileSync(path.join(project, 'src', 'app.tsx'), APP);
  fs.writeFileSync(path.join(project, 'src', 'misuses.tsx'), MISUSES);
  fs.writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: ['src'],
    }),
  );
});

afterAll(() => {
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

test('the package is @cloud-portal/types and pins the versions the portal runs', () => {
  expect(pkg.name).toBe('@cloud-portal/types');
  expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['@types/react', '@types/react-dom', 'jotai', 'react-router-dom']);
  for (const [name, version] of Object.entries({ ...pkg.peerDependencies, ...pkg.dependencies })) {
    const installed = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
    expect(`${name}@${version}`).toBe(`${name}@${installed}`);
  }
  const hashed = fs.readdirSync(path.dirname(tarball)).filter((file) => /^portal-types\.[0-9a-f]{10}\.tgz$/.test(file));
  expect(hashed).toHaveLength(1);
  expect(fs.readFileSync(path.join(path.dirname(tarball), hashed[0]))).toEqual(fs.readFileSync(tarball));
});

test('a project outside the repository type-checks against the unpacked tarball, and misuses fail', () => {
  expect(path.relative(root, project).startsWith('..')).toBe(true);
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(project, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8' });
  expect(result.stdout + result.stderr).toBe('');
  expect(result.status).toBe(0);
});

test('without the declarations the same project does not type-check', () => {
  const app = path.join(project, 'src', 'app.tsx');
  fs.writeFileSync(app, APP.replace('/// <reference types="@cloud-portal/types" />\n', ''));
  fs.writeFileSync(path.join(project, 'src', 'misuses.tsx'), 'export {};\n');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(project, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8' });
  expect(result.stdout).toContain("Cannot find module '@portal/utils'");
  expect(result.status).not.toBe(0);
});
