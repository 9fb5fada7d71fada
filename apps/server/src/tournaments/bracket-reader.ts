import type { BracketPlace } from './export/bracket-picture.js';
import { crosstableCell } from './export/tables.js';
import type { BoardView, TournamentView } from './view.js';

/** A board of the bracket, or none yet (`null`). */
export type Slot = BoardView | null;

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

  /** A player's name as pages show it. */
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
}

/** A player's score on a board as the crosstable shows it (1, ½, 0, + and − for forfeits). */
function scoreOf(b: BoardView, id: number): string {
  if (b.result === null) return '';
  const second = b.second === null ? null : String(b.second);
  return crosstableCell(
    { first: String(b.first), second, result: b.result, gameUrl: null },
    String(id),
  );
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
