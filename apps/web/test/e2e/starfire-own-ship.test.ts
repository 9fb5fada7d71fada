import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { actByKeys, deploy } from './patrol-moves.js';
import {
  browserSuite,
  createPatrol,
  logLines,
  owesDecision,
  screenshot,
  sidewaysOverflow,
} from './harness.js';

/**
 * Issue 30, bring your own fleet, for Starfire (docs/rules/starfire.md, "Ship design" and
 * "Points"): a player builds a corvette in the designer, saves it, fields it as side A's CT in
 * the lobby under a budget that it exactly fits, and both players take their seats in their own
 * browsers and play turn 1 with it. On a desktop and on a 360 px phone.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

/** Lasers first: S 2 + S 2 + A 2 + A 2 + Z 1 + 3 drives 9 + L 9 + R 9 + Q 2 = 38 points. */
const LASER_FIRST = 'SSAAZ(I)L(I)RQ(I)';

/**
 * What sticks out sideways below the header: the shell's header nav scrolls on a phone, and the
 * phone tests check the header; this test checks the designer's and the lobby's own panels.
 */
async function pageOverflow(page: Page): Promise<string[]> {
  return (await sidewaysOverflow(page)).filter(
    (what) => what !== 'nav scrolls sideways' && !what.startsWith('a ends at'),
  );
}

const phase = async (p: Page) => (await p.locator('[data-testid=phase]').textContent()) ?? '';

/** Gives every decision either page owes, moving straight ahead, until turn 2 starts. */
async function playTurn1(pages: readonly Page[]): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    if ((await Promise.all(pages.map(phase))).every((t) => t.includes('Turn 2'))) return;
    let acted = false;
    for (const page of pages) {
      if (!(await owesDecision(page))) continue;
      const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
      const before = (await logLines(page)).length;
      if (kind === 'move') {
        const forward = page.locator('[data-testid=step-forward-same]');
        if ((await forward.count()) > 0) await page.keyboard.press('w');
        else await page.locator('[data-testid=step-choices] button').first().click();
      } else if (!(await actByKeys(page, kind))) continue;
      await expect
        .poll(() => logLines(page).then((l) => l.length), { timeout: 15_000 })
        .toBeGreaterThan(before);
      acted = true;
    }
    if (!acted) await pages[0]!.waitForTimeout(200);
  }
  throw new Error('turn 2 never started');
}

describe('Starfire own ship: designer, lobby and a turn of play', () => {
  const suite = browserSuite();

  test.each(SIZES)(
    'at $width px: build, save, field under a budget and play a turn',
    async (size) => {
      const a = await suite.newPlayer();
      await a.setViewportSize(size);
      await a.goto(`${suite.url}/#/designer`);
      await a.locator('[data-testid=hull-CT]').click();
      await a.locator('[data-testid=design-input]').fill(LASER_FIRST);
      await a.locator('[data-testid=design-valid]').waitFor();
      await expect
        .poll(() => a.locator('[data-testid=design-points]').textContent())
        .toMatch(/^\s*38\s+points\s*$/);
      await a.locator('[data-testid=design-name]').fill('Laser first');
      await a.locator('[data-testid=design-save]').click();
      await expect
        .poll(() => a.locator('[data-testid=saved-designs]').textContent())
        .toContain('Laser first');
      await screenshot(a, `starfire-own-designer-${size.width}`);
      // The designer's own panels must fit; the shell's header nav is checked by the phone tests.
      expect(await pageOverflow(a), `the designer fits ${size.width} px`).toEqual([]);

      await a.goto(`${suite.url}/`);
      await a.locator('[data-testid=create-ruleset]').selectOption('starfire');
      await a.locator('[data-testid=create-scenario]').selectOption('patrol');
      await a.locator('[data-testid=design-A-CT]').selectOption({ label: 'Laser first' });
      await expect.poll(() => a.locator('[data-testid=points-A]').textContent()).toBe('38 points');
      await a.locator('[data-testid=budget-A]').fill('37');
      await expect
        .poll(() => a.locator('[data-testid=points-A]').textContent())
        .toBe('38 points of 37: over budget');
      await a.locator('[data-testid=budget-A]').fill('38');
      await expect
        .poll(() => a.locator('[data-testid=points-A]').textContent())
        .toBe('38 points of 38');
      await a.locator('[data-testid=points-A]').scrollIntoViewIfNeeded();
      await screenshot(a, `starfire-own-lobby-${size.width}`);
      expect(await pageOverflow(a), `the lobby fits ${size.width} px`).toEqual([]);
      const { inviteB } = await createPatrol(a, suite.url, { navigate: false, name: 'Ann' });
      await expect
        .poll(
          async () =>
            ((await a.locator('[data-testid=card-slots-A1]').textContent()) ?? '').replace(
              /\s/g,
              '',
            ),
          { timeout: 15_000 },
        )
        .toContain('L(I)R');

      const b = await suite.newPlayer();
      await b.setViewportSize(size);
      await b.goto(inviteB);
      await b.locator('hex-map').waitFor();
      await deploy(a, b);
      await playTurn1([a, b]);
      await screenshot(a, `starfire-own-turn-${size.width}`);
      await b.context().close();
      await a.context().close();
    },
    180_000,
  );
});
