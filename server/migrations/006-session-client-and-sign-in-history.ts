import { sql, type Kysely } from 'kysely';

/**
 * Issue 13, the account security page: a session keeps the browser's user agent and the address
 * it signed in and last refreshed from (shown to its user, never used for a decision), and the
 * audit log is read per user, newest first, through an index on (user_id, id).
 */
const statements = [
  sql`alter table session add column user_agent text`,
  sql`alter table session add column ip text`,
  sql`create index audit_log_user_idx on audit_log (user_id, id) where user_id is not null`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`drop index if exists audit_log_user_idx`,
    sql`alter table session drop column if exists ip`,
    sql`alter table session drop column if exists user_agent`,
  ]) {
    await statement.execute(db);
  }
}
