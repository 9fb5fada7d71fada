import { distance } from '@broadside/rules';
import {
  assessShot,
  designOf,
  HULLS,
  isInBlindspot,
  isWeaponCode,
  maxRange,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';

/** Expected damage of one shot: chance on a d10 times damage. */
function expected(toHit: number, damage: number): number {
  return (Math.max(0, Math.min(10, toHit)) / 10) * damage;
}

/**
 * Expected damage `firer` could deal next combat phase, each weapon at its best target among
 * `targets` (arcs, range, blindspots and to-hit modifiers as the rules assess them), each
 * target's damage scaled by `weight` (1 by default).
 */
export function damageOut(
  state: StarfireState,
  firer: UnitState,
  targets: readonly UnitState[],
  weight: (target: UnitState) => number = () => 1,
): number {
  if (firer.status !== 'on_map' || !firer.hex || !firer.facing) return 0;
  const weapons = designOf(state, firer.id).slots.filter(
    (slot) =>
      isWeaponCode(slot.code) &&
      firer.slots[slot.index] === 'intact' &&
      (firer.stores[slot.index] ?? 1) !== 0,
  );
  if (weapons.length === 0) return 0;
  // A quick look first (a ship's blindspot, its longest reach; bases have neither limit): the
  // rules' full assessment is only asked for targets it might reach.
  const base = HULLS[firer.hull].kind === 'base';
  const reach = Math.max(
    ...weapons.map((slot) => (isWeaponCode(slot.code) ? maxRange(slot.code) : 0)),
  );
  const inReach = targets.filter(
    (t) =>
      t.hex !== null &&
      (base ||
        (distance(firer.hex!, t.hex) <= reach && !isInBlindspot(firer.hex!, firer.facing!, t.hex))),
  );
  if (inReach.length === 0) return 0;
  const weights = inReach.map(weight);
  let total = 0;
  for (const slot of weapons) {
    let best = 0;
    for (const [i, target] of inReach.entries()) {
      const shot = assessShot(state, firer, slot.index, target);
      if (shot.ok) best = Math.max(best, weights[i]! * expected(shot.shot.toHit, shot.shot.damage));
    }
    total += best;
  }
  return total;
}

/** Expected damage `target` could take next combat phase from `firers`, every weapon that bears on it. */
export function damageIn(
  state: StarfireState,
  target: UnitState,
  firers: readonly UnitState[],
): number {
  let total = 0;
  for (const firer of firers) total += damageOut(state, firer, [target]);
  return total;
}
