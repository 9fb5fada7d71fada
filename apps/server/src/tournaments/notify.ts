/**
 * A notice of a tournament: `round_paired` tells a player whom they meet when a round starts
 * later; `round_started` that their game has started; `tournament_result` a board's result (its
 * players and the organiser); `tournament_finished` the final standings' top (every player and
 * the organiser); `no_show` tells the organiser a board was forfeited because a seat was never
 * taken; `check_in_open` tells a player a round's check-in window opened and when it ends;
 * `tournament_check_in_missed` tells the organiser who did not check in.
 */
export interface TournamentNotice {
  readonly kind:
    | 'round_paired'
    | 'round_started'
    | 'tournament_result'
    | 'tournament_finished'
    | 'no_show'
    | 'check_in_open'
    | 'tournament_check_in_missed';
  readonly userId: number;
  /** The game it is about, if any: a round's start and a result have one. */
  readonly gameId: string | null;
  readonly tournamentId: string;
  readonly text: string;
  /** What makes it unique for one user (a round, a board): a second notice with it is dropped. */
  readonly key: string;
}

/**
 * Tells a player (or the organiser) of a tournament event. The default does nothing; the
 * tournaments plugin replaces it with the server's notifier (in-app, and email where configured).
 */
export function notifyPlayers(_notice: TournamentNotice): void {}
