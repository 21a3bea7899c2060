import { rejectInvalid } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { AuthUser } from '../../plugins/auth';
import type { LoginSecurityMode, PasswordStrategy } from '../../../contract/iam';
import type { LoginSecurityBody, LoginSecuritySetting, PasswordStrategyBody } from '../../../contract/iam-admin';
import { loginSecurityModeProblem, passwordStrategyProblem } from '../../../contract/iam-admin.rules';
import type { IamKit } from '../iam';
import { loginSecurityMode, passwordStrategy, saveLoginSecurityMode, savePasswordStrategy } from '../iam';
import { loginModeNames } from '../../messages';
import { tellSuperAdmins } from './security-change.service';
import { spendStepUp } from './step-up.service';

export function strategyDetail(kit: IamKit): Promise<PasswordStrategy> {
  return passwordStrategy(kit.ctx.db, kit.ctx.config);
}

/**
 * Stores the strategy; queryStrategy and every password check read it from the next request on.
 * Issue 22 item 2: a step-up first; the other super administrators are told.
 */
export async function saveStrategy(kit: IamKit, actor: AuthUser, body: PasswordStrategyBody, ip: string | null): Promise<PasswordStrategy> {
  rejectInvalid((language) => passwordStrategyProblem(body, language));
  const { pwdMaxLength: _fixed, stepUpToken, ...rules } = body;
  await spendStepUp(kit, actor, stepUpToken);
  await savePasswordStrategy(kit.ctx.db, rules);
  await writeAudit(kit.ctx.db, new Date(kit.now()), { event: 'setting.password-strategy', userId: actor.id, loginName: actor.loginName, ip, detail: rules });
  await tellSuperAdmins(kit, actor, 'PASSWORD_STRATEGY', {});
  return strategyDetail(kit);
}

export async function loginSecurityDetail(kit: IamKit): Promise<LoginSecuritySetting> {
  return { mode: await loginSecurityMode(kit.ctx.db, kit.ctx.config) };
}

/** Stores the mode; queryPwdConfig and sign-in follow it from the next request on. A step-up first; the other super administrators are told. */
export async function saveLoginSecurity(kit: IamKit, actor: AuthUser, body: LoginSecurityBody, ip: string | null): Promise<LoginSecuritySetting> {
  rejectInvalid((language) => loginSecurityModeProblem(body.mode, language));
  const before = await loginSecurityMode(kit.ctx.db, kit.ctx.config);
  await spendStepUp(kit, actor, body.stepUpToken);
  await saveLoginSecurityMode(kit.ctx.db, body.mode as LoginSecurityMode);
  await writeAudit(kit.ctx.db, new Date(kit.now()), {
    event: 'setting.login-security',
    userId: actor.id,
    loginName: actor.loginName,
    ip,
    detail: { from: before, to: body.mode },
  });
  await tellSuperAdmins(kit, actor, 'LOGIN_SECURITY', { from: loginModeNames[before], to: loginModeNames[body.mode] });
  return loginSecurityDetail(kit);
}
