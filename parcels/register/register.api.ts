import type { RegisterBody, RegisterResult } from '../../contract';
import { api } from '@portal/utils';

const IAM = '/common/iam/v1';

/** Spec 7 auth/verifice-code/tenant: the registration code to the phone. */
export async function requestRegisterCode(mobile: string): Promise<void> {
  await api.post(`${IAM}/auth/verifice-code/tenant`, { mobile });
}

/** Spec 7 tenant/getOrgNameRepeat/{name}: true when the tenant name is taken. */
export async function tenantNameTaken(name: string): Promise<boolean> {
  const { data } = await api.get<boolean>(`${IAM}/tenant/getOrgNameRepeat/${encodeURIComponent(name)}`);
  return data === true;
}

/** Spec 7 tenant/register. */
export async function registerTenant(body: RegisterBody): Promise<RegisterResult> {
  const { data } = await api.post<RegisterResult>(`${IAM}/tenant/register`, body);
  return data;
}

/** Which field a server refusal belongs under (the rest shows under the form). */
export const FIELD_OF_ERROR: Record<string, 'tenantName' | 'userName' | 'mobile' | 'email'> = {
  TENANT_NAME_TAKEN: 'tenantName',
  USER_NAME_TAKEN: 'userName',
  MOBILE_TAKEN: 'mobile',
  EMAIL_TAKEN: 'email',
};
