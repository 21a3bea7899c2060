import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { InitPasswordBody, InitPasswordResult, LoginSecurityMode, PasswordStrategy, ResetLinkBody, ResetLinkResult, ResetPwdBody, UpdatePwdBody } from '../../../contract/iam';
import { AppError } from '../../errors';
import { decryptBody } from '../../security/encrypted-body';
import type { IamKit } from './iam.kit';
import { checkOldPassword } from './login.service';
import { findByContact, findUserById } from './user.repository';
import { consumeCode } from './verification-code.service';
import { assertNewPassword, claimPasswordKey, issuePasswordKey, replacePassword } from './password.service';
import { loginSecurityMode, passwordStrategy } from './settings.service';
import { ok, schemaOf } from './reply';
import { checkCode } from './validation.rules';

const ENCRYPTED = 'Body sent as { data: AES ciphertext of this JSON } (crypto-js passphrase mode).';

export function passwordRoutes(fastify: FastifyInstance, kit: IamKit) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = kit.ctx;
  const decrypt = decryptBody(config.aesKey);

  app.get('/passwordStrategy/queryStrategy', { schema: schemaOf(Type.Array(PasswordStrategy), 'The password strategy (the first item is used)') }, async () =>
    ok([await passwordStrategy(db, config)]),
  );
  app.get('/passwordStrategy/queryPwdConfig', { schema: schemaOf(LoginSecurityMode, 'The login security mode: 0 SMS, 1 e-mail, 2 off, 3 both') }, async () =>
    ok(await loginSecurityMode(db, config)),
  );

  app.post('/auth/resetPwd', { preValidation: decrypt, schema: { ...schemaOf(Type.Null(), 'Find password with a code'), description: ENCRYPTED, body: ResetPwdBody } }, async (request) => {
    const b = request.body;
    const codeProblem = checkCode(b.verificeCode);
    if (codeProblem) throw new AppError('VALIDATION_FAILED', 400, codeProblem);
    await assertNewPassword(kit, b.newPwd, b.againPwd);
    const address = b.loginName.trim();
    const user = await findByContact(db, b.loginUserType, b.verificeChannel, address);
    // An unknown contact fails like a wrong code: the answer does not tell who has an account.
    await consumeCode(kit, `PWDRESET:${b.loginUserType}`, b.verificeChannel, address, b.verificeCode, user?.id ?? null);
    if (!user) throw new AppError('CODE_INVALID', 400, '验证码错误或已失效');
    await replacePassword(kit, user, b.newPwd, 'password.reset', request.ip);
    return ok(null, '密码已重置');
  });

  app.post('/auth/init/password', { preValidation: decrypt, schema: { ...schemaOf(InitPasswordResult, 'First-time password with a set-password key'), description: ENCRYPTED, body: InitPasswordBody } }, async (request) => {
    const b = request.body;
    await assertNewPassword(kit, b.password, b.confirmPassword);
    const userId = await claimPasswordKey(kit, b.key);
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('KEY_INVALID', 400, '链接无效或已过期，请联系管理员重新发送');
    await replacePassword(kit, user, b.password, 'password.set', request.ip);
    return ok({ userType: user.userType }, '密码设置成功');
  });

  app.post('/auth/updatePwd', { preHandler: app.authenticate, preValidation: decrypt, schema: { ...schemaOf(Type.Null(), 'Change password; ends every session', true), description: ENCRYPTED, body: UpdatePwdBody } }, async (request) => {
    const b = request.body;
    if (!b.oldPwd) throw new AppError('VALIDATION_FAILED', 400, '请输入原密码');
    const user = await findUserById(db, request.user!.id);
    if (!user) throw AppError.of('UNAUTHENTICATED');
    await assertNewPassword(kit, b.newPwd, b.againPwd);
    if (b.newPwd === b.oldPwd) throw new AppError('VALIDATION_FAILED', 400, '新密码与原密码不能一致');
    await checkOldPassword(kit, user, b.oldPwd, request.ip);
    await replacePassword(kit, user, b.newPwd, 'password.changed', request.ip);
    return ok(null, '修改密码成功');
  });

  // Administrator reset (issue 3 item 8): a manager for anyone; a primary client account for its
  // own sub-accounts, which cannot reset their own password (spec 6).
  for (const [path, userType] of [['/mgruser/reset-password-link', 'MANAGER_USER'], ['/user/reset-password-link', 'CLIENT_USER']] as const) {
    app.post(path, { preHandler: app.authenticate, schema: { ...schemaOf(ResetLinkResult, 'Administrator reset: e-mail a set-password link (extension)', true), body: ResetLinkBody } }, async (request) => {
      const self = request.user!;
      if (self.userType !== userType || (userType === 'CLIENT_USER' && self.pid !== 0)) throw AppError.of('FORBIDDEN');
      const user = await findUserById(db, request.body.userId);
      if (!user || (userType === 'CLIENT_USER' && user.pid !== self.id)) throw AppError.of('NOT_FOUND', '用户不存在');
      return ok(await issuePasswordKey(kit, user, self.id, request.ip), '设置密码链接已发送');
    });
  }
}
