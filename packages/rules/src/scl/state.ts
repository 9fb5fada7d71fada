import type { GameResult } from '../core/game-result.js';
import type { Hex } from '../hex/hex.js';
import type { UnitKind } from './designs.js';
import type { Arc } from './geometry.js';
import type { SclCustom } from './custom.js';
import type { HouseRule } from './house-rules.js';
import type { FireOrder, PrepareOrder } from './orders.js';
import type { ScenarioId } from './scenarios.js';

/** The two seats: `A` (human) and `B` (Kafer). */
export const SEATS = ['A', 'B'] as const;
/** A seat. */
export type Seat = (typeof SEATS)[number];

/** True when `seat` is a seat of the game. */
export function isSeat(seat: string): seat is Seat {
  return seat === 'A' || seat === 'B';
}

/** The other seat. */
export function enemyOf(seat: Seat): Seat {
  return seat === 'A' ? 'B' : 'A';
}

/** The three movement systems of the seed. */
export const MOVEMENT_SYSTEMS = ['standard', 'vector', 'naval'] as const;
/** One of {@link MOVEMENT_SYSTEMS}. */
export type MovementSystem = (typeof MOVEMENT_SYSTEMS)[number];

/** The on/off optional rules, by game option id. */
export const OPTIONAL_RULES = [
  'cq_initiative',
  'armor_penetration',
  'long_range',
  'missile_handoff',
  'massed_missiles',
  'unlimited_submunitions',
  'flexible_flights',
  'cq_movement',
  'command_control',
] as const;
/** One optional rule. */
export type OptionalRule = (typeof OPTIONAL_RULES)[number];

/** A checked set-up. */
export interface SclSetup {
  readonly scenario: ScenarioId;
  readonly movement: MovementSystem;
  readonly rules: Readonly<Record<OptionalRule, boolean>>;
  /**
   * The house rules turned on (`house-rules.ts`), in their listed order. Absent only in games
   * created under rules 1.1.0, which played all of them.
   */
  readonly houseRules?: readonly HouseRule[];
  /** A custom battle's changes to the scenario (`custom.ts`); absent in a scenario as written. */
  readonly custom?: SclCustom;
}

/** Where a unit is. */
export type UnitStatus = 'active' | 'aboard' | 'destroyed' | 'escaped' | 'spent' | 'lost';

/** A beam battery and its sectors. */
export interface Battery {
  arcs: Arc[];
  ok: boolean;
}

/** A ship, fighter flight or missile (salvo) on the map or aboard its mother ship. */
export interface Unit {
  id: string;
  side: Seat;
  kind: UnitKind;
  /** Class id, or missile type id. */
  cls: string;
  status: UnitStatus;
  hex: Hex;
  facing: number;
  /** Vector movement: direction of flight and speed (hexes per turn). */
  course: number;
  speed: number;
  /** Movement allowance (thrust) before damage. */
  thrust: number;
  cq: number;
  rows: number[];
  hits: number;
  /** Rows whose system check has been made. */
  checkedRows: number;
  batteries: Battery[];
  magazine: number;
  magazineLost: number;
  subs: number;
  subsLost: number;
  fullStop: boolean;
  /** The ship that launched or carries it. */
  mother: string | null;
  /** Missiles in a salvo (massed missile fire); 1 otherwise. */
  count: number;
  /** Missile turns of flight left. */
  endurance: number;
  /** Craft aboard may launch from this turn on. */
  readyTurn: number;
  squadron: string | null;
}

/** A decision handed in, `content` hidden (`null`) in views of other seats until revealed. */
export interface Submitted<T> {
  seat: Seat;
  content: T;
  timeout: boolean;
}

/** A run of units of one seat that move next. */
export interface MoveBatch {
  seat: Seat;
  units: string[];
  /** Command and control: the squadron activated. */
  squadron: string | null;
}

/** The stage of the turn; `H` is `never` in the state and `null` in views. */
export type Stage<H = never> =
  | { phase: 'prepare'; submitted: Submitted<Omit<PrepareOrder, 'type'> | H>[] }
  | { phase: 'move'; batches: MoveBatch[]; index: number }
  | { phase: 'fire'; owed: Seat[]; submitted: Submitted<Omit<FireOrder, 'type'> | H>[] }
  /** Fleet Commander rule: `asking[0]` decides now; the others are asked in turn if it draws. */
  | { phase: 'command'; asking: Seat[] }
  | { phase: 'over' };

/** Fleet Commander rule: a side's fleet commander aboard `ship`, rated 1–3 (uses per turn). */
export interface FleetCommander {
  side: Seat;
  ship: string;
  rating: number;
  /** Activations given this turn. */
  used: number;
}

/** Command and control: the squadrons, their chits and this turn's activations. */
export interface Command {
  squadrons: { id: string; side: Seat; rating: number }[];
  cup: string[];
  activated: string[];
  /** Units that moved in this turn's activations (the rest hold course at the end). */
  moved: string[];
  /** Fleet commanders, in scenarios that name them (absent otherwise). */
  fleet?: FleetCommander[];
}

/** The whole state of a Star Cruiser Lite game: plain JSON. */
export interface SclState {
  setup: SclSetup;
  map: { columns: number; rows: number; exitEdge: 'right' | null };
  turn: number;
  turnLimit: number;
  rolls: number;
  stage: Stage;
  units: Unit[];
  /**
   * The number of each side's next missile (`AM1`, `AM2` … and `BM1` …): each side counts only its
   * own launches, so that its numbers tell nothing of the other side's. Games of rules 1.1.0 keep
   * their single counter for both sides, a number.
   */
  nextId: Record<Seat, number> | number;
  /** Enemy unit ids each side has detected now. */
  detected: Record<Seat, string[]>;
  /** Initiative dice of this turn (lower moves first among equals). */
  initiative: Record<Seat, number>;
  command: Command | null;
  score: Record<Seat, number>;
  result: GameResult | null;
}

/** The unit with this id (a missing one is a programmer error). */
export function unit(state: { units: readonly Unit[] }, id: string): Unit {
  const found = state.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

/** Active units of a side on the map. */
export function activeUnits(state: { units: readonly Unit[] }, side?: Seat): Unit[] {
  return state.units.filter(
    (u) => u.status === 'active' && (side === undefined || u.side === side),
  );
}

/** Rows of damage completely filled. */
export function rowsFilled(u: Pick<Unit, 'rows' | 'hits'>): number {
  let total = 0;
  let filled = 0;
  for (const row of u.rows) {
    total += row;
    if (u.hits >= total) filled += 1;
  }
  return filled;
}

/** Total hit points. */
export function totalHp(u: Pick<Unit, 'rows'>): number {
  return u.rows.reduce((a, b) => a + b, 0);
}
