import { sql, type Kysely } from 'kysely';
import { RESOURCE_CATALOGUE } from '../../contract/cbp-review.rules';

/**
 * Issue 23 item 5, after 014: the cloud business rows the platform seeds carry English beside
 * the Chinese (docs/decisions/016-names-in-both-languages.md): a purchased good's name, category,
 * provider and specifications, and a partner plan's name and description. Null where nobody gave
 * one: the browser then shows the one text there is.
 *
 * A database in use gets the English of the rows the platform seeded, found by their Chinese
 * text; a fresh database gets it from the seeds, which read the same tables. A good a completed
 * resource application delivers takes both languages from the resource catalogue.
 */

/** The provider of goods the platform delivers itself (a completed resource application). */
export const PLATFORM_PROVIDER = { 'zh-CN': '平台自营', 'en-US': 'Platform' } as const;

/** Goods names, categories, providers and specifications the platform seeds or delivers → English. */
export const GOODS_TEXT_EN: Record<string, string> = {
  ...Object.fromEntries(
    RESOURCE_CATALOGUE.flatMap((type) => [
      [type.name['zh-CN'], type.name['en-US']],
      [type.category['zh-CN'], type.category['en-US']],
      ...type.specs.map((spec) => [spec.name['zh-CN'], spec.name['en-US']]),
    ]),
  ),
  [PLATFORM_PROVIDER['zh-CN']]: PLATFORM_PROVIDER['en-US'],
  // Goods
  '云主机 ECS': 'Cloud server ECS',
  '对象存储 OSS': 'Object storage OSS',
  '云数据库 PostgreSQL': 'Cloud database PostgreSQL',
  '云数据库 MySQL': 'Cloud database MySQL',
  短信服务: 'SMS service',
  工业数据采集网关: 'Industrial data gateway',
  '能耗分析 SaaS': 'Energy analytics SaaS',
  'CDN 加速': 'CDN acceleration',
  'Redis 缓存': 'Redis cache',
  设备远程运维: 'Remote device maintenance',
  '碳排放核算 SaaS': 'Carbon accounting SaaS',
  邮件推送: 'Email delivery',
  日志服务: 'Log service',
  // Providers
  华云科技: 'Huayun Technology',
  数智云: 'Shuzhi Cloud',
  讯联通信: 'Xunlian Communications',
  智联工业: 'Zhilian Industrial',
  绿能数科: 'Lvneng Digital',
  // Categories (the catalogue's are above)
  通信: 'Communications',
  物联网: 'IoT',
  行业应用: 'Industry applications',
  运维: 'Operations',
  // Specifications
  '标准存储 500G': 'Standard storage 500 GB',
  '2核4G 高可用': '2 vCPU, 4 GB high availability',
  '10000 条': '10,000 messages',
  '100 点位': '100 data points',
  基础版: 'Basic',
  '1核2G 基础版': '1 vCPU, 2 GB basic',
  '流量包 1T': '1 TB traffic pack',
  '4G 主从版': '4 GB primary/replica',
  '50 台设备': '50 devices',
  标准版: 'Standard',
  '10 万封': '100,000 emails',
  '100G 存量': '100 GB stored',
  '系统盘 100G': '100 GB system disk',
  '系统盘 40G': '40 GB system disk',
  '备份 7 天': '7-day backups',
  边缘计算: 'Edge computing',
  持久化: 'Persistence',
  年度报告: 'Annual report',
  '索引 30 天': '30-day index',
};

/** The English of a goods text the platform ships, or null (a text it does not know: shown as it is). */
export const goodsTextEn = (zh: string | null): string | null => (zh === null ? null : (GOODS_TEXT_EN[zh] ?? null));

/** Partner plans the platform seeds → English names. */
export const PLAN_NAMES_EN: Record<string, string> = {
  '2026 渠道合作计划': '2026 channel partner plan',
  工业互联网解决方案伙伴计划: 'Industrial internet solution partner plan',
  云市场服务商入驻计划: 'Cloud marketplace provider plan',
  工业互联网生态伙伴计划: 'Industrial internet ecosystem partner plan',
  '云市场 ISV 联合运营计划': 'Cloud marketplace ISV joint operations plan',
  行业解决方案共建计划: 'Industry solution co-development plan',
  数字化转型咨询伙伴计划: 'Digital transformation consulting partner plan',
  区域服务交付伙伴计划: 'Regional service delivery partner plan',
  绿色低碳联合创新计划: 'Green low-carbon joint innovation plan',
};

/** Partner plan descriptions the platform seeds → English. */
export const PLAN_DESCS_EN: Record<string, string> = {
  '面向区域渠道伙伴，提供产品折扣与联合营销支持。': 'For regional channel partners: product discounts and joint marketing support.',
  '与平台共建行业解决方案，联合交付标杆项目。': 'Build industry solutions with the platform and deliver flagship projects together.',
  '在云市场上架 SaaS 服务，共享平台客户资源。': "List SaaS services in the cloud marketplace and share the platform's customers.",
};

/** The older plans' names are numbered rounds: '…计划（第 2 期）'. */
const ROUND = /^(.*)（第 (\d+) 期）$/;
/** The older plans' descriptions: '<name>面向平台合作企业开放，…'. */
const OPEN_TO = '面向平台合作企业开放，提供联合营销、技术支持与商机共享。';
const OPEN_TO_EN = " is open to the platform's partner companies, with joint marketing, technical support and shared business leads.";

export function planNameEn(zh: string): string | null {
  const round = ROUND.exec(zh);
  if (round) {
    const name = PLAN_NAMES_EN[round[1]];
    return name ? `${name} (round ${round[2]})` : null;
  }
  return PLAN_NAMES_EN[zh] ?? null;
}

export function planDescEn(zh: string): string | null {
  if (zh.endsWith(OPEN_TO)) {
    const name = PLAN_NAMES_EN[zh.slice(0, -OPEN_TO.length)];
    return name ? `${name}${OPEN_TO_EN}` : null;
  }
  return PLAN_DESCS_EN[zh] ?? null;
}

const GOODS_COLUMNS = ['goods_name', 'category_name', 'service_provide_name', 'basic_sku_name', 'define_sku_name'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of GOODS_COLUMNS) await sql`alter table purchased_instance add column ${sql.ref(`${column}_en`)} text`.execute(db);
  await sql`alter table partner_plan_apply add column plan_name_en text`.execute(db);
  await sql`alter table partner_plan_apply add column plan_desc_en text`.execute(db);

  const goodsPairs = Object.entries(GOODS_TEXT_EN).map(([zh, en]) => sql`(${zh}, ${en})`);
  for (const column of GOODS_COLUMNS) {
    await sql`update purchased_instance set ${sql.ref(`${column}_en`)} = v.en from (values ${sql.join(goodsPairs)}) as v(zh, en)
      where purchased_instance.${sql.ref(column)} = v.zh`.execute(db);
  }
  // Plans: few distinct texts, named one by one with the same rules the seed uses.
  const plans = await sql<{ plan_name: string; plan_desc: string }>`select distinct plan_name, plan_desc from partner_plan_apply`.execute(db);
  for (const { plan_name: name, plan_desc: desc } of plans.rows) {
    const nameEn = planNameEn(name);
    const descEn = planDescEn(desc);
    if (nameEn || descEn) {
      await sql`update partner_plan_apply set plan_name_en = ${nameEn}, plan_desc_en = ${descEn}
        where plan_name = ${name} and plan_desc = ${desc}`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table partner_plan_apply drop column if exists plan_desc_en`.execute(db);
  await sql`alter table partner_plan_apply drop column if exists plan_name_en`.execute(db);
  for (const column of GOODS_COLUMNS) await sql`alter table purchased_instance drop column if exists ${sql.ref(`${column}_en`)}`.execute(db);
}
