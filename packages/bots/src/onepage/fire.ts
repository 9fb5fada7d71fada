import { distance } from '@broadside/rules';
import {
  GUN_RANGE,
  activeShips,
  type FireOrder,
  type OnepageState,
  type Shot,
} from '@broadside/rules/onepage';
import { GUN_SHOT_DAMAGE } from './odds.js';
import { shipValue } from './value.js';

/**
 * Gun fire (Guns): every working gun fires — holding fire never helps, the volley is
 * simultaneous — and each shot goes where it is worth most: at the enemy in range whose
 * remaining hull is smallest against what it is worth (focus fire on the weakest), until the
 * shots already given it are expected to destroy it; then at the next. Ships with the fewest
 * targets in range are served first so none is left without one.
 */
export function planFire(state: OnepageState, seat: string): FireOrder {
  const enemies = state.ships.filter((s) => s.side !== seat && s.status === 'active');
  const shooters = activeShips(state, seat as 'A' | 'B')
    .filter((s) => s.guns > 0)
    .map((ship) => ({
      ship,
      targets: enemies.filter((e) => distance(ship.hex, e.hex) <= GUN_RANGE),
    }))
    .filter((s) => s.targets.length > 0)
    .sort((a, b) => a.targets.length - b.targets.length || (a.ship.id < b.ship.id ? -1 : 1));
  const given = new Map<string, number>();
  const shots: Shot[] = [];
  for (const { ship, targets } of shooters) {
    for (let gun = 0; gun < ship.guns; gun += 1) {
      let best = targets[0]!;
      let bestScore = -Infinity;
      for (const target of targets) {
        const expected = given.get(target.id) ?? 0;
        const left = target.hull - expected;
        // Shots past a likely kill are worth much less; until then, the weaker the better.
        const score =
          left > 0
            ? shipValue(state, target) / Math.max(1, left)
            : shipValue(state, target) / (10 + 4 * (expected - target.hull));
        if (score > bestScore) {
          bestScore = score;
          best = target;
        }
      }
      given.set(best.id, (given.get(best.id) ?? 0) + GUN_SHOT_DAMAGE);
      shots.push({ ship: ship.id, target: best.id });
    }
  }
  return { type: 'fire', shots };
}
