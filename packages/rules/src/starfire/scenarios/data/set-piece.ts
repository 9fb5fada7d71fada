import { DEFAULT_MAP } from '../../geometry/default-map.js';
import type { ForceLine, ScenarioDefinition } from '../types.js';

const FLEET: readonly ForceLine[] = [
  { hull: 'CA', count: 1 },
  { hull: 'CL', count: 1 },
  { hull: 'DD', count: 2 },
  { hull: 'CT', count: 2 },
];

const FOLLOWERS = { kind: 'near_own_flagship', within: 3, sameFacing: true } as const;

/**
 * Scenario 4, Set-piece battle. Forces from the Starfire rulings, Scenario forces: 1 CA, 1 CL,
 * 2 DD, 2 CT a side.
 */
export const SET_PIECE: ScenarioDefinition = {
  id: 'set_piece',
  number: 4,
  name: 'Set-piece battle',
  briefing:
    'Two balanced squadrons, each formed up around a heavy cruiser, meet in open space for a stand-up fight.',
  map: DEFAULT_MAP,
  terrain: { planets: [], moons: [], warpPoints: [] },
  warpPointAtMapCentre: false,
  sides: [
    {
      id: 'A',
      name: 'Squadron A',
      forces: FLEET,
      deployment: { flagship: [{ kind: 'anywhere' }], others: [FOLLOWERS] },
    },
    {
      id: 'B',
      name: 'Squadron B',
      forces: FLEET,
      deployment: {
        flagship: [{ kind: 'distance_from_flagship', side: 'A', distance: 25 }],
        others: [FOLLOWERS],
      },
    },
  ],
  minSides: 2,
  maxSides: 6,
  deploymentOrder: ['A', 'B'],
  initiativeOverride: null,
  transitOrder: null,
  specialRules: [
    'Side A places its CA in any hex, with any facing; its other ships go within 3 hexes of the CA, facing the same way.',
    "Side B places its CA exactly 25 hexes from side A's CA, with any facing; its other ships go within 3 hexes of that CA, facing the same way.",
  ],
  victory: 'battle_to_the_death',
  victoryText: 'A battle to the death: the side with the last undestroyed ship on the map wins.',
  hasLevels: false,
  warpAssault: null,
};
