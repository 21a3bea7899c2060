import { sql, type Kysely } from 'kysely';

/**
 * Issue 13 item 12: an e-mail address signs in and recovers a password only once verified with a
 * code sent to it. `verified_email` holds the address as it was verified; the address is verified
 * while it still equals it (case aside), so any later change of `email`, by whatever path, leaves
 * the new address unverified without every writer having to remember it.
 *
 * Addresses stored before this migration were never verified (registration took them as typed),
 * so they start unverified; the demo seed marks its own accounts verified.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table user_account add column verified_email text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table user_account drop column if exists verified_email`.execute(db);
}
