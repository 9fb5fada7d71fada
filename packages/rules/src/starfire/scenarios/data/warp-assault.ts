import { offsetToHex } from '../../../hex/map.js';
import { DEFAULT_MAP } from '../../geometry/default-map.js';
import type { ScenarioDefinition } from '../types.js';

/**
 * Scenario 6, Warp point assault (seed: "a push through a fortified warp point"). Forces from
 * the Starfire rulings, Scenario forces: defender A 1 BS2, 1 BS1, 2 DD; attacker B 1 CA, 2 CL,
 * 3 DD, 2 CT.
 * The warp point is in the middle of the map: column 22, row 17 of 44 × 34 (see mapCentre).
 */
/** The warp point assault's first special rule, where the warp point is fixed (rules 1.1.0). */
export const WARP_POINT_FIXED_RULE = 'The warp point is in the middle of the map.';

/**
 * How far from the centre hex side A may place the warp point (rules 1.2.0: "placed by Player A
 * in the middle of the map", made exact in the Starfire rulings).
 */
export const WARP_POINT_PLACEMENT_WITHIN = 3;

/** The same special rule from rules 1.2.0, where side A places the warp point. */
export const WARP_POINT_PLACED_RULE =
  'Side A places the warp point in the middle of the map: in any hex within 3 of the centre hex, before anything else is written or placed.';

export const WARP_ASSAULT: ScenarioDefinition = {
  id: 'warp_assault',
  number: 6,
  name: 'Warp point assault',
  briefing:
    'The attacker must force its way through a warp point held by bases and destroyers. Its ships arrive one at a time, in an order fixed before the battle.',
  map: DEFAULT_MAP,
  terrain: { planets: [], moons: [], warpPoints: [offsetToHex(22, 17)] },
  warpPointAtMapCentre: true,
  sides: [
    {
      id: 'A',
      name: 'Defender',
      forces: [
        { hull: 'BS2', count: 1 },
        { hull: 'BS1', count: 1 },
        { hull: 'DD', count: 2 },
      ],
      deployment: {
        flagship: [{ kind: 'near_warp_point', warpPoint: 0, within: 15, notOnWarpPoint: true }],
        others: [{ kind: 'near_warp_point', warpPoint: 0, within: 15, notOnWarpPoint: true }],
      },
    },
    {
      id: 'B',
      name: 'Attacker',
      forces: [
        { hull: 'CA', count: 1 },
        { hull: 'CL', count: 2 },
        { hull: 'DD', count: 3 },
        { hull: 'CT', count: 2 },
      ],
      deployment: {
        flagship: [{ kind: 'transit', warpPoint: 0 }],
        others: [{ kind: 'transit', warpPoint: 0 }],
      },
    },
  ],
  minSides: 2,
  maxSides: 2,
  deploymentOrder: ['B', 'A'],
  initiativeOverride: { turn: 1, side: 'B' },
  transitOrder: { side: 'B', warpPoint: 0 },
  specialRules: [
    WARP_POINT_FIXED_RULE,
    'Before side A places anything, side B writes down the order in which its ships will transit the warp point. The order cannot be changed and stays hidden until the game ends.',
    "Side B's ships start off the map and enter through the warp point, one ship per movement point.",
    'Side A places its units within 15 hexes of the warp point, but not in the warp point hex.',
    'Side B has the initiative on turn 1; from turn 2 initiative is rolled as usual.',
  ],
  victory: 'warp_assault',
  victoryText:
    "If side A has no unit left on the map, side B wins: a major victory with four or more surviving ships, a minor one otherwise. If side A still has units on the map, side A wins: a major victory if it destroyed more than six of side B's ships, a minor one otherwise.",
  hasLevels: true,
  warpAssault: { attackerMajorSurvivors: 4, defenderMajorKills: 6 },
};
