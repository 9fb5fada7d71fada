import { z } from 'zod';
import {
  gameResultSchema,
  pendingDecisionSchema,
  ruleErrorSchema,
  seatIdSchema,
  viewerSchema,
  type GameResult,
  type Viewer,
} from '@broadside/rules';

/** A game id: 16 url-safe characters. */
export const gameIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, 'must be a game id');

/** A seat token or invite: base64url of 32 random bytes. */
export const secretSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 43 base64url characters');

/** The `{ code, message, path }` of every error: the rules' own shape. */
export const wireErrorSchema = ruleErrorSchema;

/** Who a socket is: the holder of a seat, or a spectator (the rules' `Viewer`). */
export const roleSchema = viewerSchema;
/** A socket's role. */
export type Role = Viewer;

/** A decision the game waits for (the rules' `PendingDecision`). */
export const pendingSchema = pendingDecisionSchema;

/** How a game ended: the one `GameResult` schema of the rules. */
export { gameResultSchema, seatIdSchema };
/** A finished game's result. */
export type WireGameResult = GameResult;

/** Life cycle of a game: waiting for players, being played, over. */
export const GAME_STATUSES = ['open', 'live', 'finished'] as const;
/** One game status. */
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * Time control. `live`: a clock per side with an increment per decision. `correspondence`:
 * `perDecisionSeconds` for each decision, or with `per: "turn"` for all of a side's decisions in
 * one game turn (refilled when the turn changes); unused time carries over up to `capSeconds`
 * when given.
 */
export const timeControlSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('live'),
      initialSeconds: z
        .number()
        .int()
        .min(1)
        .max(24 * 3600),
      incrementSeconds: z.number().int().min(0).max(3600),
    }),
    z.object({
      kind: z.literal('correspondence'),
      perDecisionSeconds: z
        .number()
        .int()
        .min(60)
        .max(30 * 24 * 3600),
      capSeconds: z
        .number()
        .int()
        .min(60)
        .max(90 * 24 * 3600)
        .optional(),
      /** What the allowance is for: each decision (default) or each game turn. */
      per: z.enum(['decision', 'turn']).optional(),
    }),
  ])
  .meta({ id: 'TimeControl' });
/** A time control. */
export type TimeControl = z.infer<typeof timeControlSchema>;

/** Delay applied to what spectators see: none, a number of seconds, or a number of turns. */
export const spectatorDelaySchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('seconds'), seconds: z.number().int().min(1).max(3600) }),
    z.object({ kind: z.literal('turns'), turns: z.number().int().min(1).max(20) }),
  ])
  .meta({ id: 'SpectatorDelay' });
/** A spectator delay. */
export type SpectatorDelay = z.infer<typeof spectatorDelaySchema>;

/** One side's clock as clients see it. */
export const seatClockSchema = z.object({
  /** Time left in ms, as of `serverTime`; `null` without a time control. */
  remainingMs: z.number().nullable(),
  /** True while this seat owes a decision and its time runs. */
  running: z.boolean(),
  /** Absolute time (ms since epoch) when it runs out, when running. */
  deadline: z.number().nullable(),
});

/** All clocks of a game. */
export const clocksSchema = z
  .object({
    kind: z.enum(['none', 'live', 'correspondence']),
    seats: z.record(z.string(), seatClockSchema),
    /** The server's time (ms since epoch) when this was computed. */
    serverTime: z.number(),
  })
  .meta({ id: 'Clocks' });
/** All clocks of a game. */
export type Clocks = z.infer<typeof clocksSchema>;

/** One chat line. */
export const chatLineSchema = z
  .object({
    id: z.number().int(),
    channel: z.enum(['players', 'spectators']),
    /** Seat id for players, `spectator` for spectators. */
    author: z.string(),
    /** Plain text; clients must escape it when displaying. */
    text: z.string(),
    at: z.number(),
  })
  .meta({ id: 'ChatLine' });
/** One chat line. */
export type ChatLine = z.infer<typeof chatLineSchema>;

/** Presence of a seat. */
export const seatPresenceSchema = z.object({
  seat: seatIdSchema,
  name: z.string(),
  claimed: z.boolean(),
  online: z.boolean(),
});
