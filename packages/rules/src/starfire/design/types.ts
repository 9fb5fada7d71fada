import type { RuleError } from '../../core/result.js';
import type { HullCode } from '../data/hulls.js';
import type { SystemCode } from '../data/systems.js';

/** One system of a design, in left-to-right order (the order damage destroys them). */
export interface DesignSlot {
  /** Position in the design's system list, from 0 at the left. */
  readonly index: number;
  readonly code: SystemCode;
  /** True for a weapon that may fire only into the front 120° arc (written `+`). */
  readonly restricted: boolean;
  /** Index of the engine room holding this drive, or `null` for any system outside a room. */
  readonly engineRoom: number | null;
}

/** One engine room: a group of drives in parentheses that gives MP only while all are intact. */
export interface EngineRoom {
  /** Position among the design's engine rooms, from 0 at the left. */
  readonly index: number;
  /** Slot indexes of the room's drives. */
  readonly slotIndexes: readonly number[];
  /** Number of drives in the room (1 for `(I)`, 2 for `(II)`). */
  readonly drives: number;
  /** MP the room gives while intact. */
  readonly mp: number;
}

/** A validated ship design for one hull. Build one with `parseDesign`. */
export interface Design {
  readonly hull: HullCode;
  readonly slots: readonly DesignSlot[];
  readonly engineRooms: readonly EngineRoom[];
  /** Design speed: the MP of all engine rooms together. */
  readonly speed: number;
  /** The hull's turn mode. */
  readonly turnMode: number;
  /** Hull spaces the systems take. */
  readonly hullSpacesUsed: number;
  /** Canonical design string, with `+` on every restricted weapon. */
  readonly text: string;
}

/** The stable codes of design errors, each naming the construction rule broken. */
export const DESIGN_ERROR_CODES = [
  'design/syntax',
  'design/unknown_system',
  'design/hull_spaces_exceeded',
  'design/too_few_quarters',
  'design/no_engines',
  'design/shields_not_leftmost',
  'design/armor_not_after_shields',
  'design/datalink_not_first_internal',
  'design/engine_outside_room',
  'design/engine_room_grouping',
  'design/engines_on_base',
  'design/freighter_system',
  'design/speed_exceeds_max',
  'design/restricted_mark',
] as const;

/** One of {@link DESIGN_ERROR_CODES}. */
export type DesignErrorCode = (typeof DESIGN_ERROR_CODES)[number];

/** A broken construction rule, with the character offset in the design string where it shows. */
export interface DesignError extends RuleError {
  readonly code: DesignErrorCode;
  /** Character offset (0-based) in the design string; the string's length for "something is missing". */
  readonly position: number;
}
