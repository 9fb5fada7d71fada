import { z } from 'zod';
import { AREAS, BANDS, TRACKS } from './cards.js';

/**
 * Every order a player can give, as a zod discriminated union on `type`. Actions carry `drop`:
 * the value of the initiative die the side removes after the action (its lowest when left out).
 * See docs/rules/star-trek.md ("Orders").
 */

const id = z.string().min(1).max(16);
const drop = z.int().min(1).max(6).optional();
const band = z.enum(BANDS);
const turnAt = z.int().min(0).max(9);
const turn = z.int().min(-3).max(3);
const area = z.enum(AREAS);
const track = z.enum(TRACKS);

const action = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape, drop });

/** Move an uncloaked ship the full band, with one turn of `turn` hexsides after `turnAt` hexes. */
export const moveOrderSchema = action('move', { ship: id, band, turnAt, turn });
/** Move a cloaked ship: every token the same band, each with its own turn. */
export const moveCloakedOrderSchema = action('move_cloaked', {
  ship: id,
  band,
  tokens: z.array(z.strictObject({ token: id, turnAt, turn })).max(6),
});
/** Fire phasers at `target`; hits past the shields go to `area`. */
export const fireOrderSchema = action('fire', { ship: id, target: id, area });
/** Launch a torpedo: an Active Torpedo token is placed on `hex`, next to `target`. */
export const launchOrderSchema = action('launch', {
  ship: id,
  target: id,
  hex: z.strictObject({ q: z.int(), r: z.int() }),
});
/** Detonate an own Active Torpedo at the nearest ship (`target` breaks a tie). */
export const detonateOrderSchema = action('detonate', {
  torpedo: id,
  area,
  target: id.optional(),
});
/** Engage the cloak (phasers to 1, cloak up by as much). */
export const cloakOrderSchema = action('cloak', { ship: id });
/** Scan an enemy cloak token. */
export const scanOrderSchema = action('scan', { ship: id, token: id });
/** Leave the battle at warp. */
export const warpOrderSchema = action('warp', { ship: id });
/** Boarding option: beam a boarding party onto `target`. */
export const boardOrderSchema = action('board', { ship: id, target: id });
/** Boarding option: the party aboard `target` attacks its systems in `area`. */
export const assaultOrderSchema = action('assault', { target: id, area });
/** Use the action for nothing (still removes a die). */
export const passOrderSchema = action('pass', {});

/** Drop a cloak: no action, accepted at any time while the game runs. */
export const decloakOrderSchema = z.strictObject({ type: z.literal('decloak'), ship: id });
/** The defender's choice: one sub-system per hit owed, in order. */
export const allocateOrderSchema = z.strictObject({
  type: z.literal('allocate'),
  systems: z.array(track).max(64),
});
/** One damage control transfer: `points` from one track of a ship to another. */
export const transferSchema = z.strictObject({
  ship: id,
  from: track,
  to: track,
  points: z.int().min(1).max(5),
});
/** Damage control for the side (may be empty). */
export const repairOrderSchema = z.strictObject({
  type: z.literal('repair'),
  transfers: z.array(transferSchema).max(32),
});
/** Give up the battle. Accepted at any time. */
export const concedeOrderSchema = z.strictObject({ type: z.literal('concede') });

/** Every action order. */
export const actionOrderSchema = z.discriminatedUnion('type', [
  moveOrderSchema,
  moveCloakedOrderSchema,
  fireOrderSchema,
  launchOrderSchema,
  detonateOrderSchema,
  cloakOrderSchema,
  scanOrderSchema,
  warpOrderSchema,
  boardOrderSchema,
  assaultOrderSchema,
  passOrderSchema,
]);

/** Any order. */
export const startrekOrderSchema = z.discriminatedUnion('type', [
  ...actionOrderSchema.options,
  decloakOrderSchema,
  allocateOrderSchema,
  repairOrderSchema,
  concedeOrderSchema,
]);

/** Any order. */
export type StartrekOrder = z.infer<typeof startrekOrderSchema>;
/** An action order (owed when a side's initiative comes up). */
export type ActionOrder = z.infer<typeof actionOrderSchema>;
/** An action's type. */
export type ActionType = ActionOrder['type'];
/** One damage control transfer. */
export type Transfer = z.infer<typeof transferSchema>;
/** A token's manoeuvre in a cloaked move. */
export type TokenMove = z.infer<typeof moveCloakedOrderSchema>['tokens'][number];

/** The action types, in the order `legalOrders` lists them. */
export const ACTION_TYPES = actionOrderSchema.options.map((o) => o.shape.type.value);

/** Whether an order is an action. */
export function isAction(order: StartrekOrder): order is ActionOrder {
  return (ACTION_TYPES as readonly string[]).includes(order.type);
}
