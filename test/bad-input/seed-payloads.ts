/**
 * Prepares a portal data folder for the server-text suite: migrates and seeds the demo data as
 * the server does on first start, then writes HTML and script payloads into the texts the portal
 * shows (names, tenants, organisations, applications and their URLs, partner plans, message
 * replies, purchased goods, menus). Run as a child process with the server's environment:
 *   DATA_DIR=… tsx test/bad-input/seed-payloads.ts '<json of SeededTexts>'
 * The server started on that folder afterwards keeps the data (it seeds only an empty database).
 */
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/migrations';
import { seedDemoData } from '../../server/seed';
import type { SeededTexts } from './seeded-texts';

async function main() {
  const texts = JSON.parse(process.argv[2]) as SeededTexts;
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: '', dataDir: config.dataDir });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemoData({ db, dbKind: handle.kind, config });

  const demo = await db
    .selectFrom('user_account')
    .selectAll()
    .where('login_name', '=', 'demo')
    .where('user_type', '=', 'CLIENT_USER')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('user_account')
    .set({ user_name: texts.userName, role_name: texts.roleName, emp_number: texts.empNumber })
    .where('id', '=', demo.id)
    .execute();
  await db.updateTable('tenant').set({ name: texts.tenantName, mgr_tenant_name: texts.mgrTenantName }).where('id', '=', demo.tenant_id!).execute();
  if (demo.org_id !== null) await db.updateTable('org').set({ name: texts.orgName }).where('id', '=', demo.org_id).execute();

  // Applications of tenant A, in their list order: names, abbreviations and URLs.
  const apps = await db
    .selectFrom('application')
    .innerJoin('tenant_app', 'tenant_app.app_id', 'application.id')
    .select(['application.id', 'application.app_name', 'application.category_id'])
    .where('tenant_app.tenant_id', '=', demo.tenant_id!)
    .orderBy('application.sort')
    .orderBy('application.id')
    .execute();
  const carbon = apps.find((a) => a.app_name === '双碳平台');
  const others = apps.filter((a) => a !== carbon);
  if (others.length < texts.apps.length) throw new Error(`Only ${others.length} applications to seed ${texts.apps.length} into`);
  for (const [i, app] of texts.apps.entries()) {
    await db
      .updateTable('application')
      .set({ app_name: app.appName, text: app.text, app_url: app.url, flag: app.flag ?? 1 })
      .where('id', '=', others[i].id)
      .execute();
  }
  const category = others[0].category_id;
  await db.updateTable('app_category').set({ name: texts.categoryName }).where('id', '=', category).execute();

  // Every row of these lists, so whichever the overview shows first carries a payload (in every
  // language: no English beside it).
  await db
    .updateTable('partner_plan_apply')
    .set({ plan_name: texts.planName, plan_desc: texts.planDesc, plan_name_en: null, plan_desc_en: null })
    .where('tenant_id', '=', demo.tenant_id!)
    .execute();
  await db.updateTable('leave_word').set({ content: texts.wordContent, dispose_result: texts.wordReply }).where('mobile', '=', demo.mobile!).execute();
  await db.updateTable('purchased_instance').set({ goods_name: texts.goodsName, goods_name_en: null }).where('tenant_id', '=', demo.tenant_id!).execute();

  await db
    .updateTable('menu')
    .set({ menu_name: texts.menuName })
    .where('menu_code', '=', 'portal-application')
    .where('user_type', '=', 'CLIENT_USER')
    .execute();
  await handle.close();
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
