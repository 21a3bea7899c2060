import { sql, type Kysely } from 'kysely';

/**
 * Issue 23 item 2: administration that finishes its flows.
 *
 * - A tenant carries its contacts (name, phone, e-mail) and a status: a disabled tenant's users
 *   do not sign in. A manager edits them (编辑租户, `iam_tenant_edit`) and a user (编辑用户, `iam_user_edit`).
 * - `application.is_default` marks the platform's default applications, which every new tenant
 *   gets (registration and 新增租户): the portal's own applications (平台应用, 个人板块), not the
 *   production ones a tenant buys.
 * - A closure request is reviewed (注销审核, `iam_closure`, with `iam_closure_approve` and
 *   `iam_closure_reject`): who reviewed it, when, the reason of a rejection and the login name
 *   the account had. An approved closure leaves the account's row anonymised with the stored
 *   status `closed`.
 *
 * A database in use gets the menus below; the super administrator holds them by its flag, and
 * the demo role 运营管理员 (租户、用户与消息运营) is granted them where it exists. A fresh database
 * gets them from the seeds.
 */
const statements = [
  sql`alter table tenant add column contact_name text`,
  sql`alter table tenant add column contact_mobile text`,
  sql`alter table tenant add column contact_email text`,
  sql`alter table tenant add column status text not null default 'enabled' check (status in ('enabled', 'disabled'))`,
  sql`alter table application add column is_default boolean not null default false`,
  sql`update application set is_default = true where app_code in ('pm', 'msg', 'cbp', 'apistore', 'profile', 'orders', 'partner')`,
  sql`alter table closure_request add column reviewer_id integer references user_account(id) on delete set null`,
  sql`alter table closure_request add column reviewed_at timestamptz`,
  sql`alter table closure_request add column reason text`,
  sql`alter table closure_request add column login_name text`,
  sql`create index closure_request_status_idx on closure_request (status, created_at desc, id desc)`,
  sql`insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
    select p.user_type, p.id, c.name, c.code, 'subpage', null, null, null, c.sort, false
    from menu p join (values
      ('iam_tenant', '编辑租户', 'iam_tenant_edit', 10),
      ('iam_user', '编辑用户', 'iam_user_edit', 10)
    ) as c(parent, name, code, sort) on c.parent = p.menu_code
    where p.user_type = 'MANAGER_USER'
      and not exists (select 1 from menu x where x.menu_code = c.code and x.user_type = 'MANAGER_USER')`,
  sql`insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
    select f.user_type, f.id, '注销审核', 'iam_closure', 'page', '/common/iam/closure/list', null, null, 3, false
    from menu f where f.menu_code = 'iam_org_folder' and f.user_type = 'MANAGER_USER'
      and not exists (select 1 from menu x where x.menu_code = 'iam_closure' and x.user_type = 'MANAGER_USER')`,
  sql`insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
    select p.user_type, p.id, c.name, c.code, 'subpage', null, null, null, c.sort, false
    from menu p cross join (values ('通过注销', 'iam_closure_approve', 0), ('驳回注销', 'iam_closure_reject', 1)) as c(name, code, sort)
    where p.menu_code = 'iam_closure' and p.user_type = 'MANAGER_USER'
      and not exists (select 1 from menu x where x.menu_code = c.code and x.user_type = 'MANAGER_USER')`,
  sql`insert into role_menu (role_id, menu_code)
    select r.id, c.code from role r cross join (values
      ('iam_tenant_edit'), ('iam_user_edit'), ('iam_closure'), ('iam_closure_approve'), ('iam_closure_reject')
    ) as c(code)
    where r.user_type = 'MANAGER_USER' and r.role_name = '运营管理员' and not r.holds_all
    on conflict do nothing`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const codes = sql`('iam_tenant_edit', 'iam_user_edit', 'iam_closure', 'iam_closure_approve', 'iam_closure_reject')`;
  for (const statement of [
    sql`delete from role_menu where menu_code in ${codes}`,
    sql`delete from menu where user_type = 'MANAGER_USER' and menu_code in ('iam_closure_approve', 'iam_closure_reject', 'iam_tenant_edit', 'iam_user_edit')`,
    sql`delete from menu where user_type = 'MANAGER_USER' and menu_code = 'iam_closure'`,
    sql`drop index if exists closure_request_status_idx`,
    sql`alter table closure_request drop column if exists login_name`,
    sql`alter table closure_request drop column if exists reason`,
    sql`alter table closure_request drop column if exists reviewed_at`,
    sql`alter table closure_request drop column if exists reviewer_id`,
    sql`alter table application drop column if exists is_default`,
    sql`alter table tenant drop column if exists status`,
    sql`alter table tenant drop column if exists contact_email`,
    sql`alter table tenant drop column if exists contact_mobile`,
    sql`alter table tenant drop column if exists contact_name`,
  ]) {
    await statement.execute(db);
  }
}
