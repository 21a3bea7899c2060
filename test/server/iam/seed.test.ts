import { sql } from 'kysely';
import { testServerForBlock } from '../../helpers/server';
import { seedDemoData } from '../../../server/seed';
import { checkPassword } from '../../../server/services/iam/password-strategy.rules';
import { call, login, PASSWORD } from './iam.fixtures';

describe('demo identities', () => {
  const server = testServerForBlock({ seed: true });

  it('uses a demo password that satisfies the default strategy', async () => {
    const strategy = (await call(server.app, 'GET', '/passwordStrategy/queryStrategy')).body.data[0];
    expect(checkPassword(PASSWORD, strategy)).toBeNull();
  });

  it.each([
    ['manager', { loginName: 'admin' }],
    ['client', { loginName: 'demo' }],
    ['client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo' }],
    ['client', { loginName: 'demo2' }],
  ] as const)('lets the %s %p sign in with DEMO_PASSWORD', async (kind, body) => {
    expect((await login(server.app, kind, body)).body.success).toBe(true);
  });

  it('gives every demo account its own phone and e-mail', async () => {
    const users = await server.ctx.db.selectFrom('user_account').select(['mobile', 'email']).execute();
    expect(new Set(users.map((u) => u.mobile)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
  });

  it('has the registration default tenants 1798 and 1708', async () => {
    const ids = (await server.ctx.db.selectFrom('tenant').select('id').where('id', 'in', [1708, 1798]).execute()).map((t) => t.id).sort();
    expect(ids).toEqual([1708, 1798]);
  });

  it('never seeds over existing data', async () => {
    expect(await seedDemoData(server.ctx)).toBeNull();
    const { rows } = await sql<{ n: string }>`select count(*) as n from user_account where login_name = 'admin'`.execute(server.ctx.db);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('keeps the audit log append-only', async () => {
    await login(server.app, 'manager', { loginName: 'admin' });
    await expect(server.ctx.db.updateTable('audit_log').set({ event: 'rewritten' }).execute()).rejects.toThrow(/append-only/);
    await expect(server.ctx.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
