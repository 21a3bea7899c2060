import { call } from '@portal/utils';
import type { StepUpResult } from '../../../../contract/iam-admin';
import { iamAdminRoutes } from '../../../../contract/iam-admin.routes';

/** The current password once more, for a proof a security change carries (encrypted body). */
export function proveIdentity(password: string): Promise<StepUpResult> {
  return call(iamAdminRoutes.stepUp, { body: { password } });
}
