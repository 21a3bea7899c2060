/**
 * Issue 21 item 3: two real server processes on one PostgreSQL schema serve one import map. A
 * change through /api/importmap on one is served by the other within a second (LISTEN/NOTIFY), a
 * bad entry is refused, a tenant user is refused, the history names each change, a rollback
 * restores the map on both, and changes made at once on both instances both land.
 * Runs when TEST_DATABASE_URL (or DATABASE_URL) names a PostgreSQL database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, httpApi, signIn } from '../faults/server-kit/api';
import type { ChildServer } from '../faults/server-kit/child-server';
import { idleSubApp, writeFiles } from '../helpers/web-root';
import { suite, twoServers } from './two-servers.fixtures';

jest.setTimeout(90_000);

const TOKEN = crypto.randomBytes(24).toString('hex');
const lifecycles = (tag: string) => idleSubApp(`/* ${tag} */`);

suite('one import map for two server instances on one PostgreSQL', () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-map-'));
  let a: ChildServer;
  let b: ChildServer;

  // The web root the servers serve, written before they start.
  beforeAll(async () => {
    writeFiles(web, {
      'pm/pm.js': lifecycles('pm'),
      'pm/pm-2.js': lifecycles('pm 2'),
      'cmp/cmp.js': lifecycles('cmp'),
      'pdm/pdm.js': lifecycles('pdm'),
    });
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>portal</title>');
    fs.writeFileSync(path.join(web, 'importmap.json'), JSON.stringify({ imports: { '@cloud/pm': '/pm/pm.js' } }));
  });
  const servers = twoServers({ WEB_ROOT: web, APPS_ROOT: web, IMPORTMAP_DEPLOY_TOKEN: TOKEN });
  beforeAll(() => {
    ({ a, b } = servers);
  });
  afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

  const mapOf = async (s: ChildServer) => (await (await fetch(`${s.url}/importmap.json`)).json()).imports as Record<string, string>;
  const call = async (s: ChildServer, method: string, pathname: string, token: string, body?: unknown) => {
    const r = await fetch(`${s.url}/api/importmap${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': `10.21.0.${Math.floor(Math.random() * 250) + 1}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: r.status, body: await r.json() };
  };
  /** Polls `s` until its map has `service` → `url` (or none with null); answers the milliseconds it took, or fails after 1 s. */
  const servedWithin = async (s: ChildServer, service: string, url: string | null): Promise<number> => {
    const started = Date.now();
    for (;;) {
      const imports = await mapOf(s);
      if ((imports[service] ?? null) === url) return Date.now() - started;
      if (Date.now() - started > 1_000) throw new Error(`${s.url} still serves ${service} → ${imports[service]} after 1 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('serves the same map from both, taken in once from importmap.json', async () => {
    expect(await mapOf(a)).toEqual({ '@cloud/pm': '/pm/pm.js' });
    expect(await mapOf(b)).toEqual({ '@cloud/pm': '/pm/pm.js' });
    const history = await call(b, 'GET', '/history', TOKEN);
    expect(history.body.data).toEqual([expect.objectContaining({ version: 1, action: 'seed', actor: 'importmap.json' })]);
  });

  it('serves a change made on one instance from the other within a second, and the history names it', async () => {
    const changed = await call(a, 'PATCH', '/services', TOKEN, { service: '@cloud/cmp', url: '/cmp/cmp.js' });
    expect(changed.status).toBe(200);
    await servedWithin(b, '@cloud/cmp', '/cmp/cmp.js');
    const history = await call(b, 'GET', '/history', TOKEN);
    expect(history.body.data[0]).toMatchObject({ version: 2, action: 'patch', service: '@cloud/cmp', url: '/cmp/cmp.js', actor: 'deploy token' });
  });

  it('refuses a bad entry on either instance and leaves the map as it was on both', async () => {
    const refused = await call(b, 'PATCH', '/services', TOKEN, { service: '@cloud/pm', url: '/pm/gone.js' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'IMPORT_MAP_ENTRY_REFUSED' });
    expect(refused.body.message).toContain('answers 404');
    for (const s of [a, b]) expect(await mapOf(s)).toEqual({ '@cloud/pm': '/pm/pm.js', '@cloud/cmp': '/cmp/cmp.js' });
  });

  it('refuses a tenant user and admits a manager with the permission, named in the history', async () => {
    const demo = await signIn(
      httpApi(() => a.url),
      'client',
      'demo',
      DEMO_PASSWORD,
    );
    expect(demo).not.toBeNull();
    expect(await call(a, 'PATCH', '/services', demo!.at, { service: '@cloud/pm', url: '/pm/pm-2.js' })).toMatchObject({
      status: 403,
      body: { code: 'ADMIN_ONLY' },
    });
    const manager = await signIn(
      httpApi(() => b.url),
      'manager',
      'admin',
      DEMO_PASSWORD,
    );
    const moved = await call(b, 'PATCH', '/services', manager!.at, { service: '@cloud/pm', url: '/pm/pm-2.js' });
    expect(moved.body.data.change).toMatchObject({ version: 3, actor: 'admin', previousUrl: '/pm/pm.js' });
    await servedWithin(a, '@cloud/pm', '/pm/pm-2.js');
  });

  it('rolls back on one instance and both serve the restored map within a second', async () => {
    const back = await call(b, 'POST', '/rollback', TOKEN, {});
    expect(back.body.data).toMatchObject({ version: 4, change: { action: 'rollback', restoredVersion: 2 } });
    await servedWithin(a, '@cloud/pm', '/pm/pm.js');
    await servedWithin(b, '@cloud/pm', '/pm/pm.js');
  });

  it('lands changes made at once on both instances, neither lost', async () => {
    const [one, two] = await Promise.all([
      call(a, 'PATCH', '/services', TOKEN, { service: '@cloud/pdm', url: '/pdm/pdm.js' }),
      call(b, 'PATCH', '/services', TOKEN, { service: '@cloud/pm', url: '/pm/pm-2.js' }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    for (const s of [a, b]) {
      await servedWithin(s, '@cloud/pdm', '/pdm/pdm.js');
      await servedWithin(s, '@cloud/pm', '/pm/pm-2.js');
    }
    const versions = (await call(a, 'GET', '/history', TOKEN)).body.data.slice(0, 2).map((c: { version: number; service: string }) => [c.version, c.service]);
    expect(versions.map((v: [number, string]) => v[0])).toEqual([6, 5]);
    expect(versions.map((v: [number, string]) => v[1]).sort()).toEqual(['@cloud/pdm', '@cloud/pm']);
  });
});
