import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { resourceServiceName } from '../../../contract/cbp-review.rules';
import { goodsTextEn, planDescEn, planNameEn } from '../../migrations/015-cbp-english-names';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How many older rows each demo tenant gets per list: more than a page of 20. */
const HISTORY_ROWS = 24;

/** What the older resource applications asked for: [catalogue type, specification, quantity] (contract/cbp-review.rules.ts). */
const applyResources: Array<[string, string, number]> = [
  ['ECS', 'ECS-2C4G', 1],
  ['OSS', 'OSS-500G', 1],
  ['RDS', 'RDS-MYSQL-BASIC', 1],
  ['EIP', 'EIP-10M', 2],
  ['K8S', 'K8S-5N', 1],
  ['OSS', 'OSS-1T', 1],
  ['ECS', 'ECS-4C8G', 2],
  ['EIP', 'EIP-50M', 1],
  ['RDS', 'RDS-PG-HA', 1],
  ['ECS', 'ECS-8C16G', 1],
];

/**
 * The columns of a seeded resource application asking for `quantity` of a catalogue
 * specification for a year: its catalogue codes and the Chinese name the rows store.
 */
export function seededResource(resourceType: string, specCode: string, quantity: number) {
  return {
    service_name: resourceServiceName({ resourceType, specCode, quantity }, 'zh-CN'),
    resource_type: resourceType,
    spec_code: specCode,
    quantity,
    period_type: '0',
    period_number: 12,
  };
}

const applyStatuses = [1, 2, 3, 5, 6];
/** The reviewer's opinion on an application by status; none while pending (1) or under review (6). */
const applyOpinions: Record<number, string> = {
  2: '资源已开通，请在已购商品中查看。',
  3: '申请配额超出租户上限，请调整后重新提交。',
  5: '申请人已撤回，流程终止。',
};

/** [goods, provider, category, basic sku, defined sku]. */
const goodsPool: Array<[string, string, string, string, string | null]> = [
  ['云主机 ECS', '华云科技', '计算', '2核4G', '系统盘 40G'],
  ['云数据库 MySQL', '数智云', '数据库', '1核2G 基础版', null],
  ['CDN 加速', '华云科技', '网络', '流量包 1T', null],
  ['Redis 缓存', '数智云', '数据库', '4G 主从版', '持久化'],
  ['设备远程运维', '智联工业', '物联网', '50 台设备', null],
  ['碳排放核算 SaaS', '绿能数科', '行业应用', '标准版', '年度报告'],
  ['邮件推送', '讯联通信', '通信', '10 万封', null],
  ['日志服务', '华云科技', '运维', '100G 存量', '索引 30 天'],
];
/** [instance status, order type, period type]: every status, trials (order '6') and long-term ('3') among them. */
const goodsStates: Array<[number, string, string]> = [
  [3, '1', '0'],
  [1, '6', '4'],
  [2, '1', '1'],
  [3, '2', '3'],
  [3, '1', '1'],
  [1, '6', '0'],
];

const planPool = [
  '工业互联网生态伙伴计划',
  '云市场 ISV 联合运营计划',
  '行业解决方案共建计划',
  '数字化转型咨询伙伴计划',
  '区域服务交付伙伴计划',
  '绿色低碳联合创新计划',
];
/** The reviewer's opinion on a partner plan by audit status; none while under review (1). */
const planOpinions: Record<number, string> = { 2: '资质齐全，欢迎加入。', 3: '企业资质材料不完整，请补充后重新申请。' };

/** A reviewed row's opinion and time by status (`auditedAfter` ms after it was made); none while it waits. */
function auditColumns(opinions: Record<number, string>, status: number, createdAt: number, auditedAfter: number) {
  return {
    audit_opinion: opinions[status] ?? null,
    audited_at: opinions[status] ? new Date(createdAt + auditedAfter) : null,
    created_at: new Date(createdAt),
  };
}

/** The audit columns of a seeded resource application. */
export const applyAuditColumns = (status: number, createdAt: number, auditedAfter: number) => auditColumns(applyOpinions, status, createdAt, auditedAfter);

/** The columns of a seeded partner plan: its names in both languages and its audit. */
export function seededPlan(planName: string, planDesc: string, auditStatus: number, createdAt: number, auditedAfter: number) {
  return {
    plan_name: planName,
    plan_desc: planDesc,
    plan_name_en: planNameEn(planName),
    plan_desc_en: planDescEn(planDesc),
    audit_status: auditStatus,
    ...auditColumns(planOpinions, auditStatus, createdAt, auditedAfter),
  };
}

/** The names of a seeded purchased instance, the English beside the Chinese. */
export function seededGoodsNames(goodsName: string, provider: string, category: string, basicSku: string, definedSku: string | null) {
  return {
    goods_name: goodsName,
    service_provide_name: provider,
    category_name: category,
    basic_sku_name: basicSku,
    define_sku_name: definedSku,
    goods_name_en: goodsTextEn(goodsName),
    category_name_en: goodsTextEn(category),
    service_provide_name_en: goodsTextEn(provider),
    basic_sku_name_en: goodsTextEn(basicSku),
    define_sku_name_en: goodsTextEn(definedSku),
  };
}

type DemoUser = { id: number; login_name: string; tenant_id: number | null };

/** More than a page of resource applications in every status, by the tenant's users in turn. */
function historyApplications(tenantId: number, applicants: DemoUser[], now: number) {
  return Array.from({ length: HISTORY_ROWS }, (_, i) => {
    const status = applyStatuses[i % applyStatuses.length];
    const createdAt = now - (14 + i * 3) * DAY;
    const resource = seededResource(...applyResources[i % applyResources.length]);
    return {
      id: `SQ${day(createdAt).replace(/-/g, '')}${tenantId}${100 + i}`,
      tenant_id: tenantId,
      user_id: applicants[i % applicants.length].id,
      ...resource,
      status,
      kind: 'RESOURCE' as const,
      description: `业务扩容需要，申请${resource.service_name}。`,
      ...applyAuditColumns(status, createdAt, DAY),
    };
  });
}

/** A past developer request: rejected for `demo` (who may ask again), completed for `demo2` (a developer). */
function pastDeveloperRequest(tenantId: number, primary: DemoUser, now: number) {
  const developerAt = now - 90 * DAY;
  const developerDone = primary.login_name === 'demo2';
  return {
    id: `SQ${day(developerAt).replace(/-/g, '')}${tenantId}900`,
    tenant_id: tenantId,
    user_id: primary.id,
    service_name: '成为开发者',
    status: developerDone ? 2 : 3,
    kind: 'DEVELOPER' as const,
    description: '希望在云市场发布自研应用。',
    audit_opinion: developerDone ? '已开通开发者权限。' : '企业认证尚未完成，请认证后重新申请。',
    audited_at: new Date(developerAt + 2 * DAY),
    created_at: new Date(developerAt),
  };
}

/** Purchased goods in every status, trials and long-term ones among them. */
function historyGoods(tenantId: number, now: number) {
  return Array.from({ length: HISTORY_ROWS }, (_, i) => {
    const [goodsName, provider, category, basicSku, definedSku] = goodsPool[i % goodsPool.length];
    const [status, orderType, periodType] = goodsStates[i % goodsStates.length];
    return {
      tenant_id: tenantId,
      ...seededGoodsNames(goodsName, provider, category, basicSku, definedSku),
      instance_status: status,
      order_type: orderType,
      period_type: periodType,
      period_number: periodType === '4' ? 7 : periodType === '1' ? 1 + (i % 3) : 1,
      end_effect_day: periodType === '3' ? null : day(now + (10 + i * 11) * DAY),
      instance_code: `INS-${tenantId}-${String(1001 + i).padStart(4, '0')}`,
      created_at: new Date(now - (20 + i * 2) * DAY),
    };
  });
}

/** Partner plans in all three audit states. */
function historyPlans(tenantId: number, now: number) {
  return Array.from({ length: HISTORY_ROWS }, (_, i) => {
    const auditStatus = 1 + (i % 3);
    const createdAt = now - (20 + i * 4) * DAY;
    const name = planPool[i % planPool.length];
    const planName = `${name}（第 ${Math.floor(i / planPool.length) + 1} 期）`;
    const planDesc = `${name}面向平台合作企业开放，提供联合营销、技术支持与商机共享。`;
    return { tenant_id: tenantId, ...seededPlan(planName, planDesc, auditStatus, createdAt, 3 * DAY) };
  });
}

/**
 * Older rows for the cloud business pages (issue 10 item 6): per demo tenant more than a page of
 * resource applications in every status, purchased goods in every status with trials and
 * long-term ones, and partner plans in all three audit states. All older than the rows the
 * overview shows, so its first rows stay as they were. A past developer request too.
 */
export async function seedBusinessHistory(db: Kysely<Database>, now: number): Promise<void> {
  const users = await db
    .selectFrom('user_account')
    .select(['id', 'login_name', 'tenant_id'])
    .where('login_name', 'in', ['demo', 'operator', 'demo2'])
    .execute();
  const user = (login: string) => users.find((u) => u.login_name === login);
  const tenants = [
    { primary: user('demo'), others: [user('operator')] },
    { primary: user('demo2'), others: [] },
  ];
  for (const { primary, others } of tenants) {
    if (!primary?.tenant_id) continue;
    const tenantId = primary.tenant_id;
    const applicants = [primary, ...others.filter((u) => u !== undefined)];
    await db
      .insertInto('resource_application')
      .values(historyApplications(tenantId, applicants, now))
      .execute();
    await db
      .insertInto('resource_application')
      .values(pastDeveloperRequest(tenantId, primary, now))
      .execute();
    await db.insertInto('purchased_instance').values(historyGoods(tenantId, now)).execute();
    await db.insertInto('partner_plan_apply').values(historyPlans(tenantId, now)).execute();
  }
}
