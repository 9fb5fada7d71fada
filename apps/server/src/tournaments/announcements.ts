import { formatPoints } from '@broadside/protocol';
import type { TournamentContext } from './context.js';
import { resultText } from './export/tables.js';
import type { BoardRow, TournamentRow } from './store.js';
import type { BoardResult } from './types.js';

/**
 * What a tournament's players and organiser are told beyond a round's games (issue 31,
 * "Announcements"): a round paired ahead of its start, each result as it comes in, and the end
 * with the winner. Each goes to the app and, where the account wants that kind, by email.
 */

/** Display names of a tournament's players, by user id. */
function namesOf(ctx: TournamentContext, t: TournamentRow): (userId: number) => string {
  const names = new Map(ctx.store.players(t.id).map((p) => [p.userId, p.displayName]));
  return (userId) => names.get(userId) ?? `player ${userId}`;
}

/** A round paired to start later: every player hears whom they meet, or of their bye, and when. */
export function announcePairing(
  ctx: TournamentContext,
  t: TournamentRow,
  round: number,
  startsAt: number,
): void {
  if (startsAt <= ctx.clock.now()) return; // It starts at once: `round_started` says it all.
  const nameOf = namesOf(ctx, t);
  const when = new Date(startsAt).toISOString().replace('T', ' ').slice(0, 16);
  for (const b of ctx.store.boards(t.id).filter((x) => x.round === round)) {
    const pairs: [number, number | null][] =
      b.secondUser === null
        ? [[b.firstUser, null]]
        : [
            [b.firstUser, b.secondUser],
            [b.secondUser, b.firstUser],
          ];
    for (const [me, them] of pairs)
      ctx.notify({
        kind: 'round_paired',
        userId: me,
        gameId: null,
        tournamentId: t.id,
        key: `round:${round}:${b.board}:${them ?? 'bye'}`,
        text:
          them === null
            ? `${t.name}, round ${round}: you have a bye.`
            : `${t.name}, round ${round} is paired: you meet ${nameOf(them)} on board ${b.board}, from ${when} UTC.`,
      });
  }
}

/** A board's result: its two players and the organiser hear it, once. */
export function announceResult(
  ctx: TournamentContext,
  t: TournamentRow,
  b: BoardRow,
  result: BoardResult,
): void {
  if (b.secondUser === null) return;
  const nameOf = namesOf(ctx, t);
  const text = `${t.name}, round ${b.round}, board ${b.board}: ${nameOf(b.firstUser)} – ${nameOf(b.secondUser)} ${resultText(result)}.`;
  const to = new Set([b.firstUser, b.secondUser, t.organiserId]);
  for (const userId of to)
    ctx.notify({
      kind: 'tournament_result',
      userId,
      gameId: b.gameId,
      tournamentId: t.id,
      key: `board:${b.round}:${b.board}:${resultText(result)}`,
      text,
    });
}

/** The tournament ended: every player and the organiser hear who won. */
export function announceEnd(
  ctx: TournamentContext,
  t: TournamentRow,
  winners: readonly number[],
  points: number,
): void {
  const nameOf = namesOf(ctx, t);
  const who = winners.map(nameOf).join(' and ');
  const text =
    winners.length === 0
      ? `${t.name} has ended.`
      : `${t.name} has ended: ${who} ${winners.length > 1 ? 'share first place' : 'wins'} with ${formatPoints(points)} points.`;
  const to = new Set([...ctx.store.players(t.id).map((p) => p.userId), t.organiserId]);
  for (const userId of to)
    ctx.notify({
      kind: 'tournament_finished',
      userId,
      gameId: null,
      tournamentId: t.id,
      key: 'end',
      text,
    });
}
