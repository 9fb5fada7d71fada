import { isHalfPointBye } from '../half-point-bye.js';
import type { BoardResult, PlayerId } from '../types.js';
import type { ExportBoard, TournamentExport } from './tables.js';

/**
 * A Swiss tournament as a FIDE Tournament Report File (TRF, the 2016 layout that pairing
 * checkers such as JaVaFo and bbpPairings read), so its pairings can be checked with the
 * standard tools. Fixed columns:
 *
 * - `012` the tournament's name; `062` players; `XXR` planned rounds (read by the checkers);
 * - one `001` line per player: starting rank (cols 5–8), name (15–47), points (81–84), rank
 *   (86–89), then per round from col 92 a 10-column block: opponent's starting rank (4), colour
 *   (`w` first seat, `b` second, `-` none) and result (`1` `0` `=`, `+` `-` for forfeits, `F` a
 *   full-point bye, `H` a half-point bye, `Z` an unpaired round; a game still playing is left
 *   blank).
 *
 * Broadside has no colours, only seats: the first seat, which moves first, stands for white.
 */

/** Planned rounds of the Swiss, and the starting order of its players (registration order). */
export interface TrfInput extends TournamentExport {
  readonly plannedRounds: number;
  readonly startingOrder: readonly PlayerId[];
  /** Points of a bye, to tell a full-point bye from a half-point one. */
  readonly byePoints: number;
}

/** Text `s` placed from 1-based column `col` of `line`, padded with spaces. */
function put(line: string, col: number, s: string): string {
  const padded = line.padEnd(col - 1, ' ');
  return padded.slice(0, col - 1) + s + padded.slice(col - 1 + s.length);
}

const right = (s: string, width: number) => s.slice(0, width).padStart(width, ' ');

/** TRF points: one decimal, e.g. ` 2.5`. */
const trfPoints = (n: number) => right(n.toFixed(1), 4);

function resultCode(result: BoardResult | null, side: 'first' | 'second'): string {
  if (result === null) return ' ';
  switch (result.kind) {
    case 'draw':
      return '=';
    case 'double_forfeit':
      return '-';
    case 'forfeit':
      return result.winner === side ? '+' : '-';
    case 'win':
      return result.winner === side ? '1' : '0';
  }
}

/** One round's 8-column entry for `player`: opponent, colour, result. */
function roundEntry(
  boards: readonly ExportBoard[],
  player: PlayerId,
  rankOf: ReadonlyMap<PlayerId, number>,
  byePoints: number,
): string {
  const board = boards.find((b) => b.first === player || b.second === player);
  if (!board) return '0000 - Z';
  if (isHalfPointBye(board)) return '0000 - H'; // Requested (docs/tournaments.md, Check-in…).
  if (board.second === null) return `0000 - ${byePoints >= 1 ? 'F' : byePoints > 0 ? 'H' : 'Z'}`;
  const side = board.first === player ? 'first' : 'second';
  const opponent = side === 'first' ? board.second : board.first;
  const colour = side === 'first' ? 'w' : 'b';
  return `${right(String(rankOf.get(opponent) ?? 0), 4)} ${colour} ${resultCode(board.result, side)}`;
}

/** The TRF text of a Swiss tournament; lines end in CR LF as the FIDE handbook shows. */
export function trfExport(t: TrfInput): string {
  const rankOf = new Map(t.startingOrder.map((p, i) => [p, i + 1]));
  const standing = new Map(t.standings.map((s) => [s.player, s]));
  const lines = [
    `012 ${t.name.replace(/[\r\n]+/g, ' ')}`,
    `062 ${t.startingOrder.length}`,
    `XXR ${t.plannedRounds}`,
  ];
  for (const [i, player] of t.startingOrder.entries()) {
    const s = standing.get(player);
    let line = put('001', 5, right(String(i + 1), 4));
    line = put(line, 15, (t.names.get(player) ?? player).slice(0, 33));
    line = put(line, 81, trfPoints(s?.points ?? 0));
    line = put(line, 86, right(String(s?.rank ?? i + 1), 4));
    for (const [r, round] of t.rounds.entries())
      line = put(line, 92 + 10 * r, roundEntry(round.boards, player, rankOf, t.byePoints));
    lines.push(line.trimEnd());
  }
  return lines.join('\r\n') + '\r\n';
}
