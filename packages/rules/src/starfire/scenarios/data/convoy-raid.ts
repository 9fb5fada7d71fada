import { DEFAULT_MAP } from '../../geometry/default-map.js';
import type { ScenarioDefinition } from '../types.js';

/**
 * Scenario 3, Convoy raid (seed: "small raiding forces slip behind the lines and attack supply
 * convoys"). Forces from the Starfire rulings, Scenario forces: side A 1 DD and 3 FT2, side B 3 CT.
 */
export const CONVOY_RAID: ScenarioDefinition = {
  id: 'convoy_raid',
  number: 3,
  name: 'Convoy raid',
  briefing:
    'A raiding squadron has slipped behind the front and caught a supply convoy. The escort must get its freighters off the top of the map before the raiders can destroy them.',
  map: DEFAULT_MAP,
  terrain: { planets: [], moons: [], warpPoints: [] },
  warpPointAtMapCentre: false,
  sides: [
    {
      id: 'A',
      name: 'Convoy',
      forces: [
        { hull: 'DD', count: 1 },
        { hull: 'FT2', count: 3 },
      ],
      deployment: {
        flagship: [{ kind: 'on_edge', edge: 'bottom' }],
        others: [{ kind: 'near_own_flagship', within: 3, sameFacing: false }],
      },
    },
    {
      id: 'B',
      name: 'Raiders',
      forces: [{ hull: 'CT', count: 3 }],
      deployment: {
        flagship: [{ kind: 'min_distance_from', distance: 20, of: { side: 'A', kind: 'freighter' } }],
        others: [{ kind: 'min_distance_from', distance: 20, of: { side: 'A', kind: 'freighter' } }],
      },
    },
  ],
  minSides: 2,
  maxSides: 2,
  deploymentOrder: ['A', 'B'],
  initiativeOverride: null,
  transitOrder: null,
  specialRules: [
    'Side A places its DD on the bottom edge of the map, then every freighter within 3 hexes of the DD.',
    'Side B then places all its ships no closer than 20 hexes to any freighter.',
    'A freighter that moves off the top edge has escaped; off any other edge it is lost.',
  ],
  victory: 'convoy_escape',
  victoryText:
    'Counted in freighters escaped off the top edge: all three, side A major victory; two, side A minor victory; one, side B minor victory; none, side B major victory.',
  hasLevels: true,
  warpAssault: null,
};
