import { sql, type Kysely } from 'kysely';

/**
 * Issue 23 item 1: resource applications from the catalogue and their review. An application
 * keeps what was asked for (type, specification, quantity, period), who reviewed it last and the
 * purchased good it became. The review list reads every tenant's rows by status, newest first.
 *
 * A database in use gets the manager's review page (申请审核, `cbp_admin_review`) with its two
 * button permissions under 云业务管理, which now opens on it; a fresh database gets them from
 * the catalogue seed. Roles that hold everything (the super administrator) hold them at once;
 * other roles are granted them in 角色管理.
 */
const statements = [
  sql`alter table resource_application add column resource_type text`,
  sql`alter table resource_application add column spec_code text`,
  sql`alter table resource_application add column quantity integer check (quantity between 1 and 100)`,
  sql`alter table resource_application add column period_type text check (period_type in ('0', '1'))`,
  sql`alter table resource_application add column period_number integer check (period_number between 1 and 36)`,
  sql`alter table resource_application add column reviewer_id integer references user_account(id) on delete set null`,
  sql`alter table resource_application add column goods_id integer references purchased_instance(id) on delete set null`,
  sql`create index resource_application_status_idx on resource_application (status, created_at desc, id desc)`,
  sql`insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
    select f.user_type, f.id, '申请审核', 'cbp_admin_review', 'page', '/cbp/admin/review', null, null, -1, false
    from menu f where f.menu_code = 'cbp_admin_folder' and f.user_type = 'MANAGER_USER'
      and not exists (select 1 from menu x where x.menu_code = 'cbp_admin_review' and x.user_type = 'MANAGER_USER')`,
  sql`insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
    select p.user_type, p.id, c.name, c.code, 'subpage', c.path, null, null, c.sort, false
    from menu p cross join (values
      ('申请详情', 'cbp_admin_review_detail', '/cbp/admin/review/detail', 0),
      ('通过申请', 'cbp-apply-approve', null, 1),
      ('驳回申请', 'cbp-apply-reject', null, 2)
    ) as c(name, code, path, sort)
    where p.menu_code = 'cbp_admin_review' and p.user_type = 'MANAGER_USER'
      and not exists (select 1 from menu x where x.menu_code = c.code and x.user_type = 'MANAGER_USER')`,
  sql`update menu set redirect = '/cbp/admin/review' where menu_code = 'cbp_admin' and user_type = 'MANAGER_USER' and redirect = '/cbp/admin/goods'`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`update menu set redirect = '/cbp/admin/goods' where menu_code = 'cbp_admin' and user_type = 'MANAGER_USER' and redirect = '/cbp/admin/review'`,
    sql`delete from menu where user_type = 'MANAGER_USER' and menu_code in ('cbp_admin_review_detail', 'cbp-apply-approve', 'cbp-apply-reject')`,
    sql`delete from menu where user_type = 'MANAGER_USER' and menu_code = 'cbp_admin_review'`,
    sql`drop index if exists resource_application_status_idx`,
    sql`alter table resource_application drop column if exists goods_id`,
    sql`alter table resource_application drop column if exists reviewer_id`,
    sql`alter table resource_application drop column if exists period_number`,
    sql`alter table resource_application drop column if exists period_type`,
    sql`alter table resource_application drop column if exists quantity`,
    sql`alter table resource_application drop column if exists spec_code`,
    sql`alter table resource_application drop column if exists resource_type`,
  ]) {
    await statement.execute(db);
  }
}
