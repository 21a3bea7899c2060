#!/usr/bin/env tsx
/**
 * `npm run check:importmap [file or URL] [--base URL]`: checks an environment's import map the way
 * the browser will use it: JSON syntax, specifiers and addresses, every address answering 200 with
 * JavaScript, each module's format (System.register or native ES module), and the single-spa
 * lifecycles each sub-app entry (`@cloud/…` and the names of the `portal.apps` section) exports. Prints one line per entry; exits 1 on any
 * problem.
 *
 * Default map: dist/portal/importmap.json (the deployed copy), else ./importmap.json. Relative
 * addresses resolve against --base, or the map's own URL, or http://127.0.0.1:$PORT (8080).
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { checkImportMapText, missingLifecycles, moduleFormatOf, type ModuleFormat } from '../server/importmap/import-map.rules';

const root = path.resolve(__dirname, '..');

function parseArgs(argv: string[]) {
  let target: string | undefined;
  let base: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--base') base = argv[++i];
    else if (argv[i].startsWith('--base=')) base = argv[i].slice(7);
    else target = argv[i];
  }
  if (!target) target = [path.join(root, 'dist/portal/importmap.json'), path.join(root, 'importmap.json')].find((f) => fs.existsSync(f));
  return { target, base };
}

const isUrl = (value: string) => /^https?:\/\//.test(value);

async function readMap(target: string): Promise<string> {
  if (!isUrl(target)) return fs.readFileSync(target, 'utf8');
  const response = await fetch(target, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${target} answered ${response.status}`);
  return response.text();
}

/** A value that is every function and every object at once, so a module's top level runs without its real dependencies. */
function stub(keys: string[]): unknown {
  const handler: ProxyHandler<() => void> = {
    get(_target, key) {
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'then') return undefined;
      if (key === Symbol.iterator) return function* () {};
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy as object,
    ownKeys: (target) => [...new Set([...Reflect.ownKeys(target), ...keys])],
    getOwnPropertyDescriptor: (target, key) =>
      Reflect.getOwnPropertyDescriptor(target, key) ?? { configurable: true, enumerable: true, value: proxy, writable: true },
  };
  const proxy: unknown = new Proxy(function () {}, handler);
  return proxy;
}

/** Runs a System.register module with stand-ins for its dependencies and returns what it exports. */
async function systemExports(source: string, url: string): Promise<string[]> {
  const names = [...new Set(['default', ...[...source.matchAll(/\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1])])];
  const any = stub(names);
  const registrations: Array<{ declare: (exp: unknown, ctx: unknown) => { setters?: Array<((m: unknown) => void) | undefined>; execute?: () => unknown } }> =
    [];
  const System = {
    register(...args: unknown[]) {
      const declare = args[args.length - 1] as (typeof registrations)[number]['declare'];
      registrations.push({ declare });
    },
  };
  const sandbox = {
    System,
    window: any,
    document: any,
    self: any,
    navigator: any,
    location: any,
    console: { log() {}, warn() {}, error() {}, info() {} },
    setTimeout,
    clearTimeout,
    URL,
    Promise,
  };
  vm.runInNewContext(source, sandbox, { timeout: 5000, filename: url });
  if (!registrations.length) throw new Error('System.register was never called');
  const exported: Record<string, unknown> = {};
  const exportFn = (name: string | Record<string, unknown>, value?: unknown) => {
    if (typeof name === 'object' && name) for (const key of Object.keys(name)) exported[key] = (name as Record<string, unknown>)[key];
    else exported[name as string] = value;
    return value;
  };
  const declared = registrations[0].declare(exportFn, { meta: { url }, import: async () => any });
  for (const setter of declared.setters ?? []) setter?.(any);
  await Promise.race([declared.execute?.(), new Promise((_, reject) => setTimeout(() => reject(new Error('its top level did not finish within 5 s')), 5000))]);
  return Object.keys(exported);
}

/** The names a native ES module exports, read from its export statements. */
function esmExports(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:async\s+)?function\*?\s+([\w$]+)/g)) names.add(m[1]);
  for (const m of source.matchAll(/export\s+(?:const|let|var|class)\s+([\w$]+)/g)) names.add(m[1]);
  for (const m of source.matchAll(/export\s+(?:const|let|var)\s*\{([^}]*)\}/g)) for (const part of m[1].split(',')) names.add(part.split(':').pop()!.trim());
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of m[1].split(','))
      names.add(
        part
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
  if (/export\s+default\b/.test(source)) names.add('default');
  names.delete('');
  return [...names];
}

interface EntryReport {
  specifier: string;
  url: string;
  ok: boolean;
  text: string;
}

async function checkEntry(specifier: string, url: string, isSubApp: boolean): Promise<EntryReport> {
  const fail = (text: string): EntryReport => ({ specifier, url, ok: false, text });
  if (specifier.endsWith('/')) return { specifier, url, ok: true, text: 'package prefix (not fetched)' };
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    return fail(`cannot be fetched: ${(error as Error).cause ? String((error as Error & { cause: Error }).cause.message) : (error as Error).message}`);
  }
  if (response.status !== 200) return fail(`answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!/javascript|ecmascript/.test(type)) return fail(`is served as "${type || 'no content type'}", not JavaScript`);
  const source = await response.text();
  const format: ModuleFormat = moduleFormatOf(source);
  if (format === 'unknown') return fail('is JavaScript but neither System.register nor a native ES module (UMD or a plain script?)');
  if (!isSubApp) return { specifier, url, ok: true, text: `${format}, ${(source.length / 1024).toFixed(1)} KB` };
  let names: string[];
  try {
    names = format === 'systemjs' ? await systemExports(source, url) : esmExports(source);
  } catch (error) {
    return fail(`${format}: its top level failed outside a browser (${(error as Error).message}); lifecycles not checked`);
  }
  const missing = missingLifecycles(names);
  if (missing.length) return fail(`${format}, but does not export ${missing.join(' and ')} (exports: ${names.join(', ') || 'nothing'})`);
  return { specifier, url, ok: true, text: `${format}, exports ${['bootstrap', 'mount', 'unmount'].filter((n) => names.includes(n)).join(', ')}` };
}

async function main() {
  const { target, base } = parseArgs(process.argv.slice(2));
  if (!target) {
    process.stderr.write('No import map given and none found (dist/portal/importmap.json, importmap.json).\n');
    process.exit(2);
  }
  process.stdout.write(`Checking ${target}\n`);
  let text: string;
  try {
    text = await readMap(target);
  } catch (error) {
    process.stdout.write(`✗ cannot read the map: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const { map, problems } = checkImportMapText(text);
  for (const problem of problems) process.stdout.write(`✗ ${problem}\n`);
  if (!map) process.exit(1);
  const origin = base ?? (isUrl(target) ? target : `http://127.0.0.1:${process.env.PORT || 8080}/`);
  const entries = Object.entries(map.imports);
  // Sub-apps: the `@cloud/<path>` convention and every name of the portal.apps section.
  const named = new Set(Object.keys(map.portal?.apps ?? {}));
  const reports = await Promise.all(
    entries.map(([specifier, address]) => checkEntry(specifier, new URL(address, origin).href, specifier.startsWith('@cloud/') || named.has(specifier))),
  );
  for (const report of reports) process.stdout.write(`${report.ok ? '✓' : '✗'} ${report.specifier} → ${report.url}: ${report.text}\n`);
  const failed = problems.length + reports.filter((r) => !r.ok).length;
  process.stdout.write(`${entries.length} entries, ${failed ? `${failed} problem${failed === 1 ? '' : 's'}` : 'no problems'}\n`);
  process.exit(failed ? 1 : 0);
}

void main();
