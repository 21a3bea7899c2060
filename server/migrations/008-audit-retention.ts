import { sql, type Kysely } from 'kysely';

/**
 * Issue 13 finding 10: repeated refusals (rate limits, unknown codes) share one audit row with a
 * count instead of one row each, and rows past the retention period are deleted.
 *
 * The log stays append-only for its content: an update may only raise `repeats` and move
 * `last_at` on; a delete only happens inside a transaction that set `portal.audit_prune`, and
 * never to a row younger than 183 days (the privacy policy keeps network logs six months).
 */
const statements = [
  sql`alter table audit_log add column repeats integer not null default 1`,
  sql`alter table audit_log add column last_at timestamptz`,
  // The aggregation looks up the newest row of an event from an address; pruning uses audit_log_at_idx.
  sql`create index audit_log_event_ip_idx on audit_log (event, ip, id)`,
  sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and new.id = old.id and new.at = old.at and new.event = old.event
        and new.user_id is not distinct from old.user_id and new.login_name is not distinct from old.login_name
        and new.ip is not distinct from old.ip and new.detail is not distinct from old.detail
        and new.repeats > old.repeats then
        return new;
      end if;
      if tg_op = 'DELETE' and current_setting('portal.audit_prune', true) = 'on' and old.at < now() - interval '183 days' then
        return old;
      end if;
      raise exception 'audit_log is append-only';
    end $$`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`,
    sql`drop index if exists audit_log_event_ip_idx`,
    sql`alter table audit_log drop column if exists last_at`,
    sql`alter table audit_log drop column if exists repeats`,
  ])
    await statement.execute(db);
}
