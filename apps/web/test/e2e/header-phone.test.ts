import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot, sidewaysOverflow } from './harness.js';

/**
 * Issue 31, "Phones": at 360 px the top bar reaches every page, Tournaments and My games
 * included. The links sit in one row that scrolls sideways; the current page's link is brought
 * into view; a signed-in player's My games is in the bell's list.
 */

describe('the header on a 360 px phone', () => {
  const suite = browserSuite();

  test('every page is one tap away, and the current one shows', async () => {
    const page = await suite.newPlayer();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${suite.url}/`);
    await page.locator('[data-testid=create-scenario]').waitFor();
    for (const [link, hash] of [
      ['nav-tournaments', '#/tournaments'],
      ['nav-scenarios', '#/scenarios'],
      ['nav-help', '#/help'],
      ['nav-lobby', '#/'],
    ] as const) {
      const a = page.locator(`[data-testid=${link}]`);
      await a.scrollIntoViewIfNeeded();
      await a.click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
      // The current page's link is whole on screen, clear of the faded edges.
      await expect
        .poll(async () => {
          const box = await a.boundingBox();
          return box !== null && box.x >= 100 && box.x + box.width <= 340;
        })
        .toBe(true);
      expect(await sidewaysOverflow(page)).toEqual([]);
    }
    await page.goto(`${suite.url}/#/tournaments`);
    await page.locator('[data-testid=nav-tournaments].current').waitFor();
    await screenshot(page, 'header-phone-tournaments');

    // Signed in: My games is in the bell's list.
    await page.goto(`${suite.url}/#/account`);
    const form = page.locator('[data-testid=signup-form]');
    await form.locator('input[name=username]').fill('phoneuser');
    await form.locator('input[name=password]').fill('phoneuser has a long password');
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/#\/my$/);
    await page.goto(`${suite.url}/#/tournaments`);
    await page.locator('[data-testid=notify-bell]').click();
    await page.locator('[data-testid=notify-list] a', { hasText: 'My games' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/my');
  }, 90_000);
});
