import type { Pairing, PlayerId } from './types.js';

/**
 * Round robin by the Berger tables (as FIDE publishes them): players numbered 1..n by seed (a
 * dummy makes n even; whoever meets it has a bye). Round 1 pairs i with n+1−i, i taking the first
 * seat; each later round renumbers every player but n by adding n/2 modulo n−1, and player n
 * alternates seats (second in odd rounds, first in even ones). A double round robin plays the
 * table twice, every board's seats swapped in the second cycle.
 *
 * @returns the rounds, each a list of boards in table order.
 */
export function roundRobin(seeded: readonly PlayerId[], double = false): Pairing[][] {
  const players: (PlayerId | null)[] = [...seeded];
  if (players.length % 2 === 1) players.push(null);
  const n = players.length;
  if (n < 2) return [];
  const rounds: Pairing[][] = [];
  for (let r = 1; r <= n - 1; r += 1) {
    const shift = ((r - 1) * (n / 2)) % (n - 1);
    const at = (k: number): number => (k === n ? n : ((k - 1 + shift) % (n - 1)) + 1);
    const boards: [number, number][] = [];
    for (let i = 1; i <= n / 2; i += 1) {
      const a = at(i);
      const b = at(n + 1 - i);
      // Board 1 holds player n: it is second in odd rounds, first in even ones.
      boards.push(i === 1 && r % 2 === 0 ? [b, a] : [a, b]);
    }
    rounds.push(boards.map(([a, b]) => board(players[a - 1] ?? null, players[b - 1] ?? null)));
  }
  if (!double) return rounds;
  const swapped = rounds.map((round) =>
    round.map((p) => (p.second === null ? p : { first: p.second, second: p.first })),
  );
  return [...rounds, ...swapped];
}

/** A board; a player against the dummy has a bye (and is always `first`). */
function board(a: PlayerId | null, b: PlayerId | null): Pairing {
  if (a === null) return { first: b as PlayerId, second: null };
  return { first: a, second: b };
}
