/**
 * A notice of a tournament: `round_started` tells a player their game has started; `no_show`
 * tells the organiser a board was forfeited because a seat was never taken.
 */
export interface TournamentNotice {
  readonly kind: 'round_started' | 'no_show';
  readonly userId: number;
  readonly gameId: string;
  readonly tournamentId: string;
  readonly text: string;
}

/**
 * Tells a player (or the organiser) of a tournament event. The default does nothing; the
 * tournaments plugin replaces it with the server's notifier (in-app, and email where configured).
 */
export function notifyPlayers(_notice: TournamentNotice): void {}
