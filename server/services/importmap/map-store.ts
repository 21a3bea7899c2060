import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerContext } from '../../context';
import { notify, type Subscription } from '../../db/notifications';
import { checkImportMapText } from '../../importmap/import-map.rules';
import type { ImportMapHealth } from '../../../contract/importmap';
import { findCurrent, insertVersion, markFileSeen, withMapLock } from './importmap.repository';

/**
 * The environment's import map as every instance serves it (issue 21 items 2 and 3).
 *
 * The database holds it (import_map_version, import_map_state): the first start takes
 * WEB_ROOT/importmap.json in as version 1, and a later change of that file is taken in as a new
 * version once it passes the offline check (JSON, specifiers, addresses). A broken file is never
 * served: the last good version stays, the log says what is wrong once, and health reports the map
 * degraded since then. Changes made anywhere (the API, another instance's file) reach this
 * instance by LISTEN/NOTIFY (`portal_importmap`, sent at commit); while that subscription is down
 * the map is read from the database again at most once a second when it is asked for.
 */
interface ServedMap {
  version: number;
  text: string;
  etag: string;
}

export interface MapStore {
  /** The map to answer /importmap.json with: importmap.json on disk checked first, and the database while LISTEN is down. Null before any map exists. */
  serve(): Promise<ServedMap | null>;
  /** The map in memory now, without checking anything. */
  current(): ServedMap | null;
  health(): ImportMapHealth;
  /** Serves a version this instance just committed, before its notice comes back. */
  adopt(version: number, text: string): void;
  close(): Promise<void>;
}

/** The channel of map changes (server/db/notifications.ts); the payload is the new version. */
export const MAP_CHANNEL = 'portal_importmap';

const RELOAD_EVERY_MS = 1_000;

interface Logger {
  warn(message: string): void;
  info(message: string): void;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
const served = (version: number, text: string): ServedMap => ({ version, text, etag: `W/"im-${version}-${sha256(text).slice(0, 16)}"` });

export async function openMapStore(ctx: ServerContext, log: Logger): Promise<MapStore> {
  const { db, config } = ctx;
  const file = path.join(config.webRoot, 'importmap.json');
  let current: ServedMap | null = null;
  let fileProblem: { text: string; since: Date } | null = null;
  let dbProblem: { text: string; since: Date } | null = null;
  let fileKey = '';
  let syncing: Promise<void> | null = null;
  let listening = false;
  let loadedAt = 0;
  let subscription: Subscription | null = null;
  const now = () => new Date(config.now());

  const adopt = (version: number, text: string) => {
    if (!current || version >= current.version) current = served(version, text);
  };

  async function reload(): Promise<void> {
    loadedAt = Date.now();
    try {
      const row = await findCurrent(db);
      if (row) adopt(row.version, row.map_text);
      dbProblem = null;
    } catch (error) {
      if (!dbProblem) {
        dbProblem = {
          text: `the map cannot be read from the database (${(error as Error).message}); serving version ${current?.version ?? 'none'}`,
          since: now(),
        };
        log.warn(`import map: ${dbProblem.text}`);
      }
    }
  }

  /** Takes a good importmap.json in as a version (once per text, whichever instance sees it first); remembers a broken one's problem. */
  async function takeFile(text: string): Promise<void> {
    const { problems } = checkImportMapText(text);
    if (problems.length) {
      const problem = `${file}: ${problems.join('; ')}; serving version ${current?.version ?? 'none'}, the last good map, until the file is fixed (npm run check:importmap)`;
      if (fileProblem?.text !== problem) {
        fileProblem = { text: problem, since: fileProblem?.since ?? now() };
        log.warn(`import map: ${problem}`);
      }
      return;
    }
    if (fileProblem) log.info(`import map: ${file} is good again`);
    fileProblem = null;
    const sha = sha256(text);
    const taken = await withMapLock(db, async (trx) => {
      const state = await findCurrent(trx);
      if (state?.file_sha === sha) return null;
      if (state && state.map_text === text) {
        await markFileSeen(trx, sha);
        return null;
      }
      const version = (state?.version ?? 0) + 1;
      const row = {
        version,
        map_text: text,
        created_at: now(),
        action: state ? ('file' as const) : ('seed' as const),
        service: null,
        url: null,
        previous_url: null,
        restored_version: null,
        actor: 'importmap.json',
        user_id: null,
      };
      await insertVersion(trx, row, sha);
      await notify(trx, MAP_CHANNEL, String(version));
      return version;
    });
    if (taken !== null) {
      adopt(taken, text);
      log.info(`import map: ${file} taken in as version ${taken}`);
    }
  }

  /** Looks at importmap.json when its size or time changed (a stat per request: microseconds). */
  async function syncFile(): Promise<void> {
    let key: string;
    try {
      const stat = fs.statSync(file);
      key = `${stat.mtimeMs}-${stat.size}-${stat.ino}`;
    } catch {
      return;
    }
    if (key === fileKey) return;
    if (syncing) return syncing;
    syncing = (async () => {
      try {
        const text = fs.readFileSync(file, 'utf8');
        await takeFile(text);
        fileKey = key;
      } catch (error) {
        if (!dbProblem) {
          dbProblem = {
            text: `importmap.json could not be taken in (${(error as Error).message}); serving version ${current?.version ?? 'none'}`,
            since: now(),
          };
          log.warn(`import map: ${dbProblem.text}`);
        }
      } finally {
        syncing = null;
      }
    })();
    return syncing;
  }

  await reload();
  await syncFile();
  if (ctx.listen) {
    subscription = await ctx.listen(MAP_CHANNEL, {
      onNotice: () => void reload(),
      onUp: () => {
        listening = true;
        void reload();
      },
      onDown: () => {
        listening = false;
      },
    });
  }

  return {
    async serve() {
      await syncFile();
      if (!listening && Date.now() - loadedAt >= RELOAD_EVERY_MS) await reload();
      return current;
    },
    current: () => current,
    adopt,
    health() {
      const problems = [fileProblem, dbProblem].filter((p): p is { text: string; since: Date } => p !== null);
      return {
        status: problems.length ? 'degraded' : 'ok',
        since: problems.length ? new Date(Math.min(...problems.map((p) => p.since.getTime()))).toISOString() : null,
        problem: problems.length ? problems.map((p) => p.text).join(' | ') : null,
        version: current?.version ?? null,
      };
    },
    async close() {
      await subscription?.close();
    },
  };
}
