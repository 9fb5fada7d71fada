/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { distance, formatLabel, hexesInBounds, verifiableDice, SEED_BYTES } from '@broadside/rules';
import {
  arcOf,
  detectionRadius,
  sclRuleset,
  thrustRange,
  traceMove,
  type SclState,
  type Step,
} from '@broadside/rules/scl';
import { ARC_MARKS } from '@broadside/board-picture/scl';
import { browserSuite, logGrowsPast, logLines, owesDecision, screenshot } from './harness.js';
import { createSclGame } from './scl-lobby.js';
import { keysOf, mapDrawn } from './map-drawn.js';

/**
 * Issue 28 for Star Cruiser Lite's board, in real Chromium at 1280 and 360 px: in a Bismarck at
 * Bay with the "Vector Movement System for Dummies" (two browsers, side A measured), the selected
 * Bismarck's fire sectors are shaded ("Fire Sectors") and its detection radius ringed
 * ("Detection Procedure") as the rules compute them; while its thrust is changed in the orders
 * panel the map draws the planned path and marks the end hex, each time where the rules' own
 * `traceMove` puts it ("Vector Movement"), and the move sent ends there.
 */

/** A fresh vector-movement Bismarck at Bay, as the server creates it (no die is rolled yet). */
function bismarckAtBay(): SclState {
  const setup = sclRuleset.parseSetup({
    scenario: 'bismarck_at_bay',
    options: { movement: 'vector' },
  });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = sclRuleset.create(setup.value, verifiableDice(new Uint8Array(SEED_BYTES)));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

const STATE = bismarckAtBay();
const BISMARCK = STATE.units.find((u) => u.id === 'A1')!;
/** The sector shading reaches this far (the overlay's own reach). */
const SECTOR_REACH = 6;

/** Where the rules put the Bismarck after `thrust` (a straight run at the new speed). */
function ruledPath(thrust: number) {
  const steps: Step[] = Array.from({ length: BISMARCK.speed + thrust }, () => 'F');
  const traced = traceMove(STATE, BISMARCK, { unit: 'A1', steps, thrust });
  if (!traced.ok) throw new Error(traced.error.message);
  return [BISMARCK.hex, ...traced.value.path];
}

const kindOf = async (page: Page) =>
  (await page.locator('[data-testid=orders]').getAttribute('data-kind')) ?? '';

/** Gives a seat's owed decision without moving anything (hand in, hold course, hold fire). */
async function pass(page: Page, kind: string): Promise<void> {
  if (kind === 'fire') await page.locator('[data-testid=fire-hold]').click();
  await page.locator(`[data-testid=${kind}-submit]`).click();
}

/** Plays both seats, passing, until side A owes its first move. */
async function untilAMoves(a: Page, b: Page): Promise<void> {
  for (let round = 0; round < 40; round += 1) {
    if ((await owesDecision(a)) && (await kindOf(a)) === 'move') return;
    let acted = false;
    for (const page of [a, b]) {
      if (!(await owesDecision(page))) continue;
      const kind = await kindOf(page);
      if (!kind || (page === a && kind === 'move')) continue;
      const before = (await logLines(page)).length;
      await pass(page, kind);
      await logGrowsPast(page, before);
      acted = true;
    }
    if (!acted) await a.waitForTimeout(150);
  }
  throw new Error('Side A was never asked to move.');
}

describe('Star Cruiser Lite: sectors, detection radius and the vector end on the board', () => {
  const suite = browserSuite();

  test.each([
    [1280, 800],
    [360, 740],
  ])(
    'at %i px wide',
    async (width, height) => {
      const a = await suite.newPlayer();
      const b = await suite.newPlayer();
      await a.setViewportSize({ width, height });
      const { inviteB } = await createSclGame(a, suite.url, 'bismarck_at_bay', {
        movement: 'vector',
      });
      await b.goto(inviteB);
      await untilAMoves(a, b);

      // The Bismarck is selected and stands where the scenario puts it.
      const counter = a.locator('hex-map [data-testid=unit-A1]');
      expect(await counter.getAttribute('data-hex')).toBe(formatLabel(BISMARCK.hex));
      let drawn = await mapDrawn(a);
      expect(drawn.selectedUnit).toBe('A1');

      // "Fire Sectors": every hex within the reach, shaded by its sector as the rules name it.
      const sectors = hexesInBounds(STATE.map)
        .filter((h) => distance(h, BISMARCK.hex) > 0 && distance(h, BISMARCK.hex) <= SECTOR_REACH)
        .map((h) => ({ hex: h, arc: arcOf(BISMARCK.hex, BISMARCK.facing, h) }))
        .filter((s) => s.arc !== null);
      for (const arc of ['F', 'P', 'S', 'A'] as const) {
        const kind = ARC_MARKS[arc];
        const want = sectors.filter((s) => s.arc === arc).map((s) => s.hex);
        expect(want.length, `sector ${arc}`).toBeGreaterThan(0);
        expect(keysOf(drawn.marks.filter((m) => m.kind === kind).map((m) => m.hex))).toEqual(
          keysOf(want),
        );
      }

      // "Detection Procedure": one `·` on every hex at the Bismarck's detection radius.
      const radius = detectionRadius(STATE, BISMARCK);
      expect(radius).toBeGreaterThan(0);
      const ring = hexesInBounds(STATE.map).filter((h) => distance(h, BISMARCK.hex) === radius);
      expect(keysOf(drawn.badges.filter((x) => x.text === '·').map((x) => x.hex))).toEqual(
        keysOf(ring),
      );

      // "Vector Movement": each thrust click redraws the path and the end hex where the rules'
      // own trace ends, and the panel says the same speed.
      const range = thrustRange(BISMARCK);
      expect(range.max).toBeGreaterThanOrEqual(2);
      const up = a.locator('[data-testid=thrust-A1-up]');
      const ends: string[] = [];
      for (let thrust = 1; thrust <= Math.min(3, range.max); thrust += 1) {
        await up.click();
        const want = ruledPath(thrust);
        await expect.poll(async () => (await mapDrawn(a)).path).toEqual(want);
        drawn = await mapDrawn(a);
        expect(drawn.badges.filter((x) => x.text === 'end')).toEqual([
          { hex: want.at(-1), text: 'end' },
        ]);
        expect(await a.locator('[data-testid=speed-A1]').textContent()).toBe(String(thrust));
        ends.push(formatLabel(want.at(-1)!));
      }
      expect(new Set(ends).size).toBe(ends.length);
      // Braking back to thrust 2: the end follows the control down as well.
      await a.locator('[data-testid=thrust-A1-down]').click();
      const planned = ruledPath(2);
      await expect.poll(async () => (await mapDrawn(a)).path).toEqual(planned);
      const end = formatLabel(planned.at(-1)!);
      expect(
        await a.locator(`hex-map g.badge[data-badge="${end}"] text`).allTextContents(),
      ).toContain('end');
      expect(await a.locator('hex-map [data-testid=planned-path]').count()).toBe(1);

      // On a phone the drawer is lowered to look at the board, as a player would.
      if (await a.locator('[data-testid=drawer-handle]').isVisible()) {
        await a.locator('[data-testid=drawer-handle]').click();
        await expect.poll(() => a.locator('battle-side').getAttribute('open')).toBeNull();
        await a.waitForTimeout(300);
      }
      await screenshot(a, `scl-vector-preview-${width}`);
      if (await a.locator('[data-testid=drawer-handle]').isVisible()) {
        await a.locator('[data-testid=drawer-handle]').click();
        await a.waitForTimeout(300);
      }

      // Sent, the Bismarck ends on the previewed hex.
      const before = (await logLines(a)).length;
      await a.locator('[data-testid=move-submit]').click();
      await logGrowsPast(a, before);
      await expect.poll(() => counter.getAttribute('data-hex')).toBe(end);
      await a.context().close();
      await b.context().close();
    },
    180_000,
  );
});
