/**
 * The header's popovers and menus take their code from the overlay chunk, fetched on first use:
 * the header draws their triggers without it. These helpers hold the chunk back to show that.
 */
import type { Locator, Page } from 'playwright-core';
import { holdRequests } from './browser';

/** Holds the overlay chunk back until the returned function is called. */
export const holdOverlayChunk = (page: Page) => holdRequests(page, /\/overlays\.[0-9a-f]+\.chunk\.js$/);

/**
 * Clicks `trigger` while the overlay chunk is held: the trigger says it is pending and `popup` is
 * not drawn; then lets the chunk come (`release`) and waits for the popup's first `item`. Nothing
 * of `unmoved` (the trigger unless said otherwise) moved when the code arrived.
 */
export async function clickBeforeOverlayCode(trigger: Locator, popup: Locator, item: Locator, release: () => void, unmoved = [trigger]): Promise<void> {
  const boxes = () => Promise.all(unmoved.map((locator) => locator.boundingBox()));
  const before = await boxes();
  await trigger.click();
  await expect(trigger.getAttribute('data-pending')).resolves.toBe('true');
  await expect(popup.count()).resolves.toBe(0);
  release();
  await item.first().waitFor({ timeout: 30_000 });
  expect(await boxes()).toEqual(before);
}
