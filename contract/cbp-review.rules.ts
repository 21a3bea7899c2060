import type { Localized } from './rules/language.rules';

/**
 * Resource applications and their review (issue 23 item 1): the catalogue a tenant applies from,
 * the form's rule and the review's state machine. Pure values, shared by the server (which decides)
 * and the browser (which shows only what the server would allow); no TypeBox, so the browser's
 * `@portal/contract` takes them as they are.
 *
 * The state machine (status codes of spec 4, labels unchanged):
 *
 *   1 待审核 ──approve (note)──▶ 6 审核中 ──complete (note)──▶ 2 已完成 (+ purchased good, or developer status)
 *      │                             │
 *      └──────reject (reason)────────┴──────────────────────▶ 3 已驳回
 *
 * Approving means the manager accepts the request and provisioning starts (审核中); completing
 * confirms delivery, which creates the purchased good with its period (a developer request makes
 * the applicant a developer instead). A rejection needs a reason; 2, 3 and 5 are final.
 *
 * @example
 * nextStatus(1, 'approve');  // 6
 * nextStatus(2, 'reject');   // null: refused with APPLY_TRANSITION_REFUSED
 * resourceApplyProblem({ resourceType: 'ECS', specCode: 'ECS-4C8G', quantity: 2, periodType: '0', periodNumber: 12, reason: '' }); // null
 */

export type ReviewAction = 'approve' | 'complete' | 'reject';
export const REVIEW_ACTIONS: readonly ReviewAction[] = ['approve', 'complete', 'reject'];

/** Which status each action moves an application from, and to. */
export const REVIEW_TRANSITIONS: Record<ReviewAction, { from: readonly number[]; to: number }> = {
  approve: { from: [1], to: 6 },
  complete: { from: [6], to: 2 },
  reject: { from: [1, 6], to: 3 },
};

/** The status an action leads to from `status`, or null when the action is not allowed there. */
export function nextStatus(status: number, action: ReviewAction): number | null {
  const transition = REVIEW_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions a reviewer may take on an application in `status`. */
export function actionsFor(status: number): ReviewAction[] {
  return REVIEW_ACTIONS.filter((action) => nextStatus(status, action) !== null);
}

/** The menu page of the review and its button permissions (server checks, page buttons). */
export const REVIEW_MENU_CODE = 'cbp_admin_review';
export const REVIEW_PERMISSIONS: Record<ReviewAction, string> = {
  approve: 'cbp-apply-approve',
  complete: 'cbp-apply-approve',
  reject: 'cbp-apply-reject',
};

/** How long a purchase runs: '0' months, '1' years (spec 4 period types). */
export type ApplyPeriodType = '0' | '1';
export const PERIOD_LIMITS: Record<ApplyPeriodType, { max: number }> = { '0': { max: 36 }, '1': { max: 5 } };
export const QUANTITY_MAX = 100;
export const REASON_MAX = 200;
export const OPINION_MAX = 200;

export interface CatalogueSpec {
  code: string;
  name: Localized;
}

export interface CatalogueType {
  code: string;
  name: Localized;
  /** The purchased good's category once delivered. */
  category: Localized;
  specs: readonly CatalogueSpec[];
}

const spec = (code: string, name: Localized): CatalogueSpec => ({ code, name });

/** The resources a tenant may apply for: type → specifications. */
export const RESOURCE_CATALOGUE: readonly CatalogueType[] = [
  {
    code: 'ECS',
    name: { 'zh-CN': '云主机', 'en-US': 'Cloud server' },
    category: { 'zh-CN': '计算', 'en-US': 'Compute' },
    specs: [
      spec('ECS-2C4G', { 'zh-CN': '2核4G', 'en-US': '2 vCPU, 4 GB' }),
      spec('ECS-4C8G', { 'zh-CN': '4核8G', 'en-US': '4 vCPU, 8 GB' }),
      spec('ECS-8C16G', { 'zh-CN': '8核16G', 'en-US': '8 vCPU, 16 GB' }),
    ],
  },
  {
    code: 'OSS',
    name: { 'zh-CN': '对象存储', 'en-US': 'Object storage' },
    category: { 'zh-CN': '存储', 'en-US': 'Storage' },
    specs: [
      spec('OSS-500G', { 'zh-CN': '500G', 'en-US': '500 GB' }),
      spec('OSS-1T', { 'zh-CN': '1T', 'en-US': '1 TB' }),
      spec('OSS-5T', { 'zh-CN': '5T', 'en-US': '5 TB' }),
    ],
  },
  {
    code: 'RDS',
    name: { 'zh-CN': '云数据库', 'en-US': 'Cloud database' },
    category: { 'zh-CN': '数据库', 'en-US': 'Database' },
    specs: [
      spec('RDS-MYSQL-BASIC', { 'zh-CN': 'MySQL 基础版', 'en-US': 'MySQL basic' }),
      spec('RDS-PG-HA', { 'zh-CN': 'PostgreSQL 高可用版', 'en-US': 'PostgreSQL high availability' }),
    ],
  },
  {
    code: 'EIP',
    name: { 'zh-CN': '公网带宽', 'en-US': 'Public bandwidth' },
    category: { 'zh-CN': '网络', 'en-US': 'Network' },
    specs: [
      spec('EIP-10M', { 'zh-CN': '10M', 'en-US': '10 Mbit/s' }),
      spec('EIP-50M', { 'zh-CN': '50M', 'en-US': '50 Mbit/s' }),
      spec('EIP-100M', { 'zh-CN': '100M', 'en-US': '100 Mbit/s' }),
    ],
  },
  {
    code: 'K8S',
    name: { 'zh-CN': '容器集群', 'en-US': 'Container cluster' },
    category: { 'zh-CN': '计算', 'en-US': 'Compute' },
    specs: [spec('K8S-3N', { 'zh-CN': '3 节点', 'en-US': '3 nodes' }), spec('K8S-5N', { 'zh-CN': '5 节点', 'en-US': '5 nodes' })],
  },
];

export function findCatalogueType(code: string): CatalogueType | undefined {
  return RESOURCE_CATALOGUE.find((t) => t.code === code);
}

export function findCatalogueSpec(typeCode: string, specCode: string): CatalogueSpec | undefined {
  return findCatalogueType(typeCode)?.specs.find((s) => s.code === specCode);
}

/** What a tenant fills in to apply for a resource. */
export interface ResourceApplyForm {
  resourceType: string;
  specCode: string;
  quantity: number;
  periodType: string;
  periodNumber: number;
  reason?: string | null;
}

export type ResourceApplyProblem = 'TYPE' | 'SPEC' | 'QUANTITY' | 'PERIOD_TYPE' | 'PERIOD' | 'REASON';

/** The first thing wrong with a resource application, or null. */
export function resourceApplyProblem(form: ResourceApplyForm): ResourceApplyProblem | null {
  if (!findCatalogueType(form.resourceType)) return 'TYPE';
  if (!findCatalogueSpec(form.resourceType, form.specCode)) return 'SPEC';
  if (!Number.isInteger(form.quantity) || form.quantity < 1 || form.quantity > QUANTITY_MAX) return 'QUANTITY';
  if (form.periodType !== '0' && form.periodType !== '1') return 'PERIOD_TYPE';
  if (!Number.isInteger(form.periodNumber) || form.periodNumber < 1 || form.periodNumber > PERIOD_LIMITS[form.periodType].max) return 'PERIOD';
  if ((form.reason ?? '').trim().length > REASON_MAX) return 'REASON';
  return null;
}

/** What each problem tells the user; `{max}` is filled from the limits. */
export const RESOURCE_APPLY_PROBLEMS: Record<ResourceApplyProblem, Localized> = {
  TYPE: { 'zh-CN': '请选择资源类型', 'en-US': 'Choose a resource type' },
  SPEC: { 'zh-CN': '请选择该资源类型的规格', 'en-US': 'Choose a specification of this resource type' },
  QUANTITY: { 'zh-CN': `数量须为 1 到 ${QUANTITY_MAX} 的整数`, 'en-US': `The quantity must be a whole number from 1 to ${QUANTITY_MAX}` },
  PERIOD_TYPE: { 'zh-CN': '请选择购买周期单位（月或年）', 'en-US': 'Choose the period unit (months or years)' },
  PERIOD: {
    'zh-CN': `购买时长须为 1 到 ${PERIOD_LIMITS['0'].max} 个月或 1 到 ${PERIOD_LIMITS['1'].max} 年`,
    'en-US': `The period must be 1 to ${PERIOD_LIMITS['0'].max} months or 1 to ${PERIOD_LIMITS['1'].max} years`,
  },
  REASON: { 'zh-CN': `申请理由不能超过 ${REASON_MAX} 个字符`, 'en-US': `The reason may not exceed ${REASON_MAX} characters` },
};

/** What the application is for, as the lists show it (Chinese, as the seeded rows): '云主机 4核8G ×2'. */
export function resourceServiceName(form: Pick<ResourceApplyForm, 'resourceType' | 'specCode' | 'quantity'>, language: keyof Localized = 'zh-CN'): string {
  const type = findCatalogueType(form.resourceType);
  const found = findCatalogueSpec(form.resourceType, form.specCode);
  if (!type || !found) return '';
  return `${type.name[language]} ${found.name[language]}${form.quantity > 1 ? ` ×${form.quantity}` : ''}`;
}

/** What a developer request (kind DEVELOPER) applied for; the rows store the Chinese one. */
export const DEVELOPER_SERVICE_NAME: Localized = { 'zh-CN': '成为开发者', 'en-US': 'Become a developer' };

/** What a list row or detail knows about what was applied for. */
export interface AppliedFor {
  kind: 'RESOURCE' | 'DEVELOPER';
  /** As stored, in the language it was written in (Chinese for the platform's rows). */
  serviceName: string;
  /** The catalogue codes of a resource application (migration 012); null on older rows. */
  resourceType: string | null;
  specCode: string | null;
  quantity: number | null;
}

/**
 * What an application is for, in `language`: a developer request's label, a resource from the
 * catalogue by its codes ('Cloud server 4 vCPU, 8 GB ×2'), else the stored name as it is (a row
 * from before the codes, or codes no longer in the catalogue).
 *
 * @example
 * appliedForName({ kind: 'RESOURCE', serviceName: '云主机 4核8G ×2', resourceType: 'ECS', specCode: 'ECS-4C8G', quantity: 2 }, 'en-US');
 * // 'Cloud server 4 vCPU, 8 GB ×2'
 */
export function appliedForName(row: AppliedFor, language: keyof Localized = 'zh-CN'): string {
  if (row.kind === 'DEVELOPER') return DEVELOPER_SERVICE_NAME[language];
  if (row.resourceType && row.specCode && row.quantity) {
    const name = resourceServiceName({ resourceType: row.resourceType, specCode: row.specCode, quantity: row.quantity }, language);
    if (name) return name;
  }
  return row.serviceName;
}

/**
 * The last day a purchase of `periodNumber` months or years started on `startDay` ('YYYY-MM-DD')
 * is valid: the day before the same date that many months or years later; when that month has no
 * such date (01-31 + 1 month), the month's last day (28 or 29 February).
 */
export function periodEndDay(startDay: string, periodType: ApplyPeriodType, periodNumber: number): string {
  const [y, m, d] = startDay.split('-').map(Number);
  const months = periodType === '1' ? periodNumber * 12 : periodNumber;
  const targetMonth = m - 1 + months;
  const lastOfTarget = new Date(Date.UTC(y, targetMonth + 1, 0)).getUTCDate();
  // A start day the target month lacks (the 31st, 29 February) runs to that month's last day.
  const end = d > lastOfTarget ? new Date(Date.UTC(y, targetMonth, lastOfTarget)) : new Date(Date.UTC(y, targetMonth, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}
