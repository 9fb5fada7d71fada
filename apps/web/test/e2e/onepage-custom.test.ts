import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot, sidewaysOverflow, submitCreateForm } from './harness.js';

/**
 * Issue 30, custom battles in every ruleset, for the one-page rules (docs/rules/onepage.md,
 * Custom battles and Points): the lobby's create form offers custom forces. Each side's points
 * stand beside its name and follow adds, removals and design changes; a side over its budget is
 * refused with the rules' own code, said as a sentence; the corrected set-up creates the game,
 * and once the other side joins the ships stand where they were placed. On a desktop and on a
 * 360 px phone, where the form fits the width.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

const points = (page: Page, seat: string) =>
  page.locator(`[data-testid=onepage-points-${seat}]`).textContent();

const unitHex = (page: Page, id: string) =>
  page.locator(`[data-testid=unit-${id}]`).getAttribute('data-hex');

describe('one-page custom forces in the lobby', () => {
  const suite = browserSuite();

  test.each(SIZES)(
    'at $width px: points, a refusal, then the ships where placed',
    async (size) => {
      const page = await suite.newPlayer();
      await page.setViewportSize(size);
      await page.goto(`${suite.url}/`);
      await page.locator('[data-testid=create-ruleset]').selectOption('onepage');
      await page.locator('[data-testid=create-scenario]').selectOption('duel');
      await page.locator('[data-testid=onepage-custom-toggle]').check();
      // Points: the Duel's sides cost 45 each (Heavy Cruiser 26, Destroyer 19).
      expect(await points(page, 'A')).toBe('45 points');
      expect(await points(page, 'B')).toBe('45 points');

      // A new row takes its side's last design (a Destroyer); as a Frigate it costs 20.
      await page.locator('[data-testid=onepage-add-B]').click();
      expect(await points(page, 'B')).toBe('64 points');
      await page.locator('[data-testid=onepage-ship-B-2-class]').selectOption('frigate');
      expect(await points(page, 'B')).toBe('65 points');
      await page.locator('[data-testid=onepage-ship-A-1-remove]').click();
      expect(await points(page, 'A')).toBe('26 points');
      await page.locator('[data-testid=onepage-ship-B-2-hex]').fill('1712');
      await page.locator('[data-testid=onepage-ship-B-2-heading]').selectOption('4');
      await page.locator('[data-testid=onepage-ship-A-0-hex]').fill('0508');

      // A budget below the side's points: the rules refuse it and the form says so in a sentence.
      await page.locator('[data-testid=onepage-budget-B]').fill('50');
      await page.waitForTimeout(200);
      expect(await sidewaysOverflow(page), `the form fits ${size.width} px`).toEqual([]);
      await screenshot(page, `onepage-custom-${size.width}`);
      await page.locator('[data-testid=create-submit]').click();
      const error = page.locator('[data-testid=create-error]');
      await error.waitFor();
      expect(await error.getAttribute('data-code')).toBe('setup/over_budget');
      expect(await error.textContent()).toMatch(/65 points; the budget is 50\./);

      await page.locator('[data-testid=onepage-budget-B]').fill('65');
      const { gameId, inviteB } = await submitCreateForm(page);
      const summary = await page.request.get(`${suite.url}/api/games/${gameId}`);
      expect(JSON.stringify(await summary.json())).toContain('Duel, custom');

      const b = await suite.newPlayer();
      await b.setViewportSize(size);
      await b.goto(inviteB);
      await b.locator('hex-map').waitFor();
      for (const p of [page, b]) {
        await expect.poll(() => unitHex(p, 'A1'), { timeout: 15_000 }).toBe('0508');
        expect(await p.locator('[data-testid=unit-A2]').count()).toBe(0);
        expect(await unitHex(p, 'B1')).toBe('1710');
        expect(await unitHex(p, 'B2')).toBe('1708');
        expect(await unitHex(p, 'B3')).toBe('1712');
      }
      await screenshot(b, `onepage-custom-game-${size.width}`);
      await b.context().close();
      await page.context().close();
    },
    90_000,
  );
});
