import { sql, type Kysely } from 'kysely';

/**
 * Issue 21 item 3: the environment's import map lives in the database, so every instance serves
 * the same map and each change is a version with its author (history, rollback). The first start
 * takes importmap.json in as version 1 (server/services/importmap). Databases seeded before this
 * get the operators' page under identity administration, as the seed now writes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table import_map_version (
    version integer primary key,
    map_text text not null,
    created_at timestamptz not null,
    action text not null check (action in ('seed', 'file', 'patch', 'delete', 'rollback')),
    service text,
    url text,
    previous_url text,
    restored_version integer,
    actor text not null,
    user_id integer
  )`.execute(db);
  await sql`create table import_map_state (
    id smallint primary key check (id = 1),
    version integer not null references import_map_version (version),
    file_sha text
  )`.execute(db);
  await sql`with iam as (
      select id from menu where user_type = 'MANAGER_USER' and menu_code = 'iam' and parent_id is null limit 1
    ), folder as (
      insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
      select 'MANAGER_USER', iam.id, '部署', 'sys-importmap-folder', 'folder', null, null, null, 90, false from iam
      where not exists (select 1 from menu where menu_code = 'sys-importmap')
      returning id
    ), page as (
      insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
      select 'MANAGER_USER', folder.id, '导入映射', 'sys-importmap', 'page', '/common/iam/importmap', null, null, 0, false from folder
      returning id
    )
    insert into menu (user_type, parent_id, menu_name, menu_code, menu_type, path, redirect, icon, sort, primary_only)
    select 'MANAGER_USER', page.id, '变更导入映射', 'sys-importmap-deploy', 'subpage', null, null, null, 0, false from page`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from menu where menu_code in ('sys-importmap-deploy', 'sys-importmap', 'sys-importmap-folder')`.execute(db);
  await sql`drop table if exists import_map_state`.execute(db);
  await sql`drop table if exists import_map_version`.execute(db);
}
