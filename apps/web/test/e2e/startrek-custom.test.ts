import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, sidewaysOverflow, submitCreateForm } from './harness.js';

/**
 * Issue 30, "Bring your own fleet", for Star Trek: the lobby's create form offers custom forces.
 * Each side's ships are rows to add, remove and place, each side's fleet points stand beside its
 * name, a set-up the rules refuse is refused with its code, and a sound one creates the game. On
 * a desktop and on a 360 px phone, where the form fits the width.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

const points = (page: Page, seat: string) =>
  page.locator(`[data-testid=startrek-points-${seat}]`).textContent();

describe('Star Trek custom forces in the lobby', () => {
  const suite = browserSuite();

  test.each(SIZES)('at $width px: points, add and remove, a refusal, then a game', async (size) => {
    const page = await suite.newPlayer();
    await page.setViewportSize(size);
    await page.goto(`${suite.url}/`);
    await page.locator('[data-testid=create-ruleset]').selectOption('startrek');
    await page.locator('[data-testid=create-scenario]').selectOption('duel');
    await page.locator('[data-testid=startrek-custom-toggle]').check();
    // Points (docs/rules/star-trek.md): Heavy Cruiser 18, Battlecruiser 19, Escort 16.
    expect(await points(page, 'A')).toBe('18 points');
    expect(await points(page, 'B')).toBe('19 points');

    await page.locator('[data-testid=startrek-add-B]').click();
    await page.locator('[data-testid=startrek-ship-B-1-class]').selectOption('escort');
    expect(await points(page, 'B')).toBe('35 points');
    await page.locator('[data-testid=startrek-add-A]').click();
    expect(await points(page, 'A')).toBe('36 points');
    await page.locator('[data-testid=startrek-ship-A-1-remove]').click();
    expect(await points(page, 'A')).toBe('18 points');
    await page.waitForTimeout(200);
    expect(await sidewaysOverflow(page), `the form fits ${size.width} px`).toEqual([]);

    // Off the 24 × 18 map: the rules refuse it, and the form says so.
    await page.locator('[data-testid=startrek-ship-B-1-hex]').fill('2599');
    await page.locator('[data-testid=create-submit]').click();
    const error = page.locator('[data-testid=create-error]');
    await error.waitFor();
    expect(await error.getAttribute('data-code')).toBe('setup/off_map');

    await page.locator('[data-testid=startrek-ship-B-1-hex]').fill('1805');
    await page.locator('[data-testid=startrek-ship-B-1-heading]').selectOption('4');
    const { gameId } = await submitCreateForm(page);
    const summary = await page.request.get(`${suite.url}/api/games/${gameId}`);
    expect(JSON.stringify(await summary.json())).toContain('Duel (custom)');
    await page.locator('hex-map').waitFor();
    await page.context().close();
  });
});
