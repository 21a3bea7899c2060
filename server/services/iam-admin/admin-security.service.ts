import { refusal } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { AuthUser } from '../../plugins/auth';
import type { LoginSecurityMode, PasswordStrategy } from '../../../contract/iam';
import type { LoginSecurityBody, LoginSecuritySetting, PasswordStrategyBody } from '../../../contract/iam-admin';
import { loginSecurityModeProblem, passwordStrategyProblem } from '../../../contract/iam-admin.rules';
import type { IamKit } from '../iam/iam.kit';
import { loginSecurityMode, passwordStrategy, saveLoginSecurityMode, savePasswordStrategy } from '../iam/settings.service';

const invalid = (message: string) => refusal('VALIDATION_FAILED', message, message);

export function strategyDetail(kit: IamKit): Promise<PasswordStrategy> {
  return passwordStrategy(kit.ctx.db, kit.ctx.config);
}

/** Stores the strategy; queryStrategy and every password check read it from the next request on. */
export async function saveStrategy(kit: IamKit, actor: AuthUser, body: PasswordStrategyBody, ip: string | null): Promise<PasswordStrategy> {
  const problem = passwordStrategyProblem(body);
  if (problem) throw invalid(problem);
  const { pwdMaxLength: _fixed, ...rules } = body;
  await savePasswordStrategy(kit.ctx.db, rules);
  await writeAudit(kit.ctx.db, new Date(kit.now()), { event: 'setting.password-strategy', userId: actor.id, loginName: actor.loginName, ip, detail: rules });
  return strategyDetail(kit);
}

export async function loginSecurityDetail(kit: IamKit): Promise<LoginSecuritySetting> {
  return { mode: await loginSecurityMode(kit.ctx.db, kit.ctx.config) };
}

/** Stores the mode; queryPwdConfig and sign-in follow it from the next request on. */
export async function saveLoginSecurity(kit: IamKit, actor: AuthUser, body: LoginSecurityBody, ip: string | null): Promise<LoginSecuritySetting> {
  const problem = loginSecurityModeProblem(body.mode);
  if (problem) throw invalid(problem);
  const before = await loginSecurityMode(kit.ctx.db, kit.ctx.config);
  await saveLoginSecurityMode(kit.ctx.db, body.mode as LoginSecurityMode);
  await writeAudit(kit.ctx.db, new Date(kit.now()), {
    event: 'setting.login-security',
    userId: actor.id,
    loginName: actor.loginName,
    ip,
    detail: { from: before, to: body.mode },
  });
  return loginSecurityDetail(kit);
}
