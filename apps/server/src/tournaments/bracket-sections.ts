import { BRACKET_SECTION_TITLES, bracketRoundTitle } from '@broadside/protocol';
import { noteOf, type BracketReader } from './bracket-reader.js';
import type { BracketMatch, BracketPlace, BracketSection } from './export/bracket-picture.js';
import type { BracketMatchView, BracketView } from './formats/bracket-view.js';
import type { BoardView, TournamentView } from './view.js';

/**
 * The bracket picture's sections from the view's `bracket` (docs/tournaments.md): every
 * elimination format (single and double elimination, a third-place match, the playoff of a staged
 * format) as the bracket code replayed it, each match with its board's result.
 */

/** A match of the bracket view as the picture draws it. */
function matchOf(
  reader: BracketReader,
  m: BracketMatchView,
  board: BoardView | null,
  started: boolean,
): BracketMatch {
  const placeOf = (id: number | null): BracketPlace => {
    if (m.state === 'not_needed') return { kind: 'none' };
    if (id !== null) return reader.player(id, board);
    return m.state === 'bye' ? { kind: 'bye' } : { kind: 'open' };
  };
  const winner =
    m.winner === null ? null : m.winner === m.first ? 0 : m.winner === m.second ? 1 : null;
  return {
    places: [placeOf(m.first), placeOf(m.second)],
    winner,
    note: m.state === 'not_needed' ? 'not needed' : board ? noteOf(board, started) : '',
  };
}

/**
 * The sections of a bracket view, and the champion: the winner of the last match played in the
 * section that decides the event (the grand final, or the winners' bracket without one), once
 * every match of that section is decided or not needed.
 */
export function bracketSections(
  reader: BracketReader,
  view: TournamentView,
  bracket: BracketView,
): { sections: BracketSection[]; champion: { name: string; section: number } | null } {
  const double = bracket.sections.some((s) => s.name === 'losers');
  const roundOf = (n: number | null) => view.rounds.find((r) => r.round === n) ?? null;
  const sections = bracket.sections.map((s) => ({
    title: s.name === 'winners' && !double ? 'Bracket' : BRACKET_SECTION_TITLES[s.name],
    rounds: s.rounds.map((r) => ({
      title: bracketRoundTitle(s, r.round, double),
      matches: r.matches.map((m) => {
        const round = roundOf(m.round);
        const board = round && m.board !== null ? (round.boards[m.board - 1] ?? null) : null;
        return matchOf(reader, m, board, round !== null && round.status !== 'paired');
      }),
    })),
  }));
  const final = bracket.sections.findIndex((s) => s.name === 'final');
  const at =
    final >= 0
      ? final
      : Math.max(
          0,
          bracket.sections.findIndex((s) => s.name === 'winners'),
        );
  const matches = bracket.sections[at]?.rounds.flatMap((r) => r.matches) ?? [];
  const done = matches.every((m) => ['decided', 'not_needed', 'bye'].includes(m.state));
  const last = matches.filter((m) => m.state === 'decided' || m.state === 'bye').at(-1);
  const champion = done && last?.winner != null ? reader.label(last.winner) : null;
  return { sections, champion: champion === null ? null : { name: champion, section: at } };
}
