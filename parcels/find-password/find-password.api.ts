import type { ResetPwdBody, UserType, VerificeChannel } from '../../contract';
import { call } from '@portal/utils/internal';
import { iamRoutes } from '../../contract/iam.routes';

/** Spec 7 auth/getMsgVerificeCode, scope PWDRESET: loginName is the phone (SMS) or e-mail (EMAIL). */
export async function requestResetCode(loginName: string, channel: VerificeChannel, loginUserType: UserType): Promise<void> {
  await call(iamRoutes.msgVerificeCode, { body: { loginName, loginUserType, scope: 'PWDRESET', verificeChannel: channel } });
}

/** Spec 7 auth/resetPwd, sent encrypted. */
export async function resetPassword(body: ResetPwdBody): Promise<void> {
  await call(iamRoutes.resetPwd, { body });
}
