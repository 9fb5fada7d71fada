import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot } from './harness.js';
import { apiDuel, deployedPatrol } from './battle-start.js';

/**
 * The default view of a battle (issue "Better than paper"): a battle opens zoomed to the ships
 * with readable hex labels, not the whole map, for players, spectators and practice in every
 * ruleset; "Ships" and "Fit all" buttons on the map switch between the two.
 */

/** The hex labels (7 map px) read at 8 screen px from this zoom on. */
const READABLE = 8 / 7;

async function zoom(page: Page): Promise<number> {
  const t = (await page.locator('hex-map svg > g').first().getAttribute('transform')) ?? '';
  return Number(/scale\(([\d.]+)\)/.exec(t)?.[1] ?? 'NaN');
}

/** True when the unit's counter is inside the map's box. */
async function inView(page: Page, unit: string): Promise<boolean> {
  const map = await page.locator('hex-map').boundingBox();
  const u = await page.locator(`[data-testid=unit-${unit}]`).boundingBox();
  if (!map || !u) return false;
  const x = u.x + u.width / 2;
  const y = u.y + u.height / 2;
  return x >= map.x && x <= map.x + map.width && y >= map.y && y <= map.y + map.height;
}

/** Waits for the page's default view: readable zoom, one of the units in view, labels drawn. */
async function showsShips(page: Page, unit: string | string[], what: string): Promise<void> {
  const units = typeof unit === 'string' ? [unit] : unit;
  await expect
    .poll(() => zoom(page), { timeout: 15_000, message: what })
    .toBeGreaterThanOrEqual(READABLE);
  const seen = await Promise.all(units.map((u) => inView(page, u)));
  expect(seen.includes(true), `${what}: ${units.join(' or ')} in view`).toBe(true);
  expect(await page.locator('hex-map text.label').count(), `${what}: labels`).toBeGreaterThan(0);
}

describe('the default view of a battle', () => {
  const suite = browserSuite();

  test('Starfire: a player, a late spectator and a phone open on the ships; the map buttons switch views', async () => {
    const { a, b, gameId } = await deployedPatrol(suite);
    // Once deployed, each player's view goes to the ships, around their own.
    await showsShips(a, 'A1', 'player A after deployment');
    await showsShips(b, 'B1', 'player B after deployment');

    const watcher = await suite.newPlayer();
    await watcher.goto(`${suite.url}/#/watch/${gameId}`);
    await showsShips(watcher, 'A1', 'late spectator');
    await screenshot(watcher, 'default-view-spectator');

    // "Fit all" shows the whole map (both ships, labels too small to draw); "Ships" comes back.
    await watcher.locator('[data-testid=zoom-fit]').click();
    expect(await zoom(watcher)).toBeLessThan(READABLE);
    expect((await inView(watcher, 'A1')) && (await inView(watcher, 'B1'))).toBe(true);
    await watcher.locator('[data-testid=zoom-ships]').click();
    await showsShips(watcher, 'A1', 'spectator after "Ships"');

    const phone = await b.context().newPage();
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto(`${suite.url}/#/game/${gameId}`);
    await showsShips(phone, 'B1', 'player B on a phone');
    await screenshot(phone, 'default-view-phone');
    // The map's buttons sit above the closed drawer's handle, where a finger can reach them.
    if ((await phone.locator('battle-side').getAttribute('open')) !== null) {
      await phone.locator('[data-testid=drawer-handle]').click();
      await phone.waitForTimeout(300); // the drawer slides down
    }
    await phone.locator('[data-testid=zoom-fit]').click({ timeout: 5000 });
    expect(await zoom(phone)).toBeLessThan(READABLE);
    await phone.locator('[data-testid=zoom-ships]').click({ timeout: 5000 });
    await showsShips(phone, 'B1', 'phone after "Ships"');
  }, 150_000);

  test('One-page and Star Trek: players, spectators and practice open on the ships', async () => {
    for (const ruleset of ['onepage', 'startrek']) {
      const { gameId, invite } = await apiDuel(suite.url, ruleset);
      const b = await suite.newPlayer();
      await b.goto(invite);
      await showsShips(b, 'B1', `${ruleset} player`);
      const watcher = await suite.newPlayer();
      await watcher.goto(`${suite.url}/#/watch/${gameId}`);
      await showsShips(watcher, 'A1', `${ruleset} spectator`);
      const practice = await suite.newPlayer();
      await practice.goto(`${suite.url}/#/practice/${ruleset}/duel`);
      // Hot seat: the view goes to the side on move.
      await showsShips(practice, ['A1', 'B1'], `${ruleset} practice`);
      await screenshot(practice, `default-view-${ruleset}`);
    }
  }, 150_000);
});
