/**
 * The types tarball (docs/decisions/014): the type declarations of every module a sub-app may
 * import from the portal (@portal/utils, @portal/ui, @portal/contract, @portal/console), packed as
 * the npm package @cloud-portal/types and served at /types/portal-types.tgz, so a project outside
 * this repository runs `npm install <portal>/types/portal-types.tgz` and type-checks
 * `import { store } from '@portal/utils'`.
 *
 * How: one `tsc` run with `emitDeclarationOnly` over the modules' entries (a child process, so it
 * runs beside webpack), the repository's layout kept (`src/utils/index.d.ts`, `contract/…`), one
 * small file per module (`utils.d.ts` → `./src/utils/index`) and `index.d.ts` declaring each
 * `@portal/<name>` as that file. The packages the declarations import are pinned to the versions
 * the portal runs: React's types, jotai and react-router-dom as peers (the project shares them),
 * the rest (Chakra's and TypeBox's types) as dependencies.
 */
const childProcess = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { subAppModules } = require('./modules');

const PACKAGE_NAME = '@cloud-portal/types';
/** Served at /types/portal-types.tgz (and a hashed copy that never changes, for lockfiles). */
const TARBALL = 'types/portal-types.tgz';
/** What a sub-app shares with the portal at run time: its types must be the portal's versions. */
const PEERS = ['@types/react', '@types/react-dom', 'jotai', 'react-router-dom'];

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = childProcess.spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

function walk(dir, found = []) {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function installedVersion(root, name) {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : null;
}

/** The package whose types an import needs: the package itself when it ships types, else @types/<name>. */
function typesPackageFor(root, name) {
  const file = path.join(root, 'node_modules', name, 'package.json');
  if (fs.existsSync(file)) {
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (pkg.types || pkg.typings || JSON.stringify(pkg.exports ?? {}).includes('"types"')) return name;
  }
  const typesName = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
  return installedVersion(root, typesName) ? typesName : name;
}

/** Every bare specifier the declarations import (`from '…'`, `import('…')`), @portal/* and node: aside. */
function bareImports(files) {
  const found = new Set();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g)) {
      if (!/^@portal\//.test(match[1]) && !match[1].startsWith('node:')) found.add(packageOf(match[1]));
    }
  }
  return [...found].sort();
}

function packageJson(root, modules, imported) {
  const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  const pin = (names) =>
    Object.fromEntries(
      [...new Set(names)]
        .sort()
        .map((name) => [name, installedVersion(root, name)])
        .filter(([, v]) => v),
    );
  const needed = imported.map((name) => typesPackageFor(root, name));
  const exports = { '.': { types: './index.d.ts' } };
  for (const name of modules) exports[`./${name}`] = { types: `./${name}.d.ts` };
  exports['./package.json'] = './package.json';
  return {
    name: PACKAGE_NAME,
    version,
    private: true,
    description:
      'Type declarations of the modules a sub-app imports from the cloud portal by name: @portal/utils, @portal/ui, @portal/contract, @portal/console.',
    license: 'UNLICENSED',
    types: 'index.d.ts',
    exports,
    peerDependencies: pin(PEERS),
    dependencies: pin(needed.filter((name) => !PEERS.includes(name))),
  };
}

const README = (modules) => `# ${PACKAGE_NAME}

Type declarations of the modules a sub-app imports from the cloud portal by name (${modules.map((m) => `\`@portal/${m}\``).join(', ')}).
The portal serves them at run time through its import map; this package only types them.

    npm install --save-dev <portal origin>/types/portal-types.tgz

Then make TypeScript read the declarations once, e.g. in \`src/portal-env.d.ts\`:

    /// <reference types="${PACKAGE_NAME}" />

(or \`"types": ["${PACKAGE_NAME}"]\` in tsconfig.json). \`import { store } from '@portal/utils'\` then type-checks.
React's types, jotai and react-router-dom are peer dependencies pinned to the versions the portal runs.
`;

/**
 * Builds the package into `<cache>/package` and packs it; resolves with the tarball's bytes.
 * @param {{ root: string, cacheDir?: string }} options
 */
async function buildTypesTarball({ root, cacheDir = path.join(root, 'node_modules', '.cache', 'portal-types') }) {
  const started = Date.now();
  const entries = subAppModules(root);
  const declDir = path.join(cacheDir, 'declarations');
  const stage = path.join(cacheDir, 'package');
  fs.rmSync(declDir, { recursive: true, force: true });
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const tsconfig = path.join(cacheDir, 'tsconfig.json');
  fs.writeFileSync(
    tsconfig,
    JSON.stringify(
      {
        extends: path.join(root, 'tsconfig.json'),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          outDir: declDir,
          rootDir: root,
          types: [],
          skipLibCheck: true,
        },
        files: Object.values(entries),
        include: [],
      },
      null,
      2,
    ),
  );
  await run(process.execPath, [require.resolve('typescript/bin/tsc', { paths: [root] }), '-p', tsconfig], { cwd: root });

  // The emitted tree, and the hand-written declarations of JavaScript files it imports.
  fs.cpSync(declDir, stage, { recursive: true });
  for (const file of walk(declDir)) {
    const relative = path.relative(declDir, file);
    for (const candidate of walk(path.dirname(path.join(root, relative)))) {
      if (!candidate.endsWith('.d.ts') || candidate.includes(`${path.sep}node_modules${path.sep}`)) continue;
      const target = path.join(stage, path.relative(root, candidate));
      if (!fs.existsSync(target)) fs.cpSync(candidate, target);
    }
  }
  const modules = Object.keys(entries).map((specifier) => specifier.slice('@portal/'.length));
  const lines = ['// The modules a sub-app imports from the portal by name (served through its import map).'];
  for (const [specifier, file] of Object.entries(entries)) {
    const name = specifier.slice('@portal/'.length);
    const target = `./${path
      .relative(root, file)
      .replace(/\\/g, '/')
      .replace(/\.tsx?$/, '')}`;
    fs.writeFileSync(path.join(stage, `${name}.d.ts`), `export * from '${target}';\n`);
    lines.push(`declare module '${specifier}' {\n  export * from '${PACKAGE_NAME}/${name}';\n}`);
  }
  fs.writeFileSync(path.join(stage, 'index.d.ts'), `${lines.join('\n')}\n`);
  const imported = bareImports(walk(stage).filter((file) => file.endsWith('.d.ts')));
  fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(packageJson(root, modules, imported), null, 2)}\n`);
  fs.writeFileSync(path.join(stage, 'README.md'), README(modules));

  const packed = JSON.parse(await run('npm', ['pack', '--json', '--silent', '--pack-destination', cacheDir], { cwd: stage }));
  const tarball = fs.readFileSync(path.join(cacheDir, packed[0].filename));
  fs.rmSync(path.join(cacheDir, packed[0].filename));
  return { tarball, stage, seconds: (Date.now() - started) / 1000 };
}

/** `types/portal-types.<hash>.tgz` beside the stable name. */
function hashedName(tarball) {
  return TARBALL.replace(/\.tgz$/, `.${crypto.createHash('sha256').update(tarball).digest('hex').slice(0, 10)}.tgz`);
}

/**
 * Starts the declarations when webpack starts (they build beside it) and emits the tarball with the
 * portal's files. In watch mode they are built once, at the first compilation.
 */
class PortalTypesPlugin {
  constructor({ root }) {
    this.root = root;
    this.pending = null;
  }

  apply(compiler) {
    const start = () => {
      if (!this.pending || !compiler.watching) this.pending = buildTypesTarball({ root: this.root });
    };
    compiler.hooks.beforeRun.tap('PortalTypesPlugin', start);
    compiler.hooks.watchRun.tap('PortalTypesPlugin', start);
    compiler.hooks.thisCompilation.tap('PortalTypesPlugin', (compilation) => {
      const { RawSource } = compiler.webpack.sources;
      compilation.hooks.processAssets.tapPromise(
        { name: 'PortalTypesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          if (!this.pending) this.pending = buildTypesTarball({ root: this.root });
          try {
            const { tarball } = await this.pending;
            compilation.emitAsset(TARBALL, new RawSource(tarball), { minimized: true });
            compilation.emitAsset(hashedName(tarball), new RawSource(tarball), { minimized: true, immutable: true });
          } catch (error) {
            this.pending = null;
            compilation.errors.push(new compiler.webpack.WebpackError(`The types tarball (build/types.js): ${error.message}`));
          }
        },
      );
    });
  }
}

module.exports = { PACKAGE_NAME, TARBALL, PEERS, buildTypesTarball, PortalTypesPlugin };
