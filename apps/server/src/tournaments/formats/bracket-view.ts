import type { BracketReplay, BracketSection, MatchState } from './bracket.js';

/**
 * One match of a bracket as pages and pictures draw it. Players are account ids by their place in
 * the bracket (from the upper feeding match first; in the grand final the winners' champion
 * first), which is not always the seating: the board in `rounds` has that.
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
  readonly state: MatchState;
}

/** The rounds of one section of a bracket. */
export interface BracketSectionView {
  /** `winners`, `losers`, `final` (grand final, then the bracket reset) or `third_place`. */
  readonly name: BracketSection;
  readonly rounds: {
    /** The round within the section (1-based). */
    readonly round: number;
    readonly matches: BracketMatchView[];
  }[];
}

/** The bracket of an elimination tournament, by section: what bracket pictures are drawn from. */
export interface BracketView {
  readonly sections: BracketSectionView[];
}

const SECTIONS: readonly BracketSection[] = ['winners', 'losers', 'final', 'third_place'];

/** The bracket of a replay, its sections in the order above (empty sections left out). */
export function bracketView(replay: BracketReplay): BracketView {
  const id = (p: string | null | undefined) => (p === null || p === undefined ? null : Number(p));
  const sections: BracketSectionView[] = [];
  for (const name of SECTIONS) {
    const matches = replay.matches.filter((m) => m.match.section === name);
    if (matches.length === 0) continue;
    const stages = [...new Set(matches.map((m) => m.match.stage))].sort((a, b) => a - b);
    sections.push({
      name,
      rounds: stages.map((round) => ({
        round,
        matches: matches
          .filter((m) => m.match.stage === round)
          .map((m) => ({
            round: m.round,
            board: m.boardIndex === null ? null : m.boardIndex + 1,
            first: id(m.players[0]),
            second: id(m.players[1]),
            winner: m.state === 'decided' || m.state === 'bye' ? id(m.winner) : null,
            state: m.state,
          })),
      })),
    });
  }
  return { sections };
}
