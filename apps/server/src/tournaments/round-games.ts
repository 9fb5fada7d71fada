import type { TournamentContext } from './context.js';
import { gameOfRound } from './settings.js';
import { gameResultOfBoard } from './results.js';
import type { TournamentRow } from './store.js';

/**
 * A game made for a board that another process linked to its own game first (two nodes of a
 * cluster starting the same round at once): it ends before it starts, so that it leaves the
 * lobby, and nobody is told of it.
 */
function discardGame(
  ctx: TournamentContext,
  t: TournamentRow,
  round: number,
  game: { gameId: string; firstSeat: string; secondSeat: string },
): void {
  ctx.log.warn({ tournamentId: t.id, round, gameId: game.gameId }, 'board already has a game');
  const loaded = ctx.match.cache.get(game.gameId);
  if (!loaded.ok) return;
  const why = 'Another game was made for this board.';
  ctx.match.endBeforeStart(
    loaded.game,
    gameResultOfBoard({ kind: 'double_forfeit' }, game.firstSeat, game.secondSeat, why),
  );
}

/**
 * Creates a game for every board of `round` that has two players and no game or result yet: the
 * round's ruleset and set-up, the tournament's time control, each seat kept for its player, both
 * players told. A game the match service refuses is logged and its board left without a game.
 * Each board takes the first game linked to it, so two processes starting the same round make
 * one game per board between them, and its players are told once.
 */
export function createRoundGames(ctx: TournamentContext, t: TournamentRow, round: number): void {
  const spec = gameOfRound(t.settings, round);
  const ruleset = ctx.match.rulesets.get(spec.ruleset);
  const names = new Map(ctx.store.players(t.id).map((p) => [p.userId, p.displayName]));
  for (const b of ctx.store.boards(t.id).filter((x) => x.round === round)) {
    if (b.secondUser === null || b.gameId !== null || b.result !== null || !ruleset) continue;
    const created = ctx.match.createGame({
      ruleset: spec.ruleset,
      setup: spec.setup,
      title: `${t.name}: round ${round}, board ${b.board}`,
      visibility: 'public',
      timeControl: t.settings.timeControl,
      spectatorDelay: { kind: 'none' },
    });
    if (!created.ok) {
      ctx.log.error({ tournamentId: t.id, round, error: created.error }, 'tournament game refused');
      continue;
    }
    const [first, second] = created.value.invites;
    if (!first || !second) continue;
    const game = { gameId: created.value.gameId, firstSeat: first.seat, secondSeat: second.seat };
    if (!ctx.store.setGame(b, game, t.settings.rated)) {
      discardGame(ctx, t, round, game);
      continue;
    }
    for (const [me, them] of [
      [b.firstUser, b.secondUser],
      [b.secondUser, b.firstUser],
    ] as const) {
      ctx.notify({
        kind: 'round_started',
        userId: me,
        gameId: created.value.gameId,
        tournamentId: t.id,
        key: created.value.gameId,
        text: `${t.name}, round ${round}: your game against ${names.get(them) ?? 'your opponent'} has started.`,
      });
    }
  }
}
