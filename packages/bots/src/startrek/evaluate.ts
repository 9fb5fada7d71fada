import { distance } from '@broadside/rules';
import type { StartrekState } from '@broadside/rules/startrek';
import type { Evaluator } from '../evaluation.js';
import { startrekDeepPolicy } from './policy.js';

/** What a ship is worth, position aside: the boxes left on its tracks. */
function tracksLeft(ship: StartrekState['ships'][number]): number {
  return Object.values(ship.tracks).reduce((a, b) => a + b, 0);
}

/**
 * Star Trek evaluation: victory points scored, each active ship's tracks (its remaining
 * systems) and, for ships in the fight, staying within reach of the nearest enemy.
 */
export const startrekEvaluator: Evaluator = {
  evaluate(raw, seat) {
    const state = raw as StartrekState;
    let value = 0;
    for (const [side, points] of Object.entries(state.score))
      value += side === seat ? points : -points;
    const active = state.ships.filter((s) => s.status === 'active');
    for (const ship of active) {
      const sign = ship.side === seat ? 1 : -1;
      let worth = tracksLeft(ship);
      let near = Infinity;
      for (const o of active)
        if (o.side !== ship.side) near = Math.min(near, distance(ship.hex, o.hex));
      if (Number.isFinite(near)) worth -= 0.1 * near;
      value += sign * worth;
    }
    return value;
  },
  material(raw) {
    const state = raw as StartrekState;
    let total = 0;
    for (const ship of state.ships) if (ship.status === 'active') total += tracksLeft(ship);
    return total;
  },
  deepPolicy: startrekDeepPolicy,
};
