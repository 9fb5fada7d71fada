import type { BracketSectionName, BracketSectionView, BracketView } from '@broadside/protocol';
import type { BracketReplay } from './bracket.js';

export type { BracketMatchView, BracketSectionView, BracketView } from '@broadside/protocol';

const SECTIONS: readonly BracketSectionName[] = ['winners', 'losers', 'final', 'third_place'];

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
