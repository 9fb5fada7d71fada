import {
  assessShot,
  designOf,
  isWeaponCode,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';

/** Expected damage of one shot: chance on a d10 times damage. */
function expected(toHit: number, damage: number): number {
  return (Math.max(0, Math.min(10, toHit)) / 10) * damage;
}

/**
 * Expected damage `firer` could deal next combat phase, each weapon at its best target among
 * `targets` (arcs, range, blindspots and to-hit modifiers as the rules assess them).
 */
export function damageOut(
  state: StarfireState,
  firer: UnitState,
  targets: readonly UnitState[],
): number {
  if (firer.status !== 'on_map' || !firer.hex) return 0;
  let total = 0;
  for (const slot of designOf(state, firer.id).slots) {
    if (!isWeaponCode(slot.code) || firer.slots[slot.index] !== 'intact') continue;
    if ((firer.stores[slot.index] ?? 1) === 0) continue;
    let best = 0;
    for (const target of targets) {
      const shot = assessShot(state, firer, slot.index, target);
      if (shot.ok) best = Math.max(best, expected(shot.shot.toHit, shot.shot.damage));
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
