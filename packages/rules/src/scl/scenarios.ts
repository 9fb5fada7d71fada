import type { Seat } from './state.js';

/**
 * The scenarios: Broadside's own (the seed has none), each with its forces, starting hexes (CCRR
 * labels on a 30 × 20 map), crew qualities, squadrons for command and control, and victory.
 */

/** One counter at the start. */
export interface Deployment {
  readonly cls: string;
  readonly at: string;
  readonly facing: number;
  readonly cq: number;
  readonly squadron: string;
}

/** A squadron and its commander's tactical rating (1–3). */
export interface Squadron {
  readonly id: string;
  readonly rating: number;
}

/** Fleet Commander rule: the flagship (a unit id of the side, e.g. `A1`) and the rating (1–3). */
export interface FleetCommanderSetup {
  readonly ship: string;
  readonly rating: number;
}

/** A side of a scenario. */
export interface ScenarioSide {
  readonly id: Seat;
  readonly name: string;
  readonly units: readonly Deployment[];
  readonly squadrons: readonly Squadron[];
  /** With command and control on: the side's fleet commander (big scenarios only). */
  readonly fleetCommander?: FleetCommanderSetup;
}

/** How a scenario is won beyond points. */
export type VictoryKind = 'battle' | 'carrier' | 'breakout';

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
  readonly victory: VictoryKind;
  readonly victoryText: string;
  readonly specialRules: readonly string[];
}

/** Scenario ids. */
export const SCENARIO_IDS = [
  'bismarck_at_bay',
  'carrier_strike',
  'breakout',
  'fleet_action',
] as const;
/** A scenario id. */
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** Points per enemy ship or flight destroyed, on top of the hit points marked on it. */
export const DESTROYED_BONUS = 10;
/** Points per Kafer ship that leaves by the right edge in the breakout. */
export const ESCAPE_POINTS = 15;

const POINTS =
  'Points: one per hit point marked on enemy ships and fighter flights, 10 more per one destroyed.';

/** Every scenario by id. */
export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = {
  bismarck_at_bay: {
    id: 'bismarck_at_bay',
    number: 1,
    name: 'Bismarck at Bay',
    briefing:
      'A lone Bismarck battlecruiser meets a Kafer cruiser and a pair of raiders in open space.',
    columns: 30,
    rows: 20,
    turnLimit: 12,
    sides: [
      {
        id: 'A',
        name: 'Human Navy',
        units: [{ cls: 'bismarck', at: '0610', facing: 2, cq: 1, squadron: 'A-bc' }],
        squadrons: [{ id: 'A-bc', rating: 2 }],
      },
      {
        id: 'B',
        name: 'Kafer',
        units: [
          { cls: 'kafer_cruiser', at: '2409', facing: 5, cq: 0, squadron: 'B-1' },
          { cls: 'kafer_raider', at: '2513', facing: 5, cq: 0, squadron: 'B-1' },
        ],
        squadrons: [{ id: 'B-1', rating: 1 }],
      },
    ],
    victory: 'battle',
    victoryText: `Destroy or drive off every enemy ship for a decisive victory; at the turn limit the side with more points wins a marginal victory. ${POINTS}`,
    specialRules: [],
  },
  carrier_strike: {
    id: 'carrier_strike',
    number: 2,
    name: 'Carrier Strike',
    briefing:
      'A Marne carrier with two Martel flights and a pair of Lance frigates screens against a Kafer cruiser and raiders hunting the carrier.',
    columns: 30,
    rows: 20,
    turnLimit: 12,
    sides: [
      {
        id: 'A',
        name: 'Carrier Group',
        units: [
          { cls: 'marne', at: '0410', facing: 2, cq: 0, squadron: 'A-cv' },
          { cls: 'lance', at: '0708', facing: 2, cq: 0, squadron: 'A-cv' },
        ],
        squadrons: [{ id: 'A-cv', rating: 2 }],
      },
      {
        id: 'B',
        name: 'Kafer Hunters',
        units: [
          { cls: 'kafer_cruiser', at: '2508', facing: 5, cq: 0, squadron: 'B-ca' },
          { cls: 'kafer_raider', at: '2613', facing: 4, cq: 1, squadron: 'B-dd' },
        ],
        squadrons: [
          { id: 'B-ca', rating: 1 },
          { id: 'B-dd', rating: 2 },
        ],
      },
    ],
    victory: 'carrier',
    victoryText: `The Kafer win a decisive victory at once if the Marne is destroyed; otherwise as in Bismarck at Bay. ${POINTS}`,
    specialRules: ['The Martel flights start aboard the Marne and may launch from turn 1.'],
  },
  breakout: {
    id: 'breakout',
    number: 3,
    name: 'Breakout',
    briefing:
      'Three Kafer counters try to break through a human picket line and leave by the far (right) edge.',
    columns: 30,
    rows: 20,
    turnLimit: 14,
    sides: [
      {
        id: 'A',
        name: 'Picket',
        units: [
          { cls: 'halberd', at: '2010', facing: 5, cq: 1, squadron: 'A-1' },
          { cls: 'lance', at: '2105', facing: 5, cq: 0, squadron: 'A-1' },
          { cls: 'lance', at: '2115', facing: 4, cq: 0, squadron: 'A-1' },
        ],
        squadrons: [{ id: 'A-1', rating: 2 }],
      },
      {
        id: 'B',
        name: 'Kafer Breakout',
        units: [
          { cls: 'kafer_cruiser', at: '0310', facing: 2, cq: 0, squadron: 'B-1' },
          { cls: 'kafer_raider', at: '0407', facing: 2, cq: 0, squadron: 'B-1' },
          { cls: 'kafer_raider', at: '0413', facing: 2, cq: 0, squadron: 'B-2' },
        ],
        squadrons: [
          { id: 'B-1', rating: 1 },
          { id: 'B-2', rating: 1 },
        ],
      },
    ],
    victory: 'breakout',
    victoryText: `Kafer ships that leave by the right edge score ${ESCAPE_POINTS} points each. The game ends when no Kafer ship is left on the map or at the turn limit; the side with more points wins (decisive when the other side has no ship left). ${POINTS}`,
    specialRules: [
      'Only the Kafer may leave by the right edge for points; leaving anywhere else scores nothing.',
    ],
  },
  fleet_action: {
    id: 'fleet_action',
    number: 4,
    name: 'Fleet Action',
    briefing:
      'Two fleets of four squadrons each meet head on: a Bismarck flagship, a carrier, a cruiser squadron and frigates against two Kafer cruiser squadrons and two raider packs.',
    columns: 30,
    rows: 20,
    turnLimit: 12,
    sides: [
      {
        id: 'A',
        name: 'Human Fleet',
        units: [
          { cls: 'bismarck', at: '0510', facing: 2, cq: 1, squadron: 'A-bc' },
          { cls: 'halberd', at: '0707', facing: 2, cq: 1, squadron: 'A-ca' },
          { cls: 'lance', at: '0806', facing: 2, cq: 0, squadron: 'A-ca' },
          { cls: 'marne', at: '0312', facing: 2, cq: 0, squadron: 'A-cv' },
          { cls: 'lance', at: '0713', facing: 2, cq: 0, squadron: 'A-ff' },
          { cls: 'lance', at: '0815', facing: 2, cq: 0, squadron: 'A-ff' },
        ],
        squadrons: [
          { id: 'A-bc', rating: 2 },
          { id: 'A-ca', rating: 2 },
          { id: 'A-cv', rating: 1 },
          { id: 'A-ff', rating: 1 },
        ],
        fleetCommander: { ship: 'A1', rating: 2 },
      },
      {
        id: 'B',
        name: 'Kafer Fleet',
        units: [
          { cls: 'kafer_cruiser', at: '2509', facing: 5, cq: 0, squadron: 'B-1' },
          { cls: 'kafer_raider', at: '2607', facing: 5, cq: 0, squadron: 'B-1' },
          { cls: 'kafer_cruiser', at: '2513', facing: 5, cq: 0, squadron: 'B-2' },
          { cls: 'kafer_raider', at: '2615', facing: 5, cq: 0, squadron: 'B-2' },
          { cls: 'kafer_raider', at: '2704', facing: 4, cq: 1, squadron: 'B-3' },
          { cls: 'kafer_raider', at: '2805', facing: 4, cq: 1, squadron: 'B-3' },
          { cls: 'kafer_raider', at: '2717', facing: 5, cq: 0, squadron: 'B-4' },
          { cls: 'kafer_raider', at: '2818', facing: 5, cq: 0, squadron: 'B-4' },
        ],
        squadrons: [
          { id: 'B-1', rating: 1 },
          { id: 'B-2', rating: 1 },
          { id: 'B-3', rating: 2 },
          { id: 'B-4', rating: 1 },
        ],
        fleetCommander: { ship: 'B1', rating: 1 },
      },
    ],
    victory: 'battle',
    victoryText: `As Bismarck at Bay: destroy or drive off every enemy ship for a decisive victory; at the turn limit more points win a marginal victory. ${POINTS}`,
    specialRules: [
      'With command and control on, the Fleet Commander rule is in force: the human fleet commander aboard the Bismarck (rating 2) and the Kafer one aboard the first cruiser (rating 1) may each, after a formation ends its activation, activate one of their squadrons In Contact with the flagship instead of a chit being drawn, that many times a turn.',
      'The Martel flights start aboard the Marne and may launch from turn 1.',
    ],
  },
};

/** True when `id` is a scenario id. */
export function isScenarioId(id: string): id is ScenarioId {
  return (SCENARIO_IDS as readonly string[]).includes(id);
}
