import type { SeatId } from '@broadside/rules';

/**
 * The seats of a rematch: every player moves one place along the game's seat order. With two
 * sides that swaps them (A plays B, B plays A); with three or more it rotates them (the first
 * seat's player takes the second seat, the second the third, …, the last the first), so that
 * over as many rematches as there are sides each player has played every side once.
 */
export function rotateSeats(seats: readonly SeatId[]): Record<SeatId, SeatId> {
  const map: Record<SeatId, SeatId> = {};
  seats.forEach((seat, i) => {
    map[seat] = seats[(i + 1) % seats.length]!;
  });
  return map;
}
