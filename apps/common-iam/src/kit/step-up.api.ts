import { call } from '@portal/utils';
import { type StepUpResult, iamAdminRoutes } from '@portal/contract';

/** The current password once more, for a proof a security change carries (encrypted body). */
export function proveIdentity(password: string): Promise<StepUpResult> {
  return call(iamAdminRoutes.stepUp, { body: { password } });
}
