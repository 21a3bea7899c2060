import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ClosureCodeBody, CodeSent, EmailCodeBody, MobileCodeBody, MsgCodeBody, TenantCodeBody } from '../../../contract/iam';
import { AppError } from '../../errors';
import type { IamKit } from './iam.kit';
import { checkCredentials, contactOf } from './login.service';
import { findByContact, findUserById } from './user.repository';
import { issueCode } from './verification-code.service';
import { ok, schemaOf } from './reply';
import { checkEmail, checkMobile } from './validation.rules';

const SENT = '验证码已发送';
const invalid = (message: string) => new AppError('VALIDATION_FAILED', 400, message);

export function codeRoutes(fastify: FastifyInstance, kit: IamKit) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = kit.ctx;

  app.post('/auth/getMsgVerificeCode', { schema: { ...schemaOf(CodeSent, 'Code for sign-in (password checked first) or find-password'), body: MsgCodeBody } }, async (request) => {
    const b = request.body;
    const channel = b.verificeChannel;
    if (b.scope === 'LOGIN') {
      const user = await checkCredentials(kit, b.loginUserType, { loginName: b.loginName, pwd: b.pwd ?? '', accountType: b.accountType, priLoginName: b.priLoginName }, request.ip);
      const address = contactOf(user, channel);
      if (!address) throw invalid(channel === 'SMS' ? '账号未绑定手机号' : '账号未绑定邮箱');
      return ok(await issueCode(kit, { purpose: `LOGIN:${user.id}`, scope: 'LOGIN', channel, address, deliver: true, ip: request.ip, userId: user.id }), SENT);
    }
    // Find password: loginName is the phone or e-mail. An unknown one gets the same answer and
    // nothing is delivered; sub-accounts cannot reset their own password (spec 6).
    const address = b.loginName.trim();
    const problem = channel === 'SMS' ? checkMobile(address) : checkEmail(address);
    if (problem) throw invalid(problem);
    const user = await findByContact(db, b.loginUserType, channel, address);
    const known = !!user && user.status === 'active';
    return ok(await issueCode(kit, { purpose: `PWDRESET:${b.loginUserType}`, scope: 'PWDRESET', channel, address, deliver: known, ip: request.ip, userId: user?.id ?? null }), SENT);
  });

  app.post('/auth/client/verifice-code/mobile', { preHandler: app.authenticate, schema: { ...schemaOf(CodeSent, 'Code for account closure, to the own phone', true), body: ClosureCodeBody } }, async (request) => {
    const self = request.user!;
    if (request.body.id !== self.id) throw AppError.of('FORBIDDEN');
    const mobile = request.body.mobile.trim();
    const user = await findUserById(db, self.id);
    if (!user?.mobile || user.mobile !== mobile) throw invalid('手机号与当前账号不一致');
    return ok(await issueCode(kit, { purpose: `CLOSE_ACCOUNT:${self.id}`, scope: 'CLOSE_ACCOUNT', channel: 'SMS', address: mobile, deliver: true, ip: request.ip, userId: self.id }), SENT);
  });

  app.post('/auth/verifice-code/email', { preHandler: app.authenticate, schema: { ...schemaOf(CodeSent, 'Code to a new e-mail address (profile)', true), body: EmailCodeBody } }, async (request) => {
    const self = request.user!;
    const email = request.body.email.trim();
    const problem = checkEmail(email);
    if (problem) throw invalid(problem);
    return ok(await issueCode(kit, { purpose: `UPDATE_EMAIL:${self.id}`, scope: 'UPDATE_EMAIL', channel: 'EMAIL', address: email, deliver: true, ip: request.ip, userId: self.id }), SENT);
  });

  app.post('/auth/verifice-code/mobile', { preHandler: app.authenticate, schema: { ...schemaOf(CodeSent, 'Code to a new phone (profile)', true), body: MobileCodeBody } }, async (request) => {
    const self = request.user!;
    const mobile = request.body.mobile.trim();
    const problem = checkMobile(mobile);
    if (problem) throw invalid(problem);
    return ok(await issueCode(kit, { purpose: `UPDATE_MOBILE:${self.id}`, scope: 'UPDATE_MOBILE', channel: 'SMS', address: mobile, deliver: true, ip: request.ip, userId: self.id }), SENT);
  });

  app.post('/auth/verifice-code/tenant', { schema: { ...schemaOf(CodeSent, 'Code for registration'), body: TenantCodeBody } }, async (request) => {
    const mobile = request.body.mobile.trim();
    const problem = checkMobile(mobile);
    if (problem) throw invalid(problem);
    return ok(await issueCode(kit, { purpose: 'REGISTER', scope: 'REGISTER', channel: 'SMS', address: mobile, deliver: true, ip: request.ip }), SENT);
  });
}
