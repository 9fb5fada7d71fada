import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  browserSuite,
  clickHex,
  logLines,
  screenshot,
  sidewaysOverflow,
  submitCreateForm,
} from './harness.js';

/**
 * Issue 30, bring your own fleet, for the one-page rules (docs/rules/onepage.md, Own designs):
 * a player builds a ship in the ship editor — its figures and a loss box row, checked live by
 * the rules with a refusal beside its field, the hull track lettered as the printed sheet —
 * saves it, fields it in the lobby's custom forces beside a printed design, and both players
 * take their seats and play a turn with it. On a desktop and on a 360 px phone.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

const unitHex = (page: Page, id: string) =>
  page.locator(`[data-testid=unit-${id}]`).getAttribute('data-hex');

/**
 * What sticks out sideways below the app's header: the header's own links belong to the shell
 * and are held to their width by the shell's tests.
 */
async function pageOverflow(page: Page): Promise<string[]> {
  return (await sidewaysOverflow(page)).filter((o) => !/^(nav|a)\b/.test(o));
}

/** Builds the Lancer in the editor: a gunboat of 5 hull points, G on the 2nd hull hit. */
async function buildLancer(page: Page, width: number): Promise<void> {
  await page.locator('[data-testid=onepage-design-start]').selectOption('frigate');
  await page.locator('[data-testid=onepage-design-name]').fill('Lancer');
  await page.locator('[data-testid=onepage-design-hull]').fill('5');
  // The Frigate's rows (G every 3rd, two MP every 3rd) go; one row: G on the 2nd hull hit.
  await page.locator('[data-testid=onepage-loss-1-remove]').click();
  await page.locator('[data-testid=onepage-loss-0-mode]').selectOption('on');
  await page.locator('[data-testid=onepage-loss-0-hits]').fill('2, 9');
  // A box beyond the hull: the rules refuse it beside the row.
  await expect
    .poll(() => page.locator('[data-testid=onepage-loss-0-error]').textContent())
    .toMatch(/hull hit 9 lies beyond the hull of 5/);
  await page.locator('[data-testid=onepage-loss-0-hits]').fill('2');
  await page.locator('[data-testid=onepage-design-mp]').fill('2');
  await expect.poll(() => page.locator('[data-testid=onepage-loss-0-error]').count()).toBe(0);
  // Points: 5 + 3 × 2 guns + 0 missiles + 2 × 2 MP = 15; G on the 2nd box only.
  expect(await page.locator('[data-testid=onepage-design-points]').textContent()).toBe('15 points');
  const boxes = await page.locator('[data-testid^=onepage-hull-box-]').allTextContents();
  expect(boxes.map((t) => t.replace(/\s+/g, ''))).toEqual(['1', '2G', '3', '4', '5']);
  expect(await pageOverflow(page), `the editor fits ${width} px`).toEqual([]);
  await screenshot(page, `onepage-editor-${width}`);
  await page.locator('[data-testid=onepage-design-save]').click();
  await expect
    .poll(() => page.locator('[data-testid=onepage-saved-0]').textContent())
    .toMatch(/Lancer/);
  // Share and import: a damaged code is refused; the whole code brings the Lancer back.
  await page.locator('[data-testid=onepage-design-share]').click();
  const code = (await page.locator('[data-testid=onepage-share-code]').textContent()) ?? '';
  expect(code).toMatch(/^BSD1\./);
  await page.locator('[data-testid=onepage-design-start]').selectOption('battleship');
  await page.locator('[data-testid=onepage-import-text]').fill(code.slice(0, -6));
  await page.locator('[data-testid=onepage-import]').click();
  expect(await page.locator('[data-testid=onepage-import-error]').textContent()).toMatch(/\w/);
  await page.locator('[data-testid=onepage-import-text]').fill(code);
  await page.locator('[data-testid=onepage-import]').click();
  expect(await page.locator('[data-testid=onepage-design-name]').inputValue()).toBe('Lancer');
  expect(await page.locator('[data-testid=onepage-design-points]').textContent()).toBe('15 points');
}

describe('one-page own ship: editor, lobby and a turn of play', () => {
  const suite = browserSuite();

  test.each(SIZES)(
    'at $width px: build, save, field and play a turn',
    async (size) => {
      const a = await suite.newPlayer();
      await a.setViewportSize(size);
      await a.goto(`${suite.url}/#/designer/onepage`);
      await buildLancer(a, size.width);

      await a.goto(`${suite.url}/`);
      await a.locator('[data-testid=create-ruleset]').selectOption('onepage');
      await a.locator('[data-testid=create-scenario]').selectOption('duel');
      await a.locator('[data-testid=onepage-custom-toggle]').check();
      // Side A: the Lancer (15, own) in place of the Heavy Cruiser, and a Destroyer (19).
      await a.locator('[data-testid=onepage-ship-A-0-class]').selectOption('own_lancer');
      await expect
        .poll(() => a.locator('[data-testid=onepage-points-A]').textContent())
        .toBe('34 points');
      await a.locator('[data-testid=onepage-ship-A-0-hex]').fill('0508');
      await a.locator('[data-testid=onepage-budget-A]').fill('34');
      expect(await pageOverflow(a), `the lobby fits ${size.width} px`).toEqual([]);
      await screenshot(a, `onepage-own-lobby-${size.width}`);
      const { inviteB } = await submitCreateForm(a);

      const b = await suite.newPlayer();
      await b.setViewportSize(size);
      await b.goto(inviteB);
      for (const p of [a, b]) {
        await expect.poll(() => unitHex(p, 'A1'), { timeout: 15_000 }).toBe('0508');
        // The counter reads "Lancer A1 (LA)": the own design's name and code.
        expect(await p.locator('[data-testid=unit-A1] title').textContent()).toMatch(
          /^Lancer A1 \(LA\)/,
        );
      }

      // Turn 1: the Lancer moves one hex, the rest hold; no ship is in range, so turn 2 starts.
      await a.locator('[data-testid=plot-ship-A1]').click();
      await clickHex(a, '0608');
      await a.locator('[data-testid=plot-submit]').click();
      await b.locator('[data-testid=plot-submit]').click();
      for (const p of [a, b]) {
        await expect.poll(() => logLines(p), { timeout: 15_000 }).toContain('Turn 2');
        expect(await unitHex(p, 'A1')).not.toBe('0508');
      }
      await screenshot(a, `onepage-own-turn-${size.width}`);
      await b.context().close();
      await a.context().close();
    },
    120_000,
  );
});
