import type { SclState } from '@broadside/rules/scl';

/** Share of a side's ships' hit points lost: marked hits, and every point of a ship gone. */
function lostShare(state: SclState, side: string): number {
  let lost = 0;
  let total = 0;
  for (const u of state.units) {
    if (u.side !== side || u.kind !== 'ship') continue;
    const hp = u.rows.reduce((a, b) => a + b, 0);
    total += hp;
    lost += u.status === 'destroyed' || u.status === 'lost' ? hp : Math.min(hp, u.hits);
  }
  return total === 0 ? 0 : lost / total;
}

/**
 * The bench's tiebreak for a Star Cruiser Lite game the rules call a draw: the side with more
 * victory points wins on points; if they are even, the side that lost the smaller share of its
 * ships' hit points (a Kafer ship that escaped in the breakout counts as intact). Positive when
 * `seat` did better, 0 when even. Not a rule of the game, and blind to either bot's evaluation.
 */
export function sclPoints(raw: unknown, seat: string): number {
  const state = raw as SclState;
  const sides = [...new Set(state.units.map((u) => u.side))];
  const mine = state.score[seat as 'A' | 'B'] ?? 0;
  const theirs = Math.max(...sides.filter((s) => s !== seat).map((s) => state.score[s]));
  if (mine !== theirs) return mine - theirs;
  const lostMine = lostShare(state, seat);
  const lostTheirs = Math.min(...sides.filter((s) => s !== seat).map((s) => lostShare(state, s)));
  return lostTheirs - lostMine;
}
