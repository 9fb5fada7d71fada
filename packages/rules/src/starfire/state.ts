import type { GameResult } from '../core/ruleset.js';
import type { Facing } from '../hex/facing.js';
import type { Hex } from '../hex/hex.js';
import type { HullCode } from './data/hulls.js';
import type { ResolvedSetup, SideId, UnitStatus } from './scenarios/types.js';

/**
 * The state of a Starfire battle. It is plain JSON (no classes, Maps or Sets) so that it can be
 * stored, hashed and sent as it is. The resolved setup rides along unchanged: it carries the
 * scenario, the map and every unit's design, so a state alone is enough to continue the game.
 */

/** What a system slot of a unit is now. Shields go `offline` (they can come back); the rest are `destroyed`. */
export const SLOT_CONDITIONS = ['intact', 'destroyed', 'offline'] as const;

/** One of {@link SLOT_CONDITIONS}. */
export type SlotCondition = (typeof SLOT_CONDITIONS)[number];

/** Movement declarations a ship may announce at the start of the movement phase. */
export const DECLARATIONS = ['none', 'hard_turn', 'engine_modulation'] as const;

/** One of {@link DECLARATIONS}. */
export type Declaration = (typeof DECLARATIONS)[number];

/** Everything the engine tracks about one unit. */
export interface UnitState {
  /** Same id as in the resolved setup, e.g. `A1`. */
  readonly id: string;
  readonly side: SideId;
  readonly hull: HullCode;
  status: UnitStatus;
  /** Position while on the map, else `null`. */
  hex: Hex | null;
  facing: Facing | null;
  /** One entry per design slot, same order as the design string. */
  slots: SlotCondition[];
  /**
   * Per slot: munitions left in a launcher (R, G, Pt), reloads left in a magazine (Mg),
   * `null` for every other system.
   */
  stores: (number | null)[];
  /** Movement points left this turn. */
  mp: number;
  /** Turn-mode counter: MPs spent in one direction since the last facing change. Carries over turns. */
  turnCount: number;
  /** This turn's movement declaration. */
  declaration: Declaration;
  /** Hex where the ship began this movement phase (warp exit rule (b), Engine Modulation). */
  startHex: Hex | null;
  /** True once the ship has left its starting hex this turn (Engine Modulation must). */
  leftStartHex: boolean;
  /** True when the ship's latest step moved it into its present hex (warp exit rule (a)). */
  enteredByLastStep: boolean;
  /** True on the turn the unit came through a warp point. */
  transited: boolean;
  /** True once the ship fired or passed this turn (one activation per turn). */
  activated: boolean;
  /** Sheltering behind a planet or moon this turn. */
  sheltering: boolean;
  /** True when the ship took damage other than from lasers this turn (shield recovery). */
  damagedThisTurn: boolean;
  /** Consecutive finished turns without damage other than from lasers (shield recovery). */
  cleanTurns: number;
}

/** One hit waiting to be resolved against a target. */
export interface PendingHit {
  /** The firer's slot index. */
  readonly slot: number;
  readonly weapon: 'R' | 'G' | 'Pt' | 'F' | 'L' | 'E';
  /** Damage points before the freighter multiplier. */
  readonly damage: number;
  /** True when Point Defense may engage it (a missile or torpedo not fired from the target's blindspot). */
  readonly interceptable: boolean;
}

/** Everything one activation fired at one target ship: one attack for Point Defense. */
export interface PendingAttack {
  readonly target: string;
  readonly hits: readonly PendingHit[];
}

/** The hits of an activation, resolved target by target. */
export interface AttackQueue {
  readonly firer: string;
  readonly attacks: readonly PendingAttack[];
  /** Index of the attack now being resolved (waiting for Point Defense when it has interceptable hits). */
  next: number;
}

/**
 * Where the turn stands. Initiative and end of turn are automatic and never wait for anyone,
 * so they have no stage of their own.
 */
export type Stage =
  /** Each side picks its designs (only when the setup's `fleetChoice` is `each_side`); `chosen` lists the sides done, in order. */
  | { phase: 'fleet'; chosen: SideId[] }
  /** Placing units, following the scenario's deployment sequence; `index` = next entry. */
  | { phase: 'deployment'; index: number }
  /** Movement declarations, side by side from the lowest initiative; `sideIndex` into {@link StarfireState.moveOrder}. */
  | { phase: 'declaration'; sideIndex: number }
  /**
   * Movement steps. `sideIndex` into `moveOrder`; `owed` lists the units of that side that still
   * owe a step in this round; `round` counts MP rounds; `exits` lists warp point indexes used
   * for an exit in the current MP step: the whole round from rules 1.2.0, the side's part of it
   * under 1.1.0.
   */
  | { phase: 'movement'; round: number; sideIndex: number; owed: string[]; exits: number[] }
  /** Shelter declarations, side by side from the lowest initiative. */
  | { phase: 'shelter'; sideIndex: number }
  /** Activations. `sideIndex` into `initiative` (winner first) = the side to activate next. */
  | { phase: 'combat'; sideIndex: number; queue: AttackQueue | null }
  /** The game is over; see {@link StarfireState.result}. */
  | { phase: 'over' };

/** The names of the stages. */
export type Phase = Stage['phase'];

/** The whole state of a game. */
export interface StarfireState {
  /**
   * The checked setup. It changes only in the fleet phase, where a side's `choose_fleet` order
   * replaces the designs of its units; after that it never changes.
   */
  setup: ResolvedSetup;
  /** Turn number, 0 during the fleet phase and deployment. */
  turn: number;
  /** Number of dice rolled so far: the next die is roll number `rolls`. */
  rolls: number;
  stage: Stage;
  /** Every unit, in the setup's order. */
  units: UnitState[];
  /** This turn's initiative, winner first (fires first, moves last). Empty before turn 1. */
  initiative: SideId[];
  /** This turn's movement order: initiative reversed (lowest first), without conceded sides. */
  moveOrder: SideId[];
  /**
   * Hidden transit orders, per side: unit ids in the order they pass the warp point. Only the
   * owner sees its own until the game ends.
   */
  transitOrders: Partial<Record<SideId, string[]>>;
  /** Sides that conceded (in a game of three or more sides play goes on without them). */
  conceded: SideId[];
  result: GameResult | null;
}
