import type { Pairing, PlayedBoard, PlayerId } from './types.js';

/**
 * The standard seeding order of a bracket of `size` (a power of two): 1, size, size/2+… so
 * that seeds 1 and 2 can only meet in the final. Built by doubling: each seed s of the smaller
 * bracket is followed by size+1−s (1 → 1,2 → 1,4,2,3 → 1,8,4,5,2,7,3,6).
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((s) => [s, next + 1 - s]);
  }
  return order;
}

/** The number of rounds of a single-elimination bracket for `players` entrants. */
export function eliminationRounds(players: number): number {
  return players <= 1 ? 0 : Math.ceil(Math.log2(players));
}

/**
 * Round 1 of a seeded single-elimination bracket: the bracket is the next power of two, seeds
 * are placed in {@link bracketOrder} (1 v 8, 4 v 5, 2 v 7, 3 v 6), and a seed facing an empty
 * place (a seed beyond the entrants) has a bye, so byes go to the top seeds. The higher seed
 * takes the first seat. Boards are in bracket order, byes included.
 */
export function firstEliminationRound(seeded: readonly PlayerId[]): Pairing[] {
  const size = 2 ** eliminationRounds(seeded.length);
  const order = bracketOrder(size);
  const boards: Pairing[] = [];
  for (let i = 0; i < order.length; i += 2) {
    const high = seeded[order[i]! - 1];
    const low = seeded[order[i + 1]! - 1];
    if (high === undefined) continue;
    boards.push({ first: high, second: low ?? null });
  }
  return boards;
}

/**
 * The next round of a bracket: the winners of boards 1 and 2 meet, then 3 and 4, and so on. The
 * player seeded higher takes the first seat.
 */
export function nextEliminationRound(
  winners: readonly PlayerId[],
  seedOf: (id: PlayerId) => number,
): Pairing[] {
  const boards: Pairing[] = [];
  for (let i = 0; i < winners.length; i += 2) {
    const a = winners[i]!;
    const b = winners[i + 1];
    if (b === undefined) boards.push({ first: a, second: null });
    else boards.push(seedOf(a) <= seedOf(b) ? { first: a, second: b } : { first: b, second: a });
  }
  return boards;
}

/**
 * The winner of a finished elimination board: the game's winner (or the forfeit's); after a draw,
 * the higher seed goes through.
 */
export function eliminationWinner(b: PlayedBoard, seedOf: (p: PlayerId) => number): PlayerId {
  if (b.second === null) return b.first;
  const r = b.result;
  if (r && (r.kind === 'win' || r.kind === 'forfeit'))
    return r.winner === 'first' ? b.first : b.second;
  return seedOf(b.first) <= seedOf(b.second) ? b.first : b.second;
}
