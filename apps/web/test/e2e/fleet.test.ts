/// <reference types="node" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  launchChromium,
  owesDecision,
  screenshot,
  startServer,
  type TestServer,
} from './harness.js';

/**
 * Issue 5 ("each side picks, per hull size, the default design or one of its own valid
 * designs") and issue 7 ("pick a design per hull (defaults or your own)"): the creator ticks
 * "each side chooses its own designs"; the player who joins by invite picks a design saved in
 * their own browser in the fleet phase, and it shows on their ship card for both players.
 */

/** A CT design of side B's own (two lasers, 4 MP), saved in B's browser as the designer does. */
const GUNBOAT = 'SSAZ(I)L(I)LQ(I)';
const STORE_KEY = 'broadside.designs.v1';

const pageErrors: string[] = [];

async function newPlayer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

async function cardSlots(page: Page, unit: string): Promise<string> {
  await page.locator('[data-testid=tab-ships]').click();
  const text = await page.locator(`[data-testid=card-slots-${unit}]`).textContent();
  return (text ?? '').replace(/\s+/g, '');
}

describe('fleet choice by each side (browser)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    expect(pageErrors).toEqual([]);
    await browser?.close();
    await server?.close();
  });

  test('a joining player picks a saved design of their own and it shows on their ship card', async () => {
    const a = await newPlayer(browser);
    const b = await newPlayer(browser);

    await a.goto(`${server.url}/`);
    await a.locator('[data-testid=create-scenario]').selectOption('patrol');
    await a.locator('[data-testid=create-fleet-each-side]').check();
    await expect.poll(() => a.locator('[data-testid=design-A-CT]').count()).toBe(0);
    await a.locator('[data-testid=create-submit]').click();
    const invite = a.locator('[data-testid=invite-B]');
    await invite.waitFor();
    const inviteB = await invite.inputValue();
    await a.locator('[data-testid=enter-game] button').click();

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
