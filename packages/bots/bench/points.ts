import type { StarfireState } from '@broadside/rules/starfire';

/** Share of a side's systems lost: destroyed systems, and every system of a ship destroyed or gone. */
function lostShare(state: StarfireState, side: string): number {
  let lost = 0;
  let total = 0;
  for (const unit of state.units) {
    if (unit.side !== side) continue;
    total += unit.slots.length;
    if (unit.status === 'destroyed' || unit.status === 'left_map') lost += unit.slots.length;
    else for (const slot of unit.slots) if (slot === 'destroyed') lost += 1;
  }
  return total === 0 ? 0 : lost / total;
}

/**
 * The bench's tiebreak for a Starfire battle the rules call a draw at the turn limit: the side
 * that lost the smaller share of its fleet's systems (offline shields count as intact) wins on
 * points. Positive when `seat` did better, 0 when even. Not a rule of the game: a way to score a
 * tournament whose games are cut short.
 */
export function starfirePoints(raw: unknown, seat: string): number {
  const state = raw as StarfireState;
  const sides = [...new Set(state.units.map((u) => u.side))];
  const mine = lostShare(state, seat);
  const theirs = Math.min(...sides.filter((s) => s !== seat).map((s) => lostShare(state, s)));
  return theirs - mine;
}
