import type { FastifyInstance } from 'fastify';
import { iamSchemas as schemas } from '../../../contract/iam';
import { iamRoutes as routes } from '../../../contract/iam.routes';
import { AppError, rejectInvalid, requestLanguage } from '../../errors';
import type { IamKit } from './iam.kit';
import { checkCredentials, contactOf } from './login.service';
import { userByContact, userById } from './account.service';
import { issueCode } from './verification-code.service';
import { assertSelfService } from './self-service';
import { ok, serve } from '../../http/serve';
import { checkEmail, checkMobile } from './validation.rules';
import { successes } from '../../messages';

const SENT = successes.CODE_SENT;

const tags = ['iam'];

export function codeRoutes(app: FastifyInstance, kit: IamKit) {
  serve(
    app,
    routes.msgVerificeCode,
    schemas.msgVerificeCode,
    { tags, summary: 'Code for sign-in (password checked first) or find-password' },
    async (request) => {
      const b = request.body;
      const channel = b.verificeChannel;
      if (b.scope === 'LOGIN') {
        const user = await checkCredentials(
          kit,
          b.loginUserType,
          { loginName: b.loginName, pwd: b.pwd ?? '', accountType: b.accountType, priLoginName: b.priLoginName },
          request.ip,
        );
        const address = contactOf(user, channel);
        if (!address) throw AppError.of(channel === 'SMS' ? 'MOBILE_NOT_BOUND' : 'EMAIL_NOT_BOUND');
        return ok(
          await issueCode(kit, {
            purpose: `LOGIN:${user.id}`,
            scope: 'LOGIN',
            channel,
            address,
            deliver: true,
            ip: request.ip,
            language: requestLanguage(request),
            userId: user.id,
            owner: user.id,
          }),
          SENT,
        );
      }
      // Find password: loginName is the phone or e-mail. An unknown one gets the same answer and
      // nothing is delivered; sub-accounts cannot reset their own password (spec 6).
      const address = b.loginName.trim();
      rejectInvalid((language) => (channel === 'SMS' ? checkMobile(address, language) : checkEmail(address, language)));
      const user = await userByContact(kit, b.loginUserType, channel, address);
      // An unverified e-mail is treated as unknown (issue 13 item 12).
      const known = !!user && user.status === 'active' && (channel === 'SMS' || user.emailVerified);
      return ok(
        await issueCode(kit, {
          purpose: `PWDRESET:${b.loginUserType}`,
          scope: 'PWDRESET',
          channel,
          address,
          deliver: known,
          queued: true,
          ip: request.ip,
          language: requestLanguage(request),
          userId: user?.id ?? null,
        }),
        SENT,
      );
    },
  );

  serve(app, routes.closureCode, schemas.closureCode, { tags, summary: 'Code for account closure, to the own phone' }, async (request) => {
    const self = assertSelfService(request.user);
    if (request.body.id !== self.id) throw AppError.of('FORBIDDEN');
    const mobile = request.body.mobile.trim();
    const user = await userById(kit, self.id);
    if (!user?.mobile || user.mobile !== mobile) throw AppError.of('MOBILE_MISMATCH');
    return ok(
      await issueCode(kit, {
        purpose: `CLOSE_ACCOUNT:${self.id}`,
        scope: 'CLOSE_ACCOUNT',
        channel: 'SMS',
        address: mobile,
        deliver: true,
        ip: request.ip,
        language: requestLanguage(request),
        userId: self.id,
        owner: self.id,
      }),
      SENT,
    );
  });

  serve(app, routes.emailCode, schemas.emailCode, { tags, summary: 'Code to a new e-mail address (profile)' }, async (request) => {
    const self = assertSelfService(request.user);
    const email = request.body.email.trim();
    rejectInvalid((language) => checkEmail(email, language));
    return ok(
      await issueCode(kit, {
        purpose: `UPDATE_EMAIL:${self.id}`,
        scope: 'UPDATE_EMAIL',
        channel: 'EMAIL',
        address: email,
        deliver: true,
        ip: request.ip,
        language: requestLanguage(request),
        userId: self.id,
        owner: self.id,
      }),
      SENT,
    );
  });

  serve(app, routes.mobileCode, schemas.mobileCode, { tags, summary: 'Code to a new phone (profile)' }, async (request) => {
    const self = assertSelfService(request.user);
    const mobile = request.body.mobile.trim();
    rejectInvalid((language) => checkMobile(mobile, language));
    return ok(
      await issueCode(kit, {
        purpose: `UPDATE_MOBILE:${self.id}`,
        scope: 'UPDATE_MOBILE',
        channel: 'SMS',
        address: mobile,
        deliver: true,
        ip: request.ip,
        language: requestLanguage(request),
        userId: self.id,
        owner: self.id,
      }),
      SENT,
    );
  });

  serve(app, routes.tenantCode, schemas.tenantCode, { tags, summary: 'Code for registration' }, async (request) => {
    const mobile = request.body.mobile.trim();
    rejectInvalid((language) => checkMobile(mobile, language));
    return ok(
      await issueCode(kit, {
        purpose: 'REGISTER',
        scope: 'REGISTER',
        channel: 'SMS',
        address: mobile,
        deliver: true,
        ip: request.ip,
        language: requestLanguage(request),
      }),
      SENT,
    );
  });
}
