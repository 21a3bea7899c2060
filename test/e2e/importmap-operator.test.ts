/**
 * Issue 21: the operators' page of the import map (identity administration, #/common/iam/importmap)
 * in zh-CN, in Chromium against the real server: the map every instance serves, its history with
 * a change made by a deploy pipeline, and a rollback that the served importmap.json follows. And
 * `npm run check:importmap` passes the repository's own built map (the deploy gate).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { screenshot } from './helpers/browser';
import { realFailures, signedInSuite } from './helpers/suite';
import { chineseInterfaceTexts, openIam } from './iam-kit';
import { seriousA11yFindings } from './portal-axe';

jest.setTimeout(120_000);

const TOKEN = 'e2e-deploy-token-0123456789abcdef';
const suite = signedInSuite({ LOGIN_SECURITY_MODE: '2', IMPORTMAP_DEPLOY_TOKEN: TOKEN });
const root = path.resolve(__dirname, '..', '..');

const served = async () => (await (await fetch(`${suite.portal.url}/importmap.json`)).json()).imports as Record<string, string>;

describe('the import map page for operators', () => {
  test('lists the map and its history, and rolls back to the previous version', async () => {
    // A deploy pipeline adds an entry (a sample sub-app's real build) with the deploy token.
    const patched = await fetch(`${suite.portal.url}/api/importmap/services`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service: '@cloud/pm', url: '/cbp/partner/cbp-partner.js' }),
    });
    expect(patched.status).toBe(200);
    expect((await served())['@cloud/pm']).toBe('/cbp/partner/cbp-partner.js');

    const { page, errors } = await suite.signedInPage('admin');
    await openIam(page, suite.portal, '/importmap?menu_code=sys-importmap', 'importmap');
    const entry = page.locator('[data-page="importmap"] tr[data-service="@cloud/pm"]');
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toContain('/cbp/partner/cbp-partner.js');
    await expect(page.getByTestId('importmap-health').textContent()).resolves.toBe('映射正常：所有实例提供版本 2');
    const newest = page.locator('tr[data-version="2"]');
    await expect(newest.textContent()).resolves.toMatch(/更新条目.*新增 @cloud\/pm → \/cbp\/partner\/cbp-partner\.js.*部署令牌/);
    await expect(page.locator('tr[data-version="1"]').textContent()).resolves.toContain('初始导入');
    await screenshot(page, 'iam-importmap-zh-CN');

    await page.getByRole('button', { name: '回滚到上一版本' }).click();
    const dialog = page.getByRole('dialog', { name: '回滚导入映射' });
    await expect(dialog.textContent()).resolves.toContain('将把版本 1 的映射作为新版本提供给所有实例');
    await dialog.getByRole('button', { name: '回滚' }).click();
    await page.getByTestId('iam-notice').filter({ hasText: '已回滚：版本 1 的映射现为版本 3' }).waitFor();
    await page.locator('tr[data-version="3"]').filter({ hasText: '恢复为版本 1' }).waitFor();
    await expect(entry.count()).resolves.toBe(0);
    expect((await served())['@cloud/pm']).toBeUndefined();
    await screenshot(page, 'iam-importmap-rolled-back-zh-CN');
    expect(realFailures(errors)).toEqual([]);
  });

  test('speaks English on an English screen, with no serious accessibility finding', async () => {
    const { page, errors } = await suite.signedInPage('admin');
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await openIam(page, suite.portal, '/importmap?menu_code=sys-importmap', 'importmap');
    await page.locator('tr[data-version="1"]').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Import map');
    await expect(chineseInterfaceTexts(page, '[data-page="importmap"]')).resolves.toEqual([]);
    await expect(seriousA11yFindings(page, '[data-page="importmap"]')).resolves.toEqual([]);
    await screenshot(page, 'iam-importmap-en-US');
    expect(realFailures(errors)).toEqual([]);
  });
});

describe('npm run check:importmap', () => {
  test("passes the repository's own built map", async () => {
    const { status, out } = await new Promise<{ status: number; out: string }>((resolve) =>
      execFile(
        process.execPath,
        [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/check-importmap.ts')],
        { encoding: 'utf8', timeout: 60_000, env: { ...process.env, WEB_ROOT: '', APPS_ROOT: '', CSP_SCRIPT_SRC: '' } },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
      ),
    );
    expect(out).toMatch(/✓ @cloud\/cbp\/client → .*System\.register.*exports bootstrap, mount, unmount/);
    expect(out).toMatch(/✓ @org\/esm-demo → .*native ES module.*exports bootstrap, mount, unmount/);
    expect(out).toMatch(/\d+ entries, no problems/);
    expect(status).toBe(0);
  });
});
