import { describe, expect, test } from 'vitest';
import { BASE_RANGE_WEAPONS, HOUSE_RULES, type HouseRules } from '../../../src/starfire/data/index.js';

/** Each number with the text it comes from. */
const SOURCES: readonly [keyof HouseRules, unknown, string][] = [
  ['dieSides', 10, 'seed: ten-sided dice'],
  ['minimumToHit', 1, 'seed, Extreme Numbers: to-hit of zero or less cannot hit'],
  ['targetingLimit', 10, 'seed: target any number of ships out to 10 hexes'],
  ['munitionsPerLauncher', 3, 'Starfire rulings, Munitions: each launcher starts with 3'],
  ['reloadsPerMagazine', 6, 'Starfire rulings, Munitions: each Mg holds 6 reloads'],
  ['datalinkRange', 6, 'Starfire rulings, Combat: Datalink: within 6 hexes'],
  ['baseRangeReduction', 5, 'seed, Bases: subtract five from the range'],
  ['baseRangeFloor', 12, 'seed, Bases: to a minimum of 12 hexes'],
  ['shieldRecoveryTurns', 3, 'seed: three consecutive rounds'],
  ['torpedoVsBaseBonus', 1, 'seed, Bases: Plasma Torpedoes add one'],
  ['engineModulationPenalty', -1, 'seed: Engine Modulation subtracts one from the To-Hit'],
  ['engineModulationExtraMp', 1, 'seed: at least one more Movement Point than its Turn Mode'],
  ['transitFirerPenalty', -3, 'seed: ships transiting subtract three'],
  ['transitTargetPenalty', -2, 'seed: firing at a transited ship subtracts two'],
  ['transitPointDefensePenalty', -1, 'seed: Point Defense subtracts one'],
  ['freighterDamageMultiplier', 2, 'seed: freighters take double damage'],
  ['defaultMap', { columns: 44, rows: 34 }, 'Starfire rulings, Geometry: Default map'],
  ['warpTransitsPerStep', 1, 'seed: only a single unit can pass through the warp point during that MP'],
  ['warpExitsPerStep', 1, 'seed: only one ship may leave the map at a time'],
];

describe('house rules and seed numbers', () => {
  test.each(SOURCES)('%s = %j (%s)', (key, value) => {
    expect(HOUSE_RULES[key]).toEqual(value);
  });

  test('every number is covered by a row above', () => {
    expect(Object.keys(HOUSE_RULES).sort()).toEqual(SOURCES.map(([key]) => key).sort());
  });

  test('bases reduce the range of missiles and torpedoes only (seed, Bases)', () => {
    expect([...BASE_RANGE_WEAPONS]).toEqual(['R', 'G', 'Pt']);
  });
});
