import { distance, facingAt, formatLabel, neighbor, type Hex } from '@broadside/rules';
import {
  GUN_RANGE,
  GUN_TO_HIT,
  MISSILE_ATTACK_BONUS,
  type OnepageOrder,
  type OnepageState,
  type Plan,
  type ShipState,
} from '@broadside/rules/onepage';
import { hexes, listed, typeWords, type Phrase, type Words } from './phrase.js';

/** Where a path leads on an empty map (gravity wells pull at the end of movement). */
function pathEnd(from: Hex, path: readonly number[]): Hex {
  return path.reduce((h, d) => neighbor(h, facingAt(d)), from);
}

function ship(state: OnepageState, id: string): ShipState | undefined {
  return state.ships.find((s) => s.id === id);
}

/**
 * Guns: "Range: 1", "If a 4 or higher is rolled, it hits", a hit does 2d6. The reason gives the
 * range and the roll needed for each target.
 */
export function gunShot(state: OnepageState, from: string, to: string, guns = 1): Phrase {
  const a = ship(state, from);
  const b = ship(state, to);
  const range = a && b ? distance(a.hex, b.hex) : null;
  const reach =
    range === null ? '' : range <= GUN_RANGE ? `range ${range}, ` : `out of range ${range}, `;
  const what = guns === 1 ? 'fires' : `fires ${guns} guns`;
  return {
    text: `${from} ${what} at ${to}`,
    reason: `${reach}${GUN_TO_HIT}+ on a d6 hits for 2d6`,
  };
}

/**
 * Missiles: the attack die + 3 must at least equal the target's MP this turn + a defence die.
 */
export function missileLaunch(state: OnepageState, from: string, to: string): Phrase {
  const b = ship(state, to);
  const mp = b ? `, ${to} moved ${b.mp} MP` : '';
  return {
    text: `${from} launches a missile at ${to}`,
    reason: `d6 + ${MISSILE_ATTACK_BONUS} against the target's MP + d6${mp}`,
  };
}

function plan(state: OnepageState, order: Plan): Phrase {
  const parts: string[] = [];
  const reasons: string[] = [];
  for (const m of order.moves) {
    const s = ship(state, m.ship);
    if (m.path.length === 0) parts.push(`${m.ship} holds`);
    else if (s)
      parts.push(
        `${m.ship} moves ${hexes(m.path.length)} to ${formatLabel(pathEnd(s.hex, m.path))}`,
      );
    else parts.push(`${m.ship} moves ${hexes(m.path.length)}`);
  }
  for (const l of order.launches) {
    const p = missileLaunch(state, l.ship, l.target);
    parts.push(p.text);
    if (p.reason) reasons.push(p.reason);
  }
  return {
    text: parts.length === 0 ? 'hold every ship' : listed(parts),
    reason: reasons.length === 0 ? null : reasons[0]!,
  };
}

/** One-page orders: plots and moves by where each ship goes, fire with the rules' gun numbers. */
export const onepageWords: Words = (raw, _seat, raw2) => {
  const state = raw as OnepageState;
  const order = raw2 as OnepageOrder;
  switch (order.type) {
    case 'plot':
    case 'move':
      return plan(state, order);
    case 'fire': {
      if (order.shots.length === 0) return { text: 'hold fire', reason: null };
      const guns = new Map<string, { ship: string; target: string; n: number }>();
      for (const s of order.shots) {
        const key = `${s.ship}>${s.target}`;
        const seen = guns.get(key) ?? { ship: s.ship, target: s.target, n: 0 };
        guns.set(key, { ...seen, n: seen.n + 1 });
      }
      const shots = [...guns.values()].map((g) => gunShot(state, g.ship, g.target, g.n));
      return { text: listed(shots.map((s) => s.text)), reason: shots[0]!.reason };
    }
    default:
      return { text: typeWords(order), reason: null };
  }
};
