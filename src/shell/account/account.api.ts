import { call } from '@portal/utils/internal';
import type { PasswordStrategy, UpdatePwdBody } from '../../../contract/iam';
import { iamRoutes } from '../../../contract/iam.routes';

/** The password strategy (spec 7: data is an array, the first item is used). */
export async function loadPasswordStrategy(): Promise<PasswordStrategy | null> {
  const list = await call(iamRoutes.queryStrategy);
  return Array.isArray(list) && list.length ? list[0] : null;
}

/** Change password (sent encrypted); the server ends every session of the user. */
export function updatePassword(body: UpdatePwdBody): Promise<null> {
  return call(iamRoutes.updatePwd, { body });
}
