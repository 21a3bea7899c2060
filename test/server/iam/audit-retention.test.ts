import { sql } from 'kysely';
import { pruneAudit, writeAudit, writeRefusal } from '../../../server/security/audit';
import { sweepExpired } from '../../../server/services/iam/housekeeping';
import { iamServerForBlock } from './iam.fixtures';

const DAY = 24 * 3600_000;

/**
 * Issue 13 finding 10: the audit log keeps rows for AUDIT_RETENTION_DAYS (never under 183: the
 * privacy policy keeps network logs six months) and the housekeeping timer prunes older ones;
 * repeated refusals raise one row's count. Its content stays append-only.
 */
describe('audit log retention', () => {
  const server = iamServerForBlock({ env: { AUDIT_RETENTION_DAYS: '200' } });

  const rowAged = async (days: number, event: 'login.failure' | 'login.success') => {
    await writeAudit(server.ctx.db, new Date(Date.now() - days * DAY), { event, loginName: `aged-${days}`, ip: '192.0.2.1' });
  };
  const namesLeft = async () =>
    (await server.ctx.db.selectFrom('audit_log').select('login_name').where('login_name', 'like', 'aged-%').execute()).map((r) => r.login_name).sort();

  it('deletes rows past the retention period and keeps the rest, on the housekeeping sweep', async () => {
    for (const days of [10, 190, 199, 201, 400]) await rowAged(days, 'login.failure');
    await sweepExpired(server.ctx.db, Date.now(), server.ctx.config.auditRetentionDays);
    expect(await namesLeft()).toEqual(['aged-10', 'aged-190', 'aged-199']);
  });

  it('never deletes a row younger than 183 days, whatever it is asked', async () => {
    await rowAged(100, 'login.success');
    await pruneAudit(server.ctx.db, Date.now(), 30);
    expect(await namesLeft()).toEqual(expect.arrayContaining(['aged-10', 'aged-100']));
    // Around the application: the database refuses too.
    await expect(
      server.ctx.db.transaction().execute(async (trx) => {
        await sql`select set_config('portal.audit_prune', 'on', true)`.execute(trx);
        await trx.deleteFrom('audit_log').where('login_name', '=', 'aged-10').execute();
      }),
    ).rejects.toThrow(/append-only/);
  });

  it('keeps the content append-only: only a refusal count may rise, and nothing is deleted outside the prune', async () => {
    await expect(server.ctx.db.updateTable('audit_log').set({ event: 'rewritten' }).where('login_name', '=', 'aged-100').execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(server.ctx.db.updateTable('audit_log').set({ repeats: 0 }).where('login_name', '=', 'aged-100').execute()).rejects.toThrow(/append-only/);
    await rowAged(300, 'login.failure');
    await expect(server.ctx.db.deleteFrom('audit_log').where('login_name', '=', 'aged-300').execute()).rejects.toThrow(/append-only/);
  });

  it('counts a repeated refusal on one row per address and 10-minute window', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12, minutes));
    for (const minutes of [0, 1, 2, 9]) await writeRefusal(server.ctx.db, at(minutes), { event: 'register.limited', ip: '192.0.2.50' });
    await writeRefusal(server.ctx.db, at(3), { event: 'register.limited', ip: '192.0.2.51' });
    await writeRefusal(server.ctx.db, at(11), { event: 'register.limited', ip: '192.0.2.50' });
    const rows = await server.ctx.db
      .selectFrom('audit_log')
      .select(['ip', 'repeats', 'at', 'last_at'])
      .where('event', '=', 'register.limited')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.ip, r.repeats])).toEqual([
      ['192.0.2.50', 4],
      ['192.0.2.51', 1],
      ['192.0.2.50', 1],
    ]);
    expect(new Date(rows[0].last_at!).getTime()).toBe(at(9).getTime());
  });
});
