import type { TournamentContext } from './context.js';
import { tournamentField } from './field.js';
import { gameResultOfBoard } from './results.js';
import type { BoardRow, TournamentRow } from './store.js';
import type { BoardResult } from './types.js';

/** Unfinished boards of withdrawn players of started rounds become forfeits; their games end. */
export function forfeitWithdrawn(ctx: TournamentContext, t: TournamentRow): void {
  const { withdrawn } = tournamentField(ctx.store, t);
  const started = new Set(
    ctx.store
      .rounds(t.id)
      .filter((r) => r.status === 'started')
      .map((r) => r.round),
  );
  for (const b of ctx.store.boards(t.id)) {
    if (!started.has(b.round) || b.result !== null || b.secondUser === null) continue;
    const f = withdrawn.has(String(b.firstUser));
    const s = withdrawn.has(String(b.secondUser));
    if (!f && !s) continue;
    const result: BoardResult =
      f && s ? { kind: 'double_forfeit' } : { kind: 'forfeit', winner: f ? 'second' : 'first' };
    if (ctx.store.setResult(b, result, 'withdrawn'))
      endSettledGame(ctx, b, result, (started) =>
        started
          ? 'A player withdrew from the tournament.'
          : 'A player withdrew from the tournament before the game started.',
      );
  }
}

/**
 * A board the organiser settled (adjudicated, or a player withdrew): its game ends too, with the
 * board's result (reason `adjudicated`) and the summary `why` gives for it (the web client shows
 * it after "The organiser adjudicated the game:"). A game that never started leaves the lobby's
 * open games and the players' invitations; a game being played ends at once with an
 * adjudication entry in its log, and its players and spectators get the game-over batch.
 */
export function endSettledGame(
  ctx: TournamentContext,
  b: BoardRow,
  result: BoardResult,
  why: (started: boolean) => string,
): void {
  if (b.gameId === null || b.firstSeat === null || b.secondSeat === null) return;
  const loaded = ctx.match.cache.get(b.gameId);
  if (!loaded.ok) return;
  const game = loaded.game;
  const status = game.header.status;
  if (status === 'finished') return;
  const ended = gameResultOfBoard(result, b.firstSeat, b.secondSeat, why(status !== 'open'));
  const done =
    status === 'open' ? ctx.match.endBeforeStart(game, ended) : ctx.match.adjudicate(game, ended);
  if (done)
    ctx.log.info({ tournamentId: b.tournamentId, gameId: b.gameId, status }, 'settled game ended');
}
