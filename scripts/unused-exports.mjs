#!/usr/bin/env node
/**
 * Lists the exported names no other file imports (TypeScript compiler API), in the code the
 * portal ships: src, parcels, apps, contract, server. Entry points count as used in full: the
 * webpack entries (build/modules.js: the portal modules, parcels and sample sub-apps, the shared
 * entries, boot, the prerender entry), the server's main, test files, and every file a build or
 * config file names by path; compile-time checks (*.type-test.ts) too. Imports from anywhere count (tests, scripts, bench, build, .vue files).
 * Also lists the packages of package.json nothing imports or runs. Exits 1 when it finds one. `--all` also lists the names of ALLOWED (printed apart, exit 0 for them).
 * Run by `npm run lint`.
 */
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const require = createRequire(import.meta.url);
const modules = require(join(ROOT, 'build/modules.js'));

/** Folders whose exports are checked. */
const CHECKED = ['src', 'parcels', 'apps', 'contract', 'server'];
/** Folders read for imports only (their own exports are tools and tests). */
const READ = [...CHECKED, 'test', 'scripts', 'bench', 'build'];
/** Files whose exports are not checked (none today; a pattern here needs a reason beside it). */
const ALLOWED = [];
/** Build and config files: any source file they name by path is an entry. */
const CONFIG_FILES = [
  'webpack.config.js',
  'jest.config.js',
  'eslint.config.js',
  'build/modules.js',
  'build/types.js',
  'build/esm-bridges.js',
  'apps/vue-demo/webpack.config.js',
];

const rel = (file) => relative(ROOT, file).split('\\').join('/');

function* sourceFiles(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'data' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(tsx?|mts|mjs|js|vue)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function entryFiles() {
  const entries = new Set([
    ...modules.portalModules(ROOT).map((m) => m.file),
    ...modules.sampleSubApps(ROOT).map((app) => app.file),
    join(ROOT, 'src/root-config/boot.ts'),
    join(ROOT, 'build/prerender/entry.tsx'),
    join(ROOT, 'server/main.ts'),
  ]);
  for (const config of CONFIG_FILES) {
    if (!existsSync(join(ROOT, config))) continue;
    const text = readFileSync(join(ROOT, config), 'utf8');
    for (const match of text.matchAll(/['"`](?:<rootDir>\/)?((?:src|parcels|apps|contract|server|build)\/[\w./-]+\.(?:tsx?|m?js))['"`]/g)) {
      const base = config.startsWith('apps/') ? dirname(join(ROOT, config)) : ROOT;
      for (const candidate of [join(base, match[1]), join(ROOT, match[1])]) if (existsSync(candidate)) entries.add(candidate);
    }
  }
  return entries;
}

const compilerOptions = ts.parseJsonConfigFileContent(ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, ROOT).options;
compilerOptions.allowJs = true;
const host = ts.createCompilerHost(compilerOptions);

function resolveFrom(specifier, file) {
  const resolved = ts.resolveModuleName(specifier, file, compilerOptions, host).resolvedModule;
  if (resolved && !resolved.isExternalLibraryImport) return resolve(resolved.resolvedFileName);
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(file), specifier);
    for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}.js`, `${path}.mjs`])
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function parse(file) {
  let text = readFileSync(file, 'utf8');
  if (file.endsWith('.vue')) text = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.(ts|vue)$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

const hasExport = (node) => ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node) => ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** Per file: its own exports (name → line), its re-exports, and what it uses of other files. */
const files = new Map();
function read(file) {
  const source = parse(file);
  const info = { own: new Map(), reexports: [], stars: [], uses: [] };
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const use = (specifier, names) => {
    const target = resolveFrom(specifier, file);
    if (target) info.uses.push({ target, names });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names = [];
      if (!clause) names.push(null);
      else {
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
        if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
      }
      use(node.moduleSpecifier.text, names);
    } else if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = resolveFrom(node.moduleSpecifier.text, file);
        if (node.exportClause && ts.isNamespaceExport(node.exportClause)) info.own.set(node.exportClause.name.text, line(node));
        if (!target) {
          // an external package: nothing of ours to mark
        } else if (!node.exportClause) info.stars.push(target);
        else if (ts.isNamespaceExport(node.exportClause)) info.uses.push({ target, names: ['*'] });
        else
          for (const el of node.exportClause.elements)
            info.reexports.push({ as: el.name.text, name: (el.propertyName ?? el.name).text, target, line: line(el) });
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) info.own.set(el.name.text, line(el));
      }
    } else if (ts.isExportAssignment(node)) {
      info.own.set('default', line(node));
    } else if (hasExport(node)) {
      if (isDefault(node)) info.own.set('default', line(node));
      else if (ts.isVariableStatement(node)) {
        for (const decl of node.declarationList.declarations) if (ts.isIdentifier(decl.name)) info.own.set(decl.name.text, line(decl));
      } else if (node.name && ts.isIdentifier(node.name)) info.own.set(node.name.text, line(node));
    } else if (ts.isCallExpression(node) && node.arguments.length && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(source);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^(require|jest\.(mock|requireActual|unstable_mockModule|doMock))$/.test(callee))
        use(node.arguments[0].text, ['*']);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      use(node.argument.literal.text, [node.qualifier ? node.qualifier.getText(source).split('.')[0] : '*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  files.set(file, info);
}

for (const folder of READ) for (const file of sourceFiles(join(ROOT, folder))) read(file);
for (const config of CONFIG_FILES) if (existsSync(join(ROOT, config)) && !files.has(join(ROOT, config))) read(join(ROOT, config));

const used = new Map();
const mark = (file, name, seen = new Set()) => {
  const info = files.get(file);
  if (!info || seen.has(`${file} ${name}`)) return;
  seen.add(`${file} ${name}`);
  if (name === '*') {
    for (const own of info.own.keys()) mark(file, own, seen);
    for (const re of info.reexports) mark(file, re.as, seen);
    for (const star of info.stars) mark(star, '*', seen);
    return;
  }
  if (!used.has(file)) used.set(file, new Set());
  used.get(file).add(name);
  for (const re of info.reexports) if (re.as === name) mark(re.target, re.name, seen);
  if (!info.own.has(name)) for (const star of info.stars) mark(star, name, seen);
};

const entries = entryFiles();
for (const [file, info] of files) {
  const path = rel(file);
  const entry =
    entries.has(file) ||
    /\.(test|type-test)\.tsx?$/.test(path) ||
    !CHECKED.some((folder) => path.startsWith(`${folder}/`)) ||
    /^server\/migrations\//.test(path);
  if (entry) mark(file, '*');
  for (const { target, names } of info.uses) for (const name of names) if (name !== null && target !== file) mark(target, name);
}

const unused = [];
for (const [file, info] of files) {
  const path = rel(file);
  if (!CHECKED.some((folder) => path.startsWith(`${folder}/`))) continue;
  const names = [...info.own.entries(), ...info.reexports.map((re) => [re.as, re.line])];
  for (const [name, line] of names) if (!used.get(file)?.has(name)) unused.push({ path, line, name, allowed: ALLOWED.some((rule) => rule.test(path)) });
}
/**
 * Packages of package.json that nothing names: no import, require or string in the files read,
 * the config files or the npm scripts. Some are used without being named; IMPLICIT says why.
 */
const IMPLICIT = {
  '@testing-library/dom': "@testing-library/react's peer dependency",
  'jest-environment-jsdom': "jest.config.js's testEnvironment 'jsdom'",
  '@types/node': "tsconfig.json's types",
  '@types/jest': "tsconfig.json's types",
};
function unusedDependencies() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const texts = [...files.keys(), ...CONFIG_FILES.map((config) => join(ROOT, config))]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
  texts.push(Object.values(pkg.scripts).join('\n'));
  const named = (name) => {
    const quoted = new RegExp(`['"\`]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:['"\`/])`);
    const bin = new RegExp(`(?:^|[\\s&|;])${name}\\b`);
    return texts.some((text) => quoted.test(text) || bin.test(text));
  };
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => {
    if (IMPLICIT[name]) return false;
    const typed = /^@types\/(.+)$/.exec(name);
    return !named(typed ? typed[1].replace(/^(.+)__(.+)$/, '@$1/$2') : name);
  });
}

unused.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
const failing = unused.filter((u) => !u.allowed);
const unusedPackages = unusedDependencies();
for (const name of unusedPackages) console.log(`package.json  ${name}  (nothing imports or runs it)`);
const all = process.argv.includes('--all');
for (const u of all ? unused : failing) console.log(`${u.path}:${u.line}  ${u.name}${u.allowed ? '  (allowed for now)' : ''}`);
if (failing.length)
  console.error(`${failing.length} exported names no other file imports: remove the export (or the code), or import them where they are meant to be used.`);
if (unusedPackages.length) console.error(`${unusedPackages.length} packages nothing uses: remove them from package.json.`);
if (failing.length || unusedPackages.length) process.exit(1);
if (all) console.log(`${unused.length} unused exports, all in files allowed for now`);
