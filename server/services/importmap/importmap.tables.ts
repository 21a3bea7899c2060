import type { ColumnType } from 'kysely';

/** Row types of the environment's import map (migration 009-import-map). */
export interface ImportMapTables {
  import_map_version: ImportMapVersionTable;
  import_map_state: ImportMapStateTable;
}

/** What made a version: the first start's importmap.json, a later change of that file, or the API. */
type ImportMapAction = 'seed' | 'file' | 'patch' | 'delete' | 'rollback';

/** Every version of the map, never changed once written; the served one is named by import_map_state. */
export interface ImportMapVersionTable {
  version: number;
  /** The whole map as served (JSON text). */
  map_text: string;
  created_at: ColumnType<Date, Date, never>;
  action: ImportMapAction;
  /** The entry a patch or delete changed. */
  service: string | null;
  url: string | null;
  previous_url: string | null;
  /** The version a rollback restored. */
  restored_version: number | null;
  /** Who: a manager's login name, `deploy token`, or `importmap.json`. */
  actor: string;
  user_id: number | null;
}

/** One row (id 1): the version every instance serves, and the importmap.json text last taken in (its sha256). */
interface ImportMapStateTable {
  id: number;
  version: number;
  file_sha: string | null;
}
