import { distance, hexToOffset } from '@broadside/rules';
import type { OnepageState, ShipState } from '@broadside/rules/onepage';
import type { Evaluator } from '../evaluation.js';
import { onepageDeepPolicy } from './policy.js';

function nearest(ship: ShipState, others: readonly ShipState[]): number {
  let best = Infinity;
  for (const o of others) best = Math.min(best, distance(ship.hex, o.hex));
  return best;
}

/** What a ship is worth, position aside: its hull twice, its guns, launchers and missiles. */
function shipWorth(ship: ShipState): number {
  return ship.hull * 2 + ship.guns + ship.launchers * 0.5 + ship.missiles * 0.3;
}

/**
 * One-page evaluation: the points each side scored (hull hits marked, escaped freighters), the
 * hull, guns and missiles it still has, and, for ships with guns, closing to gun range (the
 * guns reach one hex) while a ship that may leave the map heads for its exit edge.
 */
export const onepageEvaluator: Evaluator = {
  evaluate(raw, seat) {
    const state = raw as OnepageState;
    let value = 0;
    const active = state.ships.filter((s) => s.status === 'active');
    for (const [side, points] of Object.entries(state.score))
      value += side === seat ? points : -points;
    for (const ship of active) {
      const sign = ship.side === seat ? 1 : -1;
      const enemies = active.filter((o) => o.side !== ship.side);
      let worth = shipWorth(ship);
      const runner = state.map.exits.some(
        (e) => e.side === ship.side && e.designs.includes(ship.design),
      );
      if (runner) worth -= 0.3 * edgeDistance(state, ship);
      else if (ship.guns > 0 && enemies.length > 0) worth -= 0.2 * nearest(ship, enemies);
      value += sign * worth;
    }
    return value;
  },
  material(raw) {
    const state = raw as OnepageState;
    let total = 0;
    for (const ship of state.ships) if (ship.status === 'active') total += shipWorth(ship);
    return total;
  },
  deepPolicy: onepageDeepPolicy,
};

/** Hexes from a ship to the nearest edge it may leave by (rows and columns, roughly). */
function edgeDistance(state: OnepageState, ship: ShipState): number {
  const { column: col, row } = hexToOffset(ship.hex);
  let best = Infinity;
  for (const exit of state.map.exits) {
    if (exit.side !== ship.side || !exit.designs.includes(ship.design)) continue;
    const d =
      exit.edge === 'top'
        ? row
        : exit.edge === 'bottom'
          ? state.map.rows + 1 - row
          : exit.edge === 'left'
            ? col
            : state.map.columns + 1 - col;
    best = Math.min(best, d);
  }
  return Number.isFinite(best) ? Math.max(0, best) : 0;
}
