import { call } from '@portal/utils';
import { type PasswordStrategy, type LoginSecuritySetting, type PasswordStrategyBody, iamAdminRoutes } from '@portal/contract';

export function loadPasswordStrategy(): Promise<PasswordStrategy> {
  return call(iamAdminRoutes.passwordStrategyDetail);
}

export function savePasswordStrategy(body: PasswordStrategyBody): Promise<PasswordStrategy> {
  return call(iamAdminRoutes.savePasswordStrategy, { body });
}

export function loadLoginSecurity(): Promise<LoginSecuritySetting> {
  return call(iamAdminRoutes.loginSecurityDetail);
}

export function saveLoginSecurity(mode: number): Promise<LoginSecuritySetting> {
  return call(iamAdminRoutes.saveLoginSecurity, { body: { mode } });
}
