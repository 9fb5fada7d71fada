import { DEFAULT_MAP } from '../../geometry/default-map.js';
import type { ScenarioDefinition, SideDeployment } from '../types.js';

const FOLLOWERS = { kind: 'near_own_flagship', within: 3, sameFacing: true } as const;

const SIDE_B_DEPLOYMENT: SideDeployment = {
  flagship: [{ kind: 'distance_from_flagship', side: 'A', distance: 25 }],
  others: [FOLLOWERS],
};

/**
 * Scenario 2, Task groups (seed: "small task groups to seize the location where the scouts
 * made contact"). Forces from the Starfire rulings, Scenario forces: 1 DD and 2 CT a side.
 */
export const TASK_GROUPS: ScenarioDefinition = {
  id: 'task_groups',
  number: 2,
  name: 'Task groups',
  briefing:
    'Where the scouts met, both fleets now send a small task group, a destroyer leading two corvettes, to take the contested spot.',
  map: DEFAULT_MAP,
  terrain: { planets: [], moons: [], warpPoints: [] },
  warpPointAtMapCentre: false,
  sides: [
    {
      id: 'A',
      name: 'Task group A',
      forces: [
        { hull: 'DD', count: 1 },
        { hull: 'CT', count: 2 },
      ],
      deployment: { flagship: [{ kind: 'anywhere' }], others: [FOLLOWERS] },
    },
    {
      id: 'B',
      name: 'Task group B',
      forces: [
        { hull: 'DD', count: 1 },
        { hull: 'CT', count: 2 },
      ],
      deployment: SIDE_B_DEPLOYMENT,
    },
  ],
  minSides: 2,
  maxSides: 6,
  deploymentOrder: ['A', 'B'],
  initiativeOverride: null,
  transitOrder: null,
  specialRules: [
    'Side A places its DD in any hex, with any facing; its CTs go within 3 hexes of the DD, facing the same way.',
    "Side B places its DD exactly 25 hexes from side A's DD, with any facing; its CTs go within 3 hexes of that DD, facing the same way.",
  ],
  victory: 'battle_to_the_death',
  victoryText: 'A battle to the death: the side with the last undestroyed ship on the map wins.',
  hasLevels: false,
  warpAssault: null,
};
