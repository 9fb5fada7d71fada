import type { BoardRow, TournamentRow, TournamentStore } from './store.js';
import type { PlayedBoard } from './types.js';

/** A board as the pure modules see it (player ids are account ids as strings). */
export function playedBoard(b: BoardRow): PlayedBoard {
  return {
    round: b.round,
    first: String(b.firstUser),
    second: b.secondUser === null ? null : String(b.secondUser),
    result: b.result,
  };
}

/** Seeded ids (account ids as strings, in seed order) and withdrawn set of a tournament. */
export function tournamentField(
  store: TournamentStore,
  t: TournamentRow,
): { seeded: string[]; withdrawn: Set<string> } {
  const players = store.players(t.id);
  return {
    seeded: players.map((p) => String(p.userId)),
    withdrawn: new Set(players.filter((p) => p.withdrawnAt !== null).map((p) => String(p.userId))),
  };
}
