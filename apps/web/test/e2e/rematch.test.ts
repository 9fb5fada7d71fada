import { describe, expect, test } from 'vitest';
import {
  browserSuite,
  createPatrol,
  owesDecision,
  screenshot,
  sidewaysOverflow,
} from './harness.js';

/**
 * Rematch (issue "Better than paper", 11): a player offers it from the end screen, the opponent
 * is told in the game and accepts with one click, and both land in the new game with the sides
 * swapped and the title and names kept.
 */

interface Summary {
  title: string;
  status: string;
  seats: { seat: string; name: string; claimed: boolean }[];
}

describe('rematch', () => {
  const suite = browserSuite();

  test('A offers, B is told and accepts; both play the new game with sides swapped', async () => {
    const a = await suite.newPlayer();
    const { gameId, inviteB } = await createPatrol(a, suite.url, {
      name: 'Ann',
      prepare: (p) => p.locator('[data-testid=create-title]').fill('Friday grudge'),
    });
    // B plays on a phone: the end screen and the offer must fit 360 px.
    const b = await suite.newPlayer();
    await b.setViewportSize({ width: 360, height: 780 });
    await b.goto(`${suite.url}/`);
    await b.evaluate(() => localStorage.setItem('broadside.playerName', 'Bob'));
    await b.goto(inviteB);
    await b.locator('hex-map').waitFor();
    await expect.poll(() => owesDecision(a), { timeout: 15_000 }).toBe(true);
    a.on('dialog', (d) => void d.accept());
    await a.locator('[data-testid=concede]').click();
    await a.locator('[data-testid=end-screen]').waitFor();
    await b.locator('[data-testid=end-screen]').waitFor();
    // B closes the end screen to look at the final map: the offer brings it back.
    await b.getByRole('button', { name: 'Look at the map' }).click();
    await expect.poll(() => b.locator('[data-testid=end-screen]').count()).toBe(0);

    // A offers; A lands in the new game at once.
    await screenshot(a, 'rematch-end-screen');
    await a.locator('[data-testid=rematch]').click();
    await expect.poll(() => a.evaluate(() => location.hash)).not.toContain(gameId);
    const newId = /#\/game\/([^?]+)/.exec(await a.evaluate(() => location.hash))?.[1] ?? '';
    expect(newId).not.toBe('');

    // B, still on the old end screen, is told who offered and which side B now plays.
    const offer = b.locator('[data-testid=rematch-offer]');
    const offerText = async () => ((await offer.textContent()) ?? '').replace(/\s+/g, ' ');
    await expect
      .poll(() => offer.textContent(), { timeout: 10_000 })
      .toContain('Ann offers a rematch');
    expect(await offerText()).toContain('you play side A');
    expect(await sidewaysOverflow(b), 'the offer fits the phone').toEqual([]);
    const accept = await b.locator('[data-testid=rematch-accept]').boundingBox();
    expect(accept && accept.x >= 0 && accept.x + accept.width <= 360).toBe(true);
    await screenshot(b, 'rematch-offer-phone');
    await b.locator('[data-testid=rematch-accept]').click();
    await expect.poll(() => b.evaluate(() => location.hash)).toBe(`#/game/${newId}`);

    // Both hold the swapped seats; the title and names came along; the game has begun.
    const held = (p: typeof a) =>
      p.evaluate(
        (id) => JSON.parse(localStorage.getItem(`broadside.seat.${id}`) ?? '{}').seat,
        newId,
      );
    expect(await held(a)).toBe('B');
    expect(await held(b)).toBe('A');
    const summary = (await (await fetch(`${suite.url}/api/games/${newId}`)).json()) as Summary;
    expect(summary.title).toBe('Friday grudge');
    expect(summary.status).toBe('live');
    expect(summary.seats.map((s) => [s.seat, s.name])).toEqual([
      ['A', 'Bob'],
      ['B', 'Ann'],
    ]);
    // Side A deploys first: now that is Bob, in B's browser.
    await expect.poll(() => owesDecision(b), { timeout: 15_000 }).toBe(true);
    expect(await owesDecision(a)).toBe(false);
    await screenshot(a, 'rematch-new-game');
  }, 120_000);
});
