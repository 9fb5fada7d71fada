import { distance, hexEquals } from '@broadside/rules';
import {
  baseEffectiveRange,
  damageAt,
  designOf,
  HOUSE_RULES,
  HULLS,
  isInBlindspot,
  isInRestrictedArc,
  isWeaponCode,
  maxRange,
  toHitAt,
  type StarfireState,
  type UnitState,
  type WeaponCode,
} from '@broadside/rules/starfire';

/**
 * The to-hit number and damage of one weapon at one target as the rules' shot assessment works
 * them out (sheltering, blindspot, restricted arc, chart range, a base's reduced range, the
 * targeting limit, to-hit modifiers), leaving out only the Datalink, which can make a shot
 * better, never worse: the bots' quick estimate for judging positions, many thousand a move.
 * `null` when the weapon cannot fire at the target.
 */
export function quickShot(
  firer: UnitState,
  weapon: WeaponCode,
  restricted: boolean,
  target: UnitState,
  sensors: boolean,
  base: boolean,
): { toHit: number; damage: number } | null {
  if (!firer.hex || !firer.facing || !target.hex || target.side === firer.side) return null;
  const sameHex = hexEquals(firer.hex, target.hex);
  if (!sameHex && (target.sheltering || firer.sheltering)) return null;
  if (!base && isInBlindspot(firer.hex, firer.facing, target.hex)) return null;
  if (restricted && !isInRestrictedArc(firer.hex, firer.facing, target.hex)) return null;
  const range = distance(firer.hex, target.hex);
  const effective = base && sensors ? baseEffectiveRange(range, weapon) : range;
  const chart = toHitAt(weapon, effective);
  const damage = damageAt(weapon, effective);
  if (chart === null || damage === null) return null;
  if (effective > HOUSE_RULES.targetingLimit && !sensors) return null;
  let toHit = chart;
  if (target.declaration === 'engine_modulation') toHit += HOUSE_RULES.engineModulationPenalty;
  if (firer.transited) toHit += HOUSE_RULES.transitFirerPenalty;
  if (target.transited) toHit += HOUSE_RULES.transitTargetPenalty;
  if (weapon === 'Pt' && HULLS[target.hull].kind === 'base')
    toHit += HOUSE_RULES.torpedoVsBaseBonus;
  return toHit < HOUSE_RULES.minimumToHit ? null : { toHit, damage };
}

/** Expected damage of one shot: chance on a d10 times damage. */
function expected(toHit: number, damage: number): number {
  return (Math.max(0, Math.min(10, toHit)) / 10) * damage;
}

/**
 * Expected damage `firer` could deal next combat phase, each weapon at its best target among
 * `targets` (arcs, range, blindspots and to-hit modifiers, see `quickShot`), each
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
  const sensors =
    !firer.transited &&
    designOf(state, firer.id).slots.some(
      (s) => s.code === 'Y' && firer.slots[s.index] === 'intact',
    );
  let total = 0;
  for (const slot of weapons) {
    if (!isWeaponCode(slot.code)) continue;
    let best = 0;
    for (const [i, target] of inReach.entries()) {
      const shot = quickShot(firer, slot.code, slot.restricted, target, sensors, base);
      if (shot) best = Math.max(best, weights[i]! * expected(shot.toHit, shot.damage));
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
