import { sql, type Kysely } from 'kysely';

/**
 * Issue 22 N-1: roles carry permissions. `role_menu` holds the menu and button codes a role
 * grants (codes of its user type's tree); `role.holds_all` marks the super administrator role,
 * which holds every code of the manager tree, present and future. `step_up` holds the short-lived
 * proofs of a fresh password that security changes need (their SHA-256 only).
 *
 * A database in use keeps what its users could do before: every existing role is granted every
 * menu of its user type, users with a role name but no role get one, and managers without a role
 * become super administrators. Operators then narrow the roles in 角色管理 (server/README.md).
 */
const statements = [
  sql`alter table role add column holds_all boolean not null default false`,
  sql`create table role_menu (
    role_id integer not null references role(id) on delete cascade,
    menu_code text not null,
    primary key (role_id, menu_code)
  )`,
  sql`create table step_up (
    token_hash text primary key,
    user_id integer not null references user_account(id) on delete cascade,
    session_id text not null,
    expires_at timestamptz not null
  )`,
  sql`create index step_up_expires_idx on step_up (expires_at)`,
  // The buttons behind changing a user's role (managers) and a sub-account's role (primary accounts).
  sql`insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
    select m.user_type, m.id, '变更角色', 'iam_user_role', 'subpage', null, null, null, 10, m.primary_only
    from menu m where m.menu_code = 'iam_user' and m.user_type = 'MANAGER_USER'
      and not exists (select 1 from menu x where x.menu_code = 'iam_user_role' and x.user_type = 'MANAGER_USER')`,
  sql`insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
    select m.user_type, m.id, '变更子账号角色', 'iam_sub_account_role', 'subpage', null, null, null, 10, m.primary_only
    from menu m where m.menu_code = 'iam_sub_account' and m.user_type = 'CLIENT_USER'
      and not exists (select 1 from menu x where x.menu_code = 'iam_sub_account_role' and x.user_type = 'CLIENT_USER')`,
  // Self-registered tenants (since migration 004) got the name 租户管理员 but no role.
  sql`insert into role (user_type, role_name, created_at)
    select distinct u.user_type, u.role_name, now() from user_account u
    where u.role_id is null and u.role_name is not null and trim(u.role_name) <> ''
      and not exists (select 1 from role r where r.user_type = u.user_type and r.role_name = u.role_name)`,
  sql`update user_account set role_id = role.id from role
    where user_account.role_id is null and role.user_type = user_account.user_type and role.role_name = user_account.role_name`,
  sql`insert into role (user_type, role_name, remark, created_at)
    select 'MANAGER_USER', '超级管理员', '平台全部功能', now()
    where exists (select 1 from user_account where user_type = 'MANAGER_USER' and role_id is null)
      and not exists (select 1 from role where user_type = 'MANAGER_USER' and role_name = '超级管理员')`,
  sql`update role set holds_all = true where user_type = 'MANAGER_USER' and role_name = '超级管理员'`,
  sql`update user_account set role_id = r.id, role_name = r.role_name from role r
    where user_account.user_type = 'MANAGER_USER' and user_account.role_id is null and r.user_type = 'MANAGER_USER' and r.holds_all`,
  sql`insert into role_menu (role_id, menu_code)
    select distinct r.id, m.menu_code from role r join menu m on m.user_type = r.user_type where not r.holds_all`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists step_up`.execute(db);
  await sql`drop table if exists role_menu`.execute(db);
  await sql`delete from menu where menu_code in ('iam_user_role', 'iam_sub_account_role')`.execute(db);
  await sql`alter table role drop column if exists holds_all`.execute(db);
}
