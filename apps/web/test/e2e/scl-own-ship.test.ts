import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Clicks, showPanel } from './click-count.js';
import { browserSuite, screenshot, submitCreateForm } from './harness.js';

/**
 * Issue 30, bring your own fleet, for Star Cruiser Lite (docs/rules/star-cruiser-lite.md, "Your
 * own ships"): a player converts a ship in the converter (Converting a ship), saves it, fields
 * it in the lobby's custom forces beside a printed Halberd with a crew quality and a budget, and
 * both players take their seats and play turn 1 with it. On a desktop and on a 360 px phone.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

/**
 * What of `selector` sticks out sideways at `width` px: the element itself, and each of its
 * descendants (shadow roots included) whose right edge passes the viewport. The app's own header
 * is checked by the phone tests; here only the converter and the lobby form are.
 */
async function overflowOf(page: Page, selector: string, width: number): Promise<string[]> {
  return page.locator(selector).evaluate((root, w) => {
    const out: string[] = [];
    const walk = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > w + 1)
        out.push(`${el.tagName.toLowerCase()} ends at ${Math.round(r.right)}`);
      for (const c of [...el.children, ...(el.shadowRoot ? [...el.shadowRoot.children] : [])])
        walk(c);
    };
    walk(root);
    return out;
  }, width);
}

/** Hands in the panel's default orders whenever the page owes some, until turn 2 starts. */
async function handInUntilTurn2(pages: readonly Page[]): Promise<void> {
  const turn2 = async (p: Page) =>
    ((await p.locator('[data-testid=phase]').textContent()) ?? '').includes('Turn 2');
  for (let round = 0; round < 40; round += 1) {
    if ((await Promise.all(pages.map(turn2))).every(Boolean)) return;
    for (const p of pages) {
      const orders = p.locator('[data-testid=orders]');
      if ((await orders.count()) === 0) continue;
      const kind = (await orders.getAttribute('data-kind')) ?? '';
      const submit = p.locator(`[data-testid=${kind}-submit]`);
      if ((await submit.count()) === 0) continue;
      await showPanel(p, new Clicks(p));
      await submit.click();
    }
    await pages[0]!.waitForTimeout(400);
  }
  throw new Error('turn 2 never started');
}

describe('Star Cruiser Lite own ship: converter, lobby and a turn of play', () => {
  const suite = browserSuite();

  test.each(SIZES)(
    'at $width px: convert, save, field and play a turn',
    async (size) => {
      const a = await suite.newPlayer();
      await a.setViewportSize(size);
      await a.goto(`${suite.url}/#/designer/scl`);
      // The converter starts from the rules' Bismarck BC; rename it and save it.
      await a.locator('[data-testid=sc-name]').fill('Graf Spee');
      await expect
        .poll(() => a.locator('[data-testid=scl-summary]').textContent())
        .toMatch(/Graf Spee/);
      await a.locator('[data-testid=scl-save]').click();
      await expect
        .poll(() => a.locator('[data-testid=scl-saved-item]').allTextContents())
        .toEqual([expect.stringMatching(/Graf Spee/)]);
      // Its share code reads back through the rules' conversion.
      await a.locator('[data-testid=scl-share]').click();
      await expect.poll(() => a.locator('[data-testid=scl-code]').textContent()).toMatch(/^BSD1\./);
      expect(
        await overflowOf(a, 'scl-converter-page', size.width),
        `the converter fits ${size.width} px`,
      ).toEqual([]);
      await screenshot(a, `scl-own-converter-${size.width}`);

      await a.goto(`${suite.url}/`);
      await a.locator('[data-testid=create-ruleset]').selectOption('scl');
      await a.locator('[data-testid=create-scenario]').selectOption('bismarck_at_bay');
      await a.locator('[data-testid=scl-custom-toggle]').check();
      // Side A: the Graf Spee (94, as the Bismarck it was converted from) at CQ +1, and a Halberd (64).
      await a.locator('[data-testid=scl-ship-A-0-class]').selectOption('own_1');
      await a.locator('[data-testid=scl-ship-A-0-cq]').selectOption('1');
      await a.locator('[data-testid=scl-add-A]').click();
      await a.locator('[data-testid=scl-ship-A-1-class]').selectOption('halberd');
      await a.locator('[data-testid=scl-ship-A-1-hex]').fill('0312');
      await expect
        .poll(() => a.locator('[data-testid=scl-points-A]').textContent())
        .toBe('158 points');
      await a.locator('[data-testid=scl-budget-A]').fill('160');
      await a.locator('[data-testid=scl-turnLimit]').fill('6');
      await screenshot(a, `scl-own-lobby-${size.width}`);
      expect(
        await overflowOf(a, 'create-game-form', size.width),
        `the lobby fits ${size.width} px`,
      ).toEqual([]);
      const { inviteB } = await submitCreateForm(a);

      const b = await suite.newPlayer();
      await b.setViewportSize(size);
      await b.goto(inviteB);
      // Side A's panel lists the own class by the name it was saved under; side B has not
      // detected it on turn 1, so its page names nothing of A.
      await expect
        .poll(() => a.locator('[data-testid=orders]').textContent(), { timeout: 15_000 })
        .toMatch(/Graf Spee A1/);
      await b.locator('[data-testid=phase]').waitFor({ timeout: 15_000 });

      await handInUntilTurn2([a, b]);
      await screenshot(a, `scl-own-turn-${size.width}`);
      await b.context().close();
      await a.context().close();
    },
    180_000,
  );
});
