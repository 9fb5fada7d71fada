/**
 * Issue 30's fuzzer for Star Cruiser Lite (`contract/custom-fuzz.ts`): random custom set-ups,
 * seeded, over every scenario, movement system and optional rule.
 */
import { CLASS_IDS, CLASSES } from '../../src/scl/designs.js';
import { randomOrder } from '../../src/scl/random-play.js';
import { sclRuleset } from '../../src/scl/ruleset.js';
import { SCENARIO_IDS } from '../../src/scl/scenarios.js';
import { MOVEMENT_SYSTEMS, OPTIONAL_RULES, type SclState } from '../../src/scl/state.js';
import { describeCustomFuzz, int, oneOf, randomHex, type Random } from '../contract/custom-fuzz.js';

/** The classes a side may field: fighter flights come aboard their carrier. */
const SHIPS = CLASS_IDS.filter((id) => CLASSES[id]!.kind === 'ship');

/** A random custom part: each piece present about half the time, now and then out of range. */
function randomCustom(random: Random): Record<string, unknown> {
  const custom: Record<string, unknown> = {};
  // Scenario ships sit up to column 28 and row 18: a smaller map with scenario forces is refused.
  const columns = random() < 0.3 ? int(random, 9, 30) : 30;
  const rows = random() < 0.3 ? int(random, 10, 20) : 20;
  if (columns !== 30 || rows !== 20) custom.map = { columns, rows };
  for (const side of ['A', 'B'] as const) {
    if (random() < 0.25) continue;
    const count = random() < 0.03 ? 25 : random() < 0.02 ? 0 : int(random, 1, 4);
    custom.forces = {
      ...(custom.forces as object),
      [side]: Array.from({ length: count }, () => ({
        cls: random() < 0.04 ? oneOf(random, ['dreadnought', 'martel']) : oneOf(random, SHIPS),
        hex: randomHex(random, columns, rows),
        ...(random() < 0.3 ? { facing: int(random, 0, 5) } : {}),
        ...(random() < 0.3 ? { cq: int(random, -3, 3) } : {}),
      })),
    };
  }
  if (random() < 0.5) custom.turnLimit = int(random, 0, 6);
  if (random() < 0.3) custom.victory = oneOf(random, ['battle', 'carrier', 'breakout']);
  if (random() < 0.3) custom.budget = { [oneOf(random, ['A', 'B'])]: int(random, 30, 250) };
  return custom;
}

/** Random game options: the movement system and each optional rule on about a third of the time. */
function randomOptions(random: Random): Record<string, string> {
  const options: Record<string, string> = { movement: oneOf(random, MOVEMENT_SYSTEMS) };
  for (const id of OPTIONAL_RULES) if (random() < 0.3) options[id] = 'on';
  return options;
}

describeCustomFuzz({
  ruleset: sclRuleset,
  randomSetup: (random) => ({
    scenario: oneOf(random, SCENARIO_IDS),
    options: randomOptions(random),
    custom: randomCustom(random),
  }),
  randomOrder: (state, random) => randomOrder(state as SclState, random),
  maxMoves: 5000,
});
