/// <reference types="node" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seededRandom } from '@broadside/rules/starfire';
import { connectPlayers, createAndJoin, playMoves } from '../../../server/test/helpers/game.js';
import { startServer, type RunningServer } from '../../../server/test/helpers/server.js';
import { launchChromium, screenshot, WEB_DIST } from './harness.js';

/**
 * Issue 33, the coach on the replay page: a finished game's replay offers the Coach panel;
 * asked, it shows the analysis's progress, then each side's win-probability line and the
 * costly decisions, and a decision clicked moves the replay to the position it was made in. On
 * a phone the panel fits the width. The server runs in this process (a real one, on a real
 * SQLite file) so that the coach can be given a small budget: two playouts per decision.
 */

/** Time allowed: the coach's worker thread loads the rules through the TypeScript loader first. */
const SLOW = 240_000;

/** A Starfire Patrol played at random for a few turns, then conceded by A: its game id. */
async function finishedGame(server: RunningServer): Promise<string> {
  const game = await createAndJoin(server.app);
  const clients = await connectPlayers(server.wsUrl, game);
  const seq = await playMoves(server.app, game.gameId, clients, seededRandom(7), 16);
  clients.A!.send({
    type: 'order',
    clientOrderId: 'bye',
    expectedSeq: seq,
    order: { type: 'concede' },
  });
  await clients.A!.nextWhere((m) => m.type === 'ack' && m.clientOrderId === 'bye');
  for (const c of Object.values(clients)) await c.close();
  return game.gameId;
}

interface Analysis {
  seats: string[];
  verdicts: { seq: number; severity: string }[];
}

describe('the Coach panel of the replay', () => {
  let server: RunningServer;
  let browser: Browser;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    server = await startServer({
      webDist: WEB_DIST,
      analysis: { workers: 1, samples: 2, gameSamples: 100, candidates: 2 },
    });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    expect(pageErrors).toEqual([]);
    await browser?.close();
    await server?.close();
  });

  async function replayPage(gameId: string, width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${server.httpUrl}/#/replay/${gameId}`);
    await page.locator('[data-testid=replay-scrubber]').waitFor();
    return page;
  }

  test(
    'asked, the coach shows its progress, then the graph and the costly decisions, at 1280 and 360 px',
    async () => {
      const gameId = await finishedGame(server);
      const wide = await replayPage(gameId, 1280, 800);
      const panel = wide.locator('[data-testid=coach-panel]');
      // The side bar opens on the log; the Coach tab shows the panel.
      await expect.poll(() => panel.isVisible()).toBe(false);
      await wide.locator('[data-testid=replay-tab-coach]').click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await wide.locator('[data-testid=coach-ask]').click();
      await wide.locator('[data-testid=coach-progress]').waitFor({ timeout: 10_000 });
      await wide.locator('[data-testid=coach-graph]').waitFor({ timeout: SLOW });

      const analysis = (await (
        await fetch(`${server.httpUrl}/api/games/${gameId}/analysis`)
      ).json()) as Analysis;
      const costly = analysis.verdicts.filter((v) => v.severity !== 'good');
      // One line per side, one mark and one listed decision per costly decision.
      expect(await wide.locator('[data-testid=coach-graph] polyline').count()).toBe(
        analysis.seats.length,
      );
      expect(await wide.locator('[data-testid=coach-graph] .mark').count()).toBe(costly.length);
      expect(await wide.locator('[data-testid=coach-decision]').count()).toBe(costly.length);
      await screenshot(wide, 'coach-panel-1280');

      if (costly.length > 0) {
        const scrubber = wide.locator('[data-testid=replay-scrubber]');
        const end = Number(await scrubber.getAttribute('max'));
        await wide.locator('[data-testid=coach-decision]').first().click();
        await expect.poll(async () => Number(await scrubber.inputValue())).toBeLessThan(end);
      }

      // On a phone: the cached analysis at once, within the screen's width.
      const phone = await replayPage(gameId, 360, 740);
      await phone.locator('[data-testid=replay-tab-coach]').click();
      await phone.locator('[data-testid=coach-ask]').click();
      const graph = phone.locator('[data-testid=coach-graph]');
      await graph.waitFor({ timeout: 10_000 });
      await phone.locator('analysis-panel').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const box = await phone.locator('analysis-panel').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(361);
      expect((await graph.boundingBox())!.width).toBeGreaterThan(200);
      await screenshot(phone, 'coach-panel-360');

      // Enlarged, the panel covers the phone's screen; a decision picked there closes it.
      await phone.locator('[data-testid=coach-expand]').click();
      const covered = await phone.locator('analysis-panel').boundingBox();
      expect(covered).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
      await screenshot(phone, 'coach-panel-360-enlarged');
      if (costly.length > 0) {
        await phone.locator('[data-testid=coach-decision]').first().click();
        await expect
          .poll(() => phone.locator('analysis-panel').getAttribute('expanded'))
          .toBeNull();
      }
    },
    SLOW,
  );
});
