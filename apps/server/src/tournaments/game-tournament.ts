import type { FastifyInstance } from 'fastify';
import type { GameSummary, GameTournament } from '@broadside/protocol';
import type { TournamentStore } from './store.js';

/** The route whose answer names a tournament game's board. */
const SUMMARY_ROUTE = '/api/games/:gameId';

/**
 * The tournament board `gameId` is played for (its tournament's id and name, round and board),
 * or null for a game outside any tournament.
 */
export function gameTournament(store: TournamentStore, gameId: string): GameTournament | null {
  const board = store.boardOfGame(gameId);
  if (!board) return null;
  const t = store.get(board.tournamentId);
  if (!t) return null;
  return { id: t.id, name: t.name, round: board.round, board: board.board };
}

/**
 * Adds `tournament` to the answer of `GET /api/games/{id}` for a tournament game, so that its end
 * screen links back to the event instead of offering a rematch. The lobby's routes know nothing
 * of tournaments (a lower layer); this hook adds what they cannot.
 */
export function addBoardToSummaries(app: FastifyInstance, store: TournamentStore): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.routeOptions.url !== SUMMARY_ROUTE || reply.statusCode !== 200) return payload;
    const summary = payload as GameSummary;
    const tournament = gameTournament(store, summary.id);
    return tournament ? { ...summary, tournament } : payload;
  });
}
