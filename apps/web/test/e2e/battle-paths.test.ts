/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, logLines, owesDecision, screenshot, logGrowsPast } from './harness.js';
import { deploy, openPatrol, planAhead, shipDistance, actByKeys } from './patrol-moves.js';

/**
 * Issue 11, "Play a turn in a few clicks": two players play Patrol in Chromium planning each
 * turn's movement as a path on the map (a click on a hex, then `g`: go, then stay) or holding
 * their place (`h`), queued on the server, so that each comes back at most once per phase. The
 * spectator and the other player never see a player's queue.
 */

type Seat = 'A' | 'B';

/** The turn the page's phase banner shows. */
async function turnOf(page: Page): Promise<number> {
  return Number(
    /Turn (\d+)/.exec((await page.locator('[data-testid=phase]').textContent()) ?? '')?.[1] ?? 0,
  );
}

/** Waits until the page's log stops growing for a moment. */
async function settled(page: Page): Promise<void> {
  let last = -1;
  for (;;) {
    const now = (await logLines(page)).length;
    if (now === last) return;
    last = now;
    await page.waitForTimeout(250);
  }
}

describe('Patrol with planned paths and queued steps (issue 11)', () => {
  const server = browserSuite();

  test('each player comes back at most once per phase; queues stay private', async () => {
    const { a, b, spectator } = await openPatrol(server);
    await deploy(a, b);

    const seats: Record<Seat, Page> = { A: a, B: b };
    const visits: Record<Seat, string[]> = { A: [], B: [] };
    let shots = false;
    let planned = 0;
    for (let round = 0; round < 600; round += 1) {
      if ((await a.locator('[data-testid=end-screen]').count()) > 0) break;
      let acted = false;
      for (const seat of ['A', 'B'] as const) {
        const page = seats[seat];
        if (!(await owesDecision(page))) continue;
        // Queued steps arrive in bursts: act on the position once it has settled.
        await settled(page);
        if (!(await owesDecision(page))) continue;
        const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
        if (!kind) continue;
        visits[seat].push(`${await turnOf(page)}:${kind}`);
        const before = (await logLines(page)).length;
        if (kind === 'move') {
          const far = (await shipDistance(page)) > 5;
          if (far && (await planAhead(page, `${seat}1`, 4))) {
            planned += 1;
            await expect.poll(() => page.locator('[data-testid=route-planned]').count()).toBe(1);
            if (!shots) await desktopAndPhone(page, 'battle-planned-path', `${seat}1`);
            await page.keyboard.press('g');
            await page.locator('[data-testid=route-planned]').waitFor({ state: 'detached' });
            if (!shots) {
              // The first to plan waits for the other side: the rest of its path stays queued.
              shots = true;
              await page.locator('[data-testid=route-queued]').waitFor();
              await desktopAndPhone(page, 'battle-queued-steps');
              // Nobody else sees the queue: not the other player, not the spectator.
              for (const other of [seats[seat === 'A' ? 'B' : 'A'], spectator]) {
                expect(await other.locator('[data-testid=route-queued]').count()).toBe(0);
                expect(await other.locator('[data-testid=queued]').count()).toBe(0);
              }
            }
          } else {
            await page.keyboard.press('h');
          }
        } else await actByKeys(page, kind);
        await logGrowsPast(page, before).catch(async (e: unknown) => {
          await screenshot(page, 'debug-paths');
          throw new Error(`${seat} ${kind}: ${String(e)}`);
        });
        acted = true;
      }
      if (!acted) await a.waitForTimeout(100);
    }
    for (const page of [a, b, spectator]) await page.locator('[data-testid=end-screen]').waitFor();
    expect(shots).toBe(true);
    expect(planned).toBeGreaterThan(1);
    // One visit per phase per player: never twice the same movement phase.
    for (const seat of ['A', 'B'] as const) {
      const moves = visits[seat].filter((v) => v.endsWith(':move'));
      expect(moves.length).toBeGreaterThan(0);
      expect(new Set(moves).size).toBe(moves.length);
    }
    expect(await logLines(b)).toEqual(await logLines(a));
  }, 600_000);
});

/**
 * Screenshots of the page at 1280 × 800 and, zoomed to the ship, at 360 × 780 (`<name>-phone`).
 * With `planned`, the ship whose path is planned: on the phone, its counter and the planned path
 * must show above the drawer (low, with Go and Undo).
 */
async function desktopAndPhone(page: Page, name: string, planned?: string): Promise<void> {
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.waitForTimeout(300);
  await page.keyboard.press('z');
  if (planned) await expectAboveDrawer(page, planned);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
}

/** The ship's counter and its planned path are on the phone's screen, above the drawer. */
async function expectAboveDrawer(page: Page, unit: string): Promise<void> {
  await page.waitForTimeout(300); // the drawer slides
  await expect.poll(() => page.locator('battle-side').getAttribute('open')).toBe('');
  await page.locator('[data-testid=plan-go]').waitFor(); // Go shows in the drawer's top
  const drawer = await page.locator('battle-side').boundingBox();
  const map = await page.locator('hex-map').boundingBox();
  const go = await page.locator('[data-testid=plan-go]').boundingBox();
  expect(drawer && map && go).toBeTruthy();
  if (!drawer || !map || !go) return;
  expect(go.y + go.height, 'Go is on screen').toBeLessThanOrEqual(780);
  for (const testid of [`unit-${unit}`, 'route-planned']) {
    const box = await page.locator(`[data-testid=${testid}]`).boundingBox();
    expect(box, testid).not.toBeNull();
    if (!box) continue;
    const where = `${testid} at ${JSON.stringify(box)}, drawer top ${drawer.y}`;
    expect(box.x, where).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, where).toBeLessThanOrEqual(360);
    expect(box.y, where).toBeGreaterThanOrEqual(map.y);
    expect(box.y + box.height, where).toBeLessThanOrEqual(drawer.y);
  }
}
