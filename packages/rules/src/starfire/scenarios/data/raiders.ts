import { DEFAULT_MAP } from '../../geometry/default-map.js';
import type { ScenarioDefinition } from '../types.js';

/**
 * Scenario 5, Raiders (seed: "a group of fast raiders encounter heavy fleet elements"). Forces
 * from the Starfire rulings, Scenario forces: side A 2 CA, side B 6 CT.
 */
export const RAIDERS: ScenarioDefinition = {
  id: 'raiders',
  number: 5,
  name: 'Raiders',
  briefing:
    'A pack of fast corvettes runs into two heavy cruisers. Speed and numbers against armour and firepower.',
  map: DEFAULT_MAP,
  terrain: { planets: [], moons: [], warpPoints: [] },
  warpPointAtMapCentre: false,
  sides: [
    {
      id: 'A',
      name: 'Heavy squadron',
      forces: [{ hull: 'CA', count: 2 }],
      deployment: {
        flagship: [{ kind: 'on_edge', edge: 'bottom' }],
        others: [{ kind: 'on_edge', edge: 'bottom' }],
      },
    },
    {
      id: 'B',
      name: 'Raiders',
      forces: [{ hull: 'CT', count: 6 }],
      deployment: {
        flagship: [{ kind: 'min_distance_from', distance: 20, of: { side: 'A', kind: null } }],
        others: [{ kind: 'min_distance_from', distance: 20, of: { side: 'A', kind: null } }],
      },
    },
  ],
  minSides: 2,
  maxSides: 2,
  deploymentOrder: ['A', 'B'],
  initiativeOverride: null,
  transitOrder: null,
  specialRules: [
    'Side A places its CAs on the bottom edge of the map.',
    "Side B then places all its ships no closer than 20 hexes to any of side A's ships.",
  ],
  victory: 'battle_to_the_death',
  victoryText:
    'A battle to the death, fought until only one side remains; the winner must still have an undestroyed ship.',
  hasLevels: false,
  warpAssault: null,
};
