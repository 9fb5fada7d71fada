import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SEED_BYTES, isFleetPickView, verifiableDice, type AnyRuleset } from '@broadside/rules';
import { onepageRuleset } from '@broadside/rules/onepage';
import { startrekRuleset } from '@broadside/rules/startrek';
import {
  browserSuite,
  clickHex,
  screenshot,
  sidewaysOverflow,
  submitCreateForm,
} from './harness.js';

/**
 * Issue 30, "Each side picks its fleet" (docs/rules/onepage.md and star-trek.md, Each side picks
 * its fleet): a game created in the lobby with fleet choice and a budget per side opens on the
 * fleet-pick screen for both seats; a pick over its budget is refused, a ship is placed by a
 * click inside the deployment zone, both picks go in, a spectator sees who has picked, and the
 * battle starts with each side seeing the other's ships. On a desktop and on a 360 px phone.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

/** Each side's deployment zone, as the rules give it for the set-up the lobby sends. */
function zones(rules: AnyRuleset, setup: unknown): Record<string, readonly string[]> {
  const parsed = rules.parseSetup(setup);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const created = rules.create(parsed.value, verifiableDice(new Uint8Array(SEED_BYTES)));
  if (!created.ok) throw new Error(created.error.message);
  const view = rules.view(created.value.state, { kind: 'spectator' });
  if (!isFleetPickView(view)) throw new Error('no fleet phase');
  return view.fleetPick.zones;
}

/** Creates a Duel with fleet choice and `budget` per side from the lobby. */
async function createFleetChoice(a: Page, url: string, ruleset: string, budget: number) {
  await a.goto(`${url}/`);
  await a.locator('[data-testid=create-ruleset]').selectOption(ruleset);
  await a.locator('[data-testid=create-scenario]').selectOption('duel');
  await a.locator(`[data-testid=${ruleset}-custom-toggle]`).check();
  await a.locator(`[data-testid=${ruleset}-fleet-choice]`).check();
  for (const seat of ['A', 'B'])
    await a.locator(`[data-testid=${ruleset}-budget-${seat}]`).fill(String(budget));
  return submitCreateForm(a);
}

const pointsText = (p: Page) => p.locator('[data-testid=fleet-pick-points]').textContent();

describe('each side picks its fleet', () => {
  const suite = browserSuite();

  test.each(SIZES)(
    'one-page at $width px: refused over budget, fixed, placed, and the battle starts',
    async (size) => {
      const a = await suite.newPlayer();
      await a.setViewportSize(size);
      const { gameId, inviteB } = await createFleetChoice(a, suite.url, 'onepage', 40);
      const b = await suite.newPlayer();
      await b.setViewportSize(size);
      await b.goto(inviteB);
      const watcher = await suite.newPlayer();
      await watcher.setViewportSize(size);
      await watcher.goto(`${suite.url}/#/watch/${gameId}`);

      // The set-up's own ships (45 points, Points) are where each pick starts: over 40.
      for (const p of [a, b])
        await expect.poll(() => pointsText(p), { timeout: 15_000 }).toMatch(/45\s+of\s+40/);
      expect(await watcher.locator('[data-testid=fleet-pick-waiting]').textContent()).toMatch(
        /Both sides are picking their fleets/,
      );
      await a.locator('[data-testid=fleet-pick-submit]').click();
      await expect
        .poll(() => a.locator('[data-testid=fleet-pick-refusal]').textContent())
        .toMatch(/budget/i);
      expect(await a.locator('[data-testid=fleet-pick-submit]').getAttribute('data-code')).toBe(
        'setup/over_budget',
      );
      await screenshot(a, `fleet-pick-refused-${size.width}`);

      // Fixed: the second ship goes; the first moves to another hex of A's zone by a click.
      const setup = {
        scenario: 'duel',
        options: { movement: 'written' },
        custom: { forces: {}, budget: { A: 40, B: 40 } },
        fleetChoice: 'each_side',
      };
      const zone = zones(onepageRuleset, setup);
      await a.locator('[data-testid=fleet-pick-remove-1]').click();
      expect(await a.locator('[data-testid=fleet-pick-refusal]').count()).toBe(0);
      expect(await pointsText(a)).not.toMatch(/over budget/);
      const before = await a.locator('[data-testid=fleet-pick-select-0]').textContent();
      const target = (zone['A'] ?? []).find((h) => !(before ?? '').includes(h)) ?? '';
      await a.locator('[data-testid=fleet-pick-select-0]').click();
      await clickHex(a, target);
      expect(await a.locator('[data-testid=fleet-pick-select-0]').textContent()).toContain(target);
      expect(await sidewaysOverflow(a), `the pick fits ${size.width} px`).toEqual([]);
      await screenshot(a, `fleet-pick-${size.width}`);
      await a.locator('[data-testid=fleet-pick-submit]').click();
      await expect
        .poll(() => a.locator('[data-testid=fleet-pick-waiting]').textContent())
        .toMatch(/Waiting for the other side to pick/);
      await expect
        .poll(() => watcher.locator('[data-testid=fleet-pick-seat-A]').textContent())
        .toMatch(/has picked/);
      await screenshot(watcher, `fleet-pick-spectator-${size.width}`);

      await b.locator('[data-testid=fleet-pick-remove-0]').click();
      await b.locator('[data-testid=fleet-pick-submit]').click();

      // The battle: each sees the other's ships, and A's stands where it was placed.
      for (const p of [a, b]) {
        await p.locator('[data-testid=unit-A1]').waitFor({ timeout: 15_000 });
        await p.locator('[data-testid=unit-B1]').waitFor();
        expect(await p.locator('[data-testid=unit-A1]').getAttribute('data-hex')).toBe(target);
        expect(await p.locator('[data-testid=unit-A2]').count()).toBe(0);
      }
      await screenshot(b, `fleet-pick-battle-${size.width}`);
      for (const p of [watcher, b, a]) await p.context().close();
    },
    120_000,
  );

  test('Star Trek through the same screen: a ship added, both pick, the battle starts', async () => {
    const a = await suite.newPlayer();
    const { inviteB } = await createFleetChoice(a, suite.url, 'startrek', 1000);
    const b = await suite.newPlayer();
    await b.goto(inviteB);
    await a.locator('[data-testid=fleet-pick-rows]').waitFor({ timeout: 15_000 });
    const rows = a.locator('[data-testid^=fleet-pick-row-]');
    const before = await rows.count();
    await a.locator('[data-testid=fleet-pick-add]').click();
    expect(await rows.count()).toBe(before + 1);
    // The new ship stands on the zone's first free hex; a click moves it to the zone's middle.
    const zone =
      zones(startrekRuleset, {
        scenario: 'duel',
        custom: { forces: {}, budget: { A: 1000, B: 1000 } },
        fleetChoice: 'each_side',
      })['A'] ?? [];
    const taken = await rows.allTextContents();
    const middle = zone.slice(Math.floor(zone.length / 2)).find((h) => !taken.join().includes(h));
    await clickHex(a, middle ?? '');
    expect(await a.locator(`[data-testid=fleet-pick-select-${before}]`).textContent()).toContain(
      middle,
    );
    await screenshot(a, 'fleet-pick-startrek-1280');
    await a.locator('[data-testid=fleet-pick-submit]').click();
    await b.locator('[data-testid=fleet-pick-submit]').click();
    await screenshot(b, 'fleet-pick-startrek-b-1280');
    for (const p of [a, b]) {
      await expect.poll(() => p.locator('fleet-pick-panel').count(), { timeout: 15_000 }).toBe(0);
      // Both see the added ship where A placed it.
      await expect
        .poll(() => p.locator(`[data-testid^=unit-][data-hex="${middle}"]`).count())
        .toBe(1);
    }
    for (const p of [b, a]) await p.context().close();
  }, 120_000);

  test('a side conceding before the battle ends the game for both', async () => {
    const a = await suite.newPlayer();
    const { inviteB } = await createFleetChoice(a, suite.url, 'onepage', 40);
    const b = await suite.newPlayer();
    await b.goto(inviteB);
    await b.locator('[data-testid=fleet-pick-rows]').waitFor({ timeout: 15_000 });
    // No draw before the battle: the rules take only picks and concessions now.
    expect(await b.locator('[data-testid=offer-draw]').count()).toBe(0);
    b.once('dialog', (d) => void d.accept());
    await b.locator('[data-testid=concede]').click();
    for (const p of [a, b])
      await expect
        .poll(() => p.locator('[data-testid=fleet-pick-over]').textContent(), { timeout: 15_000 })
        .toMatch(/over before the battle.*conceded before the battle/s);
    await screenshot(a, 'fleet-pick-conceded-1280');
    for (const p of [b, a]) await p.context().close();
  }, 120_000);

  test('one-page Own designs: a saved design is picked on the fleet screen and fielded', async () => {
    const a = await suite.newPlayer();
    await a.goto(`${suite.url}/#/designer/onepage`);
    await a.locator('[data-testid=onepage-design-start]').selectOption('frigate');
    await a.locator('[data-testid=onepage-design-name]').fill('Lancer');
    await a.locator('[data-testid=onepage-design-save]').click();
    await expect
      .poll(() => a.locator('[data-testid=onepage-saved-0]').textContent())
      .toMatch(/Lancer/);
    const { inviteB } = await createFleetChoice(a, suite.url, 'onepage', 40);
    const b = await suite.newPlayer();
    await b.goto(inviteB);
    await a.locator('[data-testid=fleet-pick-rows]').waitFor({ timeout: 15_000 });
    await a.locator('[data-testid=fleet-pick-remove-1]').click();
    await a.locator('[data-testid=fleet-pick-remove-0]').click();
    await expect
      .poll(() => a.locator('[data-testid=fleet-pick-design] option').allTextContents())
      .toContainEqual(expect.stringMatching(/Lancer \(\d+, own\)/));
    await a.locator('[data-testid=fleet-pick-design]').selectOption('own_lancer');
    await a.locator('[data-testid=fleet-pick-add]').click();
    await screenshot(a, 'fleet-pick-own-1280');
    await a.locator('[data-testid=fleet-pick-submit]').click();
    await b.locator('[data-testid=fleet-pick-remove-0]').click();
    await b.locator('[data-testid=fleet-pick-submit]').click();
    for (const p of [a, b]) {
      await p.locator('[data-testid=unit-A1]').waitFor({ timeout: 15_000 });
      expect(await p.locator('[data-testid=unit-A1] title').textContent()).toMatch(/^Lancer A1/);
    }
    for (const p of [b, a]) await p.context().close();
  }, 120_000);
});
