import { call } from '@portal/utils/internal';
import type { CodeSent, UserInfo } from '../../contract/iam';
import { iamRoutes } from '../../contract/iam.routes';

/**
 * The profile's calls (spec 7, "Identity and access"). Managers and client users have the same
 * calls under different prefixes: mgruser/… for managers, user/… for client users.
 */
const own = (userType: string | null | undefined) =>
  userType === 'MANAGER_USER'
    ? { detail: iamRoutes.managerDetail, info: iamRoutes.managerUpdateInfo, mobile: iamRoutes.managerUpdateMobile, email: iamRoutes.managerUpdateEmail }
    : { detail: iamRoutes.userDetail, info: iamRoutes.userUpdateInfo, mobile: iamRoutes.userUpdateMobile, email: iamRoutes.userUpdateEmail };

export function loadProfile(userType: string | null | undefined): Promise<UserInfo> {
  return call(own(userType).detail);
}

export function saveProfile(user: Pick<UserInfo, 'id' | 'userType'>, draft: { userName: string; empNumber: string }): Promise<UserInfo | null> {
  return call(own(user.userType).info, { body: { id: user.id, userName: draft.userName, empNumber: draft.empNumber } });
}

/** Code to the new phone (profile phone change). */
export function sendMobileCode(user: Pick<UserInfo, 'userType'>, mobile: string): Promise<CodeSent> {
  return call(iamRoutes.mobileCode, { body: { mobile, userType: user.userType } });
}

/** The new phone with its code and the current password (issue 13 item 2). */
export function changeMobile(user: Pick<UserInfo, 'id' | 'userType'>, mobile: string, verificeCode: string, password: string): Promise<UserInfo | null> {
  return call(own(user.userType).mobile, { body: { id: user.id, mobile, verificeCode, password } });
}

/** Code to the new e-mail address (profile e-mail change). */
export function sendEmailCode(user: Pick<UserInfo, 'userType' | 'userName'>, email: string): Promise<CodeSent> {
  return call(iamRoutes.emailCode, { body: { email, userType: user.userType, userName: user.userName } });
}

/** The new e-mail with its code and the current password (issue 13 item 2). */
export function changeEmail(user: Pick<UserInfo, 'id' | 'userType'>, email: string, verificeCode: string, password: string): Promise<UserInfo | null> {
  return call(own(user.userType).email, { body: { id: user.id, email, verificeCode, password } });
}

/** Code to the own, unverified e-mail (issue 13 item 12). */
export function sendVerificationCode(): Promise<CodeSent> {
  return call(iamRoutes.emailVerificationCode);
}

/** Verifies the own e-mail with that code → the updated user. */
export function verifyEmail(verificeCode: string): Promise<UserInfo> {
  return call(iamRoutes.verifyEmail, { body: { verificeCode } });
}

/** Code for the closure request, to the user's own phone. */
export function sendClosureCode(user: Pick<UserInfo, 'id' | 'mobile'>): Promise<CodeSent> {
  return call(iamRoutes.closureCode, { body: { mobile: user.mobile ?? '', id: user.id } });
}

/** The closure request (spec 7 user/logout): awaits review; the outcome is not shown (spec 4). */
export function requestClosure(user: Pick<UserInfo, 'id'>, verificeCode: string): Promise<null> {
  return call(iamRoutes.closeAccount, { body: { id: user.id, verificeCode } });
}
