import type { MapEdge } from '../hex/map.js';

/**
 * The scenarios, as data. The rulebook has none; these are Broadside's own (see
 * docs/rules/onepage.md, Scenarios). Hexes are CCRR labels on the scenario's map.
 */

/** Scenario ids, in list order. */
export const SCENARIO_IDS = ['duel', 'convoy', 'raider_hunt'] as const;

/** One of {@link SCENARIO_IDS}. */
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** The two seats of every scenario. */
export const SEATS = ['A', 'B'] as const;

/** One of {@link SEATS}. */
export type Seat = (typeof SEATS)[number];

/** A numbered ring of a gravity well: every hex `distance` from the body carries `pull`. */
export interface WellRing {
  readonly distance: number;
  readonly pull: number;
}

/** A body (planet) with its gravity well, as scenario data. */
export interface BodyData {
  readonly name: string;
  readonly at: string;
  readonly rings: readonly WellRing[];
}

/** Ships of `side` of these designs may leave the map across `edge` (they escape). */
export interface ExitRule {
  readonly side: Seat;
  readonly edge: MapEdge;
  readonly designs: readonly string[];
}

/** One ship's starting hex. */
export interface Deployment {
  /** A printed design's id, or an own design's in a custom battle (Own designs). */
  readonly design: string;
  readonly at: string;
  /** Initial heading 0–5 (display only). */
  readonly heading: number;
}

/** How a scenario is won. */
export type VictoryKind = 'annihilation' | 'convoy';

/** A scenario as data. */
export interface ScenarioData {
  readonly id: ScenarioId;
  readonly number: number;
  readonly name: string;
  readonly briefing: string;
  readonly columns: number;
  readonly rows: number;
  readonly bodies: readonly BodyData[];
  readonly exits: readonly ExitRule[];
  readonly sides: readonly {
    readonly id: Seat;
    readonly name: string;
    readonly ships: readonly Deployment[];
  }[];
  readonly turnLimit: number;
  readonly victory: VictoryKind;
  readonly victoryText: string;
  readonly specialRules: readonly string[];
}

/**
 * The standard planet: the hexes next to it carry no numeral (a pull could not go further
 * anyway), the ring two hexes out carries a 2 and the ring three hexes out a 1.
 */
export const PLANET_RINGS: readonly WellRing[] = [
  { distance: 2, pull: 2 },
  { distance: 3, pull: 1 },
];

/** Points a side scores for each of its freighters that escapes. */
export const ESCAPE_POINTS = 5;

const planet = (at: string): BodyData => ({ name: 'Planet', at, rings: PLANET_RINGS });

const ANNIHILATION =
  'Destroy every enemy ship (decisive). At the turn limit the side with more points wins ' +
  '(marginal): one point per hull hit marked on enemy ships. Equal points: a draw.';

/** The scenarios by id. */
export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioData>> = {
  duel: {
    id: 'duel',
    number: 1,
    name: 'Duel',
    briefing: 'Two equal squadrons, a Heavy Cruiser and a Destroyer each, meet across a planet.',
    columns: 20,
    rows: 16,
    bodies: [planet('1008')],
    exits: [],
    sides: [
      {
        id: 'A',
        name: 'Side A',
        ships: [
          { design: 'heavy_cruiser', at: '0407', heading: 2 },
          { design: 'destroyer', at: '0409', heading: 2 },
        ],
      },
      {
        id: 'B',
        name: 'Side B',
        ships: [
          { design: 'heavy_cruiser', at: '1710', heading: 5 },
          { design: 'destroyer', at: '1708', heading: 5 },
        ],
      },
    ],
    turnLimit: 12,
    victory: 'annihilation',
    victoryText: ANNIHILATION,
    specialRules: ['Gravity well: the planet has a ring of 2s two hexes out and of 1s three out.'],
  },
  convoy: {
    id: 'convoy',
    number: 2,
    name: 'Convoy',
    briefing:
      'Three Freighters and their Frigate escort run for the far (right) edge of the map; a ' +
      'Raider and a Destroyer lie in wait.',
    columns: 16,
    rows: 12,
    bodies: [planet('0910')],
    exits: [{ side: 'A', edge: 'right', designs: ['freighter'] }],
    sides: [
      {
        id: 'A',
        name: 'Convoy',
        ships: [
          { design: 'freighter', at: '0204', heading: 2 },
          { design: 'freighter', at: '0206', heading: 2 },
          { design: 'freighter', at: '0208', heading: 2 },
          { design: 'frigate', at: '0306', heading: 2 },
        ],
      },
      {
        id: 'B',
        name: 'Raiders',
        ships: [
          { design: 'raider', at: '1203', heading: 4 },
          { design: 'destroyer', at: '1308', heading: 5 },
        ],
      },
    ],
    turnLimit: 16,
    victory: 'convoy',
    victoryText:
      'Freighters escape by moving off the right edge. The Convoy wins if at least two ' +
      'escape (decisive if all three), the Raiders otherwise (decisive if none escapes); the ' +
      'game ends when no freighter is left on the map, when every Raider ship is destroyed ' +
      '(Convoy decisive) or at the turn limit.',
    specialRules: [
      'Only freighters may leave the map, and only across the right edge.',
      `Each escaped freighter scores ${ESCAPE_POINTS} points.`,
    ],
  },
  raider_hunt: {
    id: 'raider_hunt',
    number: 3,
    name: 'Raider Hunt',
    briefing:
      'Two Raiders lurk near a planet; a Light Cruiser and a Frigate come in from the edge ' +
      'to hunt them down.',
    columns: 20,
    rows: 16,
    bodies: [planet('1008')],
    exits: [],
    sides: [
      {
        id: 'A',
        name: 'Raiders',
        ships: [
          { design: 'raider', at: '1105', heading: 0 },
          { design: 'raider', at: '0911', heading: 3 },
        ],
      },
      {
        id: 'B',
        name: 'Patrol',
        ships: [
          { design: 'light_cruiser', at: '0314', heading: 1 },
          { design: 'frigate', at: '0415', heading: 1 },
        ],
      },
    ],
    turnLimit: 12,
    victory: 'annihilation',
    victoryText: ANNIHILATION,
    specialRules: ['Gravity well: the planet has a ring of 2s two hexes out and of 1s three out.'],
  },
};

/** Type guard for unchecked input. */
export function isSeat(value: unknown): value is Seat {
  return value === 'A' || value === 'B';
}

/** The other seat. */
export function enemyOf(seat: Seat): Seat {
  return seat === 'A' ? 'B' : 'A';
}
