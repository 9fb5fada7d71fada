/** The two seats: A (the Federation in every scenario) and B. */
export const SEATS = ['A', 'B'] as const;

/** One of {@link SEATS}. */
export type Seat = (typeof SEATS)[number];

/** Type guard for a seat id. */
export function isSeat(seat: unknown): seat is Seat {
  return seat === 'A' || seat === 'B';
}

/** The other seat. */
export function enemyOf(seat: Seat): Seat {
  return seat === 'A' ? 'B' : 'A';
}

/** Scenario ids. */
export const SCENARIO_IDS = ['duel', 'ambush', 'rescue'] as const;

/** One of {@link SCENARIO_IDS}. */
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** A ship a scenario deploys: class, fore hex label, heading; cloaked at the start; arrival turn. */
export interface Deployment {
  /** A printed class id or an own card's id. */
  readonly cls: string;
  readonly at: string;
  readonly heading: number;
  readonly cloaked?: boolean;
  /** Turn it drops out of warp (reinforcements); on the map from the start when left out. */
  readonly arrives?: number;
}

/** A side of a scenario. */
export interface ScenarioSide {
  readonly id: Seat;
  readonly name: string;
  /** A printed faction id or an own faction card's id. */
  readonly faction: string;
  readonly ships: readonly Deployment[];
}

/** A scenario. */
export interface Scenario {
  readonly id: ScenarioId;
  readonly number: number;
  readonly name: string;
  readonly briefing: string;
  readonly columns: number;
  readonly rows: number;
  readonly turnLimit: number;
  readonly sides: readonly [ScenarioSide, ScenarioSide];
  /** Classes that may not go to warp in this scenario. */
  readonly noWarp: readonly string[];
  /** Classes whose ships still on the map at the end score their own points for their side. */
  readonly survivors: readonly string[];
  /** Asteroid hexes, used only with the scenery option. */
  readonly asteroids: readonly string[];
  readonly specialRules: readonly string[];
  readonly victoryText: string;
}

const VP =
  'Victory points: a destroyed ship scores its points for the enemy, a ship that goes to warp half of them (rounded up). The side with more points when the game ends wins.';

/** The scenarios by id. */
export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = {
  duel: {
    id: 'duel',
    number: 1,
    name: 'Duel',
    briefing:
      'A Federation heavy cruiser meets a Klingon battlecruiser at the edge of the Neutral Zone.',
    columns: 24,
    rows: 18,
    turnLimit: 8,
    sides: [
      {
        id: 'A',
        name: 'Federation',
        faction: 'federation',
        ships: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
      },
      {
        id: 'B',
        name: 'Klingon Empire',
        faction: 'klingon',
        ships: [{ cls: 'battlecruiser', at: '2110', heading: 4 }],
      },
    ],
    noWarp: [],
    survivors: [],
    asteroids: ['1108', '1208', '1209', '1310', '1409'],
    specialRules: [],
    victoryText: `${VP} The game ends after turn 8 or when a side has no ship left in play.`,
  },
  ambush: {
    id: 'ambush',
    number: 2,
    name: 'Cloaked Ambush',
    briefing: 'Two Klingon raiders lie in wait under cloak for a Federation cruiser and its scout.',
    columns: 24,
    rows: 18,
    turnLimit: 8,
    sides: [
      {
        id: 'A',
        name: 'Federation',
        faction: 'federation',
        ships: [
          { cls: 'heavy_cruiser', at: '0409', heading: 1 },
          { cls: 'scout', at: '0512', heading: 2 },
        ],
      },
      {
        id: 'B',
        name: 'Klingon Ambushers',
        faction: 'klingon',
        ships: [
          { cls: 'raider', at: '1506', heading: 4, cloaked: true },
          { cls: 'raider', at: '1613', heading: 5, cloaked: true },
        ],
      },
    ],
    noWarp: [],
    survivors: [],
    asteroids: ['1009', '1010', '1110', '1805', '1906'],
    specialRules: ['Both raiders start the battle cloaked (Cloak 6, six tokens each).'],
    victoryText: `${VP} The game ends after turn 8 or when a side has no ship left in play.`,
  },
  rescue: {
    id: 'rescue',
    number: 3,
    name: 'Rescue',
    briefing:
      'Two crippled freighters and their frigate escort must hold out until a heavy cruiser drops out of warp on turn 4.',
    columns: 24,
    rows: 18,
    turnLimit: 8,
    sides: [
      {
        id: 'A',
        name: 'Federation Convoy',
        faction: 'federation',
        ships: [
          { cls: 'freighter', at: '1007', heading: 0 },
          { cls: 'freighter', at: '1011', heading: 0 },
          { cls: 'frigate', at: '1209', heading: 1 },
          { cls: 'heavy_cruiser', at: '0409', heading: 1, arrives: 4 },
        ],
      },
      {
        id: 'B',
        name: 'Klingon Raiders',
        faction: 'klingon',
        ships: [
          { cls: 'battlecruiser', at: '2109', heading: 4 },
          { cls: 'escort', at: '2212', heading: 5 },
        ],
      },
    ],
    noWarp: ['freighter'],
    survivors: ['freighter'],
    asteroids: ['1604', '1605', '1614', '1615'],
    specialRules: [
      'The freighters’ warp drives are down: they cannot go to warp.',
      'On turn 4 the Federation heavy cruiser drops out of warp at 0409, before initiative.',
      'Each freighter still on the map when the game ends scores its 4 points for the Federation.',
    ],
    victoryText: `${VP} The game ends after turn 8 or when a side has no ship left in play or to come.`,
  },
};
