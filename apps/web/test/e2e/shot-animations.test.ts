/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, screenshot } from './harness.js';
import { practiceBeforeFire } from './onepage-fire.js';

/**
 * Issue 28, "Motion": "short, skippable animations of moves and shots, so that spectators can
 * follow. They honour `prefers-reduced-motion`." A practice Duel resumes where side A has fired
 * and side B owes its fire; B holds fire, and the batch that reveals the fire ("Gun Combat")
 * rolls A's shots. The page's clock is paused while B answers, so that what the map draws can be
 * looked at before it ends by itself.
 */

const WIDTHS = [1280, 360] as const;
const tracers = (page: Page) => page.locator('hex-map [data-testid=shot-tracer]');

/** Opens the kept practice at B's fire, at `width`, with the page's clock installed. */
async function openBeforeFire(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
  await page.clock.install();
  await page.goto(`${suiteUrl()}/`);
  await page.evaluate(
    (saved) => localStorage.setItem('broadside.practice.onepage/duel', JSON.stringify(saved)),
    practiceBeforeFire(),
  );
  await page.goto(`${suiteUrl()}/#/practice/onepage/duel`);
  await page.locator('[data-testid=practice-resume-yes]').click();
  await page.locator('[data-testid=orders][data-kind=fire]').waitFor();
}

/** Stops the page's timers, then has B hold fire: the fire is revealed and rolled. */
async function holdFire(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  await page.locator('[data-testid=fire-submit]').click();
  await page.locator('[data-testid=orders][data-kind=fire]').waitFor({ state: 'detached' });
}

const suite = browserSuite();
const suiteUrl = () => suite.url;

describe('shots fly on the battle map, short and skippable (issue 28, Motion)', () => {
  test.each(WIDTHS)(
    'at %i px a shot draws a tracer that ends by itself',
    async (width) => {
      const page = await suite.newPlayer();
      await openBeforeFire(page, width);
      await holdFire(page);
      expect(await tracers(page).count()).toBeGreaterThan(0);
      await expect.poll(() => tracers(page).locator('line.tracer').count()).toBeGreaterThan(0);
      // Mid-flight: each shot's line drawn part way, its burst about to swell.
      await page.locator('hex-map').evaluate((map) => {
        for (const a of map.shadowRoot?.getAnimations() ?? []) {
          a.pause();
          a.currentTime = 300;
        }
      });
      await screenshot(page, `shot-tracer-${width}`);
      // Never in the way of a click.
      const events = await tracers(page)
        .first()
        .evaluate((g) => getComputedStyle(g).pointerEvents);
      expect(events).toBe('none');
      await page.clock.runFor(2_000);
      await expect.poll(() => tracers(page).count()).toBe(0);
      await page.context().close();
    },
    60_000,
  );

  test('Escape ends the shots at once', async () => {
    const page = await suite.newPlayer();
    await openBeforeFire(page, 1280);
    await holdFire(page);
    expect(await tracers(page).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    // The clock is still paused: nothing but Escape removed them.
    expect(await tracers(page).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  test('a click on the map ends the shots at once', async () => {
    const page = await suite.newPlayer();
    await openBeforeFire(page, 1280);
    await holdFire(page);
    expect(await tracers(page).count()).toBeGreaterThan(0);
    await page.locator('hex-map').click({ position: { x: 20, y: 20 } });
    expect(await tracers(page).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  test.each([
    {
      name: 'the system asks for reduced motion',
      prepare: (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' }),
    },
    {
      name: 'the player switched Motion off',
      prepare: async (page: Page) => {
        const button = page.locator('hex-map [data-testid=motion]');
        await button.click();
        await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
      },
    },
  ])(
    'no shot is drawn when $name',
    async ({ prepare }) => {
      const page = await suite.newPlayer();
      await openBeforeFire(page, 1280);
      await prepare(page);
      await holdFire(page);
      // The fire was rolled (the log says so), and the paused clock kept anything drawn.
      await page.locator('text=/hits|misses|miss\\b|hit\\b/').first().waitFor();
      expect(await tracers(page).count()).toBe(0);
      // No slide either: the counters move without a transition.
      const transition = await page
        .locator('hex-map .unit')
        .first()
        .evaluate((u) => getComputedStyle(u).transitionDuration);
      expect(transition).toBe('0s');
      await page.context().close();
    },
    60_000,
  );
});
