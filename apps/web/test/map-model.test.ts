import { describe, expect, test } from 'vitest';
import { formatLabel } from '@broadside/rules';
import { DEFAULT_MAP } from '@broadside/rules/starfire';
import {
  legendSides,
  mapBounds,
  mapTerrain,
  mapUnits,
  shipHexes,
} from '../src/rulesets/starfire/battle/map-model.js';
import { NO_TERRAIN } from '../src/map/map-data.js';
import { deployedPatrol, newPatrol } from './fixtures.js';

describe('map model shared by the battle and replay boards', () => {
  test('before the view arrives: the standard map, no terrain, no counters, no legend', () => {
    expect(mapBounds(null)).toEqual(DEFAULT_MAP);
    expect(mapTerrain(null)).toBe(NO_TERRAIN);
    expect(mapUnits(null)).toEqual([]);
    expect(legendSides(null)).toEqual([]);
    expect(shipHexes(null)).toEqual([]);
  });

  test('the legend names each side as its scenario does (seed scenario 1, Patrol: Scout A and B)', () => {
    expect(legendSides(newPatrol())).toEqual([
      ['A', 'Scout A'],
      ['B', 'Scout B'],
    ]);
  });

  test.each([
    ['in deployment no ship is on the map yet', newPatrol, []],
    [
      'once deployed, both ships (fixtures: A1 at 1010, B1 at 3523)',
      deployedPatrol,
      ['1010', '3523'],
    ],
  ])('shipHexes: %s', (_why, position, labels) => {
    expect(shipHexes(position()).map(formatLabel)).toEqual(labels);
  });
});
