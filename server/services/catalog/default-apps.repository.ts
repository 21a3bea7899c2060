import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Gives a new tenant the platform's default applications (`application.is_default`, migration
 * 013), inside the transaction that creates it: registration and 新增租户 alike (issue 23 item 2).
 */
export async function grantDefaultApps(db: Kysely<Database>, tenantId: number): Promise<void> {
  await db
    .insertInto('tenant_app')
    .columns(['tenant_id', 'app_id'])
    .expression((eb) =>
      eb
        .selectFrom('application')
        .select([eb.val(tenantId).as('tenant_id'), 'id as app_id'])
        .where('is_default', '=', true),
    )
    .execute();
}
