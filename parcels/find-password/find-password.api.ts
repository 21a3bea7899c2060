import type { ResetPwdBody, UserType, VerificeChannel } from '../../contract';
import { api, encryptBody } from '@portal/utils';

const IAM = '/common/iam/v1';

/** Spec 7 auth/getMsgVerificeCode, scope PWDRESET: loginName is the phone (SMS) or e-mail (EMAIL). */
export async function requestResetCode(loginName: string, channel: VerificeChannel, loginUserType: UserType): Promise<void> {
  await api.post(`${IAM}/auth/getMsgVerificeCode`, { loginName, loginUserType, scope: 'PWDRESET', verificeChannel: channel });
}

/** Spec 7 auth/resetPwd, sent encrypted. */
export async function resetPassword(body: ResetPwdBody): Promise<void> {
  await api.post(`${IAM}/auth/resetPwd`, await encryptBody(body));
}
