import type { GameResult } from '../core/game-result.js';
import type { Hex } from '../hex/hex.js';
import type { MapEdge } from '../hex/map.js';
import type { Plan, Shot } from './orders.js';
import type { ScenarioId, Seat, WellRing } from './scenarios.js';
import type { OnepageCustom } from './setup.js';

/** How ships move: secret simultaneous plots, or in initiative order. */
export const MOVEMENT_MODES = ['written', 'initiative'] as const;

/** One of {@link MOVEMENT_MODES}. */
export type MovementMode = (typeof MOVEMENT_MODES)[number];

/** A checked set-up: the only way to one is `parseSetup`. */
export interface OnepageSetup {
  readonly scenario: ScenarioId;
  readonly movement: MovementMode;
  /** A custom battle's changes to the scenario (absent: the scenario as it is). */
  readonly custom?: OnepageCustom;
}

/** A body (impassable) with its numbered gravity rings. */
export interface Body {
  name: string;
  hex: Hex;
  rings: WellRing[];
}

/** The map of a game. */
export interface OnepageMap {
  columns: number;
  rows: number;
  bodies: Body[];
  exits: { side: Seat; edge: MapEdge; designs: string[] }[];
}

/** Where a ship is in the battle. */
export type ShipStatus = 'active' | 'destroyed' | 'escaped';

/** A ship: its design (printed or the set-up's own) and what damage has left of it. */
export interface ShipState {
  id: string;
  side: Seat;
  /** A printed design's id or one of the set-up's own designs' (Own designs). */
  design: string;
  status: ShipStatus;
  hex: Hex;
  /** Direction 0–5 of its last step, for display only (ships have no facing). */
  heading: number;
  /** Hull points left. */
  hull: number;
  /** Hull hits marked so far (one per point of damage). */
  hits: number;
  /** Working guns, launchers and current MP (printed less lost, never below 0). */
  guns: number;
  launchers: number;
  mp: number;
  /** Missiles left in stock. */
  missiles: number;
}

/** A missile in flight. */
export interface MissileState {
  id: string;
  side: Seat;
  /** The ship that launched it. */
  ship: string;
  target: string;
  hex: Hex;
  heading: number;
  /** Missile movements left before it is lost. */
  turnsLeft: number;
}

/** A plot or fire order handed in, with its content (`T`), or `null` in views of other seats. */
export interface Submitted<T> {
  seat: Seat;
  content: T;
  timeout: boolean;
}

/** Where the game stands; `H` is `never` in the state and `null` in views (hidden content). */
export type Stage<H = never> =
  | { phase: 'plot'; submitted: Submitted<Plan | H>[] }
  | { phase: 'move'; order: Seat[]; index: number }
  | { phase: 'fire'; owed: Seat[]; submitted: Submitted<Shot[] | H>[] }
  | { phase: 'over' };

/** The whole state of a one-page game: plain JSON, hashed canonically. */
export interface OnepageState {
  setup: OnepageSetup;
  map: OnepageMap;
  turn: number;
  turnLimit: number;
  /** Dice rolled so far: the next roll is number `rolls`. */
  rolls: number;
  stage: Stage;
  ships: ShipState[];
  missiles: MissileState[];
  /** Number of the next missile id (M1, M2 …). */
  nextMissile: number;
  /** Points per seat (hull hits marked on enemy ships, escaped freighters). */
  score: Record<Seat, number>;
  result: GameResult | null;
}

/** The ship with this id, if any. */
export function findShip(
  state: { ships: readonly ShipState[] },
  id: string,
): ShipState | undefined {
  return state.ships.find((ship) => ship.id === id);
}

/** The ship with this id; a missing ship is a programmer error. */
export function getShip(state: { ships: ShipState[] }, id: string): ShipState {
  const ship = findShip(state, id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
}

/** Ships of a side still on the map. */
export function activeShips(state: { ships: readonly ShipState[] }, side: Seat): ShipState[] {
  return state.ships.filter((ship) => ship.side === side && ship.status === 'active');
}
