import { z } from 'zod';

/**
 * Every order a one-page player can give, as a zod discriminated union on `type`. Exported so
 * the protocol can reuse them on the wire. See docs/rules/onepage.md ("Orders").
 */

const shipId = z.string().min(1).max(16);

/** A direction 0–5: 0 up, then clockwise (1 up-right, 2 down-right, 3 down, 4 down-left, 5 up-left). */
export const directionSchema = z.int().min(0).max(5);

/** One ship's path this turn: one direction per MP spent (empty or left out: it holds). */
export const shipPathSchema = z.strictObject({
  ship: shipId,
  path: z.array(directionSchema).max(8),
});

/** One missile launched by `ship` (one working launcher) at the enemy ship `target`. */
export const launchSchema = z.strictObject({ ship: shipId, target: shipId });

const planShape = {
  moves: z.array(shipPathSchema).max(32),
  launches: z.array(launchSchema).max(32),
};

/** Written movement: the side's secret plot for the turn (paths and launches). */
export const plotOrderSchema = z.strictObject({ type: z.literal('plot'), ...planShape });

/** Initiative movement: the side's move, made openly when its turn to move comes. */
export const moveOrderSchema = z.strictObject({ type: z.literal('move'), ...planShape });

/** One gun of `ship` fired at `target` (name a ship twice to fire two of its guns). */
export const shotSchema = z.strictObject({ ship: shipId, target: shipId });

/** The side's gun fire for the turn, secret until every side has fired (may be empty). */
export const fireOrderSchema = z.strictObject({
  type: z.literal('fire'),
  shots: z.array(shotSchema).max(64),
});

/** Give up the battle. Accepted at any time from a side still in the game. */
export const concedeOrderSchema = z.strictObject({ type: z.literal('concede') });

/** Any one-page order. */
export const onepageOrderSchema = z.discriminatedUnion('type', [
  plotOrderSchema,
  moveOrderSchema,
  fireOrderSchema,
  concedeOrderSchema,
]);

/** Any one-page order. */
export type OnepageOrder = z.infer<typeof onepageOrderSchema>;
/** A written plot. */
export type PlotOrder = z.infer<typeof plotOrderSchema>;
/** An initiative move. */
export type MoveOrder = z.infer<typeof moveOrderSchema>;
/** Gun fire. */
export type FireOrder = z.infer<typeof fireOrderSchema>;
/** One ship's path. */
export type ShipPath = z.infer<typeof shipPathSchema>;
/** One missile launch. */
export type Launch = z.infer<typeof launchSchema>;
/** One gun shot. */
export type Shot = z.infer<typeof shotSchema>;

/** What a plot or a move says: paths and launches. */
export interface Plan {
  moves: ShipPath[];
  launches: Launch[];
}

/** A plot or a move order with this plan. */
export function planOrder(type: 'plot' | 'move', plan: Plan): PlotOrder | MoveOrder {
  return type === 'plot' ? { type, ...plan } : { type, ...plan };
}

/** Every ship holds position and launches nothing. */
export const HOLD: Readonly<Plan> = Object.freeze({ moves: [], launches: [] });
