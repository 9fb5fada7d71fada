import { z } from 'zod';
import { seatIdSchema } from './common.js';

/** How much a decision cost, by the loss in win probability (the coach's severities). */
export const VERDICT_SEVERITIES = ['good', 'inaccuracy', 'mistake', 'blunder'] as const;

const probability = z.number().min(0).max(1);

/**
 * The coach's judgement of one decision of a finished game: what the seat chose, what the coach
 * would have done and why, and the estimated chance to win after each.
 */
export const analysisVerdictSchema = z
  .object({
    /** The record entry that carried the order. */
    seq: z.number().int().nonnegative(),
    seat: seatIdSchema,
    turn: z.number().int().nullable(),
    chosenText: z.string(),
    /** Null when the chosen order was the coach's best. */
    bestText: z.string().nullable(),
    why: z.string().nullable(),
    chosenValue: probability,
    bestValue: probability,
    loss: z.number().min(0).max(1),
    severity: z.enum(VERDICT_SEVERITIES),
  })
  .meta({ id: 'AnalysisVerdict' });

/** A point of the win-probability graph: each seat's chance as the deciding seat saw it. */
export const winPointSchema = z
  .object({
    seq: z.number().int().nonnegative(),
    turn: z.number().int().nullable(),
    seat: seatIdSchema,
    winProbability: z.record(seatIdSchema, probability),
  })
  .meta({ id: 'WinPoint' });

/**
 * `GET /api/games/{id}/analysis`, 200: a finished game's analysis by the hard bot, one verdict
 * per decision in record order, and the win-probability graph.
 */
export const gameAnalysisSchema = z
  .object({
    version: z.literal(1),
    ruleset: z.string(),
    seats: z.array(seatIdSchema),
    verdicts: z.array(analysisVerdictSchema),
    winProbability: z.array(winPointSchema),
    /** Playouts per candidate and decision the estimates rest on. */
    samples: z.number().int().positive(),
  })
  .meta({ id: 'GameAnalysis' });
/** A finished game's analysis. */
export type GameAnalysisBody = z.infer<typeof gameAnalysisSchema>;

/**
 * `GET /api/games/{id}/analysis`, 202: the analysis is being made (or waits its turn); ask again.
 * `total` is 0 until the game's decisions are listed.
 */
export const analysisRunningSchema = z
  .object({
    status: z.literal('running'),
    /** Decisions analysed so far. */
    done: z.number().int().nonnegative(),
    /** Decisions to analyse (0 while not yet known). */
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'AnalysisRunning' });
/** Progress of an analysis being made. */
export type AnalysisRunning = z.infer<typeof analysisRunningSchema>;
