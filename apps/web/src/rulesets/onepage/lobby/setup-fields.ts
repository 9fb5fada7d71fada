import {
  DESIGN_IDS,
  DESIGN_POINTS,
  DESIGNS,
  MAX_SHIPS_PER_SIDE,
  SCENARIOS,
  SEATS,
  designPoints,
  fleetPoints,
  type Design,
  type DesignId,
  type ScenarioId,
  type Seat,
} from '@broadside/rules/onepage';
import {
  customForcesFields,
  customForcesSetup,
  type CustomForcesState,
  type OwnForceDesign,
} from '../../../lobby/custom-forces.js';
import { currentLibrary } from '../../../library/library.js';
import { savedDesigns } from '../designer/design-form.js';

/** A ship row of the custom forces: design, starting hex (CCRR) and heading. */
export interface OnepageShip {
  /** A printed design's id, or an own design's (Own designs). */
  readonly design: string;
  readonly hex: string;
  readonly heading: number;
}

/** The one-page rules' own lobby fields: custom forces on or off, each side's ships and budget. */
export type OnepageFields = CustomForcesState<OnepageShip>;

/** The scenario's ships as rows of the custom forces (Duel's when the id is not a scenario). */
export function scenarioForces(id: string): Record<Seat, OnepageShip[]> {
  const { sides } = SCENARIOS[id in SCENARIOS ? (id as ScenarioId) : 'duel'];
  const rows = (seat: Seat) =>
    (sides.find((side) => side.id === seat)?.ships ?? []).map(({ design, at, heading }) => ({
      design,
      hex: at,
      heading,
    }));
  return { A: rows('A'), B: rows('B') };
}

/** The `setup` the lobby sends: the scenario and options, and the `custom` part when on. */
export function onepageSetup(
  scenario: string,
  options: Readonly<Record<string, string>>,
  fields: OnepageFields,
): Record<string, unknown> {
  return customForcesSetup(scenario, options, fields, (ship) => ship.design);
}

/**
 * The player's saved one-page designs (Own designs) that the rules accept, as the box offers
 * them: name, points and the design itself for `custom.designs`.
 */
export async function ownDesigns(): Promise<OwnForceDesign[]> {
  const entries = await currentLibrary().list('design', 'onepage');
  return savedDesigns(entries).map((design) => ({
    id: design.id,
    name: design.name,
    points: designPoints(design),
    body: design,
  }));
}

/**
 * The one-page rules' lobby fields (issue 30, Custom battles): the shared "Custom forces" box
 * with the seven designs and their points (Points); the rules package checks the set-up when the
 * game is created.
 */
export const onepageSetupFields = customForcesFields<OnepageShip>({
  prefix: 'onepage',
  seats: SEATS,
  designs: DESIGN_IDS.map((id) => ({ id, name: DESIGNS[id].name })),
  designOf: (ship) => ship.design,
  withDesign: (ship, design) => ({ ...ship, design }),
  newShip: (design) => ({ design, hex: '', heading: 0 }),
  defaultDesign: 'frigate',
  designPoints: (design) => DESIGN_POINTS[design as DesignId],
  fleetPoints: (ships, own) =>
    fleetPoints(
      ships,
      own.map((d) => d.body as Design),
    ),
  ownDesigns,
  maxShips: MAX_SHIPS_PER_SIDE,
  scenarioForces,
  hint:
    'Any of the seven designs, or your own from the ship editor, on either side; each ship’s starting hex as CCRR and its heading ' +
    '(0 up, then clockwise; shown only). Ships may share a hex, but not a body’s.',
});
