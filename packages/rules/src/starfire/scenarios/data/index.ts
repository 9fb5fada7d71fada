import type { ScenarioDefinition, ScenarioId } from '../types.js';
import { CONVOY_RAID } from './convoy-raid.js';
import { PATROL } from './patrol.js';
import { RAIDERS } from './raiders.js';
import { SET_PIECE } from './set-piece.js';
import { TASK_GROUPS } from './task-groups.js';
import { WARP_ASSAULT } from './warp-assault.js';

/** The six scenarios of the seed, by id. */
export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioDefinition>> = {
  patrol: PATROL,
  task_groups: TASK_GROUPS,
  convoy_raid: CONVOY_RAID,
  set_piece: SET_PIECE,
  raiders: RAIDERS,
  warp_assault: WARP_ASSAULT,
};

export { CONVOY_RAID, PATROL, RAIDERS, SET_PIECE, TASK_GROUPS, WARP_ASSAULT };
