import { gameIdSchema, wireErrorSchema } from '@broadside/protocol';
import { z } from 'zod';

/** Prefix of every channel the fan-out uses, so that a Redis shared with others stays tidy. */
const PREFIX = 'broadside:';

/** Requests to the owner of a game: every node listens, only the owner answers. */
export const REQUESTS_CHANNEL = `${PREFIX}requests`;

/**
 * How a feed's frames carry the spectator view: `p` plain (no view), `v` the full view with every
 * batch, `d` a patch of the view before whenever possible (hello `views` and `viewPatches`).
 */
export const FEED_FORMS = ['p', 'v', 'd'] as const;
/** One of {@link FEED_FORMS}. */
export type FeedForm = (typeof FEED_FORMS)[number];

/** The feed form a spectator's hello asks for. */
export function feedForm(views: boolean, viewPatches: boolean): FeedForm {
  return !views ? 'p' : viewPatches ? 'd' : 'v';
}

/** The frames the owner of `gameId` has built for spectators, in one form. */
export function gameChannel(gameId: string, form: FeedForm): string {
  return `${PREFIX}game:${gameId}:${form}`;
}

/** Answers to the node whose process key is `node`. */
export function replyChannel(node: string): string {
  return `${PREFIX}reply:${node}`;
}

/**
 * A control message on a game channel (never a client frame, which is a JSON object): the owner
 * stopped serving this game's spectators here; relays drop theirs so they reconnect.
 */
export const ABORT_MESSAGE = '!abort';

const gameId = gameIdSchema;
const node = z.string().min(1).max(64);
const requestId = z.number().int().nonnegative();

/** A relay asks for the welcome of one spectator (the hello's `lastSeq`, views and `history`). */
export const watchRequestSchema = z.object({
  op: z.literal('watch'),
  id: requestId,
  from: node,
  gameId,
  lastSeq: z.number().int().nonnegative().optional(),
  form: z.enum(FEED_FORMS),
  history: z.boolean(),
  /** Spectators the game admits at most (the relay's `maxSpectatorsPerGame`). */
  maxSpectators: z.number().int().positive(),
});

/** A relay says, every keep-alive interval, which games it relays and to how many viewers. */
export const keepAliveSchema = z.object({
  op: z.literal('keepalive'),
  from: node,
  games: z
    .array(z.object({ gameId, form: z.enum(FEED_FORMS), viewers: z.number().int().nonnegative() }))
    .max(100_000),
});

/** A relayed spectator's chat line, for the owner to store and broadcast. */
export const chatRequestSchema = z.object({
  op: z.literal('chat'),
  id: requestId,
  from: node,
  /** The relayed socket, so that each keeps its own chat allowance. */
  viewer: z.number().int().nonnegative(),
  gameId,
  text: z.string().max(4096),
});

/** Anything sent on {@link REQUESTS_CHANNEL}. */
export const requestSchema = z.discriminatedUnion('op', [
  watchRequestSchema,
  keepAliveSchema,
  chatRequestSchema,
]);
/** A parsed request. */
export type FanoutRequest = z.infer<typeof requestSchema>;

/** The owner's answer to a `watch` or `chat` request. */
export const answerSchema = z.object({
  op: z.literal('answer'),
  id: requestId,
  /** The frames to send the viewer, in order (a `watch`: the welcome and any catch-up). */
  frames: z.array(z.string()).optional(),
  /** The last sequence number the frames show (spectators' sequence at the owner). */
  seq: z.number().int().nonnegative().optional(),
  error: wireErrorSchema.optional(),
});
/** A parsed answer. */
export type FanoutAnswer = z.infer<typeof answerSchema>;

/** The owner's answer to a keep-alive: the games of it that it serves, as of now. */
export const aliveSchema = z.object({
  op: z.literal('alive'),
  games: z
    .array(
      z.object({
        gameId,
        form: z.enum(FEED_FORMS),
        /** The spectators' sequence now: every frame up to it has been published. */
        seq: z.number().int().nonnegative(),
        /** False when the owner was not publishing this feed before (restarted, took over). */
        continuous: z.boolean(),
      }),
    )
    .max(100_000),
});

/** Anything sent on a reply channel. */
export const replySchema = z.discriminatedUnion('op', [answerSchema, aliveSchema]);
/** A parsed reply. */
export type FanoutReply = z.infer<typeof replySchema>;

/** Parses a bus message as JSON against a schema; null when it does not fit. */
export function parseMessage<T>(schema: z.ZodType<T>, message: string): T | null {
  let raw: unknown;
  try {
    raw = JSON.parse(message);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
