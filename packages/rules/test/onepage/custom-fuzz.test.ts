/**
 * Issue 30's fuzzer for the one-page rules (`contract/custom-fuzz.ts`): random custom set-ups,
 * seeded, over every scenario and movement mode.
 */
import { expect, test } from 'vitest';
import { seededRandom } from '../../src/core/seeded-random.js';
import { DESIGN_IDS } from '../../src/onepage/designs.js';
import { randomOrder } from '../../src/onepage/random-play.js';
import { onepageRuleset } from '../../src/onepage/ruleset.js';
import { SCENARIO_IDS } from '../../src/onepage/scenarios.js';
import { MOVEMENT_MODES, type OnepageState } from '../../src/onepage/state.js';
import { describeCustomFuzz, int, oneOf, randomHex, type Random } from '../contract/custom-fuzz.js';

/**
 * A random own design (Own designs): figures within the caps, a loss row now and then for each
 * fitted system, spaced so it never takes more than is fitted; now and then a box beyond the hull.
 */
function randomDesign(random: Random, id: string): Record<string, unknown> {
  const hull = int(random, 1, 20);
  const launchers = random() < 0.5 ? 0 : int(random, 1, 2);
  const fitted = { guns: int(random, 0, 3), launchers, mp: int(random, 1, 4) };
  const losses = (['guns', 'launchers', 'mp'] as const).flatMap(
    (system): Record<string, unknown>[] => {
      const n = fitted[system];
      if (n === 0 || random() < 0.4) return [];
      const least = Math.max(1, Math.ceil((hull - 1) / n));
      const every = random() < 0.03 ? hull + 1 : int(random, least, hull);
      return random() < 0.5
        ? [{ system, every, amount: 1 }]
        : [{ system, on: [Math.min(every, hull)], amount: 1 }];
    },
  );
  return {
    id,
    name: `Own ${id}`,
    hull,
    ...fitted,
    missiles: launchers === 0 ? 0 : int(random, 1, 6),
    losses,
  };
}

/** A random custom part: each piece present about half the time, now and then out of range. */
function randomCustom(random: Random): Record<string, unknown> {
  const custom: Record<string, unknown> = {};
  const own = random() < 0.4 ? ['own_a', 'own_b'].slice(0, int(random, 1, 2)) : [];
  if (own.length > 0) custom.designs = own.map((id) => randomDesign(random, id));
  const choices = [...DESIGN_IDS, ...own];
  // Scenario ships sit up to column 17 and row 15: a smaller map with scenario forces is refused.
  const columns = random() < 0.5 ? int(random, 7, 24) : 20;
  const rows = random() < 0.5 ? int(random, 8, 18) : 16;
  if (columns !== 20 || rows !== 16) custom.map = { columns, rows };
  for (const side of ['A', 'B'] as const) {
    if (random() < 0.25) continue;
    const count = random() < 0.03 ? 25 : random() < 0.02 ? 0 : int(random, 1, 5);
    custom.forces = {
      ...(custom.forces as object),
      [side]: Array.from({ length: count }, () => ({
        design: random() < 0.02 ? 'dreadnought' : oneOf(random, choices),
        hex: randomHex(random, columns, rows),
        ...(random() < 0.3 ? { heading: int(random, 0, 5) } : {}),
      })),
    };
  }
  if (random() < 0.5)
    custom.terrain = {
      wells: Array.from({ length: int(random, 0, 2) }, () => ({
        hex: randomHex(random, columns, rows),
        rings: Array.from({ length: int(random, 0, 2) }, (_, i) => ({
          distance: random() < 0.05 ? 2 : i + 2,
          pull: int(random, 1, 3),
        })),
      })),
    };
  if (random() < 0.5) custom.turnLimit = int(random, 0, 8);
  if (random() < 0.3) custom.victory = oneOf(random, ['annihilation', 'convoy']);
  if (random() < 0.3) custom.budget = { [oneOf(random, ['A', 'B'])]: int(random, 10, 120) };
  return custom;
}

const randomSetup = (random: Random) => ({
  scenario: oneOf(random, SCENARIO_IDS),
  options: { movement: oneOf(random, MOVEMENT_MODES) },
  custom: randomCustom(random),
});

test('the fuzzer fields own designs in accepted set-ups, and some are refused', () => {
  // The same draws as the shared fuzzer's (seed 30, 200 set-ups).
  const random = seededRandom(30);
  const results = Array.from({ length: 200 }, () => onepageRuleset.parseSetup(randomSetup(random)));
  const fielded = results.filter(
    (r) =>
      r.ok &&
      Object.values(r.value.custom?.forces ?? {}).some((ships) =>
        ships.some((ship) => ship.design.startsWith('own_')),
      ),
  );
  expect(fielded.length).toBeGreaterThan(10);
  expect(results.some((r) => !r.ok && r.error.code === 'setup/bad_design')).toBe(true);
});

describeCustomFuzz({
  ruleset: onepageRuleset,
  randomSetup,
  randomOrder: (state, random) => randomOrder(state as OnepageState, random),
});
