import { z } from 'zod';
import { viewPatchSchema } from './view-patch.js';
import {
  chatLineSchema,
  clocksSchema,
  gameIdSchema,
  gameResultSchema,
  GAME_STATUSES,
  pendingSchema,
  roleSchema,
  seatPresenceSchema,
  secretSchema,
  spectatorDelaySchema,
  wireErrorSchema,
} from './common.js';
import { ORDER_LIMITS } from './limits.js';
import { rematchFrameSchema, rematchOfferSchema } from './rematch.js';
import { queueFrameSchema, setQueueSchema } from './queue.js';
import { revealSchema, seedingFrameSchema, seedingSchema } from './seeding.js';

/** Types of the messages a client sends. */
export const CLIENT_MESSAGE = {
  hello: 'hello',
  order: 'order',
  chat: 'chat',
  resync: 'resync',
  ping: 'ping',
  queue: 'queue',
  reveal: 'reveal',
} as const;

/** Types of the messages the server sends. */
export const SERVER_MESSAGE = {
  welcome: 'welcome',
  events: 'events',
  ack: 'ack',
  rejected: 'rejected',
  error: 'error',
  chat: 'chat',
  presence: 'presence',
  pong: 'pong',
  rematch: 'rematch',
  queue: 'queue',
  seeding: 'seeding',
} as const;

/** First message on a socket: which game, as whom, and what the client has already seen. */
export const helloSchema = z
  .object({
    type: z.literal('hello'),
    gameId: gameIdSchema,
    /** Seat token from joining; leave out to watch as a spectator. */
    token: secretSchema.optional(),
    /** Last batch sequence number the client has; the server sends only what follows. */
    lastSeq: z.number().int().min(0).optional(),
    /** Ask for the role's full view with every batch (simple bots); costs bandwidth. */
    views: z.boolean().optional(),
    /**
     * With `views`: take `viewPatch` (the changes to the view held) instead of the full view
     * whenever the client holds the view of the batch before; a full `view` comes otherwise.
     */
    viewPatches: z.boolean().optional(),
    /** With a full view, also send every earlier batch in the welcome's `history` (a new page's log). */
    history: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'Hello' });

/** An order for the game, as the ruleset defines orders. */
export const orderMessageSchema = z
  .object({
    type: z.literal('order'),
    /** The client's id for this order; resending the same id is idempotent. */
    clientOrderId: z.string().min(1).max(ORDER_LIMITS.maxClientOrderIdLength),
    /** The sequence number the client last saw; a different current sequence rejects the order. */
    expectedSeq: z.number().int().min(0),
    /** The order itself, checked by the ruleset. */
    order: z.unknown(),
  })
  .strict()
  .meta({ id: 'OrderMessage' });

/** A chat line to the players' channel (players) or the spectators' channel (spectators). */
export const chatMessageSchema = z
  .object({ type: z.literal('chat'), text: z.string() })
  .strict()
  .meta({ id: 'ChatMessage' });

/** Ask for a fresh `welcome` (full view) at the current sequence. */
export const resyncSchema = z
  .object({ type: z.literal('resync') })
  .strict()
  .meta({ id: 'Resync' });

/** Application-level ping; answered with `pong`. */
export const pingSchema = z
  .object({ type: z.literal('ping'), nonce: z.union([z.string().max(64), z.number()]).optional() })
  .strict()
  .meta({ id: 'Ping' });

/** The schema of every client message type. */
export const CLIENT_MESSAGE_SCHEMAS = [
  helloSchema,
  orderMessageSchema,
  chatMessageSchema,
  resyncSchema,
  pingSchema,
  setQueueSchema,
  revealSchema,
] as const;

/** Any client message. */
export const clientMessageSchema = z.discriminatedUnion('type', CLIENT_MESSAGE_SCHEMAS);
/** Any client message. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;

const statusSchema = z.enum(GAME_STATUSES);

const chainHeadSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .describe("The hash-chain head after this batch: the game's fingerprint so far.");

/** One earlier batch in a welcome's `history`: its events as the role may see them. */
export const historyBatchSchema = z
  .object({
    /** 0 for what the game's creation produced (e.g. initiative rolls), then each batch. */
    seq: z.number().int().min(0),
    at: z.number(),
    events: z.array(z.unknown()),
  })
  .meta({ id: 'HistoryBatch' });

/** The answer to `hello` (and to `resync`): the role and a complete filtered view. */
export const welcomeSchema = z
  .object({
    type: z.literal('welcome'),
    gameId: gameIdSchema,
    role: roleSchema,
    ruleset: z.object({ id: z.string(), version: z.string() }),
    status: statusSchema,
    /** Sequence number of the last batch included in `view` (or, when catching up, the client's `lastSeq`). */
    seq: z.number().int().min(0),
    /**
     * True when the client's `lastSeq` was recent enough: `view` is absent and the missed
     * `events` batches follow at once. False: `view` is the complete view at `seq`.
     */
    catchUp: z.boolean(),
    /** The ruleset's view of the state for this role (absent when catching up). */
    view: z.unknown().optional(),
    pending: z.array(pendingSchema),
    clocks: clocksSchema,
    result: gameResultSchema.nullable(),
    seats: z.array(seatPresenceSchema),
    spectators: z.number().int().min(0),
    spectatorDelay: spectatorDelaySchema,
    /**
     * The dice commitment in full: SHA-256 of the secret seed, fixed when the game was created
     * and the same for every player and spectator. The record reveals the seed at the end.
     */
    commitment: z.string().regex(/^[0-9a-f]{64}$/),
    /** Recent chat of the channel this role reads. */
    chat: z.array(chatLineSchema),
    /**
     * When the hello asked for `history` and `view` is present: every batch from the game's
     * creation to `seq`, as this role may see them (spectators: only what the delay shows).
     */
    history: z.array(historyBatchSchema).optional(),
    /** A finished game's rematch, once a player offered it. */
    rematch: rematchOfferSchema.optional(),
    /** With a full view: the hash-chain head after batch `seq`. */
    chain: chainHeadSchema.optional(),
    /**
     * Seeds made together: the server's and every seat's commitment and who has revealed
     * (absent for games made before seats could contribute).
     */
    seeding: seedingSchema.optional(),
  })
  .meta({ id: 'Welcome' });

/**
 * One numbered batch of events, produced by one accepted order, a timeout or an adjudication (the
 * tournament organiser decided the game: no events, `seat` is empty, the result says it all),
 * filtered for the role.
 */
export const eventsSchema = z
  .object({
    type: z.literal('events'),
    seq: z.number().int().min(1),
    /** Server time of the commit (ms since epoch). */
    at: z.number(),
    /** The seat whose order (or timeout) produced the batch; empty for an adjudication. */
    seat: z.string(),
    cause: z.enum(['order', 'timeout', 'adjudication']),
    events: z.array(z.unknown()),
    status: statusSchema,
    pending: z.array(pendingSchema),
    clocks: clocksSchema,
    result: gameResultSchema.nullable(),
    /** The hash-chain head after this batch. */
    chain: chainHeadSchema.optional(),
    /** The role's full view after the batch, only when the hello asked for `views`. */
    view: z.unknown().optional(),
    /**
     * Instead of `view`, when the hello asked for `viewPatches` and the client holds the view of
     * batch `seq - 1` (from its welcome or the frames since): the JSON Patch that turns it into
     * the view after this batch.
     */
    viewPatch: viewPatchSchema.optional(),
  })
  .meta({ id: 'Events' });

/** The order is durable; its batch is `seq`. */
export const ackSchema = z
  .object({
    type: z.literal('ack'),
    clientOrderId: z.string(),
    seq: z.number().int(),
    /** The hash-chain head after batch `seq` (absent for an old batch acknowledged again). */
    chain: chainHeadSchema.optional(),
  })
  .meta({ id: 'Ack' });

/** The order was refused and changed nothing; `seq` is the game's current sequence. */
export const rejectedSchema = z
  .object({
    type: z.literal('rejected'),
    clientOrderId: z.string(),
    seq: z.number().int(),
    error: wireErrorSchema,
  })
  .meta({ id: 'Rejected' });

/** A problem with a message that is not an order (malformed, unknown, rate limited, bad hello …). */
export const errorFrameSchema = z
  .object({ type: z.literal('error'), error: wireErrorSchema })
  .meta({ id: 'ErrorFrame' });

/** A chat line on the channel this socket reads. */
export const chatFrameSchema = z
  .object({ type: z.literal('chat'), line: chatLineSchema })
  .meta({ id: 'ChatFrame' });

/** Who is online: seats and the number of spectators. */
export const presenceSchema = z
  .object({
    type: z.literal('presence'),
    seats: z.array(seatPresenceSchema),
    spectators: z.number().int().min(0),
  })
  .meta({ id: 'Presence' });

/** Answer to `ping`. */
export const pongSchema = z
  .object({
    type: z.literal('pong'),
    nonce: z.union([z.string(), z.number()]).optional(),
    serverTime: z.number(),
  })
  .meta({ id: 'Pong' });

/** The schema of every server message type. */
export const SERVER_MESSAGE_SCHEMAS = [
  welcomeSchema,
  eventsSchema,
  ackSchema,
  rejectedSchema,
  errorFrameSchema,
  chatFrameSchema,
  presenceSchema,
  pongSchema,
  rematchFrameSchema,
  queueFrameSchema,
  seedingFrameSchema,
] as const;

/** Any server message. */
export const serverMessageSchema = z.discriminatedUnion('type', SERVER_MESSAGE_SCHEMAS);
/** Any server message. */
export type ServerMessage = z.infer<typeof serverMessageSchema>;
/** The `welcome` message. */
export type WelcomeMessage = z.infer<typeof welcomeSchema>;
/** The `events` message. */
export type EventsMessage = z.infer<typeof eventsSchema>;
