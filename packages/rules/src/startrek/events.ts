import type { GameResult } from '../core/game-result.js';
import type { Hex } from '../hex/hex.js';
import type { Area, Band, Track } from './cards.js';
import type { Position } from './geometry.js';
import type { ActionOrder, ActionType, Transfer } from './orders.js';
import type { Seat } from './scenarios.js';
import type { Token } from './state.js';

/**
 * Everything that happens in a game. Every die carries its roll number `k`. Fields marked secret
 * are `null` (or left out) in what `viewEvent` shows a viewer who may not see them.
 */

/** One die: roll number `k`, its sides and the value rolled. */
export interface Die {
  k: number;
  sides: number;
  value: number;
}

/** Any event of the Star Trek rules. */
export type StartrekEvent =
  | {
      type: 'game_created';
      scenario: string;
      boarding: boolean;
      scenery: boolean;
      turnLimit: number;
    }
  | { type: 'turn_started'; turn: number }
  | { type: 'ship_arrived'; ship: string; at: Position }
  | { type: 'initiative_rolled'; turn: number; seat: Seat; dice: Die[]; total: number }
  /** Secret until `actions_revealed`: others see `{type, seat}`. */
  | { type: 'action_submitted'; seat: Seat; order?: ActionOrder; timeout?: boolean }
  | {
      type: 'actions_revealed';
      total: number;
      actions: { seat: Seat; order: ActionOrder; timeout: boolean }[];
    }
  | { type: 'action_taken'; seat: Seat; total: number; order: ActionOrder; timeout: boolean }
  /**
   * A simultaneous action that the other side's made impossible (`reason`: an order error code;
   * `message`: why, in the words of the refusal, e.g. how far the target now is, rules 1.2.0 on).
   * Spectators get no `message`: it may measure to a cloaked ship's real token.
   */
  | { type: 'action_void'; seat: Seat; action: ActionType; reason: string; message?: string }
  | { type: 'die_removed'; seat: Seat; value: number; left: number[]; total: number }
  | { type: 'ship_moved'; ship: string; band: Band; from: Position; to: Position; path: Hex[] }
  | {
      type: 'tokens_moved';
      ship: string;
      band: Band;
      tokens: { token: string; from: Position; to: Position }[];
    }
  | {
      type: 'phasers_fired';
      ship: string;
      target: string;
      arc: 'fore' | 'aft';
      distance: number;
      area: Area;
      dice: Die[];
      needed: number;
      hits: number;
    }
  | {
      type: 'torpedo_launched';
      torpedo: string;
      ship: string;
      target: string;
      hex: Hex;
      torpedoesLeft: number;
    }
  | {
      type: 'torpedo_detonated';
      torpedo: string;
      target: string;
      distance: number;
      area: Area;
      dice: Die[];
      needed: number;
      hits: number;
    }
  | {
      type: 'shields_hit';
      ship: string;
      hits: number;
      shieldsBefore: number;
      shieldsAfter: number;
      spill: number;
    }
  | {
      type: 'systems_hit';
      ship: string;
      area: Area;
      systems: Track[];
      timeout: boolean;
      /** Timeout only: the die that picked each sub-system. */
      dice?: Die[];
    }
  | { type: 'ship_destroyed'; ship: string; points: number; to: Seat }
  | { type: 'ship_warped'; ship: string; points: number; to: Seat }
  /** `real` is secret to the owner. */
  | {
      type: 'ship_cloaked';
      seat: Seat;
      ship: string;
      phasers: number;
      cloak: number;
      tokens: Token[];
      real: string | null;
    }
  | {
      type: 'ship_decloaked';
      ship: string;
      token: string;
      at: Position;
      phasers: number;
      cloak: number;
      forced: boolean;
    }
  /** `real` is shown to both seats once found, never to spectators. */
  | {
      type: 'token_scanned';
      ship: string;
      token: string;
      target: string;
      dice: Die[];
      needed: number;
      successes: number;
      real: boolean | null;
    }
  | {
      type: 'boarding_attempt';
      ship: string;
      target: string;
      dice: Die[];
      needed: number;
      success: boolean;
    }
  | { type: 'assault'; target: string; area: Area; dice: Die[]; needed: number; hits: number }
  | {
      type: 'repair_rolled';
      seat: Seat;
      ships: { ship: string; dice: Die[]; needed: number; successes: number }[];
    }
  /** Secret until `repairs_revealed`. */
  | { type: 'repair_submitted'; seat: Seat; transfers?: Transfer[]; timeout?: boolean }
  | {
      type: 'repairs_revealed';
      repairs: { seat: Seat; transfers: Transfer[]; timeout: boolean; void: boolean }[];
    }
  | { type: 'turn_ended'; turn: number }
  | { type: 'side_conceded'; seat: Seat }
  | { type: 'game_over'; result: GameResult };

/** An event's type name. */
export type StartrekEventType = StartrekEvent['type'];
/** The event with the given type. */
export type EventOfType<T extends StartrekEventType> = Extract<StartrekEvent, { type: T }>;
