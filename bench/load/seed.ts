/**
 * Prepares the load run's database before the server starts, with the server's own migrations
 * and demo seed, then the simulated users and their notices in a few set-based statements:
 *   DATA_DIR=… [DATABASE_URL=…] [FAST_HASHING=true] tsx bench/load/seed.ts '<json of SeedPlan>'
 * Every account gets the demo account's password hash, so sign-ins cost what the demo's do
 * (real argon2id unless FAST_HASHING). The server started on that database afterwards keeps it.
 */
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/migrations';
import { seedDemoData } from '../../server/seed';
import type { SeedPlan } from './plan';

async function giveNotices(db: Parameters<typeof migrateToLatest>[0], prefix: string, unread: number, read: number, first: number, now: Date) {
  const total = unread + read;
  if (!total) return;
  await sql`insert into msg_send_detail (msg_id, user_id, send_time, read_status, read_at)
    select ${first}::int + ((u.id * 7 + k) % 200), u.id, ${now}::timestamptz - k * interval '1 hour',
      case when k <= ${unread} then 0 else 1 end,
      case when k <= ${unread} then null else ${now}::timestamptz end
    from user_account u cross join generate_series(1, ${total}) k
    where u.login_name like ${`${prefix}%`}`.execute(db);
}

async function main() {
  const plan = JSON.parse(process.argv[2]) as SeedPlan;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemoData({ db, dbKind: handle.kind, config });

  const demo = await db.selectFrom('user_account').select(['tenant_id', 'password_hash']).where('login_name', '=', 'demo').executeTakeFirstOrThrow();
  for (const [prefix, count] of [
    ['loadp', plan.pollers],
    ['loadr', plan.readers],
  ] as const) {
    await sql`insert into user_account (user_type, tenant_id, login_name, user_name, pid, user_role_type, auth_status, password_hash, status)
      select 'CLIENT_USER', ${demo.tenant_id}, ${prefix} || lpad(g::text, 6, '0'), '负载用户' || g, 0, 0, 1, ${demo.password_hash}, 'active'
      from generate_series(1, ${count}) g`.execute(db);
  }

  const now = new Date(config.now());
  const { rows } = await sql<{ first: number }>`with m as (
      insert into msg (title, content, remark, one_msg_type, two_msg_type, created_at)
      select '负载消息 ' || g, '负载消息正文 ' || g, '摘要 ' || g, (array['SYSTEM', 'BUSINESS', 'SECURITY'])[1 + g % 3], 'LOAD', ${now}::timestamptz - g * interval '1 minute'
      from generate_series(1, 200) g returning id)
    select min(id)::int as first from m`.execute(db);
  await giveNotices(db, 'loadp', plan.pollerUnread, plan.pollerRead, rows[0].first, now);
  await giveNotices(db, 'loadr', plan.readerUnread, plan.readerRead, rows[0].first, now);
  // What autovacuum does on a running PostgreSQL (PGlite has none): the planner's statistics.
  await sql`vacuum analyze`.execute(db);

  const { rows: counted } = await sql<{ users: number; notices: number }>`select
      (select count(*)::int from user_account where login_name like 'load%') as users,
      (select count(*)::int from msg_send_detail d join user_account u on u.id = d.user_id where u.login_name like 'load%') as notices`.execute(db);
  process.stdout.write(`seeded ${counted[0].users} users and ${counted[0].notices} notices (${handle.kind})\n`);
  await handle.close();
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
