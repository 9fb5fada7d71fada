import { z } from 'zod';
import { gameResultSchema } from '../core/game-result.js';
import { directionSchema, launchSchema, shipPathSchema, shotSchema } from './orders.js';

/**
 * Everything that happens in a one-page game, as a zod discriminated union on `type`. Every die
 * carries its roll number `k`, so a log can explain and anyone can check each roll.
 */

const hexSchema = z.strictObject({ q: z.int(), r: z.int() });
const seat = z.enum(['A', 'B']);
const id = z.string();

/** One die: roll number `k`, its sides and the value rolled. */
export const dieSchema = z.strictObject({ k: z.int(), sides: z.int(), value: z.int() });

/** One die as carried by events. */
export type Die = z.infer<typeof dieSchema>;

const planSchema = z.strictObject({
  moves: z.array(shipPathSchema),
  launches: z.array(launchSchema),
});

const lostSchema = z.strictObject({ guns: z.int(), launchers: z.int(), mp: z.int() });

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape });

/** Every one-page event. */
export const onepageEventSchema = z.discriminatedUnion('type', [
  event('game_created', {
    scenario: z.string(),
    movement: z.enum(['written', 'initiative']),
    turnLimit: z.int(),
  }),
  event('turn_started', { turn: z.int() }),
  /** One round of initiative dice; a tie makes another round. */
  event('initiative_rolled', {
    turn: z.int(),
    dice: z.array(z.strictObject({ seat, die: dieSchema })),
  }),
  /** `first` lost the roll and moves first; `second` won and moves last. */
  event('initiative_decided', { turn: z.int(), first: seat, second: seat }),
  /**
   * A written plot handed in. Secret: other seats and spectators see only `{type, seat}` until
   * `plots_revealed`. `timeout`: the seat ran out of time and holds.
   */
  event('plot_submitted', {
    seat,
    plot: planSchema.optional(),
    timeout: z.boolean().optional(),
  }),
  /** Every plot of the turn, public at once when the last one is in. */
  event('plots_revealed', {
    turn: z.int(),
    plots: z.array(z.strictObject({ seat, plot: planSchema, timeout: z.boolean() })),
  }),
  /** An initiative move, public as it is made. */
  event('move_made', { seat, plan: planSchema, timeout: z.boolean() }),
  /** One MP of movement: every ship that moves at this step, simultaneously. */
  event('ships_stepped', {
    step: z.int(),
    moves: z.array(
      z.strictObject({ ship: id, from: hexSchema, to: hexSchema, heading: directionSchema }),
    ),
  }),
  /** A ship or missile ended its movement on a numbered hex and was pulled toward the body. */
  event('gravity_pull', {
    unit: id,
    pull: z.int(),
    from: hexSchema,
    to: hexSchema,
    body: z.string(),
  }),
  event('ship_escaped', { ship: id, edge: z.enum(['top', 'bottom', 'left', 'right']) }),
  event('missile_launched', {
    missile: id,
    ship: id,
    target: id,
    hex: hexSchema,
    stockLeft: z.int(),
  }),
  /** A missile's automatic move toward its target (`path` excludes its start hex). */
  event('missile_moved', { missile: id, from: hexSchema, path: z.array(hexSchema) }),
  /**
   * A missile attack: (attack + 3) − (targetMp + defense) ≥ 0 hits, then `damageDie` (d6).
   */
  event('missile_attack', {
    missile: id,
    target: id,
    attackDie: dieSchema,
    defenseDie: dieSchema,
    targetMp: z.int(),
    total: z.int(),
    hit: z.boolean(),
    damageDie: dieSchema.nullable(),
  }),
  event('missile_lost', { missile: id, reason: z.enum(['endurance', 'target_gone']) }),
  /** Gun fire handed in. Secret like a plot: others see only `{type, seat}` until revealed. */
  event('fire_submitted', {
    seat,
    shots: z.array(shotSchema).optional(),
    timeout: z.boolean().optional(),
  }),
  event('fire_revealed', {
    turn: z.int(),
    fires: z.array(z.strictObject({ seat, shots: z.array(shotSchema), timeout: z.boolean() })),
  }),
  /** One gun: `die` ≥ `needed` hits, then 2d6 `damageDice` make `damage`. */
  event('gun_shot', {
    ship: id,
    gun: z.int(),
    target: id,
    die: dieSchema,
    needed: z.int(),
    hit: z.boolean(),
    damageDice: z.array(dieSchema),
    damage: z.int(),
  }),
  /**
   * At gun combat, a ship in play that fires no gun says why: `no_gun` (every gun destroyed),
   * `out_of_range` (no enemy within gun range 1) or `held` (an enemy was in range, but its side
   * gave it no shot). `nearest` is the nearest enemy ship in play and its distance (`null`: none
   * left); `missiles` and `launchers` say whether it can still launch (missiles have no range).
   */
  event('ship_silent', {
    ship: id,
    reason: z.enum(['no_gun', 'out_of_range', 'held']),
    nearest: z.strictObject({ ship: id, distance: z.int() }).nullable(),
    guns: z.int(),
    missiles: z.int(),
    launchers: z.int(),
  }),
  /** Damage marked on a ship: `hullHits` boxes from `hitsBefore`, and what they cost. */
  event('damage', {
    ship: id,
    source: z.enum(['missile', 'gun']),
    by: id,
    damage: z.int(),
    hullHits: z.int(),
    hitsBefore: z.int(),
    hullLeft: z.int(),
    lost: lostSchema,
  }),
  event('ship_destroyed', { ship: id }),
  event('turn_ended', { turn: z.int() }),
  event('side_conceded', { seat }),
  event('game_over', { result: gameResultSchema }),
]);

/** Any one-page event. */
export type OnepageEvent = z.infer<typeof onepageEventSchema>;
/** An event's type name. */
export type OnepageEventType = OnepageEvent['type'];
/** The event with the given type. */
export type EventOfType<T extends OnepageEventType> = Extract<OnepageEvent, { type: T }>;
