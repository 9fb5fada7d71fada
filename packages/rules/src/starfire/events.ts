import { z } from 'zod';
import { gameResultSchema } from '../core/game-result.js';
import { SIDE_IDS, UNIT_STATUSES } from './scenarios/types.js';
import { facingSchema, hexSchema } from './orders.js';
import { HULL_CODES } from './data/hulls.js';

/**
 * Everything that happens in a Starfire game, as a zod discriminated union on `type`. Every die
 * appears with its roll number, what it needed and what it gave, so anyone can follow and check
 * the game from its events. Exported for the protocol package.
 */

const unitId = z.string();
const sideSchema = z.enum(SIDE_IDS);
const weaponSchema = z.enum(['R', 'G', 'Pt', 'F', 'L', 'E']);

/** One die: roll number `k`, its sides, the value, the number it needed (roll ≤ needed) and whether it succeeded. */
export const dieSchema = z.strictObject({
  k: z.int(),
  sides: z.int(),
  value: z.int(),
  needed: z.int().nullable(),
  success: z.boolean().nullable(),
});

/** One die as carried by events. */
export type Die = z.infer<typeof dieSchema>;

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape });

/** Every Starfire event. */
export const starfireEventSchema = z.discriminatedUnion('type', [
  event('game_created', { sides: z.array(sideSchema), turnLimit: z.int().nullable() }),
  /**
   * A side's fleet for the battle: the canonical design text of every hull it fields.
   * `timeout`: the side ran out of time and keeps the default designs. Secret until
   * `fleets_revealed`: other viewers see only `{type, side, hidden: true}`.
   */
  event('fleet_chosen', {
    side: sideSchema,
    designs: z.partialRecord(z.enum(HULL_CODES), z.string()).optional(),
    timeout: z.boolean().optional(),
    hidden: z.literal(true).optional(),
  }),
  /** The end of the fleet phase: every side's designs (canonical text per hull it fields), now public. */
  event('fleets_revealed', {
    fleets: z.partialRecord(sideSchema, z.partialRecord(z.enum(HULL_CODES), z.string())),
  }),
  /** Hidden content: other viewers see `units: null` until the game ends. */
  event('transit_order_written', { side: sideSchema, units: z.array(unitId).nullable() }),
  /** A side placed a warp point before deployment (warp point assault from rules 1.2.0). */
  event('warp_point_placed', { side: sideSchema, warpPoint: z.int(), hex: hexSchema }),
  event('unit_deployed', { unit: unitId, hex: hexSchema, facing: facingSchema }),
  event('turn_started', { turn: z.int() }),
  /** One round of initiative dice (a tie on turn 1 makes another round). */
  event('initiative_rolled', {
    turn: z.int(),
    dice: z.array(z.strictObject({ side: sideSchema, die: dieSchema })),
  }),
  event('initiative_decided', {
    turn: z.int(),
    order: z.array(sideSchema),
    by: z.enum(['roll', 'scenario', 'single_side']),
  }),
  event('phase_started', {
    turn: z.int(),
    phase: z.enum(['declaration', 'movement', 'shelter', 'combat']),
  }),
  /** An announced status change (Hard Turn or Engine Modulation). */
  event('declared', {
    unit: unitId,
    declaration: z.enum(['hard_turn', 'engine_modulation']),
    mp: z.int(),
  }),
  event('declarations_done', { side: sideSchema }),
  event('unit_stepped', {
    unit: unitId,
    action: z.enum(['forward', 'stay']),
    from: hexSchema,
    to: hexSchema,
    facing: facingSchema,
    turned: z.boolean(),
    mpLeft: z.int(),
  }),
  /** An announced status change: a unit came through a warp point. */
  event('unit_transited', {
    unit: unitId,
    warpPoint: z.int(),
    hex: hexSchema,
    facing: facingSchema,
    mpLeft: z.int(),
  }),
  /** Units waiting to transit spent one MP each without passing. */
  event('units_waited', { units: z.array(unitId) }),
  /** An announced status change: a unit left through a warp point. */
  event('unit_exited', { unit: unitId, warpPoint: z.int() }),
  event('unit_left_map', {
    unit: unitId,
    edge: z.enum(['top', 'bottom', 'left', 'right']),
    status: z.enum(UNIT_STATUSES),
  }),
  /** An announced status change: the side's sheltering ships. */
  event('sheltered', { side: sideSchema, units: z.array(unitId) }),
  event('shot', {
    firer: unitId,
    slot: z.int(),
    weapon: weaponSchema,
    target: unitId,
    range: z.int(),
    toHitRange: z.int(),
    modifiers: z.int(),
    die: dieSchema,
    /** Munitions left in the launcher, `null` for beams. */
    munitionsLeft: z.int().nullable(),
    /** Slot of the magazine that supplied a reload, if any. */
    reloadFrom: z.int().nullable(),
  }),
  event('passed', { unit: unitId }),
  /**
   * At the start of the combat phase, a ship on the map that has no shot at all says why (rules
   * 1.3.0 on): `no_enemy` (no enemy on the map), `weapons_destroyed` (no intact weapon),
   * `out_of_munitions` (every intact weapon is a launcher with nothing loaded and no reload), or
   * `no_shot` (no ready weapon can bear on or reach any enemy: `nearest` is the nearest enemy on
   * the map, `blocked` the refusal code against it, e.g. `order/out_of_range`).
   */
  event('cannot_fire', {
    unit: unitId,
    reason: z.enum(['no_enemy', 'weapons_destroyed', 'out_of_munitions', 'no_shot']),
    nearest: z.strictObject({ unit: unitId, range: z.int() }).nullable(),
    blocked: z.string().nullable(),
  }),
  event('point_defense_awaited', {
    defender: unitId,
    firer: unitId,
    R: z.int(),
    G: z.int(),
    Pt: z.int(),
  }),
  event('intercept', {
    defender: unitId,
    slot: z.int(),
    option: z.int(),
    munition: weaponSchema,
    die: dieSchema,
  }),
  event('damage', {
    target: unitId,
    firer: unitId,
    weapon: weaponSchema,
    points: z.int(),
    systems: z.array(
      z.strictObject({ slot: z.int(), code: z.string(), now: z.enum(['destroyed', 'offline']) }),
    ),
    /** Points that found nothing left to hit. */
    wasted: z.int(),
  }),
  event('reloads_lost', { unit: unitId, slot: z.int(), reloads: z.int() }),
  event('unit_destroyed', { unit: unitId, wreck: z.boolean() }),
  event('shield_restored', { unit: unitId, slot: z.int() }),
  event('turn_ended', { turn: z.int() }),
  event('side_conceded', { side: sideSchema, timeout: z.boolean() }),
  event('game_over', { result: gameResultSchema }),
]);

/** Any Starfire event. */
export type StarfireEvent = z.infer<typeof starfireEventSchema>;
/** An event's type name. */
export type StarfireEventType = StarfireEvent['type'];
/** The event with the given type. */
export type EventOfType<T extends StarfireEventType> = Extract<StarfireEvent, { type: T }>;

/** Type guard: the event is of type `type`. */
export function isEventOfType<T extends StarfireEventType>(
  event: StarfireEvent,
  type: T,
): event is EventOfType<T> {
  return event.type === type;
}
