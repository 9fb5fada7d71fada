import type { GameOption, RulesetDescription } from '../core/description.js';
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
    scenarios: SCENARIO_IDS.map((sid) => {
      const s = SCENARIOS[sid];
      return {
        id: s.id,
        number: s.number,
        name: s.name,
        briefing: s.briefing,
        minSides: 2,
        maxSides: 2,
        seats: s.sides.map((side) => {
          const forces: { unit: string; count: number }[] = [];
          for (const ship of side.ships) {
            const line = forces.find((f) => f.unit === ship.design);
            if (line) line.count += 1;
            else forces.push({ unit: ship.design, count: 1 });
          }
          return { id: side.id, name: side.name, forces };
        }),
        options: [MOVEMENT_OPTION],
        specialRules: [...s.specialRules],
        victory: s.victoryText,
      };
    }),
    units: DESIGN_IDS.map((kind) => ({
      kind,
      name: DESIGNS[kind].name,
      summary: designSummary(DESIGNS[kind]),
    })),
    designs: false,
  };
}
