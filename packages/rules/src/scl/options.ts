import type { GameOption } from '../core/description.js';
import { HOUSE_RULE_OPTIONS } from './house-rules.js';
import { MOVEMENT_SYSTEMS, OPTIONAL_RULES, type OptionalRule } from './state.js';

/** The movement system, chosen once per game. */
export const MOVEMENT_OPTION: GameOption = {
  id: 'movement',
  label: 'Movement system',
  help: 'Standard: 1 MP per hex and per 60° turn. Vector: thrust changes speed; course changes depend on speed. Quasi-naval: turns are free, fewer of them at high speed.',
  choices: [
    { value: 'standard', label: 'Standard Star Cruiser' },
    { value: 'vector', label: 'Vector Movement System for Dummies' },
    { value: 'naval', label: 'Quasi-naval' },
  ],
  default: 'standard',
};

const HELP: Record<OptionalRule, [string, string]> = {
  cq_initiative: [
    'Crew quality initiative',
    'Each unit adds its crew quality to its side’s initiative die when the movement order is set.',
  ],
  armor_penetration: [
    'Armor penetration',
    'The firer’s armor penetration modifier is added to armor saving rolls and counts in point defense.',
  ],
  long_range: [
    'Long-range beam fire',
    'Beams lose 1 per full (1 + AP) hexes of range instead of 1 per hex.',
  ],
  missile_handoff: [
    'Missile hand-off',
    'Any friendly ship with a free communicator in detection range of the launcher may control its missiles.',
  ],
  massed_missiles: [
    'Massed missile fire',
    'A communicator may control a whole salvo launched together at one target.',
  ],
  unlimited_submunitions: [
    'Unlimited submunition rate of fire',
    'A ship may fire all its submunition shots in one turn.',
  ],
  flexible_flights: [
    'Flexible fighter flights',
    'Fighter flights of four launch as two flights of two, each with half the hit points and weapons.',
  ],
  cq_movement: [
    'CQ-affected movement',
    'Crew quality −3/−2/+2/+3 changes movement allowance by −½/−¼/+¼/+½.',
  ],
  command_control: [
    'Command and control',
    'Squadrons move when their commanders’ activation chits are drawn from one cup. In Fleet Action, each fleet commander may also activate a squadron In Contact with the flagship instead of a chit being drawn.',
  ],
};

/** The on/off game option of an optional rule, off by default. */
export function ruleOption(id: OptionalRule): GameOption {
  const [label, help] = HELP[id];
  return {
    id,
    label,
    help,
    choices: [
      { value: 'off', label: 'Off' },
      { value: 'on', label: 'On' },
    ],
    default: 'off',
  };
}

/** Every game option: movement first, then the seed's optional rules, then the house rules. */
export const GAME_OPTIONS: readonly GameOption[] = [
  MOVEMENT_OPTION,
  ...OPTIONAL_RULES.map(ruleOption),
  ...HOUSE_RULE_OPTIONS,
];

export { MOVEMENT_SYSTEMS };
