import type { ServerContext } from '../../context';
import { createPasswordHasher } from '../../security/password-hash';

/** A demo account, printed at start and listed in the README. */
export interface DemoAccount {
  kind: string;
  loginName: string;
  mobile: string;
  email: string;
  note?: string;
}

/** The demo tenants, under the registration defaults 1798 / 1708 (created by migration 001). */
const TENANTS = [
  { key: 'A', name: '华东智造科技有限公司', inner_mark: 0 },
  { key: 'B', name: '西南能源集团', inner_mark: 1 },
] as const;

type TenantKey = (typeof TENANTS)[number]['key'];

/** Organisations by key; `tenant` null is the platform's own tenant (1708). */
const ORGS: Array<{ key: string; tenant: TenantKey | null; parent: string | null; name: string }> = [
  { key: 'A', tenant: 'A', parent: null, name: '华东智造总部' },
  { key: 'A2', tenant: 'A', parent: 'A', name: '生产运营部' },
  { key: 'B', tenant: 'B', parent: null, name: '西南能源总部' },
  { key: 'platform', tenant: null, parent: null, name: '平台运营部' },
];

interface DemoUser extends DemoAccount {
  org: string;
  tenant: TenantKey | null;
  /** The primary account's login name, for a sub-account. */
  primary?: string;
  userName: string;
  userType: 'MANAGER_USER' | 'CLIENT_USER';
  userRoleType: number;
  roleName: string;
  empNumber: string | null;
  authStatus: number;
}

const USERS: DemoUser[] = [
  {
    kind: 'manager',
    loginName: 'admin',
    mobile: '13800000001',
    email: 'admin@portal.example',
    org: 'platform',
    tenant: null,
    userName: '平台管理员',
    userType: 'MANAGER_USER',
    userRoleType: 2,
    roleName: '超级管理员',
    empNumber: 'M0001',
    authStatus: 3,
  },
  {
    kind: 'client primary (A)',
    loginName: 'demo',
    mobile: '13800000002',
    email: 'demo@portal.example',
    note: 'tenant app list has 双碳平台',
    org: 'A',
    tenant: 'A',
    userName: '张明',
    userType: 'CLIENT_USER',
    userRoleType: 0,
    roleName: '租户管理员',
    empNumber: 'E1001',
    authStatus: 3,
  },
  {
    kind: 'client sub-account (A)',
    loginName: 'operator',
    mobile: '13800000003',
    email: 'operator@portal.example',
    note: 'primary account: demo',
    org: 'A2',
    tenant: 'A',
    primary: 'demo',
    userName: '李华',
    userType: 'CLIENT_USER',
    userRoleType: 0,
    roleName: '运维人员',
    empNumber: null,
    authStatus: 1,
  },
  {
    kind: 'client primary (B)',
    loginName: 'demo2',
    mobile: '13800000004',
    email: 'demo2@portal.example',
    note: 'no 双碳平台; inner mark 1',
    org: 'B',
    tenant: 'B',
    userName: '王芳',
    userType: 'CLIENT_USER',
    userRoleType: 1,
    roleName: '租户管理员',
    empNumber: null,
    authStatus: 2,
  },
];

/** Inserts the demo tenants and their organisations; answers their ids by key. */
async function seedTenantsAndOrgs(db: ServerContext['db']) {
  const tenantIds = new Map<TenantKey, number>();
  for (const tenant of TENANTS) {
    const row = await db
      .insertInto('tenant')
      .values({ name: tenant.name, pid: 1798, parent_tenant_id: 1708, inner_mark: tenant.inner_mark, mgr_tenant_name: '平台运营中心' })
      .returning('id')
      .executeTakeFirstOrThrow();
    tenantIds.set(tenant.key, row.id);
  }
  const orgIds = new Map<string, number>();
  for (const org of ORGS) {
    const values = { tenant_id: org.tenant ? tenantIds.get(org.tenant)! : 1708, parent_id: org.parent ? orgIds.get(org.parent)! : null, name: org.name };
    const row = await db.insertInto('org').values(values).returning('id').executeTakeFirstOrThrow();
    orgIds.set(org.key, row.id);
  }
  return { tenantIds, orgIds };
}

/**
 * Demo identities (issue 3 item 4): manager `admin`; tenant A (inner mark 0) with primary `demo`
 * and its sub-account `operator`; tenant B (inner mark 1) with primary `demo2`. Every password is
 * DEMO_PASSWORD.
 */
export async function seedIam(ctx: ServerContext): Promise<DemoAccount[]> {
  const { db, config } = ctx;
  const hasher = createPasswordHasher({ fast: config.fastHashing, concurrency: config.hashConcurrency });
  const passwordHash = await hasher.hashPassword(config.demoPassword);
  const { tenantIds, orgIds } = await seedTenantsAndOrgs(db);
  const userIds = new Map<string, number>();
  for (const user of USERS) {
    const row = await db
      .insertInto('user_account')
      .values({
        password_hash: passwordHash,
        status: 'active',
        user_type: user.userType,
        tenant_id: user.tenant ? tenantIds.get(user.tenant)! : null,
        org_id: orgIds.get(user.org)!,
        login_name: user.loginName,
        user_name: user.userName,
        mobile: user.mobile,
        email: user.email,
        pid: user.primary ? userIds.get(user.primary)! : 0,
        user_role_type: user.userRoleType,
        role_name: user.roleName,
        emp_number: user.empNumber,
        auth_status: user.authStatus,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(user.loginName, row.id);
  }
  return USERS.map(({ kind, loginName, mobile, email, note }) => ({ kind, loginName, mobile, email, ...(note ? { note } : {}) }));
}
