import type { Format, TournamentSettings } from '../settings.js';
import type { PlayedBoard, PlayerId } from '../types.js';
import { bracketView, type BracketView } from './bracket-view.js';
import {
  bracketStandings,
  isBracketFormat,
  replayTournamentBracket,
} from './elimination-format.js';

/** What an elimination tournament adds to its view: the bracket, and standings by placement. */
export interface EliminationViewParts {
  readonly bracket: BracketView;
  /** The standings reordered by elimination placement ({@link bracketStandings}). */
  rank<T extends { readonly player: PlayerId; readonly rank: number }>(
    standings: readonly T[],
  ): T[];
}

/**
 * The bracket parts of a started elimination tournament's view, or null for other formats and
 * before the start. `seeded`: every player by seed; `boards`: every board so far.
 */
export function eliminationViewParts(
  format: Format,
  settings: Partial<TournamentSettings>,
  seeded: readonly PlayerId[],
  boards: readonly PlayedBoard[],
  started: boolean,
): EliminationViewParts | null {
  if (!started || !isBracketFormat(format)) return null;
  const replay = replayTournamentBracket(format, settings, seeded, boards);
  return {
    bracket: bracketView(replay),
    rank: (standings) => bracketStandings(standings, replay),
  };
}
