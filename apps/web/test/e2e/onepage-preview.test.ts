/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  distance,
  formatLabel,
  hexEquals,
  hexesInBounds,
  verifiableDice,
  SEED_BYTES,
  type Hex,
} from '@broadside/rules';
import {
  GUN_RANGE,
  gravityPull,
  onepageRuleset,
  reachableHexes,
  type OnepageState,
} from '@broadside/rules/onepage';
import { browserSuite, clickHex, screenshot } from './harness.js';

/**
 * Issue 28 for the one-page rules' battle screen, in real Chromium at 1280 and 360 px: while
 * plotting a practice Duel, the plotted end hex is ringed and labelled, the pull of the planet's
 * well ("Gravity wells") is previewed before sending, the selected ship's gun range ("Guns":
 * range 1) and missile reach ("Missile": 3 MPs) are marked with entries in the map key, and a
 * click on a hex out of reach says why in a sentence over the map.
 */

/** A fresh Duel's state, as the practice page starts it. */
function duel(): OnepageState {
  const setup = onepageRuleset.parseSetup({ scenario: 'duel' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = onepageRuleset.create(setup.value, verifiableDice(new Uint8Array(SEED_BYTES)));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

const STATE = duel();
const DESTROYER = STATE.ships.find((s) => s.id === 'A2')!;
/** A hex the Destroyer A2 reaches on turn 1 where the planet pulls it, and the pull. */
const TARGET = reachableHexes(STATE, DESTROYER).find((r) => gravityPull(STATE.map, r.hex))!;
const PULL = gravityPull(STATE.map, TARGET.hex)!;
/** A hex far beyond its 3 MP. */
const FAR = hexesInBounds(STATE.map).find((h) => distance(h, DESTROYER.hex) === 8)!;

interface Drawn {
  marks: { hex: Hex; kind: string }[];
  badges: { hex: Hex; text: string }[];
  lines: { from: Hex; to: Hex; kind: string }[];
}

/** What the page's map is drawing now. */
function drawn(page: Page): Promise<Drawn> {
  return page.locator('hex-map').evaluate((el) => {
    const map = el as HTMLElement & Drawn;
    return { marks: [...map.marks], badges: [...map.badges], lines: [...map.lines] };
  });
}

/** The selected ship in the plot panel, by its `aria-pressed` button. */
async function selectedShip(page: Page): Promise<string | null> {
  const pressed = page.locator('[data-testid^=plot-ship-][aria-pressed=true]');
  return (await pressed.getAttribute('data-testid'))?.replace('plot-ship-', '') ?? null;
}

describe('one-page: the plot previews its end, its gravity pull and its reach', () => {
  const suite = browserSuite();

  test.each([
    [1280, 800],
    [360, 740],
  ])(
    'at %i px wide',
    async (width, height) => {
      const page = await suite.newPlayer();
      await page.setViewportSize({ width, height });
      await page.goto(`${suite.url}/#/practice/onepage/duel`);
      await page.locator('[data-testid=orders][data-kind=plot]').waitFor({ state: 'attached' });

      // `n` selects the next ship: the Destroyer A2 (3 MP), which can reach the planet's well.
      expect(await selectedShip(page)).toBe('A1');
      await page.keyboard.press('n');
      await expect.poll(() => selectedShip(page)).toBe('A2');
      await page.keyboard.press('z'); // zoom to it, as a player on a phone would

      // Before any path: gun range and missile reach around the ship where it stands, keyed.
      let now = await drawn(page);
      const gun = (d: Drawn) => d.marks.filter((m) => m.kind === 'in-arc').map((m) => m.hex);
      const missile = (d: Drawn) =>
        d.marks.filter((m) => m.kind === 'restricted').map((m) => m.hex);
      expect(gun(now).length).toBe(
        hexesInBounds(STATE.map).filter((h) => distance(h, DESTROYER.hex) <= GUN_RANGE).length,
      );
      expect(gun(now).every((h) => distance(h, DESTROYER.hex) <= GUN_RANGE)).toBe(true);
      expect(missile(now).length).toBeGreaterThan(gun(now).length);
      const key = page.locator('[data-testid=reach-key]');
      expect(await key.locator('[data-key=gun]').textContent()).toContain('Gun range 1');
      expect(await key.locator('[data-key=missile]').textContent()).toContain('Missile reach 3');

      // A click on a hex out of reach changes nothing and says why, over the map.
      await clickHex(page, formatLabel(FAR));
      const note = page.locator('[data-testid=map-note]');
      await expect
        .poll(() => note.textContent())
        .toBe(
          'Out of reach: the Destroyer A2 has 3 MP left this turn; click one of the hexes marked green.',
        );
      expect(await page.locator('[data-testid=plot-path-A2]').textContent()).toBe('holds');
      const box = await note.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= height && box.width > 0).toBe(true);
      await screenshot(page, `onepage-out-of-reach-${width}`);

      // Plot into the well: the end hex is ringed and labelled, the pull drawn to where the ship
      // ends, and the reach measured from there.
      await clickHex(page, formatLabel(TARGET.hex));
      await expect.poll(() => note.textContent()).toBe('');
      await expect
        .poll(async () => (await drawn(page)).badges)
        .toEqual(
          expect.arrayContaining([
            { hex: TARGET.hex, text: 'A2 ends' },
            { hex: PULL.to, text: `A2 pulled ${PULL.pull}` },
          ]),
        );
      now = await drawn(page);
      expect(now.marks).toContainEqual({ hex: TARGET.hex, kind: 'focus' });
      expect(now.lines).toContainEqual({ from: TARGET.hex, to: PULL.to, kind: 'fire' });
      expect(gun(now).every((h) => distance(h, PULL.to) <= GUN_RANGE)).toBe(true);
      expect(gun(now).some((h) => hexEquals(h, PULL.to))).toBe(true);
      // The map draws them: a badge per label, the pull as a line.
      const shadow = page.locator('hex-map');
      expect(await shadow.locator('g.badge').count()).toBe(2);
      expect(await shadow.locator('line.line-fire').count()).toBe(1);
      await screenshot(page, `onepage-preview-${width}`);

      // `r` hides the reach (the key's button says so), and shows it again.
      await page.keyboard.press('r');
      await expect.poll(async () => gun(await drawn(page)).length).toBe(0);
      expect(await key.locator('[data-testid=reach-toggle]').getAttribute('aria-pressed')).toBe(
        'false',
      );
      expect(missile(await drawn(page))).toEqual([]);
      await key.locator('[data-testid=reach-toggle]').click();
      await expect.poll(async () => gun(await drawn(page)).length).toBeGreaterThan(0);

      await page.context().close();
    },
    120_000,
  );
});
