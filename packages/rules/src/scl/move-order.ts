import { legacySetup } from './house-rules.js';
import { SEATS, enemyOf, type MoveBatch, type SclState, type Unit } from './state.js';

/** Groups units in moving order into runs of one seat. */
function runs(units: readonly Unit[]): MoveBatch[] {
  const out: MoveBatch[] = [];
  for (const u of units) {
    const last = out[out.length - 1];
    if (last && last.seat === u.side) last.units.push(u.id);
    else out.push({ seat: u.side, units: [u.id], squadron: null });
  }
  return out;
}

/**
 * The move decisions of a turn, from the units that move in moving order (slowest first).
 *
 * Who owes a move, and when, is public; so it may depend only on what both sides know. The units
 * the enemy detects move in that order, in runs of one side. Each side's undetected units move
 * with its last run; a side the enemy detects nothing of moves them in one decision of its own
 * after all runs (the side that lost initiative first), owed even when it has nothing to move.
 * So neither the number nor the place of a side's decisions tells of an undetected unit that
 * stopped, launched or was launched (rules 1.2.0). Games of rules 1.1.0 keep plain runs of the
 * whole order, as they were played.
 */
export function moveBatches(state: SclState, order: readonly Unit[]): MoveBatch[] {
  if (legacySetup(state.setup)) return runs(order);
  const seen = (u: Unit) => state.detected[enemyOf(u.side)].includes(u.id);
  const list = runs(order.filter(seen));
  const sides = [...SEATS].sort((x, y) => state.initiative[x] - state.initiative[y]);
  for (const side of sides) {
    const hidden = order.filter((u) => u.side === side && !seen(u)).map((u) => u.id);
    const last = [...list].reverse().find((b) => b.seat === side);
    if (last) last.units.push(...hidden);
    else list.push({ seat: side, units: hidden, squadron: null });
  }
  return list;
}
