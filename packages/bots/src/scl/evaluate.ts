import { distance } from '@broadside/rules';
import type { SclState, Unit } from '@broadside/rules/scl';
import type { Evaluator } from '../evaluation.js';
import { sclDeepPolicy } from './policy.js';

function hpLeft(u: Unit): number {
  return u.rows.reduce((a, b) => a + b, 0) - u.hits;
}

/** What a ship is worth, position aside: hit points, working batteries, missiles aboard. */
function shipWorth(u: Unit): number {
  return hpLeft(u) + 2 * u.batteries.filter((b) => b.ok).length + 0.5 * u.magazine;
}

/**
 * Star Cruiser Lite evaluation: points scored (damage dealt, ships destroyed), hit points and
 * working batteries left on each side's ships, and ships closing on the nearest enemy they know
 * of (the breakout's Kafer run for the right edge instead).
 */
export const sclEvaluator: Evaluator = {
  evaluate(raw, seat) {
    const state = raw as SclState;
    let value = 0;
    for (const [side, points] of Object.entries(state.score))
      value += side === seat ? points : -points;
    const active = state.units.filter((u) => u.status === 'active' && u.kind === 'ship');
    for (const u of active) {
      const sign = u.side === seat ? 1 : -1;
      let worth = shipWorth(u);
      if (state.map.exitEdge && u.side === 'B') worth += 0.5 * u.hex.q;
      else {
        const enemies = active.filter((o) => o.side !== u.side);
        let near = Infinity;
        for (const e of enemies) near = Math.min(near, distance(u.hex, e.hex));
        if (Number.isFinite(near)) worth -= 0.1 * near;
      }
      value += sign * worth;
    }
    return value;
  },
  material(raw) {
    const state = raw as SclState;
    let total = 0;
    for (const u of state.units)
      if (u.status === 'active' && u.kind === 'ship') total += shipWorth(u);
    return total;
  },
  deepPolicy: sclDeepPolicy,
};
