#!/usr/bin/env tsx
/**
 * `npm run check:importmap [FILE | --url PORTAL_URL] [--base URL]`: a deploy gate for an
 * environment's import map. Judges every entry the way the browser will use it (docs/operations.md,
 * "Checking a map before it goes out"):
 *   - JSON syntax, specifiers and addresses;
 *   - the address is allowed by the portal's Content-Security-Policy (script-src) and answers 200
 *     with JavaScript;
 *   - the format is one the portal loads: System.register, native ES module, and AMD/UMD or plain
 *     scripts only when the portal ships SystemJS's amd/global extras;
 *   - System.register and AMD dependencies resolve in the generated + environment map, and every
 *     bare import of a native ES module (and of its chunks) in the native import map;
 *   - each sub-app (`@cloud/…` or named in `portal.apps`) exports mount and unmount: read from the
 *     source, else found by running it in a V8 sandbox with browser globals (scripts/importmap-sandbox.ts).
 * Prints one line per entry and per problem (each says what to do); exits 1 on any problem, 0
 * otherwise (⚠ lines are what only a browser could confirm), 2 when it cannot run.
 *
 * FILE (default dist/portal/importmap.json, else ./importmap.json) is judged against the built
 * portal in WEB_ROOT (default dist/portal) and the CSP the server would send with this environment
 * (CSP_SCRIPT_SRC, PORTAL_DEV); relative addresses are read from WEB_ROOT and APPS_ROOT as the
 * server serves them, or fetched from --base when given. --url judges a running portal: its map,
 * its index page and the CSP header it really sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { checkImportMapText, type ImportMap } from '../server/importmap/import-map.rules';
import { scriptSourcesOf } from '../server/importmap/csp-source.rules';
import { extrasOf, nativeMapOf, type CheckSetting } from '../server/importmap/module-check';
import { networkLoader } from '../server/importmap/loaders';
import { judgeMap, scriptSourcesOfConfig, settingFromBuild, type EntryReport } from '../server/importmap/portal-setting';
import { runForExports } from './importmap-sandbox';

const root = path.resolve(__dirname, '..');

function parseArgs(argv: string[]) {
  let target: string | undefined;
  let base: string | undefined;
  let url: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--base') base = argv[++i];
    else if (arg.startsWith('--base=')) base = arg.slice(7);
    else if (arg === '--url') url = argv[++i];
    else if (arg.startsWith('--url=')) url = arg.slice(6);
    else if (/^https?:\/\//.test(arg)) url = arg;
    else target = arg;
  }
  return { target, base, url };
}

const say = (line: string) => process.stdout.write(`${line}\n`);

function fail(message: string, code = 2): never {
  say(`✗ ${message}`);
  process.exit(code);
}

const absolute = (imports: Record<string, string> | undefined, base: string) =>
  Object.fromEntries(Object.entries(imports ?? {}).map(([key, value]) => [key, new URL(value, base).href]));

/** The map, the setting and a note, for a running portal: everything read over HTTP as a browser would. */
async function fromUrl(portalUrl: string): Promise<{ text: string; setting: (map: ImportMap) => CheckSetting; note: string }> {
  const pageUrl = new URL(portalUrl).href;
  const load = networkLoader();
  const page = await fetch(pageUrl, { signal: AbortSignal.timeout(10_000) }).catch((error: Error) => fail(`${pageUrl} cannot be reached: ${error.message}`));
  if (!page.ok) fail(`${pageUrl} answered ${page.status}`);
  const html = await page.text();
  const policy = page.headers.get('content-security-policy');
  const mapUrl = new URL(/data-environment-map=["']?([^"'\s>]+)/.exec(html)?.[1] ?? 'importmap.json', pageUrl).href;
  const generatedUrl = new URL(/data-generated-map=["']?([^"'\s>]+)/.exec(html)?.[1] ?? 'portal.importmap.json', pageUrl).href;
  const [mapAnswer, generated] = await Promise.all([load(mapUrl), load(generatedUrl)]);
  if (mapAnswer.status !== 200) fail(`${mapUrl} answered ${mapAnswer.status || mapAnswer.error}`, 1);
  let generatedImports: Record<string, string> = {};
  try {
    generatedImports = (JSON.parse(generated.text) as { imports?: Record<string, string> }).imports ?? {};
  } catch {
    // Without the generated map, dependencies on portal modules show as unresolved.
  }
  return {
    text: mapAnswer.text,
    note: `${mapUrl}, as ${pageUrl} serves it (CSP ${policy ? 'from its header' : 'none sent'})`,
    setting: (map) => {
      const env = absolute(map.imports, mapUrl);
      return {
        pageUrl,
        scriptSources: policy ? scriptSourcesOf(policy) : null,
        extras: extrasOf(html),
        systemImports: { ...absolute(generatedImports, generatedUrl), ...env },
        nativeImports: { ...nativeMapOf(html, pageUrl), ...env },
        load,
        run: runForExports,
      };
    },
  };
}

function print(reports: EntryReport[]): number {
  let problems = 0;
  for (const { specifier, url, verdict } of reports) {
    say(`${verdict.ok ? '✓' : '✗'} ${specifier} → ${url}: ${verdict.summary}`);
    for (const problem of verdict.problems) say(`  ✗ ${specifier} ${problem}`);
    for (const warning of verdict.warnings) say(`  ⚠ ${specifier}: ${warning}`);
    problems += verdict.problems.length;
  }
  return problems;
}

/** Settings of the server that the map check does not read, so their absence or their rules never stop it. */
const SETTINGS_NOT_CHECKED = ['DATABASE_URL', 'CODE_SECRET', 'SMTP_URL', 'SMS_WEBHOOK_URL', 'OUTBOX'];

async function main() {
  const args = parseArgs(process.argv.slice(2));
  let config: ReturnType<typeof loadConfig>;
  try {
    // The check needs where the portal's files are and the CSP it sends; the database, delivery and
    // their secrets are none of its business (a deploy pipeline need not have them).
    config = loadConfig(Object.fromEntries(Object.entries(process.env).filter(([key]) => !SETTINGS_NOT_CHECKED.includes(key))));
  } catch (error) {
    fail((error as Error).message);
  }
  let text: string;
  let note: string;
  let makeSetting: (map: ImportMap) => CheckSetting;
  if (args.url) {
    ({ text, note, setting: makeSetting } = await fromUrl(args.url));
  } else {
    const file = args.target ?? [path.join(config.webRoot, 'importmap.json'), path.join(root, 'importmap.json')].find((f) => fs.existsSync(f));
    if (!file) fail(`No import map given and none found (${path.join(config.webRoot, 'importmap.json')}, importmap.json).`);
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      fail(`cannot read ${file}: ${(error as Error).message}`, 1);
    }
    const pageUrl = args.base ?? (config.publicUrl ? `${config.publicUrl}/` : `http://127.0.0.1:${config.port || 8080}/`);
    let built = true;
    makeSetting = (map) => {
      const result = settingFromBuild(map, {
        webRoot: config.webRoot,
        appsRoot: config.appsRoot,
        scriptSources: scriptSourcesOfConfig(config),
        pageUrl,
        ...(args.base ? { load: networkLoader() } : {}),
        run: runForExports,
      });
      built = result.built;
      return result.setting;
    };
    note = `${file}, for a portal at ${pageUrl} (${args.base ? 'addresses fetched from there' : `same-origin files read from ${config.webRoot} and ${config.appsRoot}`})`;
    const check = checkImportMapText(text);
    if (check.map) makeSetting(check.map);
    if (!built)
      say(
        `⚠ no built portal in ${config.webRoot} (npx webpack --mode production): shared modules and SystemJS extras are unknown, so dependencies show as unresolved`,
      );
  }
  say(`Checking ${note}`);
  const { map, problems } = checkImportMapText(text);
  for (const problem of problems) say(`✗ ${problem}: correct the map`);
  if (!map) process.exit(1);
  const reports = await judgeMap(map, makeSetting(map));
  const failed = problems.length + print(reports);
  say(`${reports.length} entries, ${failed ? `${failed} problem${failed === 1 ? '' : 's'}` : 'no problems'}`);
  process.exit(failed ? 1 : 0);
}

void main();
