/**
 * Issue 30's fuzzer for the one-page rules (`contract/custom-fuzz.ts`): random custom set-ups,
 * seeded, over every scenario and movement mode.
 */
import { DESIGN_IDS } from '../../src/onepage/designs.js';
import { randomOrder } from '../../src/onepage/random-play.js';
import { onepageRuleset } from '../../src/onepage/ruleset.js';
import { SCENARIO_IDS } from '../../src/onepage/scenarios.js';
import { MOVEMENT_MODES, type OnepageState } from '../../src/onepage/state.js';
import { describeCustomFuzz, int, oneOf, randomHex, type Random } from '../contract/custom-fuzz.js';

/** A random custom part: each piece present about half the time, now and then out of range. */
function randomCustom(random: Random): Record<string, unknown> {
  const custom: Record<string, unknown> = {};
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
        design: random() < 0.02 ? 'dreadnought' : oneOf(random, DESIGN_IDS),
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

describeCustomFuzz({
  ruleset: onepageRuleset,
  randomSetup: (random) => ({
    scenario: oneOf(random, SCENARIO_IDS),
    options: { movement: oneOf(random, MOVEMENT_MODES) },
    custom: randomCustom(random),
  }),
  randomOrder: (state, random) => randomOrder(state as OnepageState, random),
});
