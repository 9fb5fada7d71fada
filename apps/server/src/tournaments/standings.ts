import { byePoints } from './half-point-bye.js';
import type { BoardResult, PlayedBoard, PlayerId, Scoring, TieBreak } from './types.js';

/** One player's line of the standings. */
export interface Standing {
  readonly rank: number;
  readonly player: PlayerId;
  readonly points: number;
  readonly played: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Tie-break values, in the order asked for. */
  readonly tieBreaks: Readonly<Record<TieBreak, number>>;
}

/** A player's score from one board, or null when the player is not on it or it is unfinished. */
export function boardPoints(board: PlayedBoard, player: PlayerId, scoring: Scoring): number | null {
  if (board.second === null) return board.first === player ? byePoints(board, scoring) : null;
  const side = board.first === player ? 'first' : board.second === player ? 'second' : null;
  if (side === null || board.result === null) return null;
  return pointsOf(board.result, side, scoring);
}

function pointsOf(result: BoardResult, side: 'first' | 'second', scoring: Scoring): number {
  switch (result.kind) {
    case 'draw':
      return scoring.draw;
    case 'double_forfeit':
      return scoring.forfeit;
    case 'forfeit':
      return result.winner === side ? scoring.majorWin : scoring.forfeit;
    case 'win':
      if (result.winner === side)
        return result.level === 'major' ? scoring.majorWin : scoring.minorWin;
      return result.level === 'major' ? scoring.majorLoss : scoring.minorLoss;
  }
}

/** Whether a player won (1), drew (½) or lost (0) a finished game, for tie-breaks and ratings. */
export function gameScore(result: BoardResult, side: 'first' | 'second'): number {
  switch (result.kind) {
    case 'draw':
      return 0.5;
    case 'double_forfeit':
      return 0;
    default:
      return result.winner === side ? 1 : 0;
  }
}

/**
 * The standings after the boards given: points by the organiser's scoring, then the tie-breaks in
 * the order given, then seed.
 *
 * - Buchholz: the sum of the opponents' points (a bye adds nothing).
 * - Sonneborn–Berger: for each game, the opponent's points times the player's game score
 *   (1 for a win, ½ for a draw, 0 for a loss).
 * - Head-to-head: the points each player scored in games against the others tied with it on
 *   points (0 for a player alone on its points). It is worked out for every player, so the table
 *   shows it even when an earlier tie-break has already separated the tie.
 *
 * Players with equal points and tie-breaks share a rank.
 */
export function computeStandings(
  players: readonly PlayerId[],
  boards: readonly PlayedBoard[],
  scoring: Scoring,
  tieBreaks: readonly TieBreak[],
): Standing[] {
  const points = new Map(players.map((p) => [p, 0]));
  const record = new Map(players.map((p) => [p, { played: 0, wins: 0, draws: 0, losses: 0 }]));
  for (const board of boards) {
    for (const player of [board.first, board.second]) {
      if (player === null) continue;
      const got = boardPoints(board, player, scoring);
      if (got === null) continue;
      points.set(player, (points.get(player) ?? 0) + got);
      const line = record.get(player);
      if (!line || board.second === null || board.result === null) continue;
      const score = gameScore(board.result, board.first === player ? 'first' : 'second');
      line.played += 1;
      if (score === 1) line.wins += 1;
      else if (score === 0.5) line.draws += 1;
      else line.losses += 1;
    }
  }
  const pts = (p: PlayerId) => points.get(p) ?? 0;
  const games = (p: PlayerId) =>
    boards.flatMap((b) => {
      if (b.second === null || b.result === null) return [];
      if (b.first === p) return [{ opponent: b.second, score: gameScore(b.result, 'first'), b }];
      if (b.second === p) return [{ opponent: b.first, score: gameScore(b.result, 'second'), b }];
      return [];
    });
  const buchholz = (p: PlayerId) => games(p).reduce((s, g) => s + pts(g.opponent), 0);
  const sonneborn = (p: PlayerId) => games(p).reduce((s, g) => s + pts(g.opponent) * g.score, 0);
  const fixed: Record<Exclude<TieBreak, 'head_to_head'>, (p: PlayerId) => number> = {
    buchholz,
    sonneborn_berger: sonneborn,
  };
  const values = new Map<PlayerId, Record<TieBreak, number>>(
    players.map((p) => [
      p,
      { buchholz: buchholz(p), sonneborn_berger: sonneborn(p), head_to_head: 0 },
    ]),
  );
  const seed = new Map(players.map((p, i) => [p, i]));
  let groups: PlayerId[][] = [sortedBy([...players], pts)];
  groups = splitBy(groups, pts);
  // Head-to-head depends on who is tied on points: worked out once per tie, for everyone in it.
  const h2h = new Map<PlayerId, number>();
  for (const tie of groups)
    if (tie.length > 1) for (const [p, v] of headToHead(tie, boards, scoring)) h2h.set(p, v);
  for (const p of players) values.get(p)!.head_to_head = h2h.get(p) ?? 0;
  for (const tb of tieBreaks) {
    const next: PlayerId[][] = [];
    for (const group of groups) {
      if (group.length === 1) {
        next.push(group);
        continue;
      }
      const value = tb === 'head_to_head' ? h2h : new Map(group.map((p) => [p, fixed[tb](p)]));
      for (const p of group) values.get(p)![tb] = value.get(p) ?? 0;
      next.push(...splitBy([sortedBy(group, (p) => value.get(p) ?? 0)], (p) => value.get(p) ?? 0));
    }
    groups = next;
  }
  const out: Standing[] = [];
  for (const group of groups) {
    const rank = out.length + 1;
    for (const player of [...group].sort((a, b) => seed.get(a)! - seed.get(b)!)) {
      out.push({
        rank,
        player,
        points: pts(player),
        ...record.get(player)!,
        tieBreaks: values.get(player)!,
      });
    }
  }
  return out;
}

/** Sorts descending by a value (stable). */
function sortedBy(list: PlayerId[], value: (p: PlayerId) => number): PlayerId[] {
  return [...list].sort((a, b) => value(b) - value(a));
}

/** Splits each (sorted) group into runs of equal value. */
function splitBy(groups: PlayerId[][], value: (p: PlayerId) => number): PlayerId[][] {
  const out: PlayerId[][] = [];
  for (const group of groups) {
    let run: PlayerId[] = [];
    for (const p of group) {
      if (run.length > 0 && value(run[0]!) !== value(p)) {
        out.push(run);
        run = [];
      }
      run.push(p);
    }
    if (run.length > 0) out.push(run);
  }
  return out;
}

/** Points each player of a tie scored against the others of it. */
function headToHead(
  group: readonly PlayerId[],
  boards: readonly PlayedBoard[],
  scoring: Scoring,
): Map<PlayerId, number> {
  const inGroup = new Set(group);
  const out = new Map(group.map((p) => [p, 0]));
  for (const b of boards) {
    if (b.second === null || !inGroup.has(b.first) || !inGroup.has(b.second)) continue;
    for (const p of [b.first, b.second])
      out.set(p, out.get(p)! + (boardPoints(b, p, scoring) ?? 0));
  }
  return out;
}
