import type { GameTournament } from '@broadside/protocol';
import type { TournamentStore } from './store.js';

/**
 * The tournament board `gameId` is played for (its tournament's id and name, round and board),
 * or null for a game outside any tournament. The game's summary carries it, so that the end
 * screen links back to the event instead of offering a rematch.
 */
export function gameTournament(store: TournamentStore, gameId: string): GameTournament | null {
  const board = store.boardOfGame(gameId);
  if (!board) return null;
  const t = store.get(board.tournamentId);
  if (!t) return null;
  return { id: t.id, name: t.name, round: board.round, board: board.board };
}
