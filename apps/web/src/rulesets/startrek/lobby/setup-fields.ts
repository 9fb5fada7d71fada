import {
  CLASS_IDS,
  CLASSES,
  MAX_SHIPS_PER_SIDE,
  SCENARIOS,
  SEATS,
  fleetPoints,
  shipPoints,
  type ClassId,
  type ScenarioId,
  type Seat,
} from '@broadside/rules/startrek';
import {
  customForcesFields,
  customForcesSetup,
  type CustomForcesState,
} from '../../../lobby/custom-forces.js';

/** A ship row of the custom forces: class, fore hex (CCRR), heading; the scenario's extras kept. */
export interface CustomShip {
  /** A printed class id or an own card's id. */
  readonly cls: string;
  readonly hex: string;
  readonly heading: number;
  readonly cloaked?: boolean;
  readonly arrives?: number;
}

/** Star Trek's own lobby fields: custom forces on or off, each side's ships and budget. */
export type StartrekFields = CustomForcesState<CustomShip>;

/** The scenario's ships as rows of the custom forces (Duel's when the id is not a scenario). */
export function scenarioForces(id: string): Record<Seat, CustomShip[]> {
  const [a, b] = SCENARIOS[id in SCENARIOS ? (id as ScenarioId) : 'duel'].sides;
  const rows = (ships: typeof a.ships) => ships.map(({ at, ...rest }) => ({ ...rest, hex: at }));
  return { A: rows(a.ships), B: rows(b.ships) };
}

/** The `setup` the lobby sends: the scenario and options, and the forces when custom is on. */
export function startrekSetup(
  scenario: string,
  options: Readonly<Record<string, string>>,
  fields: StartrekFields,
): Record<string, unknown> {
  return customForcesSetup(scenario, options, fields);
}

/**
 * Star Trek's lobby fields (issue 30): the shared "Custom forces" box with its classes and fleet
 * points (Fleet points); the rules package checks the set-up when the game is created.
 */
export const startrekSetupFields = customForcesFields<CustomShip>({
  prefix: 'startrek',
  seats: SEATS,
  designs: CLASS_IDS.map((id) => ({ id, name: CLASSES[id].name })),
  designOf: (ship) => ship.cls,
  withDesign: (ship, cls) => ({ ...ship, cls }),
  newShip: (cls) => ({ cls, hex: '', heading: 0 }),
  defaultDesign: 'heavy_cruiser',
  designPoints: (cls) => shipPoints(cls as ClassId),
  fleetPoints,
  maxShips: MAX_SHIPS_PER_SIDE,
  scenarioForces,
  hint:
    'Any class on either side; each ship’s fore hex as CCRR and its heading (0 up, then ' +
    'clockwise). Stands may not share a hex at the start.',
});
