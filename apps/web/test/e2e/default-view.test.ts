import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot } from './harness.js';
import { apiDuel, deployedPatrol } from './battle-start.js';

/**
 * The default view of a battle (issue 28, "The camera"): a battle opens fitted to every unit the
 * viewer can see, of both sides, for players, spectators and practice in every ruleset; the map's
 * "Fleets" button comes back to that view and "Map" shows the whole map. Hex labels read at any
 * zoom where they are drawn, and where they are too small to fit, the hex under the pointer
 * shows its own.
 */

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

/**
 * A point where the pointer is on the map's hexes: the centre of a unit's counter, else a point
 * well inside the map's grid, that nothing is drawn over (a phone's drawer, the map's buttons,
 * the legend). Null when the map is covered everywhere tried.
 */
function uncoveredHexPoint(page: Page): Promise<{ x: number; y: number } | null> {
  return page.locator('hex-map').evaluate((map) => {
    const svg = map.shadowRoot?.querySelector('svg');
    if (!svg) return null;
    /** The innermost element at a point, through the shadow roots on the way. */
    const hit = (x: number, y: number): Element | null => {
      let el = document.elementFromPoint(x, y);
      for (let inner = el?.shadowRoot?.elementFromPoint(x, y); el && inner && inner !== el;) {
        el = inner;
        inner = el.shadowRoot?.elementFromPoint(x, y);
      }
      return el;
    };
    const centre = (r: DOMRect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
    const candidates = [...svg.querySelectorAll('[data-unit]')].map((u) =>
      centre(u.getBoundingClientRect()),
    );
    // The grid's box clipped to the map's, less a margin for its ragged edge, sampled.
    const grid = svg.querySelector('path.grid')?.getBoundingClientRect();
    const box = map.getBoundingClientRect();
    if (grid) {
      const [left, right] = [
        Math.max(grid.left, box.left) + 20,
        Math.min(grid.right, box.right) - 20,
      ];
      const [top, bottom] = [
        Math.max(grid.top, box.top) + 20,
        Math.min(grid.bottom, box.bottom) - 20,
      ];
      for (let y = top; y <= bottom; y += 24)
        for (let x = left; x <= right; x += 24) candidates.push({ x, y });
    }
    return candidates.find((p) => svg.contains(hit(p.x, p.y))) ?? null;
  });
}

/** The screen height of the hex labels drawn, or of the pointed hex's label when none are. */
async function labelScreenHeight(page: Page): Promise<number> {
  const labels = page.locator('hex-map text.label');
  if ((await labels.count()) === 0) {
    // Point at a hex that shows. On a phone the drawer opens over the map when the player owes
    // orders, covering the units there: a move onto a covered unit reaches the drawer, not the
    // map. Each try looks anew, as the drawer may still be sliding up over the point found, and
    // moves twice so that a move lands even when the pointer is already there. A try is a few
    // round trips to a busy browser, hence more time than the default second for several.
    await expect
      .poll(
        async () => {
          const p = await uncoveredHexPoint(page);
          if (!p) return 0;
          await page.mouse.move(p.x + 1, p.y);
          await page.mouse.move(p.x, p.y);
          return labels.count();
        },
        { timeout: 10_000, message: 'the pointed hex shows its label' },
      )
      .toBeGreaterThan(0);
  }
  const size = Number(await labels.first().getAttribute('font-size'));
  return size * (await zoom(page));
}

/** Waits for the page's fleets view: every unit named in view, and labels that read. */
async function showsFleets(page: Page, units: string[], what: string): Promise<void> {
  await expect
    .poll(async () => (await Promise.all(units.map((u) => inView(page, u)))).every(Boolean), {
      timeout: 15_000,
      message: `${what}: ${units.join(' and ')} in view`,
    })
    .toBe(true);
  expect(await labelScreenHeight(page), `${what}: labels read`).toBeGreaterThanOrEqual(8);
}

describe('the default view of a battle', () => {
  const suite = browserSuite();

  test('Starfire: a player, a late spectator and a phone open on the ships; the map buttons switch views', async () => {
    const { a, b, gameId } = await deployedPatrol(suite);
    // Once deployed, each player's view goes to the ships, around their own.
    await showsFleets(a, ['A1', 'B1'], 'player A after deployment');
    await showsFleets(b, ['A1', 'B1'], 'player B after deployment');

    const watcher = await suite.newPlayer();
    await watcher.goto(`${suite.url}/#/watch/${gameId}`);
    await showsFleets(watcher, ['A1', 'B1'], 'late spectator');
    await screenshot(watcher, 'default-view-spectator');

    // "Map" shows the whole map, further out; "Fleets" comes back.
    const fleets = await zoom(watcher);
    await watcher.locator('[data-testid=zoom-fit]').click();
    expect(await zoom(watcher)).toBeLessThan(fleets);
    expect((await inView(watcher, 'A1')) && (await inView(watcher, 'B1'))).toBe(true);
    await watcher.locator('[data-testid=zoom-ships]').click();
    expect(await zoom(watcher)).toBeCloseTo(fleets, 6);
    await showsFleets(watcher, ['A1', 'B1'], 'spectator after "Fleets"');

    const phone = await b.context().newPage();
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto(`${suite.url}/#/game/${gameId}`);
    await showsFleets(phone, ['A1', 'B1'], 'player B on a phone');
    await screenshot(phone, 'default-view-phone');
    // The map's buttons sit above the closed drawer's handle, where a finger can reach them.
    if ((await phone.locator('battle-side').getAttribute('open')) !== null) {
      await phone.locator('[data-testid=drawer-handle]').click();
      await phone.waitForTimeout(300); // the drawer slides down
    }
    const phoneFleets = await zoom(phone);
    await phone.locator('[data-testid=zoom-fit]').click({ timeout: 5000 });
    expect(await zoom(phone)).toBeLessThanOrEqual(phoneFleets);
    await phone.locator('[data-testid=zoom-ships]').click({ timeout: 5000 });
    await showsFleets(phone, ['A1', 'B1'], 'phone after "Fleets"');
  }, 150_000);

  test('One-page and Star Trek: players, spectators and practice open on the ships', async () => {
    for (const ruleset of ['onepage', 'startrek']) {
      const { gameId, invite } = await apiDuel(suite.url, ruleset);
      const b = await suite.newPlayer();
      await b.goto(invite);
      await showsFleets(b, ['A1', 'B1'], `${ruleset} player`);
      const watcher = await suite.newPlayer();
      await watcher.goto(`${suite.url}/#/watch/${gameId}`);
      await showsFleets(watcher, ['A1', 'B1'], `${ruleset} spectator`);
      const practice = await suite.newPlayer();
      await practice.goto(`${suite.url}/#/practice/${ruleset}/duel`);
      await showsFleets(practice, ['A1', 'B1'], `${ruleset} practice`);
      await screenshot(practice, `default-view-${ruleset}`);
    }
  }, 150_000);
});
