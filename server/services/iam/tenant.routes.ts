import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RegisterBody, RegisterResult, TenantNameParams } from '../../../contract/iam';
import { AppError } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { IamKit } from './iam.kit';
import { contactTaken, findPrimaryByIdentifier, findUserById } from './user.repository';
import { consumeCode } from './verification-code.service';
import { assertNewPassword } from './password.service';
import { ok, schemaOf } from './reply';
import { agreementTicked, checkCode, checkEmail, checkMobile, checkTenantName, checkUserName, parseTenantRef } from './validation.rules';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', 400, message);
const tenantNameTaken = () => new AppError('TENANT_NAME_TAKEN', 409, '租户名称重复');

export function tenantRoutes(fastify: FastifyInstance, kit: IamKit) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = kit.ctx;

  const tenantExists = async (name: string) => !!(await db.selectFrom('tenant').select('id').where('name', '=', name).executeTakeFirst());

  app.get('/tenant/getOrgNameRepeat/:name', { schema: { ...schemaOf(Type.Boolean(), 'True when a tenant of that name exists'), params: TenantNameParams } }, async (request) =>
    ok(await tenantExists(request.params.name.trim())),
  );

  app.get('/tenant/getInnerMark', { preHandler: app.authenticate, schema: schemaOf(Type.Integer(), "The signed-in user's tenant inner mark (1 for managers)", true) }, async (request) => {
    const user = await findUserById(db, request.user!.id);
    return ok(user?.userType === 'MANAGER_USER' ? 1 : (user?.innerMark ?? 0));
  });

  app.post('/tenant/register', { schema: { ...schemaOf(RegisterResult, 'Self-registration of a tenant and its primary account'), body: RegisterBody } }, async (request) => {
    const b = request.body;
    const pid = parseTenantRef(b.pid);
    const parentTenantId = parseTenantRef(b.parentTenantId);
    if (!pid || !parentTenantId) throw new AppError('DATA_ERROR', 400, '数据异常');
    if (!agreementTicked(b.choices)) throw invalid('请阅读并选择同意协议内容');
    const form = { tenantName: b.tenantName.trim(), userName: b.userName.trim(), mobile: b.mobile.trim(), email: b.email.trim() };
    const problem = checkTenantName(form.tenantName) ?? checkUserName(form.userName) ?? checkMobile(form.mobile) ?? checkEmail(form.email) ?? checkCode(b.verificeCode);
    if (problem) throw invalid(problem);
    await assertNewPassword(kit, b.password, b.confirmPassword);
    const parents = await db.selectFrom('tenant').select('id').where('id', 'in', [pid, parentTenantId]).execute();
    if (parents.length !== new Set([pid, parentTenantId]).size) throw new AppError('DATA_ERROR', 400, '数据异常');
    if (await tenantExists(form.tenantName)) throw tenantNameTaken();
    if (await findPrimaryByIdentifier(db, 'CLIENT_USER', form.userName)) throw new AppError('USER_NAME_TAKEN', 409, '用户名已存在');
    if (await contactTaken(db, 'CLIENT_USER', 'SMS', form.mobile)) throw new AppError('MOBILE_TAKEN', 409, '该手机号已注册');
    if (await contactTaken(db, 'CLIENT_USER', 'EMAIL', form.email)) throw new AppError('EMAIL_TAKEN', 409, '该邮箱已注册');
    await consumeCode(kit, 'REGISTER', 'SMS', form.mobile, b.verificeCode);

    const passwordHash = await kit.hasher.hashPassword(b.password);
    const now = kit.now();
    try {
      const created = await db.transaction().execute(async (trx) => {
        const tenant = await trx.insertInto('tenant').values({ name: form.tenantName, pid, parent_tenant_id: parentTenantId, inner_mark: 0, mgr_tenant_name: null }).returning('id').executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('user_account')
          .values({
            user_type: 'CLIENT_USER', tenant_id: tenant.id, org_id: null, login_name: form.userName, user_name: form.userName, mobile: form.mobile, email: form.email,
            pid: 0, emp_number: null, user_role_type: 0, auth_status: 1, role_name: '租户管理员', password_hash: passwordHash, status: 'active',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { tenantId: tenant.id, userId: user.id };
      });
      await writeAudit(db, new Date(now), { event: 'tenant.registered', userId: created.userId, loginName: form.userName, ip: request.ip, detail: { tenantId: created.tenantId } });
      return ok({ ...created, loginName: form.userName }, '恭喜！您已注册成功。');
    } catch (error) {
      // Two registrations racing for one name: the unique index decides.
      const e = error as { code?: string; constraint?: string };
      if (e.code === '23505') throw e.constraint?.startsWith('tenant') ? tenantNameTaken() : AppError.of('CONFLICT', '用户名、手机号或邮箱已被注册');
      throw error;
    }
  });
}
