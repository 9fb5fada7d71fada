import { DEFAULT_MAP } from '../../geometry/default-map.js';
import type { ScenarioDefinition } from '../types.js';

/**
 * Scenario 1, Patrol (seed: "scouts from two opposing fleets have met"). Forces from
 * Starfire rulings, Scenarios: Scenario forces: one CT a side.
 */
export const PATROL: ScenarioDefinition = {
  id: 'patrol',
  number: 1,
  name: 'Patrol',
  briefing:
    'Two fleets have pushed small, expendable scouts ahead of their main bodies. The scouts have found each other, and each tries to destroy the other.',
  map: DEFAULT_MAP,
  terrain: { planets: [], moons: [], warpPoints: [] },
  warpPointAtMapCentre: false,
  sides: [
    {
      id: 'A',
      name: 'Scout A',
      forces: [{ hull: 'CT', count: 1 }],
      deployment: { flagship: [{ kind: 'anywhere' }], others: [{ kind: 'anywhere' }] },
    },
    {
      id: 'B',
      name: 'Scout B',
      forces: [{ hull: 'CT', count: 1 }],
      deployment: {
        flagship: [{ kind: 'distance_from_flagship', side: 'A', distance: 25 }],
        others: [{ kind: 'distance_from_flagship', side: 'A', distance: 25 }],
      },
    },
  ],
  minSides: 2,
  maxSides: 6,
  deploymentOrder: ['A', 'B'],
  initiativeOverride: null,
  transitOrder: null,
  specialRules: [
    'Side A places its ship in any hex, with any facing.',
    "Side B places its ship exactly 25 hexes from side A's ship, with any facing.",
  ],
  victory: 'battle_to_the_death',
  victoryText:
    'A battle to the death: a side wins by destroying the enemy ship or driving it off the map.',
  hasLevels: false,
  warpAssault: null,
};
