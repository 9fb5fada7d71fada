import {
  twoSidedScenarioInfo,
  type GameOption,
  type RulesetDescription,
} from '../core/description.js';
import { CLASS_IDS, CLASSES, classSummary } from './cards.js';
import { HOUSE_RULE_OPTIONS } from './house-rules.js';
import { SCENARIO_IDS, SCENARIOS } from './scenarios.js';

/** The draft's boarding parties idea, as a game option (off by default). */
export const BOARDING_OPTION: GameOption = {
  id: 'boarding',
  label: 'Boarding parties (draft idea)',
  help: 'The draft’s unfinished idea: beam troops aboard through the shields at Short range, then assault the enemy’s systems with further actions.',
  choices: [
    { value: 'off', label: 'Off' },
    { value: 'on', label: 'On' },
  ],
  default: 'off',
};

/** The draft's scenery idea, as a game option (off by default). */
export const SCENERY_OPTION: GameOption = {
  id: 'scenery',
  label: 'Scenery (draft idea)',
  help: 'The draft’s unfinished idea: the scenario’s asteroid hexes, where no ship or token may end a move and no torpedo may be placed.',
  choices: [
    { value: 'off', label: 'Off' },
    { value: 'on', label: 'On' },
  ],
  default: 'off',
};

/** What the Star Trek rules tell a lobby: three scenarios and seven ship classes. */
export function describeStartrek(id: string, name: string, version: string): RulesetDescription {
  return {
    id,
    name,
    version,
    summary:
      'Star Trek Ship Battles: initiative dice that count down to each action, phasers against ' +
      'shields, photon torpedoes detonated beside their targets, cloaks with decoy tokens, ' +
      'damage control between tracks, and victory points.',
    scenarios: SCENARIO_IDS.map((sid) =>
      twoSidedScenarioInfo(SCENARIOS[sid], (side) => side.ships.map((u) => u.cls), [
        BOARDING_OPTION,
        SCENERY_OPTION,
        ...HOUSE_RULE_OPTIONS,
      ]),
    ),
    units: CLASS_IDS.map((kind) => ({
      kind,
      name: CLASSES[kind].name,
      summary: classSummary(CLASSES[kind]),
    })),
    designs: false,
  };
}
