import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/auth';
import { iamSchemas as schemas } from '../../../contract/iam';
import { iamRoutes as routes } from '../../../contract/iam.routes';
import { AppError, requestLanguage } from '../../errors';
import type { IamKit } from './iam.kit';
import type { UserType } from './iam.tables';
import { userById, type UserRecord } from './account.service';
import { sendEmailVerificationCode, updateOwnEmail, updateOwnInfo, updateOwnMobile, verifyOwnEmail } from './profile.service';
import { assertSelfService } from './self-service';
import { ok, serve } from '../../http/serve';
import { successes } from '../../messages';

const tags = ['iam'];

/** The route names of each user type's own profile calls. */
const sides = [
  { userType: 'MANAGER_USER', detail: 'managerDetail', info: 'managerUpdateInfo', mobile: 'managerUpdateMobile', email: 'managerUpdateEmail' },
  { userType: 'CLIENT_USER', detail: 'userDetail', info: 'userUpdateInfo', mobile: 'userUpdateMobile', email: 'userUpdateEmail' },
] as const;

/** The signed-in user of that type; `change` for the calls that edit the profile, which sub-accounts may not (F-8). */
async function signedInSelf(kit: IamKit, auth: AuthUser, userType: UserType, id?: number, change = false): Promise<UserRecord> {
  if (auth.userType !== userType || (id !== undefined && id !== auth.id)) throw AppError.of('FORBIDDEN');
  if (change) assertSelfService(auth);
  const user = await userById(kit, auth.id);
  if (!user) throw AppError.of('UNAUTHENTICATED');
  return user;
}

/** mgruser/… for managers and user/… for client users: the same calls, each for its own user type. */
export function profileRoutes(app: FastifyInstance, kit: IamKit) {
  const self = (request: { user: AuthUser }, userType: UserType, id?: number, change = false) => signedInSelf(kit, request.user, userType, id, change);

  for (const { userType, detail, info, mobile, email } of sides) {
    serve(app, routes[detail], schemas[detail], { tags, summary: `The signed-in ${userType}` }, async (request) => ok((await self(request, userType)).info));

    serve(app, routes[info], schemas[info], { tags, summary: 'Edit own name and employee number' }, async (request) =>
      ok(await updateOwnInfo(kit, await self(request, userType, request.body.id, true), request.body, request.ip), successes.SAVED),
    );

    serve(app, routes[mobile], schemas[mobile], { tags, summary: 'Change own phone with a code sent to it and the current password' }, async (request) =>
      ok(
        await updateOwnMobile(kit, await self(request, userType, request.body.id, true), userType, request.body, request.ip, requestLanguage(request)),
        successes.SAVED,
      ),
    );

    serve(app, routes[email], schemas[email], { tags, summary: 'Change own e-mail with a code sent to it and the current password' }, async (request) =>
      ok(
        await updateOwnEmail(kit, await self(request, userType, request.body.id, true), userType, request.body, request.ip, requestLanguage(request)),
        successes.SAVED,
      ),
    );
  }

  serve(app, routes.emailVerificationCode, schemas.emailVerificationCode, { tags, summary: 'Code to the own unverified e-mail (extension)' }, async (request) =>
    ok(await sendEmailVerificationCode(kit, await self(request, request.user.userType), request.ip, requestLanguage(request)), successes.CODE_SENT),
  );

  serve(app, routes.verifyEmail, schemas.verifyEmail, { tags, summary: 'Verify the own e-mail with that code (extension)' }, async (request) =>
    ok(await verifyOwnEmail(kit, await self(request, request.user.userType), request.body.verificeCode, request.ip), successes.EMAIL_VERIFIED),
  );
}
