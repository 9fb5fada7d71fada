import type { OnepageState } from '@broadside/rules/onepage';

/** Share of a side's hull lost: hull hits marked, every point of a destroyed ship's. */
function lostShare(state: OnepageState, side: string): number {
  let lost = 0;
  let total = 0;
  for (const ship of state.ships) {
    if (ship.side !== side) continue;
    const hull = ship.hull + ship.hits;
    total += hull;
    lost += ship.status === 'destroyed' ? hull : ship.hits;
  }
  return total === 0 ? 0 : lost / total;
}

/**
 * The bench's tiebreak for a one-page battle the rules call a draw (or that was cut short): the
 * side with more of the ruleset's own points (hull hits marked, escaped freighters) wins on
 * points; equal points, the side that lost the smaller share of its fleet's hull. Positive when
 * `seat` did better, 0 when even. Neutral: it reads no bot's evaluation. Not a rule of the game.
 */
export function onepagePoints(raw: unknown, seat: string): number {
  const state = raw as OnepageState;
  const sides = Object.keys(state.score);
  const others = sides.filter((s) => s !== seat);
  const mine = state.score[seat as 'A'] ?? 0;
  const theirs = Math.max(...others.map((s) => state.score[s as 'A'] ?? 0));
  if (mine !== theirs) return mine - theirs;
  const lostTheirs = Math.min(...others.map((s) => lostShare(state, s)));
  return lostTheirs - lostShare(state, seat);
}
