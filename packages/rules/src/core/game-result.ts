import { z } from 'zod';

/** A seat id in a result (the ruleset names its seats). */
const seatId = z.string().min(1).max(32);

/**
 * Why a game ended. `forfeit`: the game never started because a seat did not reveal its nonce in
 * time (seeds made together) or was never taken; the seats that did win. `adjudicated`: the
 * game's tournament organiser decided it (an adjudication, or a board settled by a withdrawal),
 * whether or not it had started; a record holds it as an `adjudication` entry. `agreed`: every
 * side in play accepted a draw offer (a draw: no winners).
 */
export const RESULT_REASONS = [
  'victory',
  'concession',
  'timeout',
  'turn_limit',
  'forfeit',
  'adjudicated',
  'agreed',
] as const;

/**
 * How a finished game ended: the one schema shared by the rules, the wire protocol and the game
 * record. `level` is the ruleset's own word for the size of the win (Starfire: `major` or
 * `minor`); `score` is a ruleset's points per seat (victory points), where it keeps any.
 */
export const gameResultSchema = z
  .strictObject({
    /** Seats that won; empty for a draw. */
    winners: z.array(seatId),
    /** Victory level where the ruleset or scenario defines one, e.g. `major`. */
    level: z.string().min(1).max(32).nullable(),
    /** Why the game ended. */
    reason: z.enum(RESULT_REASONS),
    /** One readable sentence, e.g. "Side A wins a major victory: all three freighters escaped." */
    summary: z.string(),
    /** Points per seat, for rulesets that score (victory points). */
    score: z.record(seatId, z.number()).optional(),
  })
  .meta({ id: 'GameResult' });

/** How a finished game ended. */
export type GameResult = z.infer<typeof gameResultSchema>;
