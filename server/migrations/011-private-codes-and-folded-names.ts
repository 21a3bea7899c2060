import { sql, type Kysely } from 'kysely';

/**
 * Issue 22 (the third outside test).
 *
 * N-2: codes and set-password keys are stored as an HMAC under the code secret from now on. The
 * ones outstanding were stored as a plain SHA-256 and would no longer match: they are expired
 * cleanly here (a code lives 5 minutes; a link asks its user to get a new one: KEY_INVALID).
 *
 * N-4: a code remembers who asked for it, so the resend countdown is that requester's only.
 *
 * N-6: login names (per user type and primary account, as before) and tenant names are unique
 * after NFKC normalisation and case folding: `DEMO` and `ｄｅｍｏ` are `demo`. Names that already
 * clash stop the migration with the list to rename (nothing is renamed behind anyone's back).
 */
const LOGIN_KEY = sql`lower(normalize(login_name, NFKC))`;
const TENANT_KEY = sql`lower(normalize(name, NFKC))`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from verification_code`.execute(db);
  await sql`delete from password_key where used_at is null`.execute(db);
  await sql`alter table verification_code add column requested_by text`.execute(db);

  const users = await sql<{ names: string }>`
    select string_agg(login_name, ' / ' order by id) as names from user_account
    group by user_type, pid, ${LOGIN_KEY} having count(*) > 1`.execute(db);
  const tenants = await sql<{ names: string }>`
    select string_agg(name, ' / ' order by id) as names from tenant group by ${TENANT_KEY} having count(*) > 1`.execute(db);
  const clashes = [...users.rows.map((r) => `login names ${r.names}`), ...tenants.rows.map((r) => `tenant names ${r.names}`)];
  if (clashes.length) {
    throw new Error(
      `names that differ only by case or full-width letters must be made different before this upgrade (rename one of each): ${clashes.join('; ')}`,
    );
  }
  await sql`create unique index user_account_login_folded_idx on user_account (user_type, pid, ${LOGIN_KEY})`.execute(db);
  await sql`create unique index tenant_name_folded_idx on tenant (${TENANT_KEY})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists tenant_name_folded_idx`.execute(db);
  await sql`drop index if exists user_account_login_folded_idx`.execute(db);
  await sql`alter table verification_code drop column if exists requested_by`.execute(db);
}
