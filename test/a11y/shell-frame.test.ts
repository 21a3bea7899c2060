/**
 * The signed-in frame's new parts (issue 16) audited with axe-core in Chromium, in both
 * languages: the nav icons and breadcrumb of a nested page, the left nav folded and unfolded, the
 * bell parcel in the header and inside the message centre sub-app with its popover open, and the
 * message table's scrolling frame at a phone's width.
 */
import type { Page } from 'playwright-core';
import { signedInSuite } from '../e2e/helpers/suite';
import { chooseLanguage, Ledger, LANGUAGES, type Language } from './a11y-kit';

jest.setTimeout(240_000);

// A busy machine may take more than a minute to start the server.
const suite = signedInSuite(undefined, { timeoutMs: 180_000 });
const ledger = new Ledger();
afterAll(() => ledger.print('Accessibility: the signed-in frame (icons, breadcrumb, folding left nav, bell parcel) × language'));

const STATION = '/common/msg/system/message/station?menu_code=msg_station';

async function stationReady(page: Page) {
  await page.goto(`${suite.portal.url}/#${STATION}`);
  await page.locator('[data-page="station"] table').waitFor({ timeout: 30_000 });
  await page.getByTestId('breadcrumbs').waitFor({ timeout: 30_000 });
  await page.getByTestId('notice-bell').waitFor({ timeout: 30_000 });
}

test.each(LANGUAGES)(
  'the frame, its folding left nav, the bell and the top nav’s More menu have no serious or critical axe violation in %s',
  async (language: Language) => {
    const { page } = await suite.signedInPage('demo');
    await chooseLanguage(page, suite.portal.url, language);
    await stationReady(page);
    await ledger.audit(page, 'station page in the frame (breadcrumb, icons, bell)', language);

    await page.getByTestId('left-nav-toggle').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="left-nav-toggle"]')?.getAttribute('aria-expanded') === 'false');
    await ledger.audit(page, 'left nav folded', language);
    await page.getByTestId('left-nav-toggle').click();

    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-item').first().waitFor();
    await ledger.audit(page, 'bell popover opened on the message centre', language);
    await page.keyboard.press('Escape');
    await page.getByTestId('notice-popover').waitFor({ state: 'hidden' });

    const { page: phone } = await suite.signedInPage('admin', { viewport: { width: 390, height: 844 } });
    await chooseLanguage(phone, suite.portal.url, language);
    await stationReady(phone);
    await phone.locator('[data-scroll-hint]').waitFor();
    await ledger.audit(phone, 'station page @390 (top nav with More, scrolling table)', language);
    await phone.getByTestId('top-nav-more').click();
    await phone.getByTestId('top-nav-more-menu').getByRole('menuitem').first().waitFor();
    await ledger.audit(phone, 'top nav More menu open @390', language);
    await phone.keyboard.press('Escape');

    expect(ledger.serious().filter((line) => line.includes(`[${language}]`))).toEqual([]);
  },
);
