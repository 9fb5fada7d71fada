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
});
