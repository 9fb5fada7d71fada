import {
  eliminationRounds,
  eliminationWinner,
  firstEliminationRound,
  nextEliminationRound,
} from '../elimination.js';
import type { Pairing, PlayedBoard, PlayerId } from '../types.js';

/**
 * The pairing of playoff round `k` (1-based) of a single-elimination bracket of `qualifiers`
 * (in playoff seed order, 1 first), given the playoff boards played so far (their `round` counted
 * from 1 within the playoff). Null when the bracket is decided.
 */
export function playoffRound(
  qualifiers: readonly PlayerId[],
  boards: readonly PlayedBoard[],
  k: number,
): Pairing[] | null {
  if (qualifiers.length < 2) return null;
  if (k === 1) return firstEliminationRound(qualifiers);
  const seedOf = playoffSeedOf(qualifiers);
  const winners = boards.filter((b) => b.round === k - 1).map((b) => eliminationWinner(b, seedOf));
  return winners.length < 2 ? null : nextEliminationRound(winners, seedOf);
}

/** A qualifier's playoff seed (1 first); players outside the playoff sort last. */
export function playoffSeedOf(qualifiers: readonly PlayerId[]): (p: PlayerId) => number {
  const seeds = new Map(qualifiers.map((p, i) => [p, i + 1]));
  return (p) => seeds.get(p) ?? qualifiers.length + 1;
}

/** A playoff player's place: its shared rank and how far it got. */
export interface PlayoffPlace {
  readonly player: PlayerId;
  /** 1 for the champion (or every player still in), 2 for the finalist, 3 for semi-finalists… */
  readonly rank: number;
}

/**
 * The playoff's ranking: the players still in (the champion once the final is played) first,
 * then those knocked out in the last round, then in the round before, and so on; players knocked
 * out in the same round share a rank (a lost final is 2nd, lost semi-finals share 3rd, lost
 * quarter-finals share 5th). Within a rank, by playoff seed. Boards' `round` counts from 1 within
 * the playoff; unfinished boards knock nobody out.
 */
export function playoffRanking(
  qualifiers: readonly PlayerId[],
  boards: readonly PlayedBoard[],
): PlayoffPlace[] {
  const seedOf = playoffSeedOf(qualifiers);
  const total = eliminationRounds(qualifiers.length);
  // The round in which each player was knocked out; players still in stay at total + 1.
  const out = new Map(qualifiers.map((p) => [p, total + 1]));
  for (const b of boards) {
    if (b.second === null || b.result === null) continue;
    const winner = eliminationWinner(b, seedOf);
    out.set(winner === b.first ? b.second : b.first, b.round);
  }
  const ordered = [...qualifiers].sort(
    (a, b) => out.get(b)! - out.get(a)! || seedOf(a) - seedOf(b),
  );
  return ordered.map((player) => ({
    player,
    rank: ordered.filter((p) => out.get(p)! > out.get(player)!).length + 1,
  }));
}
