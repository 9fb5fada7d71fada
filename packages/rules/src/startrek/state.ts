import type { GameResult } from '../core/game-result.js';
import type { Hex } from '../hex/hex.js';
import type { Area, Tracks } from './cards.js';
import type { StarMap } from './geometry.js';
import type { StartrekCustom } from './custom.js';
import type { HouseRule } from './house-rules.js';
import type { ActionOrder, Transfer } from './orders.js';
import type { ScenarioId, Seat } from './scenarios.js';

/** A checked set-up: the only way to one is `parseSetup`. */
export interface StartrekSetup {
  readonly scenario: ScenarioId;
  /** The draft's boarding parties idea (option, off by default). */
  readonly boarding: boolean;
  /** The draft's scenery idea: asteroid hexes (option, off by default). */
  readonly scenery: boolean;
  /**
   * The house rules turned on (`house-rules.ts`), in their listed order. Absent only in games
   * created under rules 1.0.0, which played all of them.
   */
  readonly houseRules?: readonly HouseRule[];
  /** The creator's changes to the scenario (`custom.ts`), checked; absent for a scenario as written. */
  readonly custom?: StartrekCustom;
}

/** A cloak token: placed like a stand. */
export interface Token {
  id: string;
  hex: Hex;
  heading: number;
}

/** A scan result known to both seats (never to spectators). */
export interface ScanResult {
  token: string;
  real: boolean;
  /**
   * The ship that scanned: only it may fire on what it found (Cloaking: "The firing ship must
   * get in range of a token and then roll"). Absent under the house rule `shared_scans` (and in
   * games of rules 1.0.0): then the scan counts for every ship of the side.
   */
  by?: string;
}

/** A ship under cloak: its tokens, the real one (secret to its owner) and the enemy's scans. */
export interface Cloak {
  tokens: Token[];
  real: string;
  scans: ScanResult[];
}

/** Where a ship is in the battle. */
export type ShipStatus = 'reserve' | 'active' | 'destroyed' | 'warped';

/** A ship: card, position and tracks. A cloaked ship's position is that of its real token. */
export interface ShipState {
  id: string;
  side: Seat;
  /** A printed class id or the set-up's own card id (`own-cards.ts` `classCard`). */
  cls: string;
  status: ShipStatus;
  hex: Hex;
  heading: number;
  tracks: Tracks;
  /** Turn a reserve ship drops out of warp, else `null`. */
  arrives: number | null;
  cloak: Cloak | null;
}

/** An Active Torpedo token. */
export interface Torpedo {
  id: string;
  side: Seat;
  /** The ship that launched it. */
  ship: string;
  hex: Hex;
  /** Damage dice. */
  dice: number;
}

/** Hits past the shields that the defender must place. */
export interface Allocation {
  seat: Seat;
  ship: string;
  area: Area;
  hits: number;
  source: 'phasers' | 'torpedo' | 'assault';
  /** The ship or torpedo that dealt them. */
  by: string;
}

/** A simultaneous decision handed in (content `null` in views of other seats). */
export interface Submitted<T> {
  seat: Seat;
  content: T;
  timeout: boolean;
}

/** Where the game stands; `H` is `null` in views (hidden content). */
export type Stage<H = never> =
  | { phase: 'action'; seats: Seat[]; submitted: Submitted<ActionOrder | H>[] }
  | { phase: 'allocate'; owed: Allocation[] }
  | {
      phase: 'repair';
      successes: Record<string, number>;
      seats: Seat[];
      submitted: Submitted<Transfer[] | H>[];
    }
  | { phase: 'over' };

/** The whole state of a game: plain JSON, hashed canonically. */
export interface StartrekState {
  setup: StartrekSetup;
  map: StarMap;
  turn: number;
  turnLimit: number;
  /** Dice rolled so far: the next roll is number `rolls`. */
  rolls: number;
  /** Secret dice mixed into the hash so that a hash never tells which cloak token is real. */
  salt: number[];
  /** Initiative dice each side still holds this turn. */
  initiative: Record<Seat, number[]>;
  stage: Stage;
  ships: ShipState[];
  torpedoes: Torpedo[];
  /** Boarding parties (boarding option): `side` has a party aboard `ship`. */
  boarders: { side: Seat; ship: string }[];
  /** Number for the next torpedo or token id. */
  nextId: number;
  /** Victory points per seat. */
  score: Record<Seat, number>;
  result: GameResult | null;
}

/** The ship with this id, if any. */
export function findShip(state: { ships: readonly ShipState[] }, id: string) {
  return state.ships.find((ship) => ship.id === id);
}

/** The ship with this id; a missing ship is a programmer error. */
export function getShip(state: { ships: ShipState[] }, id: string): ShipState {
  const ship = findShip(state, id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
}

/** Ships of a side on the map (cloaked or not). */
export function activeShips(state: { ships: readonly ShipState[] }, side: Seat): ShipState[] {
  return state.ships.filter((ship) => ship.side === side && ship.status === 'active');
}

/** The sum of a side's initiative dice: the count it acts on next. */
export function initiativeTotal(state: Pick<StartrekState, 'initiative'>, side: Seat): number {
  return state.initiative[side].reduce((sum, die) => sum + die, 0);
}
