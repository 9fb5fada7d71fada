import { serverError } from '@broadside/protocol';
import { fail, type Outcome } from '../match/outcome.js';
import type { TournamentContext } from './context.js';
import { playedBoard, tournamentField } from './field.js';
import { eliminationWinner } from './elimination.js';
import { isBracketFormat } from './formats/elimination-format.js';
import { replayRatings, type RatingChange } from './rating-replay.js';
import { gameOfRound } from './settings.js';
import type { TournamentRow } from './store.js';
import type { BoardResult } from './types.js';

/** What a correction did: rating changes, and whether the next round must be paired afresh. */
export interface Correction {
  readonly ratingChanges: RatingChange[];
  /** An elimination round whose pairing the changed winner invalidates (not started yet). */
  readonly repairRound: number | null;
}

/**
 * Corrects the result of a board that has one, at any time (after the next round is paired, and
 * after the end): the board takes the new result and the public reason ("Corrected: …"),
 * standings follow from the boards, and ratings of the board's game and every later rated game of
 * its ruleset are computed again ({@link replayRatings}). The board's game keeps its own record.
 * A Swiss or round-robin round already paired keeps its pairing (the organiser may pair it
 * afresh). In an elimination, a correction that changes who went through is refused once the next
 * round has started, and asks for that round to be paired afresh when it has not.
 */
export function correctResult(
  ctx: TournamentContext,
  t: TournamentRow,
  round: number,
  boardNumber: number,
  result: BoardResult,
  reason: string,
): Outcome<Correction> {
  const b = ctx.store.boards(t.id).find((x) => x.round === round && x.board === boardNumber);
  if (!b) return fail(serverError('tournament/board_not_found'));
  if (b.secondUser === null || b.result === null)
    return fail(serverError('tournament/no_result', undefined, ['result']));
  let repairRound: number | null = null;
  const next = ctx.store.rounds(t.id).find((r) => r.round === round + 1);
  if (isBracketFormat(t.format) && next) {
    const { seeded } = tournamentField(ctx.store, t);
    const seedOf = (p: string) => seeded.indexOf(p) + 1;
    const was = eliminationWinner(playedBoard(b), seedOf);
    const now = eliminationWinner({ ...playedBoard(b), result }, seedOf);
    if (was !== now) {
      if (next.status !== 'paired') return fail(serverError('tournament/next_round_started'));
      repairRound = next.round;
    }
  }
  ctx.store.setResult(b, result, `Corrected: ${reason}`, true);
  ctx.log.info({ tournamentId: t.id, round, board: boardNumber, result }, 'result corrected');
  ctx.webhook(t, 'result_corrected', {
    round,
    board: boardNumber,
    gameId: b.gameId,
    first: b.firstUser,
    second: b.secondUser,
    result,
    reason,
  });
  const ratingChanges =
    b.gameId === null
      ? []
      : replayRatings(ctx.store, b.gameId, gameOfRound(t.settings, round).ruleset);
  return { ok: true, value: { ratingChanges, repairRound } };
}
