import { z } from 'zod';

/**
 * Every order a Star Cruiser Lite player can give, as a zod discriminated union on `type`.
 * See docs/rules/star-cruiser-lite.md ("Orders").
 */

const id = z.string().min(1).max(16);
const direction = z.int().min(0).max(5);

/** One damage control party set to work on a destroyed system (or a hull hit of the open row). */
export const repairSchema = z.strictObject({
  ship: id,
  system: z.enum(['hull', 'battery', 'missile', 'submunition']),
  /** The battery's index, for `battery`. */
  battery: z.int().min(0).max(31).optional(),
});

/**
 * A launch: `craft` is `missile` (new missiles from the magazine; `count` > 1 only with massed
 * missile fire) or the id of a fighter flight or recovered missile aboard. It appears in the
 * launcher's hex with the given facing.
 */
export const launchSchema = z.strictObject({
  ship: id,
  craft: id,
  facing: direction,
  count: z.int().min(1).max(12).optional(),
});

/** Phases 1 and the start of 2, secret until all are in: repairs, Full Stop, launches, recoveries. */
export const prepareOrderSchema = z.strictObject({
  type: z.literal('prepare'),
  repairs: z.array(repairSchema).max(32).default([]),
  fullStop: z.array(id).max(32).default([]),
  launches: z.array(launchSchema).max(32).default([]),
  recover: z.array(id).max(32).default([]),
});

/** One movement step: Forward one hex, turn Left/Right 60°, or (vector) Slip Left/Right. */
export const stepSchema = z.enum(['F', 'L', 'R', 'SL', 'SR']);

/**
 * One unit's move. `thrust` (vector only) changes speed first; `facing` (vector only) is the free
 * facing change of a unit that changes neither speed nor course.
 */
export const unitMoveSchema = z.strictObject({
  unit: id,
  steps: z.array(stepSchema).max(40),
  thrust: z.int().min(-30).max(30).optional(),
  facing: direction.optional(),
});

/** The moves of the units of the batch now due (a unit left out holds course). */
export const moveOrderSchema = z.strictObject({
  type: z.literal('move'),
  moves: z.array(unitMoveSchema).max(64),
});

/** Beam battery `battery` of `unit` fires at `target`. */
export const beamShotSchema = z.strictObject({
  unit: id,
  battery: z.int().min(0).max(31),
  target: id,
});
/** Battery `battery` of `unit` stands in point defense of its own ship. */
export const pointDefenseSchema = z.strictObject({ unit: id, battery: z.int().min(0).max(31) });
/** One submunition shot of `unit` at `target`. */
export const submunitionShotSchema = z.strictObject({ unit: id, target: id });
/** Missile (salvo) `missile` attacks `target`. */
export const missileAttackSchema = z.strictObject({ missile: id, target: id });

/** Phase 3, secret until all are in. */
export const fireOrderSchema = z.strictObject({
  type: z.literal('fire'),
  beams: z.array(beamShotSchema).max(128).default([]),
  pointDefense: z.array(pointDefenseSchema).max(128).default([]),
  submunitions: z.array(submunitionShotSchema).max(64).default([]),
  missiles: z.array(missileAttackSchema).max(64).default([]),
});

/**
 * Fleet Commander rule, when it is offered: activate `squadron` (one of yours In Contact with
 * the flagship) instead of a chit being drawn, or `null` to let the chit be drawn.
 */
export const commandOrderSchema = z.strictObject({
  type: z.literal('command'),
  squadron: id.nullable(),
});

/** Give up the battle; accepted at any time. */
export const concedeOrderSchema = z.strictObject({ type: z.literal('concede') });

/** Any Star Cruiser Lite order. */
export const sclOrderSchema = z.discriminatedUnion('type', [
  prepareOrderSchema,
  moveOrderSchema,
  fireOrderSchema,
  commandOrderSchema,
  concedeOrderSchema,
]);

/** Any order. */
export type SclOrder = z.infer<typeof sclOrderSchema>;
export type PrepareOrder = z.infer<typeof prepareOrderSchema>;
export type MoveOrder = z.infer<typeof moveOrderSchema>;
export type FireOrder = z.infer<typeof fireOrderSchema>;
export type CommandOrder = z.infer<typeof commandOrderSchema>;
export type UnitMove = z.infer<typeof unitMoveSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Launch = z.infer<typeof launchSchema>;
export type Repair = z.infer<typeof repairSchema>;

/** Prepare nothing. */
export const NO_PREPARE: PrepareOrder = {
  type: 'prepare',
  repairs: [],
  fullStop: [],
  launches: [],
  recover: [],
};

/** Let the chit be drawn (the Fleet Commander rule not used). */
export const DRAW_CHIT: CommandOrder = { type: 'command', squadron: null };

/** Hold fire. */
export const HOLD_FIRE: FireOrder = {
  type: 'fire',
  beams: [],
  pointDefense: [],
  submunitions: [],
  missiles: [],
};
