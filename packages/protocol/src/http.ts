import { z } from 'zod';
import { displayNameSchema } from './display-names.js';
import { nonceCommitmentSchema, seedingSchema } from './seeding.js';
import { designCheckSchema, rulesetDescriptionSchema } from '@broadside/rules';
import {
  chatLineSchema,
  gameIdSchema,
  gameResultSchema,
  GAME_STATUSES,
  seatIdSchema,
  seatPresenceSchema,
  secretSchema,
  spectatorDelaySchema,
  timeControlSchema,
} from './common.js';

/** Levels of the server's bots; `GET /api/bots` says which a ruleset offers. */
export const BOT_LEVELS = ['random', 'easy', 'hard'] as const;

/** Bounds of a bot's thinking time per decision, in ms (hard bots; the default is 1000). */
export const BOT_BUDGET_MS = { min: 50, max: 10_000, default: 1000 } as const;

/** A seat the server plays itself, as `POST /api/games` asks for it. */
export const botSeatSpecSchema = z
  .object({
    seat: seatIdSchema,
    level: z.enum(BOT_LEVELS),
    /** Most thinking time per decision in ms, for levels that search (hard). */
    budgetMs: z.number().int().min(BOT_BUDGET_MS.min).max(BOT_BUDGET_MS.max).optional(),
  })
  .strict()
  .meta({ id: 'BotSeatSpec' });
/** A seat the server plays itself. */
export type BotSeatSpec = z.output<typeof botSeatSpecSchema>;

/** Answer of `GET /api/bots`: the bot levels each hosted ruleset offers. */
export const botCatalogSchema = z
  .object({
    rulesets: z.record(z.string(), z.object({ levels: z.array(z.enum(BOT_LEVELS)) })),
    budgetMs: z.object({ min: z.number(), max: z.number(), default: z.number() }),
  })
  .meta({ id: 'BotCatalog' });
/** Answer of `GET /api/bots`. */
export type BotCatalog = z.output<typeof botCatalogSchema>;

/** Body of `POST /api/games`. */
export const createGameBodySchema = z
  .object({
    /** Ruleset id, e.g. `starfire`. */
    ruleset: z.string().min(1).max(40),
    /** The ruleset's set-up (Starfire: `{ scenario: 'patrol' }` plus custom changes). */
    setup: z.unknown(),
    title: z.string().trim().min(1).max(80).optional(),
    visibility: z.enum(['public', 'private']).default('public'),
    timeControl: timeControlSchema.default({ kind: 'none' }),
    spectatorDelay: spectatorDelaySchema.default({ kind: 'none' }),
    /** Take this seat at once: the answer then carries its seat token. */
    creatorSeat: seatIdSchema.optional(),
    /**
     * With `creatorSeat`: SHA-256 of the creator's secret 32-byte nonce (seeds made together,
     * docs/fair-play.md). Keep the nonce: it is revealed with a `reveal` message once every seat
     * is taken.
     */
    nonceCommitment: nonceCommitmentSchema.optional(),
    /** Name shown for the creator's seat. */
    playerName: displayNameSchema.optional(),
    /**
     * Seats the server plays itself (solo games, load tests): each is taken at once by a bot of
     * that level, which plays from the seat's view only. No invite is made for them.
     */
    bots: z.array(botSeatSpecSchema).max(8).optional(),
  })
  .strict()
  .meta({ id: 'CreateGameBody' });
/** Body of `POST /api/games`. */
export type CreateGameBody = z.input<typeof createGameBodySchema>;

/** An invite for one open seat. */
export const seatInviteSchema = z.object({
  seat: seatIdSchema,
  name: z.string(),
  /** Secret that claims the seat; send it to `POST /api/games/{id}/seats/{seat}/join`. */
  invite: secretSchema,
  /** Link to hand to the player (the invite travels in the fragment, never to server logs). */
  url: z.string(),
});

/** A seat token held by a player. */
export const seatGrantSchema = z
  .object({
    gameId: gameIdSchema,
    seat: seatIdSchema,
    /** Keep it secret: it is the only proof of holding the seat. Send it in the socket `hello`. */
    seatToken: secretSchema,
    url: z.string(),
    /**
     * Present when the seat was claimed without an invite: a fresh invite for this seat, to take
     * it again from another browser. Any earlier invite for the seat no longer works.
     */
    invite: secretSchema.optional(),
  })
  .meta({ id: 'SeatGrant' });

/** Answer of `POST /api/games`. */
export const createGameResponseSchema = z
  .object({
    gameId: gameIdSchema,
    /** SHA-256 of the dice seed, published now; the seed is revealed in the record at the end. */
    commitment: z.string(),
    invites: z.array(seatInviteSchema),
    /** Present when `creatorSeat` was given. */
    creator: seatGrantSchema.optional(),
    watchUrl: z.string(),
  })
  .meta({ id: 'CreateGameResponse' });

/**
 * Body of `POST /api/games/{id}/seats/{seat}/join`. With `invite`, takes (or takes again) the
 * seat the invite was made for, in any game. Without it, claims a seat of a public game that
 * nobody has taken yet.
 */
export const joinBodySchema = z
  .object({
    invite: secretSchema.optional(),
    /** The player's name; ignored when the seat already has one (an invite cannot rename it). */
    playerName: displayNameSchema.optional(),
    /**
     * A random id the client makes for a claim without invite, so that a retry after a lost
     * answer is granted again instead of refused with `game/seat_taken`. Keep it secret.
     */
    claimId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 url-safe characters')
      .optional(),
    /**
     * SHA-256 of this player's secret 32-byte nonce (seeds made together, docs/fair-play.md).
     * Keep the nonce: it is revealed with a `reveal` message once every seat is taken. Taking the
     * seat again may replace the commitment until some seat has revealed.
     */
    nonceCommitment: nonceCommitmentSchema.optional(),
  })
  .strict()
  .meta({ id: 'JoinBody' });
/** Body of `POST /api/games/{id}/seats/{seat}/join`. */
export type JoinBody = z.input<typeof joinBodySchema>;

/** Body of `POST /api/games/{id}/seats/revoke-others`: the seat token to keep. */
export const revokeBodySchema = z
  .object({ seatToken: secretSchema })
  .strict()
  .meta({ id: 'RevokeBody' });

/** Answer of `POST /api/games/{id}/seats/revoke-others`. */
export const revokeAnswerSchema = z
  .object({
    seat: seatIdSchema,
    /** Tokens of the seat that no longer work (their sockets were closed with 4003). */
    revoked: z.number().int().min(0),
    /** The seat's new invite; every earlier invite for the seat no longer works. */
    invite: secretSchema,
  })
  .meta({ id: 'RevokeAnswer' });

/** The tournament board a game is played for (`GET /api/games/{id}` of a tournament game). */
export const gameTournamentSchema = z
  .object({
    /** The tournament's id (its page is `#/tournaments/<id>`). */
    id: z.string(),
    name: z.string(),
    round: z.number().int().min(1),
    board: z.number().int().min(1),
  })
  .meta({ id: 'GameTournament' });
/** The tournament board a game is played for. */
export type GameTournament = z.infer<typeof gameTournamentSchema>;

/** A game as the lobby lists it. */
export const gameSummarySchema = z
  .object({
    id: gameIdSchema,
    title: z.string(),
    ruleset: z.object({ id: z.string(), version: z.string() }),
    scenario: z.string().nullable(),
    status: z.enum(GAME_STATUSES),
    visibility: z.enum(['public', 'private']),
    createdAt: z.number(),
    startedAt: z.number().nullable(),
    finishedAt: z.number().nullable(),
    seats: z.array(seatPresenceSchema),
    /**
     * Seats nobody has taken yet, while the game is open. In a public game anyone may claim one
     * with `POST /api/games/{id}/seats/{seat}/join` and no invite; a private game needs invites.
     */
    openSeats: z.array(seatIdSchema),
    spectators: z.number().int(),
    seq: z.number().int(),
    timeControl: timeControlSchema,
    spectatorDelay: spectatorDelaySchema,
    result: gameResultSchema.nullable(),
    commitment: z.string(),
    /** Seeds made together: the server's and every seat's commitment, and who revealed. */
    seeding: seedingSchema.optional(),
    /**
     * The tournament board this game is played for; only `GET /api/games/{id}` says so (the
     * lobby's lists leave it out). Such a game is not rematched: its tournament pairs the next.
     */
    tournament: gameTournamentSchema.optional(),
  })
  .meta({ id: 'GameSummary' });
/** A game as the lobby lists it. */
export type GameSummary = z.infer<typeof gameSummarySchema>;

/** Query of `GET /api/games`. */
export const listGamesQuerySchema = z.object({
  /** `open`: seats to take; `live`: public games to watch; `finished`: to replay. */
  status: z.enum(GAME_STATUSES).default('live'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Answer of `GET /api/games`. */
export const gameListSchema = z
  .object({ games: z.array(gameSummarySchema) })
  .meta({ id: 'GameList' });

/** Answer of `GET /api/rulesets`: every hosted ruleset's own `describe()`, unchanged. */
export const rulesetListSchema = z
  .object({ rulesets: z.array(rulesetDescriptionSchema) })
  .meta({ id: 'RulesetList' });

/** Body of `POST /api/rulesets/{id}/designs/validate`: a unit kind (hull) and a design string. */
export const validateDesignBodySchema = z
  .object({ kind: z.string().min(1).max(16), text: z.string().max(300) })
  .strict()
  .meta({ id: 'ValidateDesignBody' });

export { designCheckSchema, rulesetDescriptionSchema };

/** Answer of `GET /api/games/{id}/chat`. */
export const chatListSchema = z.object({ lines: z.array(chatLineSchema) }).meta({ id: 'ChatList' });
