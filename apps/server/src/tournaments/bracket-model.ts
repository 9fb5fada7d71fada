import { BracketReader, eliminationRoundTitle, type Slot } from './bracket-reader.js';
import { bracketSections } from './bracket-sections.js';
import type { BracketDrawing, BracketRound } from './export/bracket-picture.js';
import type { BracketView } from './formats/bracket-view.js';
import type { TournamentView } from './view.js';

/**
 * The bracket picture's input from a tournament's public view: which formats have a bracket,
 * and each board as a match of the picture (places in bracket order, scores, the winner).
 */

/** The picture's status line: how far the event is, and its field. */
function statusLine(view: TournamentView): string {
  const field = `${view.players.length} players`;
  if (view.status === 'finished') return `Finished · ${field}`;
  const current = view.rounds.length;
  const total = view.totalRounds ?? current;
  return `${current === total ? 'Final round' : `Round ${current} of ${total}`} · ${field}`;
}

/**
 * A single-elimination bracket of `total` rounds from its rounds so far: every round's boards in
 * bracket order (round 1 as seeded, byes included), places ordered by the match they come from,
 * and the rounds not paired yet drawn with the winners known so far.
 */
function eliminationSection(
  reader: BracketReader,
  rounds: TournamentView['rounds'],
  total: number,
): { rounds: BracketRound[]; champion: number | null } {
  const out: BracketRound[] = [];
  let previous: Slot[] = [];
  for (let r = 1; r <= total; r += 1) {
    const round = rounds.find((x) => x.round === r);
    const title = eliminationRoundTitle(r, total);
    if (round) {
      const feederOf = (id: number) =>
        previous.findIndex((f) => f && (f.first === id || f.second === id));
      const matches = round.boards.map((b) =>
        reader.match(
          b,
          r > 1 && feederOf(b.first) > feederOf(b.second ?? b.first),
          round.status !== 'paired',
        ),
      );
      out.push({ title, matches });
      previous = round.boards;
    } else {
      const count = Math.max(1, Math.ceil(previous.length / 2));
      const feeders = Array.from({ length: count }, (_, i) => previous.slice(2 * i, 2 * i + 2));
      out.push({ title, matches: feeders.map((f) => reader.pending(f)) });
      previous = Array.from({ length: count }, () => null);
    }
  }
  const final = previous.length === 1 ? previous[0]! : null;
  return { rounds: out, champion: final ? reader.winnerOf(final) : null };
}

/**
 * What the bracket picture of a tournament draws, or null when it has none: formats without a
 * bracket, and brackets before they are seeded (the tournament has not started).
 */
export function bracketDrawing(view: TournamentView): BracketDrawing | null {
  if (view.rounds.length === 0) return null;
  const reader = new BracketReader(view);
  const head = { title: view.name, status: statusLine(view) };
  const bracket = (view as TournamentView & { readonly bracket?: BracketView | null }).bracket;
  const seeded = bracket?.sections.some((s) =>
    s.rounds.some((r) => r.matches.some((m) => m.first !== null || m.second !== null)),
  );
  if (bracket && seeded) return { ...head, ...bracketSections(reader, view, bracket) };
  if (view.format !== 'single_elimination') return null;
  const total = view.totalRounds ?? view.rounds.length;
  const { rounds, champion } = eliminationSection(reader, view.rounds, total);
  return {
    ...head,
    sections: [{ title: 'Bracket', rounds }],
    champion: champion === null ? null : { name: reader.label(champion), section: 0 },
  };
}

/** The address of a tournament's bracket picture (PNG), or null when it has no bracket. */
export function bracketPictureUrl(view: TournamentView, baseUrl: string): string | null {
  return bracketDrawing(view) ? `${baseUrl}/api/tournaments/${view.id}/bracket.png` : null;
}
