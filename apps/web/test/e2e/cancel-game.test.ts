/// <reference types="node" />
import { describe, expect, test } from 'vitest';
import { browserSuite, createPatrol } from './harness.js';

/**
 * Issue 27, 4: a game without a clock waits for its players, and only its creator may call it
 * off. The lobby's open list gives the browser that created the game a Cancel game button; the
 * game is deleted only once the player confirms, and nobody else is offered the button.
 */
describe('cancelling an open game from the lobby', () => {
  const suite = browserSuite();

  test('the creator cancels after confirming; dismissing keeps the game; others see no button', async () => {
    const a = await suite.newPlayer();
    const { gameId } = await createPatrol(a, suite.url, { name: 'Ann' });
    const status = async () => (await fetch(`${suite.url}/api/games/${gameId}`)).status;

    await a.goto(`${suite.url}/`);
    const cancel = a.locator(`[data-testid=cancel-${gameId}]`);
    await cancel.waitFor({ timeout: 15_000 });

    const b = await suite.newPlayer();
    await b.goto(`${suite.url}/`);
    await b.locator(`[data-testid=join-${gameId}-B]`).waitFor({ timeout: 15_000 });
    expect(await b.locator(`[data-testid=cancel-${gameId}]`).count()).toBe(0);

    // Dismissed: the game stays.
    const asked: string[] = [];
    a.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await cancel.click();
    await expect.poll(() => asked.length).toBe(1);
    await a.waitForTimeout(300);
    expect(await status()).toBe(200);

    // Confirmed: the game is deleted and leaves the list.
    a.once('dialog', (d) => void d.accept());
    await cancel.click();
    await expect.poll(status, { timeout: 10_000 }).toBe(404);
    await expect.poll(() => cancel.count(), { timeout: 10_000 }).toBe(0);
  }, 90_000);
});
