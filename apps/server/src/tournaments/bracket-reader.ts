import { eliminationWinner } from './elimination.js';
import type { BracketMatch, BracketPlace } from './export/bracket-picture.js';
import { crosstableCell } from './export/tables.js';
import type { BoardView, TournamentView } from './view.js';

/** A board of the bracket, or a place still to be played (`null`). */
export type Slot = BoardView | null;

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

/**
 * Reads players and results of a tournament's view for the bracket picture: names as pages show
 * them, seeds (a playoff's own seeds in a staged format), scores and how each board was decided.
 */
export class BracketReader {
  private readonly players: Map<number, TournamentView['players'][number]>;
  private readonly playoffSeeds: Map<number, number>;

  constructor(view: TournamentView) {
    this.players = new Map(view.players.map((p) => [p.userId, p]));
    this.playoffSeeds = new Map((view.stages?.qualifiers ?? []).map((id, i) => [id, i + 1]));
  }

  /** A player's seed in the bracket: the playoff's where there is one; null when unseeded. */
  seed(id: number): number | null {
    if (this.playoffSeeds.size > 0) return this.playoffSeeds.get(id) ?? null;
    return this.players.get(id)?.seed ?? null;
  }

  /** A player's seed for "the higher seed goes through" (unseeded last). */
  readonly seedOf = (id: string): number => this.seed(Number(id)) ?? Infinity;

  label(id: number): string {
    return this.players.get(id)?.label ?? '?';
  }

  /** A player's place in a match, with the score on `board` when it has a result. */
  player(id: number, board: Slot): BracketPlace {
    return {
      kind: 'player',
      name: this.label(id),
      seed: this.seed(id),
      score: board === null || board.second === null ? '' : scoreOf(board, id),
    };
  }

  /** The player who went through a board, or null while it is played. */
  winnerOf(b: Slot): number | null {
    if (b === null || (b.second !== null && b.result === null)) return null;
    return Number(eliminationWinner(played(b), this.seedOf));
  }

  /** A board as a match, its places in the order given (`flip`: second seat on top). */
  match(b: BoardView, flip: boolean, started: boolean): BracketMatch {
    const winner = this.winnerOf(b);
    const ids = flip ? [b.second, b.first] : [b.first, b.second];
    const placeOf = (id: number | null): BracketPlace =>
      id === null ? { kind: 'bye' } : this.player(id, b);
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
      return id === null ? { kind: 'open' } : this.player(id, null);
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
export function noteOf(b: BoardView, started: boolean): string {
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
