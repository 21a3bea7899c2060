import type { ServerContext } from '../../context';
import { createPasswordHasher } from '../../security/password-hash';
import type { UserType } from '../iam';
import { ROLE_NAMES_EN } from '../../migrations/014-english-names';

const DAY = 24 * 3600_000;

const SUPER_ADMIN = '超级管理员';

const ROLES: Array<[UserType, string, string]> = [
  ['MANAGER_USER', '超级管理员', '平台全部功能'],
  ['MANAGER_USER', '运营管理员', '租户、用户与消息运营'],
  ['MANAGER_USER', '安全审计员', '查看安全设置与审计记录'],
  ['MANAGER_USER', '客服专员', '处理用户咨询与密码重置'],
  ['CLIENT_USER', '租户管理员', '租户主账号'],
  ['CLIENT_USER', '运维人员', '设备与应用运维'],
  ['CLIENT_USER', '开发人员', '应用开发与接口调试'],
  ['CLIENT_USER', '财务人员', '订单与费用'],
  ['CLIENT_USER', '访客', '只读访问'],
];

/** [name, inner mark]; every name keeps the tenant-name rule (spec 5). */
const TENANTS: Array<[string, 0 | 1]> = [
  ['江南精密制造有限公司', 0],
  ['北辰物流集团', 0],
  ['华北重工机械股份公司', 1],
  ['东海港口运营公司', 0],
  ['中原农业科技有限公司', 0],
  ['西北新能源开发公司', 1],
  ['岭南电子信息有限公司', 0],
  ['长江水务集团', 1],
  ['蓝海化工(集团)有限公司', 0],
  ['天山矿业股份有限公司', 0],
  ['星河智能装备公司', 0],
  ['青云软件技术有限公司', 0],
  ['金桥建设工程集团', 1],
  ['远航船舶制造公司', 0],
  ['丰泽食品加工有限公司', 0],
  ['晨光纺织股份公司', 0],
  ['恒信汽车零部件公司', 0],
  ['博远医疗器械有限公司', 0],
  ['瑞丰钢铁集团', 1],
  ['云顶数据服务公司', 0],
  ['海纳环保科技有限公司', 0],
  ['正元电力设备公司', 1],
  ['泰和建材有限公司', 0],
  ['Apex-Tech科技公司', 0],
];

const SURNAMES: Array<[string, string]> = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['赵', 'zhao'],
  ['黄', 'huang'],
  ['周', 'zhou'],
  ['吴', 'wu'],
  ['徐', 'xu'],
  ['孙', 'sun'],
];
const GIVEN: Array<[string, string]> = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['磊', 'lei'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['艳', 'yan'],
  ['杰', 'jie'],
  ['涛', 'tao'],
  ['明轩', 'mingxuan'],
  ['子涵', 'zihan'],
];

type Db = ServerContext['db'];
type RoleOf = (userType: UserType, name: string) => { role_id: number; role_name: string };
/** The columns every seeded user shares: password, no employee number, role type 0. */
type UserBase = { emp_number: null; auth_status: number; user_role_type: number; password_hash: string };

/** The roles; the demo accounts' role names become these roles. Answers the role columns of a role by user type and name. */
async function seedRoles(db: Db, now: number): Promise<RoleOf> {
  const roleIds = new Map<string, number>();
  for (const [userType, roleName, remark] of ROLES) {
    const row = await db
      .insertInto('role')
      .values({
        user_type: userType,
        role_name: roleName,
        role_name_en: ROLE_NAMES_EN[roleName] ?? null,
        remark,
        created_at: new Date(now - 400 * DAY),
        holds_all: roleName === SUPER_ADMIN,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds.set(`${userType}:${roleName}`, row.id);
    await db.updateTable('user_account').set({ role_id: row.id }).where('user_type', '=', userType).where('role_name', '=', roleName).execute();
  }
  return (userType, name) => ({ role_id: roleIds.get(`${userType}:${name}`)!, role_name: name });
}

/** The next demo person each call: names from the tables, phones 1390010xxxx, e-mails @demo.example. */
function demoPeople(now: number) {
  let n = 0;
  return () => {
    const [surname, surnamePinyin] = SURNAMES[n % SURNAMES.length];
    const [given, givenPinyin] = GIVEN[(n * 5 + Math.floor(n / SURNAMES.length)) % GIVEN.length];
    n += 1;
    const loginName = `${surnamePinyin}${givenPinyin}${String(n).padStart(2, '0')}`;
    return {
      login_name: loginName,
      user_name: `${surname}${given}`,
      mobile: `1390010${String(n).padStart(4, '0')}`,
      email: `${loginName}@demo.example`,
      // Every seventh demo user is disabled, so the status filter has something to find.
      status: n % 7 === 0 ? ('disabled' as const) : ('active' as const),
      created_at: new Date(now - (90 - n) * DAY),
    };
  };
}

/** One more tenant: its organisation (root, a department, sometimes a team), a primary account and a sub-account, and every fourth a second primary. */
async function seedTenant(db: Db, index: number, now: number, users: { base: UserBase; person: ReturnType<typeof demoPeople>; role: RoleOf }) {
  const { base, person, role } = users;
  const [name, innerMark] = TENANTS[index];
  const tenant = await db
    .insertInto('tenant')
    .values({
      name,
      pid: 1798,
      parent_tenant_id: 1708,
      inner_mark: innerMark,
      mgr_tenant_name: '平台运营中心',
      created_at: new Date(now - (60 - index * 2) * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const root = await db.insertInto('org').values({ tenant_id: tenant.id, parent_id: null, name }).returning('id').executeTakeFirstOrThrow();
  const dept = await db
    .insertInto('org')
    .values({ tenant_id: tenant.id, parent_id: root.id, name: index % 2 ? '生产运营部' : '信息技术部' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (index % 3 === 0) await db.insertInto('org').values({ tenant_id: tenant.id, parent_id: dept.id, name: '运维组' }).execute();

  const client = { ...base, user_type: 'CLIENT_USER' as const, tenant_id: tenant.id };
  const primary = await db
    .insertInto('user_account')
    .values({ ...client, ...person(), ...role('CLIENT_USER', '租户管理员'), org_id: root.id, pid: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subRole = ['运维人员', '开发人员', '财务人员', '访客'][index % 4];
  await db
    .insertInto('user_account')
    .values({ ...client, ...person(), ...role('CLIENT_USER', subRole), org_id: dept.id, pid: primary.id })
    .execute();
  if (index % 4 === 0)
    await db
      .insertInto('user_account')
      .values({ ...client, ...person(), ...role('CLIENT_USER', '租户管理员'), org_id: root.id, pid: 0 })
      .execute();
}

/**
 * Administration demo data (issue 10 item 1), after the demo identities on an empty database:
 * the roles (the demo accounts keep their role names, now roles), 24 more tenants with orgs, and
 * 62 users across them and the platform — managers, primary accounts and sub-accounts, every
 * seventh disabled — so lists page and filter meaningfully. Every password is DEMO_PASSWORD;
 * phones are 1390010xxxx, e-mails @demo.example.
 */
export async function seedIamAdmin(ctx: ServerContext): Promise<void> {
  const { db, config } = ctx;
  const now = config.now();
  const hasher = createPasswordHasher({ fast: config.fastHashing, concurrency: config.hashConcurrency });
  const base: UserBase = { emp_number: null, auth_status: 1, user_role_type: 0, password_hash: await hasher.hashPassword(config.demoPassword) };
  const role = await seedRoles(db, now);
  const person = demoPeople(now);

  // Eight more managers, the three manager roles in turn.
  for (let i = 0; i < 8; i += 1) {
    const roleName = ['运营管理员', '安全审计员', '客服专员'][i % 3];
    await db
      .insertInto('user_account')
      .values({ ...base, ...person(), ...role('MANAGER_USER', roleName), user_type: 'MANAGER_USER', tenant_id: null, org_id: null, pid: 0 })
      .execute();
  }
  for (let index = 0; index < TENANTS.length; index += 1) await seedTenant(db, index, now, { base, person, role });
}
