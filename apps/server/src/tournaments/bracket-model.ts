import { eliminationWinner } from './elimination.js';
import type {
  BracketDrawing,
  BracketMatch,
  BracketPlace,
  BracketRound,
} from './export/bracket-picture.js';
import { crosstableCell } from './export/tables.js';
import type { BoardView, TournamentView } from './view.js';

/**
 * The bracket picture's input from a tournament's public view: which formats have a bracket,
 * and each board as a match of the picture (places in bracket order, scores, the winner).
 */

/** A board of the bracket, or a place still to be played (`null`). */
type Slot = BoardView | null;

/** A round's title by how far it is from the last: Final, Semi-finals, Quarter-finals, Round n. */
export function eliminationRoundTitle(round: number, total: number): string {
  const left = total - round;
  return left === 0
    ? 'Final'
    : left === 1
      ? 'Semi-finals'
      : left === 2
        ? 'Quarter-finals'
        : `Round ${round}`;
}

/** The picture's status line: how far the event is, and its field. */
function statusLine(view: TournamentView): string {
  const field = `${view.players.length} players`;
  if (view.status === 'finished') return `Finished · ${field}`;
  const current = view.rounds.length;
  const total = view.totalRounds ?? current;
  return `${current === total ? 'Final round' : `Round ${current} of ${total}`} · ${field}`;
}

/** Reads players and results of a view for the picture. */
class Reader {
  private readonly players: Map<number, TournamentView['players'][number]>;

  constructor(view: TournamentView) {
    this.players = new Map(view.players.map((p) => [p.userId, p]));
  }

  /** A player's seed for "the higher seed goes through" (unseeded last). */
  readonly seedOf = (id: string): number => this.players.get(Number(id))?.seed ?? Infinity;

  label(id: number): string {
    return this.players.get(id)?.label ?? '?';
  }

  /** The player who went through a board, or null while it is played. */
  winnerOf(b: Slot): number | null {
    if (b === null || (b.second !== null && b.result === null)) return null;
    return Number(eliminationWinner(played(b), this.seedOf));
  }

  /** A board as a match, its places in the order given (`flip`: second seat on top). */
  match(b: BoardView, flip: boolean, started: boolean): BracketMatch {
    const winner = this.winnerOf(b);
    const placeOf = (id: number | null): BracketPlace =>
      id === null
        ? { kind: 'bye' }
        : {
            kind: 'player',
            name: this.label(id),
            seed: this.players.get(id)?.seed ?? null,
            score: b.second === null ? '' : scoreOf(b, id),
          };
    const ids = flip ? [b.second, b.first] : [b.first, b.second];
    return {
      places: [placeOf(ids[0]!), placeOf(ids[1]!)],
      winner: winner === null ? null : ids[0] === winner ? 0 : 1,
      note: noteOf(b, started),
    };
  }

  /** A match not paired yet: the winners of its feeders where known. */
  pending(feeders: readonly Slot[]): BracketMatch {
    const placeOf = (f: Slot | undefined): BracketPlace => {
      const id = f === undefined ? null : this.winnerOf(f);
      if (id === null) return { kind: 'open' };
      return {
        kind: 'player',
        name: this.label(id),
        seed: this.players.get(id)?.seed ?? null,
        score: '',
      };
    };
    return { places: [placeOf(feeders[0]), placeOf(feeders[1])], winner: null, note: '' };
  }
}

function played(b: BoardView) {
  return {
    round: 0,
    first: String(b.first),
    second: b.second === null ? null : String(b.second),
    result: b.result,
  };
}

/** A player's score on a board as the crosstable shows it (1, ½, 0, + and − for forfeits). */
function scoreOf(b: BoardView, id: number): string {
  if (b.result === null) return '';
  return crosstableCell({ ...played(b), gameUrl: null }, String(id));
}

/** The small line under a match: how it was decided. */
function noteOf(b: BoardView, started: boolean): string {
  const r = b.result;
  if (b.second === null) return '';
  if (r === null) return started ? 'playing' : '';
  const how =
    r.kind === 'win'
      ? `${r.level} win`
      : r.kind === 'forfeit'
        ? 'forfeit'
        : r.kind === 'draw'
          ? 'drawn: higher seed through'
          : 'double forfeit';
  return b.adjudication ? `${how}, adjudicated` : how;
}

/**
 * A single-elimination bracket of `total` rounds from its rounds so far: every round's boards in
 * bracket order (round 1 as seeded, byes included), places ordered by the match they come from,
 * and the rounds not paired yet drawn with the winners known so far.
 */
function eliminationSection(
  reader: Reader,
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
  if (view.format !== 'single_elimination' || view.rounds.length === 0) return null;
  const reader = new Reader(view);
  const total = view.totalRounds ?? view.rounds.length;
  const { rounds, champion } = eliminationSection(reader, view.rounds, total);
  return {
    title: view.name,
    status: statusLine(view),
    sections: [{ title: 'Bracket', rounds }],
    champion: champion === null ? null : { name: reader.label(champion), section: 0 },
  };
}

/** The address of a tournament's bracket picture (PNG), or null when it has no bracket. */
export function bracketPictureUrl(view: TournamentView, baseUrl: string): string | null {
  return bracketDrawing(view) ? `${baseUrl}/api/tournaments/${view.id}/bracket.png` : null;
}
