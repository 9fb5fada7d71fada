import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserServer } from './helpers/browser-server.js';
import { createAndJoin } from './helpers/game.js';

/** Clicks the hex labelled `label`, where the map itself says it is on screen. */
async function clickHex(page: Page, label: string): Promise<void> {
  type HexMap = { hexClientPoint(label: string): { x: number; y: number } | null };
  const point = await page
    .locator('hex-map')
    .evaluate((el, l) => (el as unknown as HexMap).hexClientPoint(l), label);
  if (!point) throw new Error(`No hex ${label} on the map`);
  await page.mouse.click(point.x, point.y);
}

const owes = (page: Page) => page.locator('[data-testid=owed]').getAttribute('data-mine');

describe('a player in the browser while the server cannot save (issue 12 #6)', () => {
  const suite = browserServer();

  test("is told the server can't save moves right now, stays connected, and plays on once it can", async () => {
    const { server, browser } = suite;
    const game = await createAndJoin(server.app);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const closes: number[] = [];
    page.on('websocket', (ws) => ws.on('close', () => closes.push(Date.now())));
    // The invite made at creation was spent taking the seat; the taker's own invite takes it here.
    const link = new URLSearchParams({ seat: 'A', invite: game.ownInvites.A! });
    await page.goto(`${server.httpUrl}/#/game/${game.gameId}?${link.toString()}`);
    await expect.poll(() => owes(page), { timeout: 20_000 }).toBe('yes');

    server.app.db.pragma('query_only = ON');
    try {
      await clickHex(page, '1010');
      await page.locator('[data-testid=deploy-facing-C]').waitFor();
      await page.keyboard.press('3');
      const error = page.locator('[data-testid=order-error]');
      await expect
        .poll(() => error.textContent(), { timeout: 15_000 })
        .toMatch(/can't save moves right now/);
      // Words for the player; the stable code stays in the page for bots and tests.
      expect(await error.getAttribute('data-code')).toBe('server/storage_unavailable');
      expect(await error.textContent()).not.toMatch(/server\/storage_unavailable/);
      // Still A's decision: nothing was applied, and the page did not drop into a reconnect loop.
      expect(await owes(page)).toBe('yes');
      expect(closes).toEqual([]);
      expect(server.app.match.store.getGame(game.gameId)!.seq).toBe(0);
    } finally {
      server.app.db.pragma('query_only = OFF');
    }

    await clickHex(page, '1010');
    await page.locator('[data-testid=deploy-facing-C]').waitFor();
    await page.keyboard.press('3');
    await expect.poll(() => owes(page), { timeout: 15_000 }).toBe('no');
    expect(server.app.match.store.getGame(game.gameId)!.seq).toBe(1);
    expect(closes).toEqual([]);
    await page.close();
  }, 90_000);
});
