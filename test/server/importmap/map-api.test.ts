import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { idleSubApp, writeFiles } from '../../helpers/web-root';
import { signedIn, iamServer, withoutMenu, type Server } from '../iam-admin/admin.fixtures';

/**
 * The environment's map as the server serves and changes it (issue 21 items 2–4): the last good
 * map while importmap.json on disk is broken, the health report per component, and
 * /api/importmap (PATCH / DELETE services, history, rollback) with its permission, deploy token,
 * checks and audit. On PGlite or DATABASE_URL, like every server test.
 */
jest.setTimeout(90_000);

const TOKEN = 'deploy-token-for-the-tests-0123456789';

describe('the environment import map on the server', () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'map-api-'));
  const mapFile = path.join(web, 'importmap.json');
  const first = `${JSON.stringify({ imports: { '@cloud/pm': '/pm/pm.js' } }, null, 2)}\n`;
  let server: Server;
  let adminAt: string;
  let demoAt: string;

  beforeAll(async () => {
    writeFiles(web, {
      'pm/pm.js': idleSubApp(),
      'pm/pm-2.js': idleSubApp('/* 2 */'),
      'cmp/cmp.js': idleSubApp('/* cmp */'),
      'notes/readme.js': '<p>',
    });
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><script type=importmap>{"imports":{"react":"./bridges/react.js"}}</script>');
    fs.writeFileSync(mapFile, first);
    server = await iamServer({ config: { webRoot: web, appsRoot: web, importMapDeployToken: TOKEN } });
    adminAt = (await signedIn(server.app, 'manager', 'admin')).at;
    demoAt = (await signedIn(server.app, 'client', 'demo')).at;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const served = () => server.app.inject({ method: 'GET', url: '/importmap.json' });
  const health = async () => (await server.app.inject({ method: 'GET', url: '/api/health' })).json();
  const api = async (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, options: { at?: string; body?: unknown; language?: string } = {}) => {
    const r = await server.app.inject({
      method,
      url: `/api/importmap${url}`,
      headers: { ...(options.at ? { authorization: `Bearer ${options.at}` } : {}), ...(options.language ? { 'accept-language': options.language } : {}) },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: r.statusCode, body: r.json() };
  };
  const imports = async () => JSON.parse((await served()).body).imports as Record<string, string>;

  it('serves importmap.json from the database, taken in on the first start, no-cache with an ETag', async () => {
    const r = await served();
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(first);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const again = await server.app.inject({ method: 'GET', url: '/importmap.json', headers: { 'if-none-match': String(r.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const state = await api('GET', '', { at: adminAt });
    expect(state.body.data).toMatchObject({ version: 1, change: { action: 'seed', actor: 'importmap.json' }, health: { status: 'ok' } });
  });

  it('keeps serving the last good map while importmap.json is broken, and health says so per component', async () => {
    const before = await health();
    expect(before.data).toMatchObject({ status: 'ok', components: { database: { status: 'ok' }, importMap: { status: 'ok', since: null, problem: null } } });
    fs.writeFileSync(mapFile, '{\n  "imports": {\n    "@cloud/pm": "/pm/pm.js",\n  }\n}\n');
    const r = await served();
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(first);
    const degraded = await health();
    expect(degraded.success).toBe(true);
    expect(degraded.data.status).toBe('degraded');
    expect(degraded.data.database).toBe(server.ctx.dbKind);
    expect(degraded.data.components.importMap).toMatchObject({ status: 'degraded', version: 1 });
    expect(degraded.data.components.importMap.problem).toMatch(/importmap\.json: not valid JSON \(line 4, column 3\).*serving version 1, the last good map/);
    expect(degraded.data.components.importMap.since).toBe(new Date(server.clock.now()).toISOString());

    const fixed = { imports: { '@cloud/pm': '/pm/pm-2.js' } };
    fs.writeFileSync(mapFile, JSON.stringify(fixed));
    expect(await imports()).toEqual(fixed.imports);
    expect((await health()).data).toMatchObject({ status: 'ok', components: { importMap: { status: 'ok', version: 2 } } });
  });

  it('lets a manager with the map permission add an entry, checked first, and names the change in the history', async () => {
    const r = await api('PATCH', '/services', { at: adminAt, body: { service: '@cloud/cmp', url: '/cmp/cmp.js' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      message: '导入映射已更新',
      data: { version: 3, change: { action: 'patch', service: '@cloud/cmp', actor: 'admin' } },
    });
    expect(await imports()).toEqual({ '@cloud/pm': '/pm/pm-2.js', '@cloud/cmp': '/cmp/cmp.js' });
    const history = await api('GET', '/history', { at: adminAt });
    expect(history.body.data.slice(0, 3)).toMatchObject([
      { version: 3, action: 'patch', service: '@cloud/cmp', url: '/cmp/cmp.js', previousUrl: null, actor: 'admin' },
      { version: 2, action: 'file', actor: 'importmap.json' },
      { version: 1, action: 'seed' },
    ]);
    const audit = await server.ctx.db.selectFrom('audit_log').select(['event', 'login_name', 'detail']).where('event', '=', 'importmap.changed').execute();
    expect(audit).toEqual([expect.objectContaining({ login_name: 'admin', detail: expect.stringContaining('"service":"@cloud/cmp"') })]);
  });

  it('refuses an entry that does not answer with JavaScript, in the language of the request, and changes nothing', async () => {
    const missing = await api('PATCH', '/services', { at: adminAt, body: { service: '@cloud/pm', url: '/pm/gone.js' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'IMPORT_MAP_ENTRY_REFUSED', data: null });
    expect(missing.body.message).toMatch(/^导入映射条目“@cloud\/pm”未通过检查，映射未更改：answers 404: deploy the file/);
    const html = await api('PATCH', '/services', { at: adminAt, language: 'en-US', body: { service: '@cloud/notes', url: 'javascript:alert(1)' } });
    expect(html.status).toBe(400);
    expect(html.body.message).toMatch(/^The import map entry "@cloud\/notes" failed its check; the map is unchanged: .*uses javascript:/);
    const esm = await api('PATCH', '/services', { at: adminAt, body: { service: '@org/pm', url: '/pm/pm.js', route: '/org-pm', format: 'esm' } });
    expect(esm.body.message).toContain('is System.register, not a native ES module');
    expect((await api('GET', '', { at: adminAt })).body.data.version).toBe(3);
  });

  it('refuses tenant users, strangers and managers without the permission; admits the deploy token', async () => {
    const body = { service: '@cloud/pm', url: '/pm/pm.js' };
    expect(await api('PATCH', '/services', { at: demoAt, body })).toMatchObject({ status: 403, body: { code: 'ADMIN_ONLY' } });
    expect(await api('GET', '/history', { at: demoAt })).toMatchObject({ status: 403, body: { code: 'ADMIN_ONLY' } });
    expect(await api('PATCH', '/services', { body })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await api('PATCH', '/services', { at: `${TOKEN}x`, body })).toMatchObject({ status: 401 });
    const deployed = await api('PATCH', '/services', { at: TOKEN, body });
    expect(deployed).toMatchObject({ status: 200, body: { data: { version: 4, change: { actor: 'deploy token', previousUrl: '/pm/pm-2.js' } } } });
  });

  it('removes an entry, answers 404 for one the map lacks, and rolls back to the previous or a named version', async () => {
    expect((await api('DELETE', `/services/${encodeURIComponent('@cloud/cmp')}`, { at: adminAt })).body.data.version).toBe(5);
    expect(await imports()).toEqual({ '@cloud/pm': '/pm/pm.js' });
    expect(await api('DELETE', `/services/${encodeURIComponent('@cloud/cmp')}`, { at: adminAt })).toMatchObject({
      status: 404,
      body: { code: 'IMPORT_MAP_SERVICE_NOT_FOUND' },
    });
    const back = await api('POST', '/rollback', { at: adminAt, body: {} });
    expect(back.body.data).toMatchObject({ version: 6, change: { action: 'rollback', restoredVersion: 4 } });
    expect(await imports()).toEqual({ '@cloud/pm': '/pm/pm.js', '@cloud/cmp': '/cmp/cmp.js' });
    await api('POST', '/rollback', { at: adminAt, body: { version: 1 } });
    expect(await imports()).toEqual({ '@cloud/pm': '/pm/pm.js' });
    expect(await api('POST', '/rollback', { at: adminAt, body: { version: 99 } })).toMatchObject({
      status: 404,
      body: { code: 'IMPORT_MAP_VERSION_NOT_FOUND' },
    });
  });

  it('lands concurrent changes one after the other, none lost', async () => {
    const [a, b] = await Promise.all([
      api('PATCH', '/services', { at: adminAt, body: { service: '@cloud/cmp', url: '/cmp/cmp.js' } }),
      api('PATCH', '/services', { at: TOKEN, body: { service: '@cloud/pm', url: '/pm/pm-2.js' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await imports()).toEqual({ '@cloud/pm': '/pm/pm-2.js', '@cloud/cmp': '/cmp/cmp.js' });
  });

  it('refuses changes to a manager whose menu tree lacks the deploy permission (403 naming the code)', async () => {
    await withoutMenu(server, 'sys-importmap-deploy');
    const r = await api('PATCH', '/services', { at: adminAt, body: { service: '@cloud/pm', url: '/pm/pm.js' } });
    expect(r).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    expect(r.body.message).toContain('sys-importmap-deploy');
    expect((await api('GET', '/history', { at: adminAt })).status).toBe(200);
  });
});

describe("the server's fetch of a new entry", () => {
  /** Two local servers: `allowed` (named in CSP_SCRIPT_SRC) and `internal` (not), each counting what it was asked. */
  const asked: Record<'allowed' | 'internal', string[]> = { allowed: [], internal: [] };
  const servers: http.Server[] = [];
  const origins: Record<'allowed' | 'internal', string> = { allowed: '', internal: '' };
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'map-fetch-'));
  let server: Server;

  beforeAll(async () => {
    for (const name of ['allowed', 'internal'] as const) {
      const s = http.createServer((req, res) => {
        asked[name].push(req.url ?? '');
        if (req.url === '/hop.js') {
          res.writeHead(302, { location: `${origins.internal}/secret.js` }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(idleSubApp());
      });
      await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
      servers.push(s);
      origins[name] = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
    }
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><script type=importmap>{"imports":{}}</script>');
    fs.writeFileSync(path.join(web, 'importmap.json'), '{"imports":{}}');
    server = await iamServer({ config: { webRoot: web, appsRoot: web, importMapDeployToken: TOKEN }, env: { CSP_SCRIPT_SRC: origins.allowed } });
  });
  afterAll(async () => {
    await server.close();
    for (const s of servers) s.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const patch = async (url: string) =>
    (
      await server.app.inject({
        method: 'PATCH',
        url: '/api/importmap/services',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { service: '@cloud/x', url },
      })
    ).json();

  it('asks only addresses the portal page could load: never an origin its CSP refuses, nor a redirect to one', async () => {
    expect(await patch(`${origins.allowed}/x.js`)).toMatchObject({ success: true });
    expect(asked.allowed).toEqual(['/x.js']);

    const direct = await patch(`${origins.internal}/secret.js`);
    expect(direct).toMatchObject({ success: false, code: 'IMPORT_MAP_ENTRY_REFUSED' });
    expect(direct.message).toContain("is refused by the portal's Content-Security-Policy");

    const redirected = await patch(`${origins.allowed}/hop.js`);
    expect(redirected).toMatchObject({ success: false, code: 'IMPORT_MAP_ENTRY_REFUSED' });
    expect(redirected.message).toContain(`not fetched: the portal's Content-Security-Policy refuses ${origins.internal}`);
    expect(asked.allowed).toEqual(['/x.js', '/hop.js']);
    expect(asked.internal).toEqual([]);
  });
});
