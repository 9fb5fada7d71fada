import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  browserSuite,
  logLines,
  owesDecision,
  panelState,
  screenshot,
  sidewaysOverflow,
  submitCreateForm,
} from './harness.js';

/**
 * Issue 30, bring your own fleet, for Star Trek (docs/rules/star-trek.md, "Own cards"): a player
 * builds a ship card in the datacard editor (a refusal shown beside its field first), saves it,
 * fields it in the lobby's custom forces beside a printed class, and both players take their
 * seats and play turn 1 to its end. On a desktop and on a 360 px phone.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

/**
 * What of the page (not the site's navigation bar, which scrolls sideways on a phone by design and
 * is checked by the phone tests) sticks out sideways.
 */
async function pageOverflow(page: Page): Promise<string[]> {
  return (await sidewaysOverflow(page)).filter((s) => !/^(nav|a)\b/.test(s));
}

/** Passes (or confirms, or hands in damage control) whenever a page owes something, until turn 2. */
async function playUntilTurn2(pages: readonly Page[]): Promise<void> {
  for (let round = 0; round < 80; round += 1) {
    const lines = await logLines(pages[0]!);
    if (lines.some((l) => l.startsWith('Turn 2'))) return;
    let acted = false;
    for (const page of pages) {
      if (!(await owesDecision(page))) continue;
      const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
      const before = (await logLines(page)).length;
      if ((await page.locator('[data-testid=allocate-confirm]').count()) > 0)
        await page.locator('[data-testid=allocate-confirm]').click();
      else if (kind === 'repair') await page.locator('[data-testid=repair-submit]').click();
      else if (kind === 'action') {
        await page
          .locator('[data-testid=act-type-pass]')
          .click()
          .catch(async (error: unknown) => {
            throw new Error(`${String(error)}\n${await panelState(page, 'pass owed')}`);
          });
        await page.locator('[data-testid=act-submit]').click();
      } else continue;
      acted = true;
      await expect
        .poll(async () => (await logLines(page)).length, { timeout: 15_000 })
        .toBeGreaterThan(before);
    }
    if (!acted) await pages[0]!.waitForTimeout(200);
  }
  throw new Error('turn 2 never started');
}

describe('Star Trek own ship card: editor, lobby and a turn of play', () => {
  const suite = browserSuite();

  test.each(SIZES)(
    'at $width px: build, save, field and play a turn',
    async (size) => {
      const a = await suite.newPlayer();
      await a.setViewportSize(size);
      await a.goto(`${suite.url}/#/designer/startrek`);
      await a.locator('[data-testid=card-start]').selectOption('raider');
      await a.locator('[data-testid=card-name]').fill('Warbird');
      // Ship cards: Torpedoes fitted need at least one die; the refusal sits beside the field.
      await a.locator('[data-testid=card-torpedoDice]').fill('0');
      const error = a.locator('[data-testid=card-error][data-field=torpedoDice]');
      await expect.poll(() => error.textContent()).toMatch(/at least one die/);
      expect(await a.locator('[data-testid=card-save]').isDisabled()).toBe(true);
      await a.locator('[data-testid=card-torpedoDice]').fill('5');
      await a.locator('[data-testid=card-turn]').fill('3');
      await expect.poll(() => error.count()).toBe(0);
      // Points: 8 fitted tracks + 2 × 5 torpedo dice + Long 3 + Turn Value 3.
      await expect
        .poll(() => a.locator('[data-testid=card-fleet-points]').textContent())
        .toMatch(/Fleet points: 24/);
      await a.locator('[data-testid=card-save]').click();
      await expect
        .poll(() => a.locator('[data-testid=card-entry]').getAttribute('data-name'))
        .toBe('Warbird');
      await a.locator('[data-testid=card-copy]').click();
      await expect
        .poll(() => a.locator('[data-testid=card-code]').textContent())
        .toMatch(/^BSD1\./);
      expect(await pageOverflow(a), `the editor fits ${size.width} px`).toEqual([]);
      await screenshot(a, `startrek-own-editor-${size.width}`);

      await a.goto(`${suite.url}/`);
      await a.locator('[data-testid=create-ruleset]').selectOption('startrek');
      await a.locator('[data-testid=create-scenario]').selectOption('duel');
      await a.locator('[data-testid=startrek-custom-toggle]').check();
      // Side B: the own Warbird (24) where the Battlecruiser stood, and a printed Escort (16).
      await expect
        .poll(() =>
          a.locator('[data-testid=startrek-ship-B-0-class] option[value=own_warbird]').count(),
        )
        .toBe(1);
      await a.locator('[data-testid=startrek-ship-B-0-class]').selectOption('own_warbird');
      await a.locator('[data-testid=startrek-add-B]').click();
      await a.locator('[data-testid=startrek-ship-B-1-class]').selectOption('escort');
      await a.locator('[data-testid=startrek-ship-B-1-hex]').fill('1805');
      await a.locator('[data-testid=startrek-ship-B-1-heading]').selectOption('4');
      await expect
        .poll(() => a.locator('[data-testid=startrek-points-B]').textContent())
        .toBe('40 points');
      expect(await pageOverflow(a), `the lobby fits ${size.width} px`).toEqual([]);
      await screenshot(a, `startrek-own-lobby-${size.width}`);
      const { inviteB } = await submitCreateForm(a);

      const b = await suite.newPlayer();
      await b.setViewportSize(size);
      await b.goto(inviteB);
      for (const p of [a, b]) {
        // The ship card drawn on the battle screen is the own card, under its own name.
        await expect
          .poll(() => p.locator('[data-testid=card-B1]').textContent(), { timeout: 20_000 })
          .toMatch(/Warbird B1[\s\S]*turn\s+3[\s\S]*5 torpedo dice/);
      }
      await playUntilTurn2([a, b]);
      await screenshot(a, `startrek-own-turn-${size.width}`);
      await screenshot(b, `startrek-own-turn-b-${size.width}`);
      await b.context().close();
      await a.context().close();
    },
    240_000,
  );
});
