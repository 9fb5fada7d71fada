import type { GameResult } from '@broadside/rules';
import { announceResult } from './announcements.js';
import type { TournamentContext } from './context.js';
import { NEW_RATING, rateGame } from './glicko2.js';
import { tellOrganiserOfNoShow, type AbsentSeat } from './no-show-notice.js';
import { boardResultOf } from './results.js';
import { gameScore } from './standings.js';

/**
 * A tournament game ended: its board's result (unless the board was already decided), both
 * players' Glicko-2 ratings when the board is rated, the `game_finished` webhook, the organiser
 * told of a no-show (`absent`: the seats of a game that never started which nobody took), and the
 * tournament moved on. A game of no tournament is ignored.
 */
export function scoreFinishedGame(
  ctx: TournamentContext,
  gameId: string,
  ruleset: string,
  result: GameResult,
  absent: readonly AbsentSeat[] = [],
): void {
  const b = ctx.store.boardOfGame(gameId);
  if (!b || b.firstSeat === null || b.secondSeat === null || b.secondUser === null) return;
  const boardResult = boardResultOf(result, b.firstSeat, b.secondSeat);
  if (!ctx.store.setResult(b, boardResult, null)) return;
  const t = ctx.store.get(b.tournamentId)!;
  ctx.log.info({ tournamentId: t.id, gameId, result: boardResult }, 'tournament game scored');
  announceResult(ctx, t, b, boardResult);
  // A game that never started (`forfeit`: a seat never taken) says nothing of anyone's play.
  if (b.rated && result.reason !== 'forfeit') {
    const a = ctx.store.rating(b.firstUser, ruleset) ?? NEW_RATING;
    const c = ctx.store.rating(b.secondUser, ruleset) ?? NEW_RATING;
    const [na, nc] = rateGame(a, c, gameScore(boardResult, 'first'));
    ctx.store.rate(
      gameId,
      ruleset,
      [
        [b.firstUser, na],
        [b.secondUser, nc],
      ],
      ctx.clock.now(),
    );
  }
  ctx.webhook(t, 'game_finished', {
    round: b.round,
    board: b.board,
    gameId,
    first: b.firstUser,
    second: b.secondUser,
    result: boardResult,
    // Why the game ended (`forfeit`: a seat was never taken, the game never started) and how.
    reason: result.reason,
    summary: result.summary,
  });
  if (result.reason === 'forfeit') tellOrganiserOfNoShow(ctx, t, b, gameId, absent);
  ctx.advance(t.id);
}
