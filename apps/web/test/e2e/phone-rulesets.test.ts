import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, owesDecision, screenshot } from './harness.js';
import { fits } from './phone-fit.js';
import { apiDuel } from './battle-start.js';

/**
 * The one-page and Star Trek battles on a 360 px phone (issue "Better than paper", 13): the
 * page fits, the map takes the screen and the side panel is the shell's drawer, pulled up by
 * its handle and opening by itself when a decision is owed in it.
 */

const PHONE = { width: 360, height: 780 };

const drawerOpen = async (page: Page) =>
  (await page.locator('battle-side').getAttribute('open')) !== null;

/** The drawer is closed over a full-screen map, its handle opens it on the orders, and it all fits. */
async function drawerWorks(page: Page, what: string): Promise<void> {
  await page.locator('hex-map').waitFor();
  await fits(page, what);
  const map = await page.locator('hex-map').boundingBox();
  expect(map?.width, `${what}: the map is as wide as the phone`).toBe(PHONE.width);
  if (await drawerOpen(page)) await page.locator('[data-testid=drawer-handle]').click();
  await expect.poll(() => drawerOpen(page)).toBe(false);
  await page.waitForTimeout(300); // the drawer slides down
  const handle = await page.locator('[data-testid=drawer-handle]').boundingBox();
  expect(handle && handle.y + handle.height <= PHONE.height + 1, `${what}: handle on screen`).toBe(
    true,
  );
  await page.locator('[data-testid=drawer-handle]').click();
  await expect.poll(() => drawerOpen(page)).toBe(true);
  await page.waitForTimeout(300); // the drawer slides up
  const log = await page.locator('battle-log').boundingBox();
  expect(log && log.y < PHONE.height && log.y + 10 > 0, `${what}: the log is in the drawer`).toBe(
    true,
  );
  await fits(page, `${what}, drawer open`);
  // The open drawer does not hide the fleets: the map ends above it and frames them there.
  const drawerTop = (await page.locator('battle-side').boundingBox())?.y ?? 0;
  const mapBottom = await page
    .locator('hex-map')
    .boundingBox()
    .then((m) => (m ? m.y + m.height : Infinity));
  expect(mapBottom, `${what}: the map ends above the open drawer`).toBeLessThanOrEqual(
    drawerTop + 1,
  );
  await expect
    .poll(() => unitsBelow(page, drawerTop), { message: `${what}: counters under the drawer` })
    .toEqual([]);
}

/** The units whose counters reach below `y` (under the open drawer). */
function unitsBelow(page: Page, y: number): Promise<string[]> {
  return page
    .locator('hex-map [data-unit]')
    .evaluateAll(
      (units, limit) =>
        units
          .filter((u) => u.getBoundingClientRect().bottom > limit)
          .map((u) => u.getAttribute('data-unit') ?? ''),
      y,
    );
}

describe('one-page and Star Trek battles on a phone', () => {
  const suite = browserSuite();

  for (const ruleset of ['onepage', 'startrek']) {
    test(`${ruleset}: a player, a spectator and practice at 360 px, the side panel a drawer`, async () => {
      const { gameId, invite } = await apiDuel(suite.url, ruleset);
      const b = await suite.newPlayer();
      await b.setViewportSize(PHONE);
      await b.goto(invite);
      await b.locator('hex-map').waitFor();
      await expect.poll(() => b.locator('[data-testid=owed]').count(), { timeout: 15_000 }).toBe(1);
      // The drawer opens by itself for a decision made in the panel, not for one made on the map.
      const panelDecision = ruleset === 'startrek' && (await owesDecision(b));
      expect(await drawerOpen(b)).toBe(panelDecision);
      await screenshot(b, `${ruleset}-phone`);
      await drawerWorks(b, `${ruleset} player`);
      await expect(b.locator('[data-testid=orders]').first().isVisible()).resolves.toBe(true);
      await screenshot(b, `${ruleset}-phone-drawer`);

      const watcher = await suite.newPlayer();
      await watcher.setViewportSize(PHONE);
      await watcher.goto(`${suite.url}/#/watch/${gameId}`);
      await drawerWorks(watcher, `${ruleset} spectator`);

      const practice = await suite.newPlayer();
      await practice.setViewportSize(PHONE);
      await practice.goto(`${suite.url}/#/practice/${ruleset}/duel`);
      await drawerWorks(practice, `${ruleset} practice`);
    }, 120_000);
  }
});
