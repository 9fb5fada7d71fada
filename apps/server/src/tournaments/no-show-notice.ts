import type { TournamentContext } from './context.js';
import type { BoardRow, TournamentRow } from './store.js';

/** A seat of a game that never started which nobody took, with the ruleset's name for it. */
export interface AbsentSeat {
  readonly seat: string;
  readonly name: string;
}

/**
 * Tells the organiser that a board's game ended before it started because `absent` seats were
 * never taken by the first deadline (docs/tournaments.md, "No-shows"): the round and board, the
 * player and seat that forfeited, who wins, with the game attached. Nothing when every seat was
 * taken (the forfeit was something else, such as a nonce never revealed).
 */
export function tellOrganiserOfNoShow(
  ctx: TournamentContext,
  t: TournamentRow,
  b: BoardRow,
  gameId: string,
  absent: readonly AbsentSeat[],
): void {
  if (absent.length === 0 || b.secondUser === null) return;
  const names = new Map(ctx.store.players(t.id).map((p) => [p.userId, p.displayName]));
  const nameOf = (userId: number) => names.get(userId) ?? `player ${userId}`;
  const players = [
    { seat: b.firstSeat, user: b.firstUser },
    { seat: b.secondSeat, user: b.secondUser },
  ];
  const missing = players.filter((p) => absent.some((a) => a.seat === p.seat));
  const present = players.filter((p) => !missing.includes(p));
  if (missing.length === 0) return;
  const seatOf = (seat: string | null) => absent.find((a) => a.seat === seat)?.name ?? seat;
  const who = missing.map((p) => `${nameOf(p.user)} (${seatOf(p.seat)})`);
  const what =
    present.length === 0
      ? `neither ${who.join(' nor ')} took a seat before the first deadline: a double forfeit`
      : `${who.join(' and ')} never took the seat before the first deadline: a forfeit, ${nameOf(present[0]!.user)} wins`;
  const text = `${t.name}, round ${b.round}, board ${b.board}: ${what}.`;
  ctx.notify({
    kind: 'no_show',
    userId: t.organiserId,
    gameId,
    tournamentId: t.id,
    text,
    key: gameId,
  });
}
