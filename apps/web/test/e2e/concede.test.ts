/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { GameRecord } from '@broadside/rules';
import { browserSuite, screenshot } from './harness.js';

/**
 * Issue 27 ("Fix first"), 3: every ruleset's battle screen offers the same Concede, from the
 * shell. A side may concede at any time and the opponent then wins (the product's rulings in
 * docs/rules: Starfire "End of battle", Star Cruiser Lite "Timeouts and concession", Star Trek
 * "Victory points and the end", one-page "Victory and score"). Cancelling the
 * confirmation sends nothing.
 *
 * Beside it, the draw offer, the rules kit's and so the same in every ruleset: a side offers
 * (after a confirmation), the other sees "… offers a draw" with Accept and Decline, on a phone
 * in the drawer that opens for it; accepting (after a confirmation) ends the battle drawn for
 * both, declining leaves it running and says so in the log.
 */

const CASES = [
  { ruleset: 'starfire', scenario: 'patrol' },
  { ruleset: 'scl', scenario: 'breakout' },
  { ruleset: 'startrek', scenario: 'duel' },
  { ruleset: 'onepage', scenario: 'duel' },
] as const;

/** Creates a game with both seats open; the invite link of each seat, by seat. */
async function openGame(
  url: string,
  ruleset: string,
  scenario: string,
): Promise<{ gameId: string; links: Record<string, string> }> {
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ruleset, setup: { scenario } }),
  });
  expect(res.status, `${ruleset}: the game is created`).toBe(201);
  const created = (await res.json()) as {
    gameId: string;
    invites: { seat: string; url: string }[];
  };
  const links: Record<string, string> = {};
  for (const i of created.invites) links[i.seat] = `${url}/${new URL(i.url).hash}`;
  return { gameId: created.gameId, links };
}

/** Orders this page's socket sends, as their JSON text. */
function sentOrders(page: Page): string[] {
  const sent: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"type":"order"')) sent.push(payload);
    }),
  );
  return sent;
}

describe('Concede on every ruleset’s battle screen', () => {
  const suite = browserSuite();

  for (const { ruleset, scenario } of CASES) {
    test(`${ruleset}: cancelling sends nothing; confirming ends the game, the opponent winning`, async () => {
      const { gameId, links } = await openGame(suite.url, ruleset, scenario);
      const a = await suite.newPlayer();
      const sent = sentOrders(a);
      await a.goto(links.A!);
      const b = await suite.newPlayer();
      await b.setViewportSize({ width: 360, height: 780 });
      await b.goto(links.B!);
      const concede = a.locator('[data-testid=concede]');
      await concede.waitFor({ timeout: 15_000 });
      await screenshot(a, `concede-${ruleset}`);

      // Cancelled: no order leaves the page and the game goes on.
      const asked: string[] = [];
      a.once('dialog', (d) => {
        asked.push(d.message());
        void d.dismiss();
      });
      await concede.click();
      await expect.poll(() => asked.length).toBe(1);
      await a.waitForTimeout(500);
      expect(sent.filter((m) => m.includes('"concede"'))).toEqual([]);
      expect(await a.locator('[data-testid=end-screen]').count()).toBe(0);

      // Confirmed: the concession goes out and both players see the end of the battle.
      a.once('dialog', (d) => void d.accept());
      await concede.click();
      await a.locator('[data-testid=end-screen]').waitFor({ timeout: 15_000 });
      await b.locator('[data-testid=end-screen]').waitFor({ timeout: 15_000 });
      expect(sent.filter((m) => m.includes('"concede"'))).toHaveLength(1);
      await expect.poll(() => concede.count()).toBe(0);
      await screenshot(b, `concede-${ruleset}-phone-end`);

      const record = (await (
        await fetch(`${suite.url}/api/games/${gameId}/record`)
      ).json()) as GameRecord;
      expect(record.result?.winners, `${ruleset}: the opponent wins`).toEqual(['B']);
    }, 90_000);
  }

  for (const { ruleset, scenario } of CASES) {
    test(`${ruleset}: a draw offered at 1280 px is seen and accepted at 360 px; both see the drawn end`, async () => {
      const { gameId, links } = await openGame(suite.url, ruleset, scenario);
      const a = await suite.newPlayer();
      await a.setViewportSize({ width: 1280, height: 800 });
      const sent = sentOrders(a);
      await a.goto(links.A!);
      const b = await suite.newPlayer();
      await b.setViewportSize({ width: 360, height: 780 });
      await b.goto(links.B!);
      const offer = a.locator('[data-testid=offer-draw]');
      await offer.waitFor({ timeout: 15_000 });

      // Cancelled: nothing is sent.
      a.once('dialog', (d) => void d.dismiss());
      await offer.click();
      await a.waitForTimeout(300);
      expect(sent.filter((m) => m.includes('"offer_draw"'))).toEqual([]);

      a.once('dialog', (d) => void d.accept());
      await offer.click();
      await expect
        .poll(() => a.locator('[data-testid=draw-offer]').textContent(), { timeout: 15_000 })
        .toContain('You offered a draw');
      const notice = b.locator('[data-testid=draw-offer]');
      await notice.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await notice.textContent()).toMatch(/offers a draw/);
      const accept = b.locator('[data-testid=accept-draw]');
      expect(await accept.isVisible(), `${ruleset}: Accept is on the phone's screen`).toBe(true);
      await screenshot(b, `draw-offer-${ruleset}-phone`);

      b.once('dialog', (d) => void d.accept());
      await accept.click();
      await a.locator('[data-testid=end-screen]').waitFor({ timeout: 15_000 });
      await b.locator('[data-testid=end-screen]').waitFor({ timeout: 15_000 });
      expect(sent.filter((m) => m.includes('"offer_draw"'))).toHaveLength(1);
      await screenshot(a, `draw-accepted-${ruleset}`);

      const record = (await (
        await fetch(`${suite.url}/api/games/${gameId}/record`)
      ).json()) as GameRecord;
      expect(record.result, `${ruleset}: drawn by agreement`).toMatchObject({
        winners: [],
        reason: 'agreed',
      });
    }, 90_000);
  }

  test('starfire: a declined offer leaves the battle running and the log says so', async () => {
    const { links } = await openGame(suite.url, 'starfire', 'patrol');
    const a = await suite.newPlayer();
    await a.goto(links.A!);
    const b = await suite.newPlayer();
    await b.goto(links.B!);
    await a.locator('[data-testid=offer-draw]').waitFor({ timeout: 15_000 });
    a.once('dialog', (d) => void d.accept());
    await a.locator('[data-testid=offer-draw]').click();
    const decline = b.locator('[data-testid=decline-draw]');
    await decline.waitFor({ timeout: 15_000 });
    await decline.click();
    await expect
      .poll(() => a.locator('[data-testid=battle-log]').textContent(), { timeout: 15_000 })
      .toMatch(/declines the draw/);
    await a.locator('[data-testid=draw-offer]').waitFor({ state: 'detached', timeout: 5_000 });
    expect(await a.locator('[data-testid=end-screen]').count()).toBe(0);
    expect(await b.locator('[data-testid=draw-offer]').count()).toBe(0);
    // Declined this turn: no second offer until the next.
    expect(await a.locator('[data-testid=offer-draw]').isDisabled()).toBe(true);
    expect(await b.locator('[data-testid=offer-draw]').isDisabled()).toBe(false);
  }, 90_000);
});
