/// <reference types="node" />
import { describe, expect, test } from 'vitest';
import { formatLabel, verifiableDice, SEED_BYTES } from '@broadside/rules';
import { onepageRuleset, reachableHexes } from '@broadside/rules/onepage';
import { browserSuite } from './harness.js';
import { Clicks, showMap, showPanel } from './click-count.js';

/**
 * Issue 28, clicks per turn for the one-page rules: turn 1 of a practice Duel (written
 * movement, one person plotting both sides in turn, "Movement") is played through the battle
 * screen on a desktop and on a 360 px phone, and every click and tap is counted. Each ship of
 * each side moves its full MP toward the enemy and launches its missile ("Missile"); no gun is
 * in range on turn 1, so the turn ends with the second plot. `PRINT_CLICKS=1` prints the counts
 * for docs/benchmarks.md.
 */

/** The Duel's first-turn destination of each ship: its first hex at full MP toward the enemy. */
function destinations(): Record<string, string> {
  const setup = onepageRuleset.parseSetup({ scenario: 'duel' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = onepageRuleset.create(setup.value, verifiableDice(new Uint8Array(SEED_BYTES)));
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value.state;
  const out: Record<string, string> = {};
  for (const ship of state.ships) {
    // Side A sails down-right (direction 2), side B up-left (direction 5), as far as it may.
    const dir = ship.side === 'A' ? 2 : 5;
    const reach = reachableHexes(state, ship).find(
      (r) => r.path.length === ship.mp && r.path.every((d) => d === dir),
    );
    if (!reach) throw new Error(`no destination for ${ship.id}`);
    out[ship.id] = formatLabel(reach.hex);
  }
  return out;
}

const TO = destinations();

describe('one-page: clicks per turn of a Duel', () => {
  const suite = browserSuite();

  test.each([
    ['desktop', 1280, 800, 12],
    ['phone', 360, 740, 15],
  ])(
    '%s',
    async (name, width, height, most) => {
      const page = await suite.newPlayer();
      await page.setViewportSize({ width, height });
      await page.goto(`${suite.url}/#/practice/onepage/duel`);
      const clicks = new Clicks(page);
      for (const side of ['A', 'B']) {
        const first = page.locator(`[data-testid=plot-ship-${side}1]`);
        await first.waitFor({ state: 'attached' });
        for (const id of [`${side}1`, `${side}2`]) {
          const button = page.locator(`[data-testid=plot-ship-${id}]`);
          if ((await button.getAttribute('aria-pressed')) !== 'true') {
            // On a phone the counter is picked on the map; on a desktop, in the list.
            if (width <= 600) {
              await showMap(page, clicks);
              await clicks.click(page.locator(`hex-map [data-testid=unit-${id}]`));
            } else await clicks.click(button);
          }
          await showMap(page, clicks);
          await clicks.hex(TO[id] as string);
          await expect
            .poll(() => page.locator(`[data-testid=plot-path-${id}]`).textContent())
            .not.toBe('holds');
        }
        await showPanel(page, clicks);
        for (const id of [`${side}1`, `${side}2`])
          await clicks.select(page.locator(`[data-testid=launch-${id}-0]`), 1);
        await clicks.click(page.locator('[data-testid=plot-submit]'));
        await expect.poll(() => page.locator('[data-testid=order-error]').count()).toBe(0);
      }
      await page
        .getByText(/Turn 2 of 12/)
        .first()
        .waitFor();
      if (process.env.PRINT_CLICKS === '1') console.log(`onepage duel ${name}: ${clicks.count}`);
      expect(clicks.count).toBeLessThanOrEqual(most);
      await page.context().close();
    },
    120_000,
  );
});
