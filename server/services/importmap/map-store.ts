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

type Problem = { text: string; since: Date };

/** Makes `text` the next version when it differs from the served map (under the map's lock); null when there is nothing to take in. */
async function takeInFileText(db: ServerContext['db'], text: string, at: Date): Promise<number | null> {
  const sha = sha256(text);
  return withMapLock(db, async (trx) => {
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
      created_at: at,
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
}

/** What importmap.json's size, time and inode are now: a change of it is worth reading the file; null when there is no file. */
function fileKeyOf(file: string): string | null {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}-${stat.size}-${stat.ino}`;
  } catch {
    return null;
  }
}

class DatabaseMapStore implements MapStore {
  private map: ServedMap | null = null;
  private fileProblem: Problem | null = null;
  private dbProblem: Problem | null = null;
  private fileKey = '';
  private syncing: Promise<void> | null = null;
  private listening = false;
  private loadedAt = 0;
  private subscription: Subscription | null = null;
  private readonly ctx: ServerContext;
  private readonly log: Logger;
  private readonly file: string;

  constructor(ctx: ServerContext, log: Logger) {
    this.ctx = ctx;
    this.log = log;
    this.file = path.join(ctx.config.webRoot, 'importmap.json');
  }

  async open(): Promise<this> {
    await this.reload();
    await this.syncFile();
    if (this.ctx.listen) {
      this.subscription = await this.ctx.listen(MAP_CHANNEL, {
        onNotice: () => void this.reload(),
        onUp: () => {
          this.listening = true;
          void this.reload();
        },
        onDown: () => {
          this.listening = false;
        },
      });
    }
    return this;
  }

  async serve(): Promise<ServedMap | null> {
    await this.syncFile();
    if (!this.listening && Date.now() - this.loadedAt >= RELOAD_EVERY_MS) await this.reload();
    return this.map;
  }

  current(): ServedMap | null {
    return this.map;
  }

  adopt(version: number, text: string): void {
    if (!this.map || version >= this.map.version) this.map = served(version, text);
  }

  health(): ImportMapHealth {
    const problems = [this.fileProblem, this.dbProblem].filter((p): p is Problem => p !== null);
    return {
      status: problems.length ? 'degraded' : 'ok',
      since: problems.length ? new Date(Math.min(...problems.map((p) => p.since.getTime()))).toISOString() : null,
      problem: problems.length ? problems.map((p) => p.text).join(' | ') : null,
      version: this.map?.version ?? null,
    };
  }

  async close(): Promise<void> {
    await this.subscription?.close();
  }

  private now(): Date {
    return new Date(this.ctx.config.now());
  }

  private servingNow(): string {
    return `serving version ${this.map?.version ?? 'none'}`;
  }

  /** The database (or taking the file in) failed: said once until the database answers again. */
  private databaseFailed(what: string, error: unknown): void {
    if (this.dbProblem) return;
    this.dbProblem = { text: `${what} (${(error as Error).message}); ${this.servingNow()}`, since: this.now() };
    this.log.warn(`import map: ${this.dbProblem.text}`);
  }

  private async reload(): Promise<void> {
    this.loadedAt = Date.now();
    try {
      const row = await findCurrent(this.ctx.db);
      if (row) this.adopt(row.version, row.map_text);
      this.dbProblem = null;
    } catch (error) {
      this.databaseFailed('the map cannot be read from the database', error);
    }
  }

  /** Takes a good importmap.json in as a version (once per text, whichever instance sees it first); remembers a broken one's problem. */
  private async takeFile(text: string): Promise<void> {
    const { problems } = checkImportMapText(text);
    if (problems.length) {
      const problem = `${this.file}: ${problems.join('; ')}; ${this.servingNow()}, the last good map, until the file is fixed (npm run check:importmap)`;
      if (this.fileProblem?.text !== problem) {
        this.fileProblem = { text: problem, since: this.fileProblem?.since ?? this.now() };
        this.log.warn(`import map: ${problem}`);
      }
      return;
    }
    if (this.fileProblem) this.log.info(`import map: ${this.file} is good again`);
    this.fileProblem = null;
    const taken = await takeInFileText(this.ctx.db, text, this.now());
    if (taken !== null) {
      this.adopt(taken, text);
      this.log.info(`import map: ${this.file} taken in as version ${taken}`);
    }
  }

  /** Looks at importmap.json when its size or time changed (a stat per request: microseconds). */
  private async syncFile(): Promise<void> {
    const key = fileKeyOf(this.file);
    if (key === null || key === this.fileKey) return;
    if (this.syncing) return this.syncing;
    this.syncing = (async () => {
      try {
        await this.takeFile(fs.readFileSync(this.file, 'utf8'));
        this.fileKey = key;
      } catch (error) {
        this.databaseFailed('importmap.json could not be taken in', error);
      } finally {
        this.syncing = null;
      }
    })();
    return this.syncing;
  }
}

export function openMapStore(ctx: ServerContext, log: Logger): Promise<MapStore> {
  return new DatabaseMapStore(ctx, log).open();
}
