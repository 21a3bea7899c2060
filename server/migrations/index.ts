import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import * as iam from './001-iam';
import * as msgmgt from './002-msgmgt';
import * as cbp from './003-cbp';
import * as iamAdmin from './004-iam-admin';
import * as noticeSendCbpPages from './005-notice-send-cbp-pages';
import * as sessionClient from './006-session-client-and-sign-in-history';
import * as emailVerification from './007-email-verification';
import * as auditRetention from './008-audit-retention';
import * as importMap from './009-import-map';
import * as rolePermissions from './010-role-permissions';
import * as privateCodesFoldedNames from './011-private-codes-and-folded-names';
import * as cbpResourceReview from './012-cbp-resource-review';
import * as administrationFlows from './013-administration-flows';
import * as englishNames from './014-english-names';
import * as cbpEnglishNames from './015-cbp-english-names';
import * as languageNeutralLogos from './016-language-neutral-logos';

/** Migrations run in name order; add a file and list it here. Never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '001-iam': iam,
  '002-msgmgt': msgmgt,
  '003-cbp': cbp,
  '004-iam-admin': iamAdmin,
  '005-notice-send-cbp-pages': noticeSendCbpPages,
  '006-session-client-and-sign-in-history': sessionClient,
  '007-email-verification': emailVerification,
  '008-audit-retention': auditRetention,
  '009-import-map': importMap,
  '010-role-permissions': rolePermissions,
  '011-private-codes-and-folded-names': privateCodesFoldedNames,
  '012-cbp-resource-review': cbpResourceReview,
  '013-administration-flows': administrationFlows,
  '014-english-names': englishNames,
  '015-cbp-english-names': cbpEnglishNames,
  '016-language-neutral-logos': languageNeutralLogos,
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
