/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, createPatrol, owesDecision, screenshot } from './harness.js';

/**
 * Issue 5 ("each side picks, per hull size, the default design or one of its own valid
 * designs") and issue 7 ("pick a design per hull (defaults or your own)"): the creator ticks
 * "each side chooses its own designs"; the player who joins by invite picks a design saved in
 * their own browser in the fleet phase, and it shows on their ship card for both players.
 */

/** A CT design of side B's own (two lasers, 4 MP), saved in B's browser as the designer does. */
const GUNBOAT = 'SSAZ(I)L(I)LQ(I)';
const STORE_KEY = 'broadside.designs.v1';

async function cardSlots(page: Page, unit: string): Promise<string> {
  await page.locator('[data-testid=tab-ships]').click();
  const text = await page.locator(`[data-testid=card-slots-${unit}]`).textContent();
  return (text ?? '').replace(/\s+/g, '');
}

describe('fleet choice by each side (browser)', () => {
  const server = browserSuite();

  test('a joining player picks a saved design of their own and it shows on their ship card', async () => {
    const a = await server.newPlayer();
    const b = await server.newPlayer();

    const { inviteB } = await createPatrol(a, server.url, {
      prepare: async (page) => {
        await page.locator('[data-testid=create-fleet-each-side]').check();
        await expect.poll(() => page.locator('[data-testid=design-A-CT]').count()).toBe(0);
      },
    });

    // Side B saved a design in its own browser, then joins by the invite.
    await b.goto(`${server.url}/`);
    await b.evaluate(
      ([key, text]) =>
        localStorage.setItem(
          key as string,
          JSON.stringify([{ id: 'CT:Gunboat', name: 'Gunboat', hull: 'CT', text }]),
        ),
      [STORE_KEY, GUNBOAT],
    );
    await b.goto(inviteB);
    // Once both seats are taken, side A chooses first and keeps the defaults.
    await expect.poll(() => owesDecision(a), { timeout: 15_000 }).toBe(true);
    await a.locator('[data-testid=fleet-confirm]').click();

    await expect.poll(() => owesDecision(b), { timeout: 15_000 }).toBe(true);
    await b.locator('[data-testid=fleet-panel]').waitFor();
    await b.locator('[data-testid=fleet-select-CT]').selectOption({ label: 'Gunboat' });
    await expect(b.locator('[data-testid=fleet-text-CT]').inputValue()).resolves.toBe(GUNBOAT);

    // A typed design that does not parse is flagged live and cannot be confirmed.
    await b.locator('[data-testid=fleet-text-CT]').fill('AS(I)LQ');
    await b.locator('[data-testid=fleet-problem-CT]').waitFor();
    await expect(b.locator('[data-testid=fleet-confirm]').isDisabled()).resolves.toBe(true);
    await b.locator('[data-testid=fleet-select-CT]').selectOption({ label: 'Gunboat' });
    await screenshot(b, 'fleet-choice');
    await b.locator('[data-testid=fleet-confirm]').click();

    // Deployment begins; B's card shows the Gunboat, A's the default, on both screens.
    await expect.poll(() => owesDecision(a), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => cardSlots(b, 'B1'), { timeout: 15_000 }).toBe(GUNBOAT);
    await expect.poll(() => cardSlots(a, 'B1'), { timeout: 15_000 }).toBe(GUNBOAT);
    expect(await cardSlots(a, 'A1')).not.toBe(GUNBOAT);
  }, 120_000);
});
