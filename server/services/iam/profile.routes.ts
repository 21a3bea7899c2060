import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UpdateEmailBody, UpdateInfoBody, UpdateMobileBody, UserInfo } from '../../../contract/iam';
import { AppError } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { IamKit } from './iam.kit';
import type { UserType } from './iam.tables';
import { contactTaken, findUserById, type UserRecord } from './user.repository';
import { consumeCode } from './verification-code.service';
import { ok, schemaOf } from './reply';
import { checkCode, checkEmail, checkEmpNumber, checkMobile, checkProfileName } from './validation.rules';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', 400, message);

/** mgruser/… for managers and user/… for client users: the same calls, each for its own user type. */
export function profileRoutes(fastify: FastifyInstance, kit: IamKit) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = kit.ctx;

  async function self(request: FastifyRequest, userType: UserType, id?: number): Promise<UserRecord> {
    const auth = request.user!;
    if (auth.userType !== userType || (id !== undefined && id !== auth.id)) throw AppError.of('FORBIDDEN');
    const user = await findUserById(db, auth.id);
    if (!user) throw AppError.of('UNAUTHENTICATED');
    return user;
  }
  const fresh = async (id: number) => (await findUserById(db, id))!.info;

  for (const [prefix, userType] of [['/mgruser', 'MANAGER_USER'], ['/user', 'CLIENT_USER']] as const) {
    app.get(`${prefix}/detail`, { preHandler: app.authenticate, schema: schemaOf(UserInfo, `The signed-in ${userType}`, true) }, async (request) =>
      ok((await self(request, userType)).info),
    );

    app.post(`${prefix}/self/update/info`, { preHandler: app.authenticate, schema: { ...schemaOf(UserInfo, 'Edit own name and employee number', true), body: UpdateInfoBody } }, async (request) => {
      const user = await self(request, userType, request.body.id);
      const userName = request.body.userName.trim();
      const empNumber = request.body.empNumber?.trim() || null;
      const problem = checkProfileName(userName) ?? checkEmpNumber(empNumber);
      if (problem) throw invalid(problem);
      await db.updateTable('user_account').set({ user_name: userName, emp_number: empNumber }).where('id', '=', user.id).execute();
      await writeAudit(db, new Date(kit.now()), { event: 'profile.changed', userId: user.id, ip: request.ip });
      return ok(await fresh(user.id), '保存成功');
    });

    app.post(`${prefix}/self/update/mobile`, { preHandler: app.authenticate, schema: { ...schemaOf(UserInfo, 'Change own phone with a code sent to it', true), body: UpdateMobileBody } }, async (request) => {
      const user = await self(request, userType, request.body.id);
      const mobile = request.body.mobile.trim();
      const problem = checkMobile(mobile) ?? checkCode(request.body.verificeCode);
      if (problem) throw invalid(problem);
      await consumeCode(kit, `UPDATE_MOBILE:${user.id}`, 'SMS', mobile, request.body.verificeCode, user.id);
      if (user.pid === 0 && (await contactTaken(db, userType, 'SMS', mobile, user.id))) throw new AppError('MOBILE_TAKEN', 409, '该手机号已被其他账号使用');
      await db.updateTable('user_account').set({ mobile }).where('id', '=', user.id).execute();
      await writeAudit(db, new Date(kit.now()), { event: 'contact.mobile-changed', userId: user.id, ip: request.ip });
      return ok(await fresh(user.id), '保存成功');
    });

    app.post(`${prefix}/self/update/email`, { preHandler: app.authenticate, schema: { ...schemaOf(UserInfo, 'Change own e-mail with a code sent to it', true), body: UpdateEmailBody } }, async (request) => {
      const user = await self(request, userType, request.body.id);
      const email = request.body.email.trim();
      const problem = checkEmail(email) ?? checkCode(request.body.verificeCode);
      if (problem) throw invalid(problem);
      await consumeCode(kit, `UPDATE_EMAIL:${user.id}`, 'EMAIL', email, request.body.verificeCode, user.id);
      if (user.pid === 0 && (await contactTaken(db, userType, 'EMAIL', email, user.id))) throw new AppError('EMAIL_TAKEN', 409, '该邮箱已被其他账号使用');
      await db.updateTable('user_account').set({ email }).where('id', '=', user.id).execute();
      await writeAudit(db, new Date(kit.now()), { event: 'contact.email-changed', userId: user.id, ip: request.ip });
      return ok(await fresh(user.id), '保存成功');
    });
  }
}
