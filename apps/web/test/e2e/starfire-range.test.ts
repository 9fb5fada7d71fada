/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { distance, formatLabel } from '@broadside/rules';
import { browserSuite, logGrowsPast, logLines, owesDecision, screenshot } from './harness.js';
import { deployedPatrol } from './battle-start.js';
import { actByKeys, planAhead, shipDistance, shipOnMap } from './patrol-moves.js';
import { mapDrawn } from './map-drawn.js';
import { Clicks, showMap, showPanel } from './click-count.js';

/**
 * Issue 28 for Starfire's board, in real Chromium at 1280 and 360 px: in a Patrol between two
 * browsers, whenever side A owes a decision with its ship A1 selected, the enemy's hex carries
 * one badge, `N hx`, where N is the rules package's hex distance between the two counters the
 * map draws ("Movement": ranges in hexes), until the enemy is a target in the "Combat" phase,
 * when its to-hit badge takes the hex and no range is drawn over it. Both sides close in with
 * "Go, then stay for the turn" and fire with "All at …".
 */

/** The badges the page's map pins on a hex, by its label. */
async function badgesAt(page: Page, label: string): Promise<string[]> {
  return (await mapDrawn(page)).badges
    .filter((b) => formatLabel(b.hex) === label)
    .map((b) => b.text);
}

/**
 * What the map shows on B1's hex against the range the rules give between the two counters as
 * drawn, read together: `{ shown, range }`.
 */
async function enemyBadge(page: Page): Promise<{ shown: string[]; range: number | null }> {
  const a = await shipOnMap(page, 'A1');
  const b = await shipOnMap(page, 'B1');
  if (!a || !b) return { shown: [], range: null };
  return { shown: await badgesAt(page, formatLabel(b.hex)), range: distance(a.hex, b.hex) };
}

/** Either side's owed decision, with the keys and buttons a player uses (close in, then fire). */
async function act(page: Page, unit: string, kind: string): Promise<void> {
  // A phone's drawer covers the map: lowered to click a hex, raised for the panel's buttons.
  if (kind === 'move') {
    await showMap(page, new Clicks(page));
    if ((await shipDistance(page)) > 4 && (await planAhead(page, unit, 6)))
      await page.keyboard.press('g');
    else await page.keyboard.press('h');
    return;
  }
  await showPanel(page, new Clicks(page));
  if (!(await actByKeys(page, kind))) await page.keyboard.press('Enter');
}

describe('Starfire: the range to each enemy on the board', () => {
  const suite = browserSuite();

  test.each([
    [1280, 800],
    [360, 780],
  ])(
    'at %i px wide',
    async (width, height) => {
      const { a, b } = await deployedPatrol(suite);
      await a.setViewportSize({ width, height });
      const ranges = new Set<number>();
      let targeted = false;
      /** The range of the last screenshot (the closest shows best). */
      let shot = Infinity;
      for (let round = 0; round < 400 && !targeted; round += 1) {
        let acted = false;
        for (const [unit, page] of [
          ['A1', a],
          ['B1', b],
        ] as const) {
          if (!(await owesDecision(page))) continue;
          const kind = (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';
          if (!kind) continue;
          if (page === a) {
            // Nothing is selected at the declarations: `n` selects A's ship, as a player would.
            if ((await mapDrawn(a)).selectedUnit !== 'A1') await a.keyboard.press('n');
            await expect.poll(async () => (await mapDrawn(a)).selectedUnit).toBe('A1');
            const target =
              kind === 'fire' && (await a.locator('[data-testid^=assign-all-]').count()) > 0;
            if (target) {
              // "Combat": the to-hit badge keeps B1's hex; no range is drawn over it.
              const { shown } = await enemyBadge(a);
              expect(shown).toHaveLength(1);
              expect(shown[0]).not.toMatch(/ hx$/);
              targeted = true;
              break;
            } else {
              // Read until the map has caught up with queued steps: one badge, the rules' range.
              await expect
                .poll(async () => {
                  const { shown, range } = await enemyBadge(a);
                  return range !== null && shown.length === 1 && shown[0] === `${range} hx`;
                })
                .toBe(true);
              const { range } = await enemyBadge(a);
              ranges.add(range!);
              if (range! <= 13 && range! < shot) {
                // The board as a player reads it: drawer lowered, both fleets in view.
                await showMap(a, new Clicks(a));
                await a.locator('[data-testid=zoom-ships]').click();
                await a.waitForTimeout(300);
                await screenshot(a, `starfire-range-${width}`);
                shot = range!;
              }
            }
          }
          const before = (await logLines(page)).length;
          await act(page, unit, kind);
          await logGrowsPast(page, before);
          acted = true;
        }
        if (!acted) await a.waitForTimeout(100);
      }
      // 25 hexes once deployed, then closer each turn, until B1 is a target.
      expect(ranges.has(25)).toBe(true);
      expect(ranges.size).toBeGreaterThanOrEqual(2);
      expect(targeted).toBe(true);
      expect(shot).toBeLessThanOrEqual(13);
      await a.context().close();
      await b.context().close();
    },
    300_000,
  );
});
