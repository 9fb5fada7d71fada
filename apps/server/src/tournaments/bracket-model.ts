import { BracketReader } from './bracket-reader.js';
import { bracketSections } from './bracket-sections.js';
import type { BracketDrawing } from './export/bracket-picture.js';
import type { TournamentView } from './view.js';

/**
 * The bracket picture's input from a tournament's public view: which tournaments have a bracket
 * to draw, and the title and status line above it.
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
 * What the bracket picture of a tournament draws, or null when it has none: the view's `bracket`
 * (elimination formats once started, a staged format's playoff once seeded), with at least one
 * player placed.
 */
export function bracketDrawing(view: TournamentView): BracketDrawing | null {
  const { bracket } = view;
  const seeded = bracket?.sections.some((s) =>
    s.rounds.some((r) => r.matches.some((m) => m.first !== null || m.second !== null)),
  );
  if (!bracket || !seeded || view.rounds.length === 0) return null;
  return {
    title: view.name,
    status: statusLine(view),
    ...bracketSections(new BracketReader(view), view, bracket),
  };
}

/** The address of a tournament's bracket picture (PNG), or null when it has no bracket. */
export function bracketPictureUrl(view: TournamentView, baseUrl: string): string | null {
  return bracketDrawing(view) ? `${baseUrl}/api/tournaments/${view.id}/bracket.png` : null;
}
