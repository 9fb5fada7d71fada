import { z } from 'zod';
import { wireErrorSchema } from './common.js';

/** Limits on a seat's queue of future orders. */
export const QUEUE_LIMITS = {
  /** Most orders one seat may queue at once. */
  maxOrders: 100,
  /** Longest decision kind a queued order names. */
  maxKindLength: 32,
} as const;

/**
 * One queued order: the kind of decision it answers (as `pending` names it, e.g. `move`) and the
 * order, checked by the ruleset only when the server plays it.
 */
export const queuedOrderSchema = z
  .object({
    kind: z.string().min(1).max(QUEUE_LIMITS.maxKindLength),
    order: z.unknown(),
  })
  .strict()
  .meta({ id: 'QueuedOrder' });
/** One queued order. */
export type QueuedOrder = z.infer<typeof queuedOrderSchema>;

/**
 * Client message: set, replace or (with no orders) clear this seat's queue of future orders. The
 * server plays its head whenever the seat owes a decision of that kind and the order is legal.
 */
export const setQueueSchema = z
  .object({
    type: z.literal('queue'),
    /** The sequence number the client last saw, as for an order. */
    expectedSeq: z.number().int().min(0),
    orders: z.array(queuedOrderSchema).max(QUEUE_LIMITS.maxOrders),
  })
  .strict()
  .meta({ id: 'SetQueue' });

/** Why the server sends a seat its queue. */
export const QUEUE_REASONS = [
  'set',
  'played',
  'cancelled',
  'turn_over',
  'game_over',
  'welcome',
] as const;

/**
 * Server frame, to the seat's own sockets only: the seat's queue as it is now, and why. With
 * `cancelled`, `error` is the refusal of the queued order that could not be played (the rest of
 * the queue was dropped with it).
 */
export const queueFrameSchema = z
  .object({
    type: z.literal('queue'),
    /** The game's sequence number when the frame was sent. */
    seq: z.number().int().min(0),
    orders: z.array(queuedOrderSchema),
    reason: z.enum(QUEUE_REASONS),
    error: wireErrorSchema.optional(),
  })
  .meta({ id: 'QueueFrame' });
/** The `queue` server frame. */
export type QueueFrame = z.infer<typeof queueFrameSchema>;
