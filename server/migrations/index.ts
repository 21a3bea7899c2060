import { sql, type Kysely } from 'kysely';
// Kysely 0.29 moved the migrator to its own entry point; the root export is only a type error stub.
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as iam from './001-iam';
import * as msgmgt from './002-msgmgt';
import * as cbp from './003-cbp';

/** Migrations run in name order; add a file and list it here. Never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '001-iam': iam,
  '002-msgmgt': msgmgt,
  '003-cbp': cbp,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Name the schema: without it Kysely looks for its bookkeeping tables in every schema and
  // takes another schema's (e.g. a parallel test's) for its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0].schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
