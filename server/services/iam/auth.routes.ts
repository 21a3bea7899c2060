import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ClosureBody, LoginBody, LoginResult, RefreshBody, SignoutBody, TokenPair } from '../../../contract/iam';
import { decryptBody } from '../../security/encrypted-body';
import { writeAudit } from '../../security/audit';
import { AppError } from '../../errors';
import { bearerToken } from '../../plugins/auth';
import type { IamKit } from './iam.kit';
import { signIn } from './login.service';
import { resolveAccessToken, revokeSession, revokeUserSessions, rotateRefreshToken, sessionOfRefreshToken } from './session.service';
import { consumeCode } from './verification-code.service';
import { findUserById } from './user.repository';
import { ok, schemaOf } from './reply';
import { checkCode } from './validation.rules';

const ENCRYPTED = 'Body sent as { data: AES ciphertext of this JSON } (crypto-js passphrase mode).';

export function authRoutes(fastify: FastifyInstance, kit: IamKit) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = kit.ctx;
  const decrypt = decryptBody(config.aesKey);

  app.post('/manager/login', { preValidation: decrypt, schema: { ...schemaOf(LoginResult, 'Manager sign-in'), description: ENCRYPTED, body: LoginBody } }, async (request) =>
    ok(await signIn(kit, 'MANAGER_USER', request.body, request.ip), '登录成功'),
  );
  app.post('/client/login', { preValidation: decrypt, schema: { ...schemaOf(LoginResult, 'Client sign-in (primary or sub-account)'), description: ENCRYPTED, body: LoginBody } }, async (request) =>
    ok(await signIn(kit, 'CLIENT_USER', request.body, request.ip), '登录成功'),
  );

  app.post('/auth/refresh', { schema: { ...schemaOf(TokenPair, 'Rotate the refresh token (extension)'), body: RefreshBody } }, async (request) =>
    ok(await rotateRefreshToken(db, request.body.rt, kit.now(), request.ip)),
  );

  // A sign-out may come with no body at all (only the bearer token); treat that as `{}`.
  const emptyBody = async (request: { body: unknown }) => {
    request.body ??= {};
  };
  app.post('/auth/signout', { preValidation: emptyBody, schema: { ...schemaOf(Type.Null(), 'End the current session (extension)'), body: SignoutBody } }, async (request) => {
    const now = kit.now();
    const token = bearerToken(request);
    const user = token ? await resolveAccessToken(db, token, now, true) : null;
    const session = user ? { sessionId: user.sessionId, userId: user.id } : request.body.rt ? await sessionOfRefreshToken(db, request.body.rt) : null;
    if (session) {
      await revokeSession(db, session.sessionId, 'signout', now, session.userId);
      await writeAudit(db, new Date(now), { event: 'session.signed-out', userId: session.userId, ip: request.ip });
    }
    return ok(null, '已退出登录');
  });

  app.post('/user/logout', { preHandler: app.authenticate, schema: { ...schemaOf(Type.Null(), 'Request account closure with the code sent to the own phone', true), body: ClosureBody } }, async (request) => {
    const self = request.user!;
    if (request.body.id !== self.id) throw AppError.of('FORBIDDEN');
    const codeProblem = checkCode(request.body.verificeCode);
    if (codeProblem) throw new AppError('VALIDATION_FAILED', 400, codeProblem);
    const user = await findUserById(db, self.id);
    if (!user?.mobile) throw new AppError('CODE_INVALID', 400, '验证码错误或已失效');
    await consumeCode(kit, `CLOSE_ACCOUNT:${self.id}`, 'SMS', user.mobile, request.body.verificeCode, self.id);
    const now = kit.now();
    await db.insertInto('closure_request').values({ user_id: self.id, created_at: new Date(now), status: 'pending' }).execute();
    await db.updateTable('user_account').set({ status: 'closure_requested' }).where('id', '=', self.id).execute();
    await writeAudit(db, new Date(now), { event: 'closure.requested', userId: self.id, loginName: self.loginName, ip: request.ip });
    await revokeUserSessions(db, self.id, 'closure', now);
    return ok(null, '已提交注销申请，请等待审核');
  });
}
