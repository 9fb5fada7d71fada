import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot } from './harness.js';
import { fits } from './phone-fit.js';

/**
 * Issue 31, "Announcements": a tournament game's end screen links back to the event and offers
 * no rematch (docs/tournaments.md; the tournament pairs the next game). A friendly game's end
 * screen keeps its rematch (rematch.test.ts).
 */
const suite = browserSuite();

async function signUp(page: Page, username: string, name: string): Promise<void> {
  await page.goto(`${suite.url}/#/account`);
  const form = page.locator('[data-testid=signup-form]');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=displayName]').fill(name);
  await form.locator('input[name=password]').fill(`${username} has a long password`);
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/#\/my$/);
}

describe('the end of a tournament game (issue 31)', () => {
  test('both players see "Back to <tournament>" and no rematch, at 1280 and 360 px', async () => {
    const ann = await suite.newPlayer();
    const bob = await suite.newPlayer();
    await bob.setViewportSize({ width: 360, height: 740 });
    await signUp(ann, 'ann', 'Ann');
    await signUp(bob, 'bob', 'Bob');

    // Ann organises a two-player knockout and registers; Bob joins; Ann starts it.
    await ann.goto(`${suite.url}/#/tournaments`);
    const form = ann.locator('create-tournament-form');
    await form.locator('[data-testid=t-name]').fill('Harbour Cup');
    await form.locator('select[name=format]').selectOption('single_elimination');
    await form.locator('select[name=scenario]').selectOption('patrol');
    await form.locator('[data-testid=t-create]').click();
    await expect.poll(() => ann.url()).toMatch(/#\/tournaments\/t/);
    const url = ann.url();
    await ann.locator('[data-testid=register]').click();
    await expect.poll(() => ann.locator('[data-testid=withdraw]').count()).toBe(1);
    await bob.goto(url);
    await bob.locator('[data-testid=register]').click();
    await expect.poll(() => bob.locator('[data-testid=withdraw]').count()).toBe(1);
    await ann.locator('[data-testid=start]').click();
    await ann.locator('[data-testid=round-1]').waitFor();

    // Both take their seats from the tournament page; Bob concedes.
    for (const page of [ann, bob]) {
      await page.goto(url);
      await page.locator('[data-testid^=play-]').click();
      await page.locator('hex-map').waitFor();
    }
    await bob.locator('[data-testid=concede]').waitFor({ timeout: 15_000 });
    bob.once('dialog', (d) => void d.accept());
    await bob.locator('[data-testid=concede]').click();

    for (const [page, name] of [
      [ann, 'tournament-game-end-desktop'],
      [bob, 'tournament-game-end-phone'],
    ] as const) {
      const end = page.locator('[data-testid=end-screen]');
      await end.waitFor({ timeout: 15_000 });
      const back = end.locator('[data-testid=end-tournament-link]');
      await back.waitFor({ timeout: 10_000 });
      expect(await back.textContent()).toBe('Back to Harbour Cup');
      expect(await end.locator('[data-testid=end-tournament]').textContent()).toContain(
        'Round 1, board 1',
      );
      // No rematch: neither the panel nor its button.
      expect(await end.locator('rematch-panel').count()).toBe(0);
      expect(await page.locator('[data-testid=rematch]').count()).toBe(0);
      await screenshot(page, name);
      if (page === bob) await fits(page, 'tournament-game-end');
    }

    // The link leads back to the event, where the result is in.
    await bob.locator('[data-testid=end-tournament-link]').click();
    await expect.poll(() => bob.url()).toBe(url);
    await bob.locator('[data-testid=standings]').waitFor();
  }, 120_000);
});
