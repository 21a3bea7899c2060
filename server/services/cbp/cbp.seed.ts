import type { ServerContext } from '../../context';
import { seedCatalog } from '../catalog';
import { resourceServiceName } from '../../../contract/cbp-review.rules';
import { applyAuditColumns, seedBusinessHistory, seededGoodsNames, seededPlan, seededResource } from './business.seed';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * [goods, status, orderType, provider, category, periodType, periodNumber, basic sku, defined sku]:
 * every instance status (1 trial, 2 provisioning, 3 activated) and billing period type
 * (0 monthly, 1 yearly, 3 per use, 4 daily), with a trial order (type '6').
 */
const goods: Array<[string, number, string, string, string, string, number, string, string | null]> = [
  ['云主机 ECS', 3, '1', '华云科技', '计算', '0', 1, '4核8G', '系统盘 100G'],
  ['对象存储 OSS', 1, '6', '华云科技', '存储', '4', 7, '标准存储 500G', null],
  ['云数据库 PostgreSQL', 2, '1', '数智云', '数据库', '1', 1, '2核4G 高可用', '备份 7 天'],
  ['短信服务', 3, '2', '讯联通信', '通信', '3', 1, '10000 条', null],
  ['工业数据采集网关', 3, '1', '智联工业', '物联网', '1', 3, '100 点位', '边缘计算'],
  ['能耗分析 SaaS', 1, '6', '绿能数科', '行业应用', '0', 1, '基础版', null],
];

/** [status, catalogue type, specification, quantity]. */
const applies: Array<[number, string, string, number]> = [
  [1, 'ECS', 'ECS-8C16G', 2],
  [6, 'OSS', 'OSS-1T', 1],
  [2, 'RDS', 'RDS-PG-HA', 1],
  [3, 'EIP', 'EIP-100M', 1],
  [5, 'K8S', 'K8S-3N', 1],
  [2, 'ECS', 'ECS-2C4G', 1],
];

const plans: Array<[string, string, number]> = [
  ['2026 渠道合作计划', '面向区域渠道伙伴，提供产品折扣与联合营销支持。', 2],
  ['工业互联网解决方案伙伴计划', '与平台共建行业解决方案，联合交付标杆项目。', 1],
  ['云市场服务商入驻计划', '在云市场上架 SaaS 服务，共享平台客户资源。', 3],
];

const words: Array<[string, string | null]> = [
  ['请问资源申请一般多久审核完成？', '您好，资源申请一般在 1 个工作日内完成审核，请留意站内信通知。'],
  ['已购商品的续费入口在哪里？', '您好，请在“已购商品”中选择实例，点击“续费”即可。'],
  ['能否开通双碳平台的试用？', null],
];

type Db = ServerContext['db'];

/** The goods the overview lists: all six for `demo`, the first three for `demo2`. */
function overviewGoods(tenantId: number, mine: boolean, now: number) {
  return (mine ? goods : goods.slice(0, 3)).map(([goodsName, status, orderType, provider, category, periodType, periodNumber, basicSku, definedSku], i) => ({
    tenant_id: tenantId,
    ...seededGoodsNames(goodsName, provider, category, basicSku, definedSku),
    instance_status: status,
    order_type: orderType,
    period_type: periodType,
    period_number: periodNumber,
    end_effect_day: periodType === '3' ? null : day(now + (30 + i * 45) * DAY),
    instance_code: `INS-${tenantId}-${String(i + 1).padStart(4, '0')}`,
    created_at: new Date(now - (i + 1) * 3 * DAY),
  }));
}

/** The newest resource applications, one per status for `demo`. */
function overviewApplies(tenantId: number, userId: number, mine: boolean, now: number) {
  return (mine ? applies : applies.slice(0, 2)).map(([status, resourceType, specCode, quantity], i) => {
    const createdAt = now - (i + 1) * 2 * DAY;
    return {
      id: `SQ${day(createdAt).replace(/-/g, '')}${tenantId}${String(i + 1).padStart(3, '0')}`,
      tenant_id: tenantId,
      user_id: userId,
      ...seededResource(resourceType, specCode, quantity),
      status,
      description: `申请${resourceServiceName({ resourceType, specCode, quantity }, 'zh-CN')}，用于生产业务。`,
      ...applyAuditColumns(status, createdAt, DAY / 2),
    };
  });
}

function overviewPlans(tenantId: number, mine: boolean, now: number) {
  return (mine ? plans : plans.slice(0, 1)).map(([planName, planDesc, auditStatus], i) => ({
    tenant_id: tenantId,
    ...seededPlan(planName, planDesc, auditStatus, now - (i + 1) * 5 * DAY, 2 * DAY),
  }));
}

/** Messages left from the account's phone, answered but the last. */
function leftWords(mobile: string, mine: boolean, now: number) {
  return (mine ? words : words.slice(0, 1)).map(([content, reply], i) => ({
    mobile,
    content,
    dispose_result: reply,
    created_at: new Date(now - (i + 1) * 4 * DAY),
    disposed_at: reply ? new Date(now - (i + 1) * 4 * DAY + DAY) : null,
  }));
}

async function seedOverview(db: Db, user: { id: number; login_name: string; tenant_id: number; mobile: string | null }, now: number) {
  const mine = user.login_name === 'demo';
  await db
    .insertInto('purchased_instance')
    .values(overviewGoods(user.tenant_id, mine, now))
    .execute();
  await db
    .insertInto('resource_application')
    .values(overviewApplies(user.tenant_id, user.id, mine, now))
    .execute();
  await db
    .insertInto('partner_plan_apply')
    .values(overviewPlans(user.tenant_id, mine, now))
    .execute();
  if (user.mobile)
    await db
      .insertInto('leave_word')
      .values(leftWords(user.mobile, mine, now))
      .execute();
}

/**
 * Cloud business demo data (issue 3 item 4): purchased goods, resource applications and partner
 * plans for both demo tenants, message replies for the demo accounts' phones, and the
 * catalogue (menus, categories, applications).
 */
export async function seedCbp(ctx: ServerContext): Promise<void> {
  const { db, config } = ctx;
  await seedCatalog(db);

  const now = config.now();
  const users = await db
    .selectFrom('user_account')
    .select(['id', 'login_name', 'tenant_id', 'mobile'])
    .where('login_name', 'in', ['demo', 'demo2'])
    .where('user_type', '=', 'CLIENT_USER')
    .execute();
  for (const user of users) {
    if (user.tenant_id !== null) await seedOverview(db, { ...user, tenant_id: user.tenant_id }, now);
  }
  await seedBusinessHistory(db, now);
}
