import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/config';
import { codeSecretFile, prepareDataDir } from '../../../server/db/data-dir';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/migrations';
import { spawnServer } from '../../faults/server-kit/child-server';

jest.setTimeout(90_000);

/**
 * Issue 22, N-2, N-3, N-8: what the server refuses to start with, and the data folder it keeps
 * private. The folder rules run in process; one refusal is checked on a real `server/main.ts`.
 */
describe('start-up', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-startup-'));
    dirs.push(dir);
    return dir;
  };
  const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
  let umask: number;
  beforeAll(() => {
    umask = process.umask();
  });
  afterAll(() => {
    process.umask(umask);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('DATA_DIR (N-2)', () => {
    it('creates a missing folder 0700, and files the server writes afterwards are 0600', () => {
      const dir = path.join(tmp(), 'nested', 'data');
      process.umask(0o022);
      prepareDataDir(dir);
      expect(modeOf(dir)).toBe(0o700);
      fs.writeFileSync(path.join(dir, 'probe'), 'x');
      expect(modeOf(path.join(dir, 'probe'))).toBe(0o600);
    });

    it.each([0o755, 0o777, 0o750, 0o701])('refuses a folder of mode %o with the chmod that fixes it', (mode) => {
      const dir = tmp();
      fs.chmodSync(dir, mode);
      expect(() => prepareDataDir(dir)).toThrow(`Fix it with: chmod -R go-rwx '${dir}'`);
      expect(() => prepareDataDir(dir)).toThrow(/may be read or written by group or others \(mode 0\d{3}\)/);
    });

    it('accepts a private folder of an older version once chmod has run', () => {
      const dir = tmp();
      fs.chmodSync(dir, 0o755);
      fs.writeFileSync(path.join(dir, 'old-file'), 'x', { mode: 0o666 });
      fs.chmodSync(path.join(dir, 'old-file'), 0o666);
      expect(() => prepareDataDir(dir)).toThrow(/chmod -R go-rwx/);
      // What the message says to run:
      for (const f of [dir, path.join(dir, 'old-file')]) fs.chmodSync(f, modeOf(f) & 0o700);
      expect(() => prepareDataDir(dir)).not.toThrow();
    });

    it('keeps every file PGlite writes private (it writes them 0666 whatever the umask)', async () => {
      const dir = path.join(tmp(), 'pglite');
      prepareDataDir(dir);
      const handle = await openDatabase({ dataDir: dir });
      await migrateToLatest(handle.db);
      await handle.close();
      const open: string[] = [];
      const walk = (d: string) => {
        for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
          const full = path.join(d, entry.name);
          if (modeOf(full) & 0o077) open.push(`${full} ${modeOf(full).toString(8)}`);
          if (entry.isDirectory()) walk(full);
        }
      };
      walk(dir);
      expect(open).toEqual([]);
    });

    it('makes the code secret once, 0600, and reads the same one on the next start', () => {
      const dir = tmp();
      const first = codeSecretFile(dir);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(modeOf(path.join(dir, 'code-secret'))).toBe(0o600);
      expect(codeSecretFile(dir)).toBe(first);
    });

    it('refuses to start a real server on a 0755 folder, saying what to run', async () => {
      const dir = tmp();
      fs.chmodSync(dir, 0o755);
      const { child, output } = spawnServer({ DATA_DIR: dir });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output()).toContain(`DATA_DIR ${dir} may be read or written by group or others (mode 0755)`);
      expect(output()).toContain(`chmod -R go-rwx '${dir}'`);
      expect(fs.readdirSync(dir)).toEqual([]);
    });
  });

  describe('configuration', () => {
    const base = { DATA_DIR: ':memory:' };

    it.each([
      ['CSP_SCRIPT_SRC', '*'],
      ['CSP_SCRIPT_SRC', "'unsafe-inline'"],
      ['CSP_SCRIPT_SRC', "'self'"],
      ['CSP_SCRIPT_SRC', 'https:'],
      ['CSP_SCRIPT_SRC', 'data:'],
      ['CSP_SCRIPT_SRC', 'https://*'],
      ['CSP_SCRIPT_SRC', 'https://cdn.example.com/path/app.js'],
      ['CSP_SCRIPT_SRC', 'cdn.example.com'],
      ['CSP_CONNECT_SRC', '*'],
      ['CSP_IMG_SRC', 'https://ok.example.com *'],
      ['CSP_STYLE_SRC', "'unsafe-eval'"],
      ['CSP_FONT_SRC', 'ftp://fonts.example.com'],
    ])('refuses %s=%s (N-8)', (key, value) => {
      expect(() => loadConfig({ ...base, [key]: value })).toThrow(new RegExp(`${key}: .* is not an origin`));
    });

    it('takes origins, wildcard subdomains and ports, and data:/blob: outside scripts', () => {
      const config = loadConfig({
        ...base,
        CSP_SCRIPT_SRC: 'https://cdn.example.com, https://*.example.org http://localhost:*',
        CSP_IMG_SRC: 'data: blob: https://img.example.com:8443',
      });
      expect(config.extraScriptSrc).toEqual(['https://cdn.example.com', 'https://*.example.org', 'http://localhost:*']);
      expect(config.extraSrc.img).toEqual(['data:', 'blob:', 'https://img.example.com:8443']);
    });

    it('refuses real delivery without PUBLIC_URL (N-3)', () => {
      expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/PUBLIC_URL must be set when SMTP_URL or SMS_WEBHOOK_URL is set/);
      expect(() => loadConfig({ ...base, SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' })).toThrow(/PUBLIC_URL must be set/);
      expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:25', PUBLIC_URL: 'portal.example.com' })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
      expect(loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:25', PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe('https://portal.example.com');
    });

    it('refuses a bad ALLOWED_HOSTS entry', () => {
      expect(() => loadConfig({ ...base, ALLOWED_HOSTS: 'portal.example.com, http://x' })).toThrow(/ALLOWED_HOSTS takes host names/);
      expect(loadConfig({ ...base, ALLOWED_HOSTS: 'Portal.Example.com,localhost:8080' }).allowedHosts).toEqual(['portal.example.com', 'localhost:8080']);
    });

    it('needs CODE_SECRET on PostgreSQL, of at least 32 characters (N-2)', () => {
      const pg = { ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' };
      expect(() => loadConfig(pg)).toThrow(/CODE_SECRET must be set when DATABASE_URL is set/);
      expect(() => loadConfig({ ...pg, CODE_SECRET: 'short' })).toThrow(/CODE_SECRET must be at least 32 characters/);
      expect(loadConfig({ ...pg, CODE_SECRET: 'x'.repeat(32) }).codeSecret).toBe('x'.repeat(32));
    });

    it('serves the OpenAPI document by default except under NODE_ENV=production', () => {
      expect(loadConfig(base).apiDocs).toBe(true);
      expect(loadConfig({ ...base, NODE_ENV: 'production' }).apiDocs).toBe(false);
      expect(loadConfig({ ...base, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
      expect(loadConfig({ ...base, API_DOCS: 'false' }).apiDocs).toBe(false);
    });
  });
});
