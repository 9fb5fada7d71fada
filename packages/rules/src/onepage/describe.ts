import {
  twoSidedScenarioInfo,
  type GameOption,
  type RulesetDescription,
} from '../core/description.js';
import { DESIGN_IDS, DESIGNS, designSummary } from './designs.js';
import { SCENARIO_IDS, SCENARIOS } from './scenarios.js';

/** The movement option every scenario offers. */
export const MOVEMENT_OPTION: GameOption = {
  id: 'movement',
  label: 'Movement',
  help: 'Written: both sides plot their moves in secret, then all move at once. Initiative: roll a die each turn; the loser moves first.',
  choices: [
    { value: 'written', label: 'Written (simultaneous)' },
    { value: 'initiative', label: 'Initiative' },
  ],
  default: 'written',
};

/** What the one-page rules tell a lobby: three scenarios and the seven designs. */
export function describeOnepage(id: string, name: string, version: string): RulesetDescription {
  return {
    id,
    name,
    version,
    summary:
      'The one-page space combat rules: seven ship classes, hex movement with gravity wells, ' +
      'homing missiles resolved before short-range guns, and damage boxes that cost guns, ' +
      'launchers and speed.',
    scenarios: SCENARIO_IDS.map((sid) =>
      twoSidedScenarioInfo(SCENARIOS[sid], (side) => side.ships.map((u) => u.design), [
        MOVEMENT_OPTION,
      ]),
    ),
    units: DESIGN_IDS.map((kind) => ({
      kind,
      name: DESIGNS[kind].name,
      summary: designSummary(DESIGNS[kind]),
    })),
    designs: false,
  };
}
