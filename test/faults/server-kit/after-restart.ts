import { IAM, signIn, type Api } from './api';
import type { Ledger } from './write-burst';

/**
 * What a restarted server must do after a kill: answer healthy, let every demo account sign in,
 * honour every registration and password change it had confirmed, and refuse the old session of
 * a password that did change.
 */
export async function checkAfterRestart(api: Api, ledger: Ledger): Promise<string[]> {
  const violations: string[] = [];
  const health = await api('GET', '/api/health');
  if (health.status !== 200) violations.push(`health answers ${health.status} after the restart`);
  const demo = [
    await signIn(api, 'manager', 'admin'),
    await signIn(api, 'client', 'demo'),
    await signIn(api, 'client', 'demo2'),
    await signIn(api, 'client', 'operator', undefined, { accountType: 'SUB_ACCOUNT', priLoginName: 'demo' }),
  ];
  ['admin', 'demo', 'demo2', 'operator'].forEach((name, i) => demo[i] || violations.push(`demo account ${name} cannot sign in after the restart`));
  const tree = demo[1] && (await api('GET', `${IAM}/menu/login/user/tree`, { at: demo[1].at }));
  if (tree && !(tree.status === 200 && tree.body?.data?.length))
    violations.push(`demo's menu tree answers ${tree.status} with ${tree.body?.data?.length ?? 0} items after the restart`);

  for (const r of ledger.registrations.filter((e) => e.answer?.status === 200)) {
    if (!(await signIn(api, 'client', r.userName, r.password))) violations.push(`registered ${r.userName} (answered 200) cannot sign in after the restart`);
  }
  for (const c of ledger.passwordChanges) {
    const withNew = await signIn(api, 'client', c.loginName, c.newPassword);
    if (c.answer?.status === 200 && !withNew) violations.push(`${c.loginName}'s new password (answered 200) does not sign in after the restart`);
    if (withNew) {
      const old = await api('GET', `${IAM}/user/detail`, { at: c.session.at });
      if (old.status !== 401) violations.push(`${c.loginName}'s password changed but the session from before answers ${old.status}`);
    } else if (!(await signIn(api, 'client', c.loginName, c.oldPassword))) {
      violations.push(`${c.loginName} signs in with neither the old nor the new password`);
    }
  }
  return violations;
}
