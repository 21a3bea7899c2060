/**
 * Resource applications, both sides (issue 23 item 1), in Chromium against the real server: a
 * tenant applies from the catalogue and sees it pending at once; the manager approves and
 * completes it in @cloud/cbp/admin; the tenant's overview shows 已完成, the bell the notice and the
 * purchased goods the new instance. A rejection in en-US, its reason shown to the tenant.
 */
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import { chineseAmong, pageReady, pageWords } from './helpers/console-pages';
import { realFailures, signedInSuite } from './helpers/suite';
import { seriousA11yFindings } from './portal-axe';

jest.setTimeout(120_000);

const suite = signedInSuite();

const APPLY = '/cbp/client/project/application/resource?menu_code=cbp_order_apply';
const REVIEW = '/cbp/admin/review?menu_code=cbp_admin_review';
const GOODS = '/cbp/client/application/app-service/goods?menu_code=cbp_user_purchase_goods';

async function open(page: Page, route: string, id: string) {
  await page.goto(`${suite.portal.url}/#${route}`);
  await pageReady(page, id);
}

/** Fills the application form and sends it; answers the new application's number from the list's banner. */
async function applyFor(page: Page, choice: { type: string; spec: string; quantity: string; period: string; unit: '0' | '1'; reason: string }, shot: string) {
  await open(page, APPLY, 'cbp-resource-apply');
  const form = page.locator('[data-page="cbp-resource-apply"] form');
  await form.locator('select[name="resourceType"]').selectOption(choice.type);
  await form.locator('select[name="specCode"]').selectOption(choice.spec);
  await form.locator('input[name="quantity"]').fill(choice.quantity);
  await form.locator('input[name="periodNumber"]').fill(choice.period);
  await form.locator('select[name="periodType"]').selectOption(choice.unit);
  await form.locator('textarea[name="reason"]').fill(choice.reason);
  await screenshot(page, shot);
  await form.locator('button[type="submit"]').click();
  const banner = page.locator('[data-page="cbp-applications"] [data-created]');
  await banner.waitFor({ timeout: 15_000 });
  await pageReady(page, 'cbp-applications');
  return (await banner.getAttribute('data-created'))!;
}

/** Opens an application's review from the manager's list (filtered by its number). */
async function openReview(page: Page, id: string) {
  await open(page, `${REVIEW}&keyword=${id}`, 'cbp-admin-review');
  const row = page.locator(`[data-page="cbp-admin-review"] tbody tr[data-apply="${id}"]`);
  await row.getByRole('link', { name: id, exact: true }).click();
  await pageReady(page, 'cbp-admin-review-detail');
}

async function step(page: Page, action: 'approve' | 'complete' | 'reject', opinion: string) {
  await page.locator(`[data-review="${action}"]`).click();
  await confirm(page, action, opinion);
}

/** Types the opinion into the open review dialog and confirms; waits for the page to say it is done. */
async function confirm(page: Page, action: 'approve' | 'complete' | 'reject', opinion: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('textarea[name="opinion"]').fill(opinion);
  await dialog.locator(`[data-confirm="${action}"]`).click();
  await page.locator(`[data-done="${action}"]`).waitFor({ timeout: 15_000 });
  await dialog.waitFor({ state: 'detached' });
}

const statusOf = (page: Page) => page.locator('[data-page="cbp-admin-review-detail"] [data-field="status"] dd').innerText();

test('a tenant applies → the manager approves and completes → the overview shows 已完成, the bell the notice, the goods the instance', async () => {
  const tenant = await suite.signedInPage('demo');
  const id = await applyFor(
    tenant.page,
    { type: 'OSS', spec: 'OSS-1T', quantity: '2', period: '6', unit: '0', reason: '影像归档' },
    'cbp-resource-apply-zh-CN',
  );
  const first = tenant.page.locator('[data-page="cbp-applications"] tbody tr').first();
  await expect(first.getAttribute('data-apply')).resolves.toBe(id);
  await expect(first.getAttribute('data-status')).resolves.toBe('1');
  await expect(first.innerText()).resolves.toContain('对象存储 1T ×2');
  await screenshot(tenant.page, 'cbp-resource-applied-zh-CN');

  await tenant.page.goto(`${suite.portal.url}/#/application-overview`);
  const card = tenant.page.locator('[data-card="resource-applications"]');
  const item = card.locator('li', { hasText: id });
  await item.waitFor({ timeout: 20_000 });
  await expect(item.innerText()).resolves.toContain('待审核');

  const manager = await suite.signedInPage('admin');
  await open(manager.page, REVIEW, 'cbp-admin-review');
  expect(await manager.page.locator('[data-page="cbp-admin-review"] tbody tr[data-apply]').count()).toBe(20);
  await screenshot(manager.page, 'cbp-admin-review-zh-CN');
  await openReview(manager.page, id);
  await expect(statusOf(manager.page)).resolves.toBe('待审核');
  await expect(manager.page.locator('[data-field="request"] dd').innerText()).resolves.toBe('对象存储 1T ×2，6 个月');
  await screenshot(manager.page, 'cbp-admin-review-detail-zh-CN');
  await manager.page.locator('[data-review="approve"]').click();
  await manager.page.getByRole('dialog').waitFor();
  await screenshot(manager.page, 'cbp-admin-review-dialog-zh-CN');
  await manager.page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await step(manager.page, 'approve', '同意，开始开通');
  await expect(statusOf(manager.page)).resolves.toBe('审核中');
  await step(manager.page, 'complete', '已交付');
  await expect(statusOf(manager.page)).resolves.toBe('已完成');
  expect(await manager.page.locator('[data-review-buttons]').count()).toBe(0);
  await screenshot(manager.page, 'cbp-admin-review-completed-zh-CN');

  await tenant.page.reload();
  await card.locator('li', { hasText: id }).waitFor({ timeout: 20_000 });
  await expect(card.locator('li', { hasText: id }).innerText()).resolves.toContain('已完成');
  await tenant.page.waitForFunction(() => Number(document.querySelector('[data-testid="notice-badge"]')?.textContent ?? '0') > 0, null, { timeout: 15_000 });
  await tenant.page.getByTestId('notice-bell').click();
  const notice = tenant.page.getByTestId('notice-list').getByTestId('notice-item').first();
  await notice.waitFor();
  await expect(notice.innerText()).resolves.toContain('您的申请已完成');
  await screenshot(tenant.page, 'cbp-review-bell-zh-CN');

  await open(tenant.page, GOODS, 'cbp-goods');
  await expect(tenant.page.locator('[data-page="cbp-goods"] tbody tr').first().innerText()).resolves.toContain('对象存储');
  expect(realFailures(tenant.errors)).toEqual([]);
  expect(realFailures(manager.errors)).toEqual([]);
});

test('in en-US: a rejection needs a reason, and the tenant reads it; every new page speaks English apart from its data', async () => {
  const tenant = await suite.signedInPage('demo2');
  await tenant.page.evaluate(() => localStorage.setItem('language', 'en-US'));
  await open(tenant.page, APPLY, 'cbp-resource-apply');
  // A period past the limit is refused in the form, in English, before anything is sent.
  await tenant.page.locator('input[name="periodNumber"]').fill('48');
  await tenant.page.locator('[data-page="cbp-resource-apply"] button[type="submit"]').click();
  await expect(tenant.page.getByRole('alert').first().innerText()).resolves.toBe('The period must be 1 to 36 months or 1 to 5 years');
  expect(chineseAmong(await pageWords(tenant.page, 'cbp-resource-apply'))).toEqual([]);
  await expect(seriousA11yFindings(tenant.page, '[data-page="cbp-resource-apply"]')).resolves.toEqual([]);
  const id = await applyFor(
    tenant.page,
    { type: 'ECS', spec: 'ECS-8C16G', quantity: '4', period: '1', unit: '1', reason: 'load test' },
    'cbp-resource-apply-en-US',
  );
  await screenshot(tenant.page, 'cbp-resource-applied-en-US');

  const manager = await suite.signedInPage('admin');
  await manager.page.evaluate(() => localStorage.setItem('language', 'en-US'));
  await open(manager.page, REVIEW, 'cbp-admin-review');
  const tenants = await manager.page.locator('[data-page="cbp-admin-review"] option').allInnerTexts();
  const data = await manager.page.locator('[data-page="cbp-admin-review"] tbody td').allInnerTexts();
  expect(chineseAmong(await pageWords(manager.page, 'cbp-admin-review'), [...tenants.filter((name) => name !== 'All tenants'), ...data])).toEqual([]);
  await screenshot(manager.page, 'cbp-admin-review-en-US');
  await expect(seriousA11yFindings(manager.page, '[data-page="cbp-admin-review"]')).resolves.toEqual([]);
  await openReview(manager.page, id);
  expect(chineseAmong(await pageWords(manager.page, 'cbp-admin-review-detail'), await manager.page.locator('dd').allInnerTexts())).toEqual([]);
  await screenshot(manager.page, 'cbp-admin-review-detail-en-US');
  await expect(seriousA11yFindings(manager.page, '[data-page="cbp-admin-review-detail"]')).resolves.toEqual([]);

  await manager.page.locator('[data-review="reject"]').click();
  const dialog = manager.page.getByRole('dialog');
  await dialog.locator('[data-confirm="reject"]').click();
  await expect(dialog.getByRole('alert').first().innerText()).resolves.toBe('Give the reason for the rejection');
  await screenshot(manager.page, 'cbp-admin-review-dialog-en-US');
  await confirm(manager.page, 'reject', 'Quota exceeded for this tenant');
  await expect(statusOf(manager.page)).resolves.toBe('Rejected');

  await open(tenant.page, `/cbp/client/project/application/detail/${id}?menu_code=cbp_order_apply`, 'cbp-application-detail');
  await expect(tenant.page.locator('[data-field="status"] dd').innerText()).resolves.toBe('Rejected');
  await expect(tenant.page.locator('[data-field="auditOpinion"] dd').innerText()).resolves.toBe('Quota exceeded for this tenant');
  await expect(tenant.page.locator('[data-field="resource"] dd').innerText()).resolves.toBe('Cloud server 8 vCPU, 16 GB ×4 · 1 year(s)');
  await screenshot(tenant.page, 'cbp-application-rejected-en-US');
  expect(realFailures(tenant.errors)).toEqual([]);
  expect(realFailures(manager.errors)).toEqual([]);
});

test('a tenant opening the review gets a calm no-access panel, and the server refuses it too', async () => {
  const tenant = await suite.signedInPage('demo');
  await tenant.page.goto(`${suite.portal.url}/#${REVIEW}`);
  await tenant.page.getByTestId('cbp-admin-no-access').waitFor({ timeout: 20_000 });
  await expect(tenant.page.getByTestId('cbp-admin-no-access').innerText()).resolves.toContain('申请审核仅对平台管理员开放');
  await screenshot(tenant.page, 'cbp-admin-no-access-zh-CN');
  await tenant.page.evaluate(() => localStorage.setItem('language', 'en-US'));
  await tenant.page.reload();
  await tenant.page.getByText('Application review is for platform managers only.').waitFor({ timeout: 20_000 });
  await screenshot(tenant.page, 'cbp-admin-no-access-en-US');
  const refused = await tenant.page.evaluate(async () => {
    const at = localStorage.getItem('at');
    const response = await fetch('/api/cbp/bpm-service/review/page', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${at}` },
      body: '{}',
    });
    return response.status;
  });
  expect(refused).toBe(403);
});
