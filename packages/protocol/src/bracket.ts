/**
 * The bracket of an elimination event as the server's tournament view sends it
 * (docs/protocol.md, Tournaments), and the names pages and pictures give its parts, so that the
 * web bracket and the bracket picture read alike.
 */

/** The part of a bracket: winners', losers', the finals (grand final, reset) or third place. */
export type BracketSectionName = 'winners' | 'losers' | 'final' | 'third_place';

/**
 * How a match stands: `waiting` for a player, `paired` on a board without a result, `decided`,
 * `bye` (one player, through without a game), `not_needed` (no player at all, or a bracket reset
 * the grand final made moot).
 */
export type BracketMatchState = 'waiting' | 'paired' | 'decided' | 'bye' | 'not_needed';

/**
 * One match of a bracket. Players are account ids by their place in the bracket (from the upper
 * feeding match first; in the grand final the winners' champion first), which is not always the
 * seating: the round's board has that.
 */
export interface BracketMatchView {
  /** The tournament round and board number it is played on; null while not paired. */
  readonly round: number | null;
  readonly board: number | null;
  /** Null while not known yet, or for an empty place (`state` says which). */
  readonly first: number | null;
  readonly second: number | null;
  /** The player who went through (or won the final); null while undecided. */
  readonly winner: number | null;
  readonly state: BracketMatchState;
}

/** The rounds of one section of a bracket. */
export interface BracketSectionView {
  readonly name: BracketSectionName;
  readonly rounds: readonly {
    /** The round within the section (1-based). */
    readonly round: number;
    readonly matches: readonly BracketMatchView[];
  }[];
}

/** The bracket of an elimination event, by section, in the order winners, losers, final, third. */
export interface BracketView {
  readonly sections: readonly BracketSectionView[];
}

/** Each section's heading. A single elimination's one section is simply "Bracket". */
export const BRACKET_SECTION_TITLES: Readonly<Record<BracketSectionName, string>> = {
  winners: "Winners' bracket",
  losers: "Losers' bracket",
  final: 'Finals',
  third_place: 'Third place',
};

/** A single elimination's round by how far it is from the last: Final, Semi-finals, … Round n. */
export function eliminationRoundTitle(round: number, total: number): string {
  const left = total - round;
  if (left === 0) return 'Final';
  if (left === 1) return 'Semi-finals';
  if (left === 2) return 'Quarter-finals';
  return `Round ${round}`;
}

/**
 * A column's title within its section: `double` says whether the bracket has a losers' side
 * (double elimination), whose winners' rounds end in the "Winners' final" rather than the Final.
 */
export function bracketRoundTitle(
  section: Pick<BracketSectionView, 'name' | 'rounds'>,
  round: number,
  double: boolean,
): string {
  const last = section.rounds.length;
  switch (section.name) {
    case 'winners':
      if (!double) return eliminationRoundTitle(round, last);
      return round === last ? "Winners' final" : `Round ${round}`;
    case 'losers':
      return round === last ? "Losers' final" : `Round ${round}`;
    case 'final':
      return round === 1 ? 'Grand final' : 'Bracket reset';
    case 'third_place':
      return 'Third-place match';
  }
}
