import type { RegisterBody, RegisterResult } from '../../contract';
import { call } from '@portal/utils/internal';
import { iamRoutes } from '../../contract/iam.routes';

/** Spec 7 auth/verifice-code/tenant: the registration code to the phone. */
export async function requestRegisterCode(mobile: string): Promise<void> {
  await call(iamRoutes.tenantCode, { body: { mobile } });
}

/** Spec 7 tenant/getOrgNameRepeat/{name}: true when the tenant name is taken. */
export async function tenantNameTaken(name: string): Promise<boolean> {
  return (await call(iamRoutes.tenantNameRepeat, { params: { name } })) === true;
}

/** Spec 7 tenant/register. */
export async function registerTenant(body: RegisterBody): Promise<RegisterResult> {
  return call(iamRoutes.register, { body });
}

/** Which field a server refusal belongs under (the rest shows under the form). */
export const FIELD_OF_ERROR: Record<string, 'tenantName' | 'userName' | 'mobile' | 'email'> = {
  TENANT_NAME_TAKEN: 'tenantName',
  USER_NAME_TAKEN: 'userName',
  MOBILE_TAKEN: 'mobile',
  EMAIL_TAKEN: 'email',
};
