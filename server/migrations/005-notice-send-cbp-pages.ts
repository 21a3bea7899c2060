import { sql, type Kysely } from 'kysely';

/**
 * Issue 10: who a manager's notice went to (all users, one tenant, chosen users), so the sent
 * list can say it; resource applications of a kind (a developer request is one) with the
 * applicant's text and the review; partner plan reviews. A user has at most one developer
 * request pending (status 1 or 6) at a time, held by a partial unique index against races.
 */
const statements = [
  sql`alter table msg add column recipient_type text check (recipient_type in ('ALL', 'TENANT', 'USERS'))`,
  sql`alter table msg add column recipient_tenant_id integer references tenant(id) on delete set null`,
  sql`create index msg_sent_idx on msg (created_at desc, id desc) where sender_id is not null`,
  sql`alter table resource_application add column kind text not null default 'RESOURCE' check (kind in ('RESOURCE', 'DEVELOPER'))`,
  sql`alter table resource_application add column description text`,
  sql`alter table resource_application add column audit_opinion text`,
  sql`alter table resource_application add column audited_at timestamptz`,
  sql`create unique index resource_application_developer_pending_idx on resource_application (user_id) where kind = 'DEVELOPER' and status in (1, 6)`,
  sql`alter table partner_plan_apply add column audit_opinion text`,
  sql`alter table partner_plan_apply add column audited_at timestamptz`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`alter table partner_plan_apply drop column if exists audited_at`,
    sql`alter table partner_plan_apply drop column if exists audit_opinion`,
    sql`drop index if exists resource_application_developer_pending_idx`,
    sql`alter table resource_application drop column if exists audited_at`,
    sql`alter table resource_application drop column if exists audit_opinion`,
    sql`alter table resource_application drop column if exists description`,
    sql`alter table resource_application drop column if exists kind`,
    sql`drop index if exists msg_sent_idx`,
    sql`alter table msg drop column if exists recipient_tenant_id`,
    sql`alter table msg drop column if exists recipient_type`,
  ]) {
    await statement.execute(db);
  }
}
