/** Shared shapes of the pure tournament modules (pairings, standings, exports). */

/** A tournament player's id (their account id). */
export type PlayerId = string;

/** One board of a round: `first` takes the ruleset's first seat. `second` null is a bye. */
export interface Pairing {
  readonly first: PlayerId;
  readonly second: PlayerId | null;
}

/** How a game ended for scoring: who won, by how much, and whether it was a forfeit. */
export type BoardResult =
  | { readonly kind: 'win'; readonly winner: 'first' | 'second'; readonly level: 'major' | 'minor' }
  | { readonly kind: 'draw' }
  | { readonly kind: 'forfeit'; readonly winner: 'first' | 'second' }
  | { readonly kind: 'double_forfeit' };

/** A board of a played (or playing) round, as the standings read it. */
export interface PlayedBoard extends Pairing {
  readonly round: number;
  /** Null while the game is being played. */
  readonly result: BoardResult | null;
}

/** Points for each kind of result (organiser settings). */
export interface Scoring {
  readonly majorWin: number;
  readonly minorWin: number;
  readonly draw: number;
  readonly minorLoss: number;
  readonly majorLoss: number;
  /** Points of a player who lost by forfeit (on time, or withdrawn); the opponent scores a major win. */
  readonly forfeit: number;
  /** Points of a player with a bye. */
  readonly bye: number;
  /** Points of a requested half-point bye; the draw's when absent. */
  readonly halfPointBye?: number | undefined;
}

/** The default scoring: chess-like, with a little for a minor result. */
export const DEFAULT_SCORING: Scoring = {
  majorWin: 3,
  minorWin: 2,
  draw: 1,
  minorLoss: 0.5,
  majorLoss: 0,
  forfeit: 0,
  bye: 3,
};

/** Tie-breaks, applied in the organiser's order after points. */
export const TIE_BREAKS = ['buchholz', 'sonneborn_berger', 'head_to_head'] as const;
/** One tie-break. */
export type TieBreak = (typeof TIE_BREAKS)[number];
