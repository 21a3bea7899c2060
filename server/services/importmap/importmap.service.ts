import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/schema';
import { notify } from '../../db/notifications';
import { AppError } from '../../errors';
import { checkImportMapText, type ImportMap } from '../../importmap/import-map.rules';
import { cspAllows } from '../../importmap/csp-source.rules';
import { networkLoader, staticLoader } from '../../importmap/loaders';
import { judgeMap, scriptSourcesOfConfig, settingFromBuild } from '../../importmap/portal-setting';
import { writeAudit } from '../../security/audit';
import type { HistoryQuery, ImportMapChange, ImportMapDocument, ImportMapState, PatchServiceBody, RollbackBody } from '../../../contract/importmap';
import { findCurrent, findHistory, findVersion, insertVersion, toChange, withMapLock, type VersionRow } from './importmap.repository';
import { MAP_CHANNEL, type MapStore } from './map-store';

/**
 * Changes of the environment's import map in the style of import-map-deployer: one entry added,
 * moved or removed, or an earlier version served again. Each change is checked first (as `npm run
 * check:importmap` checks, without running third-party code), then applied under the map's lock
 * to the version current at that moment (concurrent changes never lose one another), written as
 * a new version with its author, audited, and announced to every instance at commit.
 */
export interface ImportMapKit {
  ctx: ServerContext;
  store: MapStore;
}

/** Who changes the map: a manager (login name and id) or the deploy pipeline's token. */
export interface Actor {
  name: string;
  userId: number | null;
  ip: string;
}

/** Where the server fetches an absolute address from: at most this long, then refused. */
const FETCH_TIMEOUT_MS = 5_000;
const ROUTE = /^\/[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/i;

const mapText = (map: ImportMap) => `${JSON.stringify(map, null, 2)}\n`;
type StoredMap = ImportMap & Record<string, unknown>;
const emptyMap = (): StoredMap => ({ imports: {} });

function parse(text: string | undefined): ImportMap {
  if (!text) return emptyMap();
  return (checkImportMapText(text).map ?? emptyMap()) as ImportMap;
}

/** The whole map as stored (not only the checked part): unknown sections survive a change. */
function parseWhole(text: string | undefined): StoredMap {
  if (!text) return emptyMap();
  try {
    const value = JSON.parse(text) as StoredMap;
    return value && typeof value === 'object' && value.imports && typeof value.imports === 'object' ? value : emptyMap();
  } catch {
    return emptyMap();
  }
}

async function stateOf(db: Kysely<Database>, store: MapStore): Promise<ImportMapState> {
  const row = await findCurrent(db);
  const version = row ? await findVersion(db, row.version) : null;
  return {
    version: row?.version ?? null,
    map: parseWhole(row?.map_text) as ImportMapDocument,
    change: version ? toChange(version) : null,
    health: store.health(),
  };
}

export function currentMap(kit: ImportMapKit): Promise<ImportMapState> {
  return stateOf(kit.ctx.db, kit.store);
}

export function mapHistory(kit: ImportMapKit, query: HistoryQuery): Promise<ImportMapChange[]> {
  return findHistory(kit.ctx.db, query.limit ?? 50);
}

/** Writes `map` as the next version, announces it, and serves it here at once. */
async function commit(
  kit: ImportMapKit,
  trx: Transaction<Database>,
  previous: number,
  map: ImportMap,
  row: Omit<VersionRow, 'version' | 'map_text' | 'created_at'>,
) {
  const version = previous + 1;
  const text = mapText(map);
  await insertVersion(trx, { ...row, version, map_text: text, created_at: new Date(kit.ctx.config.now()) });
  await notify(trx, MAP_CHANNEL, String(version));
  return { version, text };
}

async function audit(kit: ImportMapKit, actor: Actor, detail: Record<string, string | number | null>, refused = false) {
  await writeAudit(kit.ctx.db, new Date(kit.ctx.config.now()), {
    event: refused ? 'importmap.refused' : 'importmap.changed',
    userId: actor.userId,
    loginName: actor.name,
    ip: actor.ip,
    detail,
  });
}

/** The problems of `service` → `url` in the map it would join, each saying what to do; none when the browser will load it. */
async function entryProblems(kit: ImportMapKit, body: PatchServiceBody, pageUrl: string): Promise<string[]> {
  const { config } = kit.ctx;
  const current = parse(kit.store.current()?.text);
  const candidate: ImportMap = {
    ...current,
    imports: { ...current.imports, [body.service]: body.url },
    portal: { ...current.portal, apps: { ...current.portal?.apps, ...(body.route || body.format ? { [body.service]: {} } : {}) } },
  };
  const offline = checkImportMapText(JSON.stringify({ imports: { [body.service]: body.url } })).problems;
  if (offline.length) return offline.map((p) => p.replace(/^imports: /, ''));
  if (body.route !== undefined && !ROUTE.test(body.route)) return [`the route "${body.route}" must be a path like /people or /org/people`];
  const roots = [config.webRoot, config.appsRoot];
  const scriptSources = scriptSourcesOfConfig(config);
  // The server fetches only what the portal's page could load: an address its CSP refuses (an
  // internal service, the metadata endpoint of a cloud host) is never requested, redirects included.
  const refuse = (url: string) => (cspAllows(scriptSources, url, pageUrl) ? null : `the portal's Content-Security-Policy refuses ${new URL(url).origin}`);
  const { setting } = settingFromBuild(candidate, {
    webRoot: config.webRoot,
    appsRoot: config.appsRoot,
    scriptSources,
    pageUrl,
    load: staticLoader(roots, pageUrl, networkLoader(FETCH_TIMEOUT_MS, refuse)),
  });
  const [report] = await judgeMap(candidate, setting, [body.service]);
  const problems = [...report.verdict.problems];
  if (body.format === 'esm' && report.verdict.format && report.verdict.format !== 'esm') {
    problems.push(
      `is ${report.verdict.format === 'systemjs' ? 'System.register' : report.verdict.format}, not a native ES module: drop "format": "esm", or deploy the ES module build`,
    );
  }
  return problems;
}

/** PATCH /importmap/services: adds or moves one entry, with its portal.apps route and format. */
export async function patchService(kit: ImportMapKit, actor: Actor, body: PatchServiceBody, pageUrl: string): Promise<ImportMapState> {
  const problems = await entryProblems(kit, body, pageUrl);
  if (problems.length) {
    await audit(kit, actor, { service: body.service, url: body.url, problems: problems.length }, true);
    throw AppError.of('IMPORT_MAP_ENTRY_REFUSED', { service: body.service, problems: problems.join('; ') });
  }
  const result = await withMapLock(kit.ctx.db, async (trx) => {
    const state = await findCurrent(trx);
    const map = parseWhole(state?.map_text);
    const previousUrl = map.imports[body.service] ?? null;
    const apps: Record<string, Record<string, unknown>> = { ...(map.portal?.apps as Record<string, Record<string, unknown>> | undefined) };
    const options = { ...apps[body.service] };
    if (body.route !== undefined) options.route = body.route;
    if (body.format === 'esm') options.format = 'esm';
    else if (body.format) delete options.format;
    if (Object.keys(options).length) apps[body.service] = options;
    else delete apps[body.service];
    const next: ImportMap & Record<string, unknown> = { ...map, imports: { ...map.imports, [body.service]: body.url } };
    const portal = { ...map.portal, apps };
    if (!Object.keys(apps).length) delete (portal as { apps?: unknown }).apps;
    if (Object.keys(portal).length) next.portal = portal;
    else delete next.portal;
    if (state && mapText(next) === mapText(map) && previousUrl === body.url) return null;
    return commit(kit, trx, state?.version ?? 0, next, {
      action: 'patch',
      service: body.service,
      url: body.url,
      previous_url: previousUrl,
      restored_version: null,
      actor: actor.name,
      user_id: actor.userId,
    });
  });
  if (result) {
    kit.store.adopt(result.version, result.text);
    await audit(kit, actor, { action: 'patch', version: result.version, service: body.service, url: body.url });
  }
  return currentMap(kit);
}

/** DELETE /importmap/services/:name: removes one entry and its portal.apps options. */
export async function deleteService(kit: ImportMapKit, actor: Actor, name: string): Promise<ImportMapState> {
  const result = await withMapLock(kit.ctx.db, async (trx) => {
    const state = await findCurrent(trx);
    const map = parseWhole(state?.map_text);
    if (!state || !Object.hasOwn(map.imports, name)) throw AppError.of('IMPORT_MAP_SERVICE_NOT_FOUND', { service: name });
    const previousUrl = map.imports[name];
    const imports = { ...map.imports };
    delete imports[name];
    const next: ImportMap & Record<string, unknown> = { ...map, imports };
    const apps = { ...(map.portal?.apps as Record<string, unknown> | undefined) };
    if (Object.hasOwn(apps, name)) {
      delete apps[name];
      const portal: Record<string, unknown> = { ...map.portal, apps };
      if (!Object.keys(apps).length) delete portal.apps;
      if (Object.keys(portal).length) next.portal = portal;
      else delete next.portal;
    }
    return commit(kit, trx, state.version, next, {
      action: 'delete',
      service: name,
      url: null,
      previous_url: previousUrl,
      restored_version: null,
      actor: actor.name,
      user_id: actor.userId,
    });
  });
  kit.store.adopt(result.version, result.text);
  await audit(kit, actor, { action: 'delete', version: result.version, service: name });
  return currentMap(kit);
}

/** POST /importmap/rollback: serves version N (default: the one before the current) again, as a new version. */
export async function rollback(kit: ImportMapKit, actor: Actor, body: RollbackBody): Promise<ImportMapState> {
  const result = await withMapLock(kit.ctx.db, async (trx) => {
    const state = await findCurrent(trx);
    const wanted = body.version ?? (state ? state.version - 1 : 0);
    const target = wanted >= 1 ? await findVersion(trx, wanted) : null;
    if (!state || !target) throw AppError.of('IMPORT_MAP_VERSION_NOT_FOUND', { version: wanted });
    if (target.version === state.version) return null;
    const version = state.version + 1;
    await insertVersion(trx, {
      version,
      map_text: target.map_text,
      created_at: new Date(kit.ctx.config.now()),
      action: 'rollback',
      service: null,
      url: null,
      previous_url: null,
      restored_version: target.version,
      actor: actor.name,
      user_id: actor.userId,
    });
    await notify(trx, MAP_CHANNEL, String(version));
    return { version, text: target.map_text, restored: target.version };
  });
  if (result) {
    kit.store.adopt(result.version, result.text);
    await audit(kit, actor, { action: 'rollback', version: result.version, restored: result.restored });
  }
  return currentMap(kit);
}
