import { sql } from 'kysely';
import type { ServerContext } from '../context';
import { seedIam, type DemoAccount } from '../services/iam/iam.seed';
import { seedMsgmgt } from '../services/msgmgt/msgmgt.seed';
import { seedCbp } from '../services/cbp/cbp.seed';
import { seedIamAdmin } from '../services/iam-admin/iam-admin.seed';
import { seedRoleRemits } from '../services/iam-admin/role-remits.seed';

/**
 * Demo data, written once on a fresh database and never over existing data:
 * when any user exists the database counts as in use and nothing is written.
 * One transaction: a first start killed halfway leaves no users behind, so the next start seeds
 * again instead of taking a half-seeded database for one in use.
 * Returns the demo accounts (to print at start) or null when nothing was seeded.
 */
export async function seedDemoData(ctx: ServerContext): Promise<DemoAccount[] | null> {
  return ctx.db.transaction().execute(async (db) => {
    const { rows } = await sql<{ n: string }>`select count(*) as n from user_account`.execute(db);
    if (Number(rows[0]?.n ?? 0) > 0) return null;
    const seeding = { ...ctx, db };
    const accounts = await seedIam(seeding);
    await seedIamAdmin(seeding);
    await seedMsgmgt(seeding);
    await seedCbp(seeding);
    // Roles get their codes once the catalogue's menus exist.
    await seedRoleRemits(db);
    // The demo accounts' e-mail addresses count as verified (issue 13 item 12), so they sign in and recover as before.
    await sql`update user_account set verified_email = email where email is not null`.execute(db);
    return accounts;
  });
}
