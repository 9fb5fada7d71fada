import { timeControlSchema } from '@broadside/protocol';
import { z } from 'zod';
import { DEFAULT_SCORING, TIE_BREAKS } from './types.js';

/** Tournament formats. */
export const FORMATS = [
  'round_robin',
  'double_round_robin',
  'swiss',
  'single_elimination',
  'double_elimination',
  'swiss_top_cut',
  'groups_playoffs',
] as const;
/** A tournament format. */
export type Format = (typeof FORMATS)[number];

/** The game of a round: a ruleset the server hosts and its set-up (scenario and options). */
export const gameSpecSchema = z.strictObject({
  ruleset: z.string().min(1).max(64),
  setup: z.unknown(),
});
/** The game of a round. */
export type GameSpec = z.infer<typeof gameSpecSchema>;

const points = z.number().min(-10).max(10);

/** Points per kind of result. */
export const scoringSchema = z.strictObject({
  majorWin: points,
  minorWin: points,
  draw: points,
  minorLoss: points,
  majorLoss: points,
  forfeit: points,
  bye: points,
  /** A requested half-point bye (Swiss); the draw's points when absent. */
  halfPointBye: points.optional(),
});

/** `POST /api/tournaments`: everything an organiser sets. */
export const createTournamentBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(2000).default(''),
  format: z.enum(FORMATS),
  /** Swiss only: how many rounds. */
  rounds: z.int().min(1).max(30).optional(),
  /** Swiss with a top cut: how many of the Swiss standings go through to the playoff. */
  topCut: z.union([z.literal(2), z.literal(4), z.literal(8), z.literal(16)]).optional(),
  /** Groups into playoffs: how many groups the field is snaked into. */
  groups: z.int().min(2).max(8).optional(),
  /** Groups into playoffs: how many of each group go through to the playoff. */
  advancePerGroup: z.int().min(1).max(4).optional(),
  /** Single elimination: the semi-final losers play for third place (default false). */
  thirdPlaceMatch: z.boolean().optional(),
  /**
   * Double elimination: a second final when the losers' bracket champion wins the first
   * (default true).
   */
  grandFinalReset: z.boolean().optional(),
  /** One game for every round, or one per round (the last one repeats). */
  games: z.union([gameSpecSchema, z.array(gameSpecSchema).min(1).max(30)]),
  /** Usually correspondence: `perDecisionSeconds` 86400 is a day per move (per decision). */
  timeControl: timeControlSchema.default({ kind: 'correspondence', perDecisionSeconds: 3 * 86400 }),
  scoring: scoringSchema.default(DEFAULT_SCORING),
  tieBreaks: z
    .array(z.enum(TIE_BREAKS))
    .max(3)
    .refine((l) => new Set(l).size === l.length, 'A tie-break may be listed once.')
    .default(['buchholz', 'sonneborn_berger', 'head_to_head']),
  maxPlayers: z.int().min(2).max(256).default(64),
  /** Registration window, milliseconds since 1970; open from creation and until start by default. */
  registrationOpensAt: z.int().min(0).optional(),
  registrationClosesAt: z.int().min(0).optional(),
  /** Whether the games update Glicko-2 ratings. */
  rated: z.boolean().default(true),
  /** Hours between a round's pairing and its start, in which the organiser may change it. */
  roundStartDelayHours: z.number().min(0).max(168).default(0),
  /**
   * Swiss only: minutes of check-in before each round is paired (0: none). Players who do not
   * check in sit that round out.
   */
  checkInMinutes: z.int().min(0).max(10080).default(0),
  /** Swiss only: registration stays open after the start until this round is paired (0: not). */
  lateEntryUntilRound: z.int().min(0).max(30).default(0),
  /** What a late entrant scores for each round it missed: nothing, or a half-point bye. */
  lateEntryMissedRounds: z.enum(['zero', 'half_point_bye']).default('zero'),
  /** Swiss only: how many half-point byes a player may ask for (0: none). */
  maxHalfPointByes: z.int().min(0).max(30).default(0),
  /** Optional webhook: JSON POSTs signed with HMAC-SHA256. */
  webhookUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});
/** A new tournament, defaults applied. */
export type CreateTournament = z.output<typeof createTournamentBodySchema>;

/** The settings kept with a tournament (the create body minus its name and description). */
export type TournamentSettings = Omit<CreateTournament, 'name' | 'description' | 'webhookUrl'>;

/** The game of round `round` (1-based). */
export function gameOfRound(settings: TournamentSettings, round: number): GameSpec {
  const games = Array.isArray(settings.games) ? settings.games : [settings.games];
  return games[Math.min(round, games.length) - 1]!;
}

/** `PUT …/rounds/:round/pairings`: the organiser's own pairing of a round not yet started. */
export const pairingsBodySchema = z.strictObject({
  boards: z
    .array(
      z.strictObject({
        first: z.int().min(1),
        second: z.int().min(1).nullable(),
      }),
    )
    .min(1)
    .max(128),
});

/** A board result an organiser decides. */
export const boardResultSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('win'),
    winner: z.enum(['first', 'second']),
    level: z.enum(['major', 'minor']),
  }),
  z.strictObject({ kind: z.literal('draw') }),
  z.strictObject({ kind: z.literal('forfeit'), winner: z.enum(['first', 'second']) }),
  z.strictObject({ kind: z.literal('double_forfeit') }),
]);

/** `POST …/boards/:round/:board/adjudicate`: a result and the public reason for it. */
export const adjudicateBodySchema = z.strictObject({
  result: boardResultSchema,
  reason: z.string().trim().min(3).max(500),
});
