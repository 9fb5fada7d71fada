/** A notice for the players of a tournament game. */
export interface TournamentNotice {
  readonly kind: 'round_started';
  readonly userId: number;
  readonly gameId: string;
  readonly tournamentId: string;
  readonly text: string;
}

/**
 * Tells players their tournament game has started. The default does nothing; the tournaments
 * plugin replaces it with the server's notifier (in-app, and email where configured).
 */
export function notifyPlayers(_notice: TournamentNotice): void {}
