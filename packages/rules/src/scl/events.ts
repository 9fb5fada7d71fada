import type { GameResult } from '../core/game-result.js';
import type { Hex } from '../hex/hex.js';
import type { FireOrder, PrepareOrder } from './orders.js';
import type { MovementSystem, OptionalRule, Seat } from './state.js';

/** One die: roll number `k`, its sides and value. */
export interface Die {
  readonly k: number;
  readonly sides: number;
  readonly value: number;
}

/**
 * The terms of a detection range ("Detection Procedure"): the detector's CQ and sensor modifier,
 * the target's signature modifier, +2 when the target's aft quadrant faces the detector, −2 when
 * the target is at Full Stop; the range is their sum + 2, never below 1.
 */
export interface DetectionParts {
  readonly cq: number;
  readonly sensors: number;
  readonly signature: number;
  /** 2 when the target's aft quadrant faces the detector, else 0. */
  readonly aft: number;
  /** −2 when the target is at Full Stop, else 0. */
  readonly fullStop: number;
}

/**
 * Who may see an event about a unit: the seats in `to` and, when `spectators`, spectators.
 * Events without `vis` are public.
 */
export interface Visibility {
  readonly to: Seat[];
  readonly spectators: boolean;
}

/** Which system a check or repair concerns. */
export type SystemName = 'battery' | 'missile' | 'submunition' | 'hull';

/**
 * An attack roll. `firerSeen` is false when the target's side has not detected the firer: then
 * that side and spectators see `firer`, `battery`, `range` and `modifier` as `null`.
 */
export interface AttackFields {
  readonly firer: string | null;
  readonly firerSide: Seat;
  readonly firerSeen: boolean;
  readonly target: string;
  readonly range: number | null;
  readonly modifier: number | null;
  /** Point defense subtracted from each die (0 when none). */
  readonly pd: number;
  readonly dice: Die[];
  /** Damage points before armor. */
  readonly points: number;
}

/** Every Star Cruiser Lite event. */
export type SclEvent =
  | {
      type: 'game_created';
      scenario: string;
      movement: MovementSystem;
      rules: OptionalRule[];
      turnLimit: number;
    }
  | { type: 'turn_started'; turn: number }
  | {
      type: 'prepare_submitted';
      seat: Seat;
      content?: Omit<PrepareOrder, 'type'>;
      timeout?: boolean;
    }
  | {
      type: 'repair_rolled';
      ship: string;
      system: SystemName;
      battery?: number;
      die: Die;
      repaired: boolean;
      vis: Visibility;
    }
  | { type: 'full_stop'; ship: string; vis: Visibility }
  | {
      type: 'launched';
      unit: string;
      mother: string;
      cls: string;
      hex: Hex;
      facing: number;
      count: number;
      vis: Visibility;
    }
  | { type: 'recovered'; unit: string; mother: string; vis: Visibility }
  | { type: 'initiative_rolled'; turn: number; dice: { seat: Seat; die: Die }[] }
  | { type: 'chit_drawn'; die: Die; squadron: string; seat: Seat; cupBefore: number }
  /** Fleet Commander rule: `seat`'s fleet commander activates `squadron`; no chit is drawn. */
  | { type: 'fleet_command'; seat: Seat; squadron: string; usesLeft: number; cupSize: number }
  | { type: 'fleet_command_declined'; seat: Seat; timeout?: boolean }
  | {
      type: 'unit_moved';
      unit: string;
      from: Hex;
      path: Hex[];
      facing: number;
      course: number;
      speed: number;
      timeout?: boolean;
      vis: Visibility;
    }
  | { type: 'unit_escaped'; unit: string; edge: string; vis: Visibility }
  | {
      type: 'contact_gained';
      seat: Seat;
      unit: string;
      cls: string;
      hex: Hex;
      facing: number;
      vis: Visibility;
    }
  | { type: 'contact_lost'; seat: Seat; unit: string; vis: Visibility }
  /**
   * One check of the detection step, told only to the checking side: `detector` against
   * `target` (an enemy the side detects), or against nothing (`target` and `range` null: the
   * unit detects no enemy itself, and `detection` is its radius, signature 0).
   */
  | {
      type: 'detection_check';
      seat: Seat;
      detector: string;
      target: string | null;
      range: number | null;
      detection: number;
      parts: DetectionParts;
      detected: boolean;
      vis: Visibility;
    }
  | { type: 'fire_submitted'; seat: Seat; content?: Omit<FireOrder, 'type'>; timeout?: boolean }
  | ({ type: 'beam_shot'; battery: number | null; laserMissile: boolean } & AttackFields)
  | ({ type: 'submunition_shot' } & AttackFields)
  | ({ type: 'missile_attack' } & AttackFields)
  | { type: 'attack_cancelled'; unit: string; reason: string; vis: Visibility }
  | {
      type: 'armor_saves';
      unit: string;
      points: number;
      armor: number;
      ap: number;
      dice: Die[];
      saved: number;
    }
  | { type: 'damage_applied'; unit: string; hits: number; hitsBefore: number; rowsFilled: number }
  | { type: 'unit_destroyed'; unit: string; vis?: Visibility }
  | {
      type: 'system_check';
      unit: string;
      row: number;
      survivesOn: number;
      rolls: { system: SystemName; index: number; die: Die; survived: boolean }[];
      vis: Visibility;
    }
  | { type: 'missile_lost'; unit: string; reason: 'endurance' | 'system_check'; vis: Visibility }
  | { type: 'turn_ended'; turn: number }
  | { type: 'side_conceded'; seat: Seat }
  | { type: 'game_over'; result: GameResult };

/** An event type name. */
export type SclEventType = SclEvent['type'];
/** The event of a type. */
export type EventOfType<T extends SclEventType> = Extract<SclEvent, { type: T }>;
