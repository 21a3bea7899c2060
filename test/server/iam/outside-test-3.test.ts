import crypto from 'node:crypto';
import { admin, call, iamServerForBlock, PASSWORD, signedIn } from '../iam-admin/admin.fixtures';
import { login } from './iam.fixtures';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const hmac = (secret: string, value: string) => crypto.createHmac('sha256', secret).update(value).digest('hex');
const MINUTE = 60_000;

/** Issue 22, the third outside test: N-2 (storage), N-5, N-6, N-7 and the rest of F-8. */
describe('outside test 3 findings', () => {
  const server = iamServerForBlock();
  const sub = (pwd = PASSWORD) => login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo', pwd }, '10.66.0.1');

  describe('N-2: a copy of the database yields no code and no key', () => {
    it('stores a code as an HMAC under the code secret, not as a digest of the code', async () => {
      const r = await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile: '13911110001' }, ip: '10.66.1.1' });
      expect(r.body.success).toBe(true);
      const code = server.app.delivery.lastTo('13911110001')!.code;
      const row = await server.ctx.db.selectFrom('verification_code').selectAll().where('destination', '=', 'SMS:13911110001').executeTakeFirstOrThrow();
      const plain = [code, `REGISTER|SMS:13911110001|${code}`, `code|REGISTER|SMS:13911110001|${code}`];
      for (const value of plain) expect(row.code_hash).not.toBe(sha256(value));
      expect(row.code_hash).toBe(hmac(server.ctx.config.codeSecret!, `code|REGISTER|SMS:13911110001|${code}`));
      // What the outside tester did: try all million codes against the stored value, without the secret.
      let found = false;
      for (let n = 0; n < 1_000_000 && !found; n += 1) found = sha256(`REGISTER|SMS:13911110001|${String(n).padStart(6, '0')}`) === row.code_hash;
      expect(found).toBe(false);
    });

    it('stores a set-password key as an HMAC too', async () => {
      const manager = await signedIn(server.app, 'manager', 'admin');
      await call(server.app, 'POST', '/mgruser/reset-password-link', { at: manager.at, body: { userId: manager.user.id } });
      const key = server.app.delivery.lastTo('admin@portal.example', 'SET_PASSWORD')!.code;
      const row = await server.ctx.db
        .selectFrom('password_key')
        .select('key_hash')
        .where('used_at', 'is', null)
        .where('user_id', '=', manager.user.id)
        .executeTakeFirstOrThrow();
      expect(row.key_hash).not.toBe(sha256(key));
      expect(row.key_hash).toBe(hmac(server.ctx.config.codeSecret!, `key|${key}`));
    });
  });

  describe('F-8: a sub-account does not change what its primary account manages', () => {
    it('refuses profile edits, contact changes and closure, and still lets it read its profile', async () => {
      const op = (await sub()).body.data as { at: string; user: { id: number; mobile: string } };
      const at = op.at;
      const id = op.user.id;
      const refusals = [
        await call(server.app, 'POST', '/user/self/update/info', { at, body: { id, userName: '改名字', empNumber: 'E1' } }),
        await call(server.app, 'POST', '/user/self/update/mobile', { at, body: { id, mobile: '13911110002', verificeCode: '123456', password: PASSWORD } }),
        await call(server.app, 'POST', '/user/self/update/email', { at, body: { id, email: 'x@example.com', verificeCode: '123456', password: PASSWORD } }),
        await call(server.app, 'POST', '/auth/verifice-code/mobile', { at, body: { mobile: '13911110002', userType: 'CLIENT_USER' } }),
        await call(server.app, 'POST', '/auth/verifice-code/email', { at, body: { email: 'x@example.com', userType: 'CLIENT_USER' } }),
        await call(server.app, 'POST', '/auth/client/verifice-code/mobile', { at, body: { mobile: op.user.mobile, id } }),
        await call(server.app, 'POST', '/user/logout', { at, body: { id, verificeCode: '123456' } }),
      ];
      for (const r of refusals) {
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({ code: 'SUB_ACCOUNT_MANAGED', message: '子账号的资料由主账号管理，请联系主账号管理员修改' });
      }
      const en = await call(server.app, 'POST', '/user/logout', { at, body: { id, verificeCode: '123456' }, headers: { 'accept-language': 'en-US' } });
      expect(en.body.message).toBe('A sub-account is managed by its primary account; ask its administrator to change it');
      expect((await call(server.app, 'GET', '/user/detail', { at })).body.data.userName).not.toBe('改名字');
    });
  });

  describe('N-6: names unique after case folding and NFKC', () => {
    it('refuses a tenant name that differs only by case or full-width characters (租户名称重复)', async () => {
      const manager = await signedIn(server.app, 'manager', 'admin');
      const add = (name: string) => admin(server.app, 'POST', '/admin/tenant/add', { at: manager.at, body: { name } });
      expect((await add('Acme(苏州)')).body.success).toBe(true);
      for (const twin of ['ACME(苏州)', 'acme（苏州）']) {
        const r = await add(twin);
        expect(r.status).toBe(409);
        expect(r.body.message).toBe('租户名称重复');
      }
      expect((await call(server.app, 'GET', `/tenant/getOrgNameRepeat/${encodeURIComponent('aCmE（苏州）')}`)).body.data).toBe(true);
    });

    it('refuses a login name that differs only by case (用户名已存在), per primary account for sub-accounts', async () => {
      const demo = await signedIn(server.app, 'client', 'demo');
      const add = (loginName: string, n: number) =>
        admin(server.app, 'POST', '/sub-account/add', {
          at: demo.at,
          body: { loginName, userName: '张三', mobile: `1391111${String(n).padStart(4, '0')}`, email: `n6-${n}@example.com` },
        });
      const r = await add('OPERATOR', 1);
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('用户名已存在');
      expect((await add('Operator2', 2)).body.success).toBe(true);
      expect((await add('operator2', 3)).body.message).toBe('用户名已存在');
    });

    it('refuses a registration whose user name or tenant name is taken after folding', async () => {
      const code = async (mobile: string) => {
        await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile }, ip: '10.66.2.1' });
        return server.app.delivery.lastTo(mobile)!.code;
      };
      const register = async (tenantName: string, userName: string, mobile: string) =>
        call(server.app, 'POST', '/tenant/register', {
          ip: '10.66.2.2',
          body: {
            tenantName,
            userName,
            mobile,
            email: `${mobile}@example.com`,
            verificeCode: await code(mobile),
            password: 'Qz7#Lm9!Tr4$',
            confirmPassword: 'Qz7#Lm9!Tr4$',
            pid: 1798,
            parentTenantId: 1708,
            choices: ['agree'],
          },
        });
      expect((await register('ACME(苏州)', 'fresh_user', '13911113001')).body.message).toBe('租户名称重复');
      expect((await register('全新租户', 'DEMO', '13911113002')).body.message).toBe('用户名已存在');
    });
  });

  describe('N-5: set-password e-mails through sub-accounts', () => {
    it('stops a primary account after 20 links an hour, creating nothing more', async () => {
      const demo2 = await signedIn(server.app, 'client', 'demo2');
      const answers: string[] = [];
      for (let i = 0; i < 25; i += 1) {
        const r = await admin(server.app, 'POST', '/sub-account/add', {
          at: demo2.at,
          body: { loginName: `n5_${i}`, userName: '批量', mobile: `1392222${String(i).padStart(4, '0')}`, email: `victim${i}@example.com` },
        });
        answers.push(r.body.code);
      }
      expect(answers.slice(0, 20).every((c) => c === 'OK')).toBe(true);
      expect(answers.slice(20).every((c) => c === 'PASSWORD_LINK_LIMIT')).toBe(true);
      const created = await server.ctx.db.selectFrom('user_account').select('login_name').where('login_name', 'like', 'n5_%').execute();
      expect(created).toHaveLength(20);
      server.clock.advance(61 * MINUTE);
      const later = await admin(server.app, 'POST', '/sub-account/add', {
        at: (await signedIn(server.app, 'client', 'demo2')).at,
        body: { loginName: 'n5_late', userName: '批量', mobile: '13922229999', email: 'late@example.com' },
      });
      expect(later.body.success).toBe(true);
    });

    it('sends one address at most 10 links a day, whoever sends them', async () => {
      const demo = await signedIn(server.app, 'client', 'demo');
      const operatorId = (await server.ctx.db.selectFrom('user_account').select('id').where('login_name', '=', 'operator').executeTakeFirstOrThrow()).id;
      const answers: string[] = [];
      for (let i = 0; i < 12; i += 1) answers.push((await admin(server.app, 'POST', `/sub-account/${operatorId}/reset-password`, { at: demo.at })).body.code);
      expect(answers.filter((c) => c === 'OK').length).toBeLessThanOrEqual(10);
      expect(answers.at(-1)).toBe('PASSWORD_LINK_LIMIT');
      server.clock.advance(24 * 60 * MINUTE);
    });
  });

  describe('N-7: a closure request suspends the sub-accounts', () => {
    it('ends their sessions and refuses their sign-in while the primary account is closing', async () => {
      const op = (await sub()).body.data as { at: string; rt: string };
      const demo = await signedIn(server.app, 'client', 'demo');
      await call(server.app, 'POST', '/auth/client/verifice-code/mobile', { at: demo.at, body: { mobile: '13800000002', id: demo.user.id }, ip: '10.66.3.1' });
      const code = server.app.delivery.lastTo('13800000002', 'CLOSE_ACCOUNT')!.code;
      const closed = await call(server.app, 'POST', '/user/logout', { at: demo.at, body: { id: demo.user.id, verificeCode: code } });
      expect(closed.body.success).toBe(true);

      expect((await call(server.app, 'GET', '/user/detail', { at: op.at })).status).toBe(401);
      expect((await call(server.app, 'POST', '/auth/refresh', { body: { rt: op.rt } })).body.code).toBe('SESSION_REVOKED');
      const again = await sub();
      expect(again.status).toBe(403);
      expect(again.body).toMatchObject({ code: 'PRIMARY_CLOSING', message: '主账号已提交注销申请，子账号暂停使用' });
      // A wrong password still says only that.
      expect((await sub('Wrong@2026x')).body.code).toBe('LOGIN_FAILED');

      // Restored with the primary account (a closure withdrawn or rejected).
      await server.ctx.db.updateTable('user_account').set({ status: 'active' }).where('id', '=', demo.user.id).execute();
      expect((await sub()).body.success).toBe(true);
    });
  });
});
