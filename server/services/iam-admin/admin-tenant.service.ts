import { AppError, refusal, rejectInvalid } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { AuthUser } from '../../plugins/auth';
import type { AddTenantBody, AdminTenant, TenantDetail, TenantPage, TenantPageQuery } from '../../../contract/iam-admin';
import type { IamKit } from '../iam';
import { checkTenantName } from '../iam';
import { findAdminTenant, findTenantOrgs, findTenantPage, insertTenant, tenantNameTaken } from './admin-tenant.repository';
import { findUserPage } from './admin-user.repository';
import { containsPattern, flattenOrgs, pageOf } from './admin.rules';

/** Registration's defaults (spec 3): a tenant added by a manager hangs where a registered one does. */
const DEFAULT_PID = 1798;
const DEFAULT_PARENT = 1708;
const DETAIL_USERS = 100;

const tenantNameRepeated = () => AppError.of('TENANT_NAME_TAKEN');

export async function tenantPage(kit: IamKit, query: TenantPageQuery): Promise<TenantPage> {
  const page = pageOf(query);
  const { total, tenants } = await findTenantPage(kit.ctx.db, containsPattern(query.name), { offset: page.offset, limit: page.pageSize });
  return { total, data: tenants, pageNum: page.pageNum, pageSize: page.pageSize };
}

export async function tenantDetail(kit: IamKit, id: number): Promise<TenantDetail> {
  const { db } = kit.ctx;
  const tenant = await findAdminTenant(db, id);
  if (!tenant) throw AppError.of('TENANT_NOT_FOUND');
  const { total, users } = await findUserPage(db, { tenantId: id }, { offset: 0, limit: DETAIL_USERS });
  return { tenant, orgs: flattenOrgs(await findTenantOrgs(db, id)), users, userTotal: total };
}

export async function addTenant(kit: IamKit, actor: AuthUser, body: AddTenantBody, ip: string | null): Promise<AdminTenant> {
  const { db } = kit.ctx;
  const name = body.name.trim();
  rejectInvalid((language) => checkTenantName(name, language));
  const innerMark = body.innerMark ?? 0;
  if (innerMark !== 0 && innerMark !== 1) throw refusal('VALIDATION_FAILED', { 'zh-CN': '内部租户标识只能为0或1', 'en-US': 'The inner-tenant mark is 0 or 1' });
  if (await tenantNameTaken(db, name)) throw tenantNameRepeated();
  const now = kit.now();
  let id: number;
  try {
    id = await insertTenant(db, { name, innerMark, pid: DEFAULT_PID, parentTenantId: DEFAULT_PARENT, createdAt: new Date(now) });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw tenantNameRepeated();
    throw error;
  }
  await writeAudit(db, new Date(now), { event: 'tenant.created', userId: actor.id, loginName: actor.loginName, ip, detail: { tenantId: id, name } });
  return (await findAdminTenant(db, id))!;
}
