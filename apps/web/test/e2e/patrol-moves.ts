/// <reference types="node" />
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  add,
  distance,
  facingDelta,
  formatLabel,
  isFacing,
  offsetToHex,
  parseLabel,
  scale,
  type Hex,
} from '@broadside/rules';
import { clickHex, createPatrol, owesDecision, type BrowserSuite } from './harness.js';

/** Side A's ship in the Patrol tests. */
export const A_HEX = offsetToHex(10, 10);
/** Side B's ship: 25 hexes straight down-right (facing C) of side A's, so the two meet head-on. */
export const B_HEX = add(A_HEX, scale(facingDelta('C'), 25));

/**
 * Alice creates Patrol as side A in one browser, side B joins by the invite in another, and a
 * spectator watches in a third.
 */
export async function openPatrol(
  server: BrowserSuite,
): Promise<{ a: Page; b: Page; spectator: Page; gameId: string }> {
  const a = await server.newPlayer();
  const b = await server.newPlayer();
  const spectator = await server.newPlayer();
  const { gameId, inviteB } = await createPatrol(a, server.url, { name: 'Alice' });
  await b.goto(inviteB);
  await spectator.goto(`${server.url}/#/watch/${gameId}`);
  return { a, b, spectator, gameId };
}

/** Places both ships: A at 1010 facing C (key 3), B 25 hexes on, facing F (key 6). */
export async function deploy(a: Page, b: Page): Promise<void> {
  await expect.poll(() => owesDecision(a), { timeout: 15_000 }).toBe(true);
  await clickHex(a, formatLabel(A_HEX));
  await a.locator('[data-testid=deploy-facing-C]').waitFor();
  await a.keyboard.press('3');
  await expect.poll(() => owesDecision(b), { timeout: 15_000 }).toBe(true);
  await clickHex(b, formatLabel(B_HEX));
  await b.locator('[data-testid=deploy-facing-F]').waitFor();
  await b.keyboard.press('6');
}

/** Where a ship stands on the page's map, and its facing. */
export async function shipOnMap(
  page: Page,
  unit: string,
): Promise<{ hex: Hex; facing: string } | null> {
  const counter = page.locator(`[data-testid=unit-${unit}]`);
  if ((await counter.count()) === 0) return null;
  const hex = parseLabel((await counter.getAttribute('data-hex')) ?? '');
  const facing = (await counter.getAttribute('data-facing')) ?? '';
  return hex.ok ? { hex: hex.value, facing } : null;
}

/** Hexes between the two Patrol ships, as the page shows them. */
export async function shipDistance(page: Page): Promise<number> {
  const a = await shipOnMap(page, 'A1');
  const b = await shipOnMap(page, 'B1');
  return a && b ? distance(a.hex, b.hex) : Infinity;
}

/**
 * Clicks the hex `ahead` hexes straight ahead of the ship, then fewer, until the page plans a
 * path there; true when a path is planned (shown, not sent).
 */
export async function planAhead(page: Page, unit: string, ahead: number): Promise<boolean> {
  const ship = await shipOnMap(page, unit);
  if (!ship || !isFacing(ship.facing)) return false;
  for (let k = ahead; k >= 1; k -= 1) {
    const target = add(ship.hex, scale(facingDelta(ship.facing), k));
    try {
      await clickHex(page, formatLabel(target));
    } catch {
      continue; // off the map
    }
    const planned = page.locator('[data-testid=plan]');
    await expect
      .poll(
        async () =>
          (await planned.count()) + (await page.locator('[data-testid=order-error]').count()),
      )
      .toBeGreaterThan(0);
    if ((await planned.count()) > 0) return true;
  }
  return false;
}

/**
 * Gives a Starfire decision that is neither a move nor a placement with the keys and buttons a
 * player uses: Enter for declarations, shelter and transit orders, a weapon assigned in the
 * weapon table (`w`, Enter), every weapon at the first target (`a`) and `f` (or `p` to pass) for fire, the confirm button for point defense. False for
 * any other kind, which the caller gives its own way.
 */
export async function actByKeys(page: Page, kind: string): Promise<boolean> {
  if (kind === 'declare' || kind === 'shelter' || kind === 'transit_order') {
    await page.keyboard.press('Enter');
  } else if (kind === 'fire') {
    const all = page.locator('[data-testid^=assign-all-]');
    if ((await all.count()) > 0) {
      // `w` puts the keyboard on the weapon table, Enter assigns its first weapon there; then
      // `a` puts every weapon on the first target ("All at …") and `f` fires.
      await page.keyboard.press('w');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('[data-testid^=assign-][aria-pressed=true]').count())
        .toBeGreaterThan(0);
      await page.keyboard.press('a');
      await page.keyboard.press('f');
    } else await page.keyboard.press('p');
  } else if (kind === 'point_defense') {
    await page.locator('[data-testid=pd-confirm]').click();
  } else return false;
  return true;
}
