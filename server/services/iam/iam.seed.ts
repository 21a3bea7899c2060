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

/**
 * Demo identities (issue 3 item 4): manager `admin`; tenant A (inner mark 0) with primary `demo`
 * and its sub-account `operator`; tenant B (inner mark 1) with primary `demo2`. Every password is
 * DEMO_PASSWORD. Tenants hang under the registration defaults 1798 / 1708 (created by migration 001).
 */
export async function seedIam(ctx: ServerContext): Promise<DemoAccount[]> {
  const { db, config } = ctx;
  const hasher = createPasswordHasher({ fast: config.fastHashing, concurrency: config.hashConcurrency });
  const passwordHash = await hasher.hashPassword(config.demoPassword);

  const tenantA = await db
    .insertInto('tenant')
    .values({ name: '华东智造科技有限公司', pid: 1798, parent_tenant_id: 1708, inner_mark: 0, mgr_tenant_name: '平台运营中心' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenantB = await db
    .insertInto('tenant')
    .values({ name: '西南能源集团', pid: 1798, parent_tenant_id: 1708, inner_mark: 1, mgr_tenant_name: '平台运营中心' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orgA = await db.insertInto('org').values({ tenant_id: tenantA.id, parent_id: null, name: '华东智造总部' }).returning('id').executeTakeFirstOrThrow();
  const orgA2 = await db.insertInto('org').values({ tenant_id: tenantA.id, parent_id: orgA.id, name: '生产运营部' }).returning('id').executeTakeFirstOrThrow();
  const orgB = await db.insertInto('org').values({ tenant_id: tenantB.id, parent_id: null, name: '西南能源总部' }).returning('id').executeTakeFirstOrThrow();
  const orgPlatform = await db.insertInto('org').values({ tenant_id: 1708, parent_id: null, name: '平台运营部' }).returning('id').executeTakeFirstOrThrow();

  const base = { emp_number: null, auth_status: 1, password_hash: passwordHash, status: 'active' as const };
  await db
    .insertInto('user_account')
    .values({
      ...base,
      user_type: 'MANAGER_USER',
      tenant_id: null,
      org_id: orgPlatform.id,
      login_name: 'admin',
      user_name: '平台管理员',
      mobile: '13800000001',
      email: 'admin@portal.example',
      pid: 0,
      user_role_type: 2,
      role_name: '超级管理员',
      emp_number: 'M0001',
      auth_status: 3,
    })
    .execute();
  const demo = await db
    .insertInto('user_account')
    .values({
      ...base,
      user_type: 'CLIENT_USER',
      tenant_id: tenantA.id,
      org_id: orgA.id,
      login_name: 'demo',
      user_name: '张明',
      mobile: '13800000002',
      email: 'demo@portal.example',
      pid: 0,
      user_role_type: 0,
      role_name: '租户管理员',
      emp_number: 'E1001',
      auth_status: 3,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_account')
    .values({
      ...base,
      user_type: 'CLIENT_USER',
      tenant_id: tenantA.id,
      org_id: orgA2.id,
      login_name: 'operator',
      user_name: '李华',
      mobile: '13800000003',
      email: 'operator@portal.example',
      pid: demo.id,
      user_role_type: 0,
      role_name: '运维人员',
    })
    .execute();
  await db
    .insertInto('user_account')
    .values({
      ...base,
      user_type: 'CLIENT_USER',
      tenant_id: tenantB.id,
      org_id: orgB.id,
      login_name: 'demo2',
      user_name: '王芳',
      mobile: '13800000004',
      email: 'demo2@portal.example',
      pid: 0,
      user_role_type: 1,
      role_name: '租户管理员',
      auth_status: 2,
    })
    .execute();

  return [
    { kind: 'manager', loginName: 'admin', mobile: '13800000001', email: 'admin@portal.example' },
    { kind: 'client primary (A)', loginName: 'demo', mobile: '13800000002', email: 'demo@portal.example', note: 'tenant app list has 双碳平台' },
    { kind: 'client sub-account (A)', loginName: 'operator', mobile: '13800000003', email: 'operator@portal.example', note: 'primary account: demo' },
    { kind: 'client primary (B)', loginName: 'demo2', mobile: '13800000004', email: 'demo2@portal.example', note: 'no 双碳平台; inner mark 1' },
  ];
}
