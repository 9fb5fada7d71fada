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

/** A ship's weapons that can fire (intact, munitions left), with what shapes their reach. */
export interface Armament {
  readonly weapons: readonly { readonly code: WeaponCode; readonly restricted: boolean }[];
  /** Intact Combat Sensors and no transit this turn: the whole chart's range. */
  readonly sensors: boolean;
  /** A base: no blindspot, and its own range reduction. */
  readonly base: boolean;
}

/** The weapons `firer` could fire next combat phase, and its sensors (see {@link quickShot}). */
export function armament(state: StarfireState, firer: UnitState): Armament {
  const slots = designOf(state, firer.id).slots;
  const weapons: { code: WeaponCode; restricted: boolean }[] = [];
  for (const slot of slots)
    if (
      isWeaponCode(slot.code) &&
      firer.slots[slot.index] === 'intact' &&
      (firer.stores[slot.index] ?? 1) !== 0
    )
      weapons.push({ code: slot.code, restricted: slot.restricted });
  return {
    weapons,
    sensors:
      weapons.length > 0 &&
      !firer.transited &&
      slots.some((s) => s.code === 'Y' && firer.slots[s.index] === 'intact'),
    base: HULLS[firer.hull].kind === 'base',
  };
}

/** Expected damage of one shot (`null`: none), chance on a d10 times damage. */
export function shotValue(shot: { toHit: number; damage: number } | null): number {
  return shot ? expected(shot.toHit, shot.damage) : 0;
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
  const { weapons, sensors, base } = armament(state, firer);
  if (weapons.length === 0) return 0;
  // A quick look first (a ship's blindspot, its longest reach; bases have neither limit): the
  // rules' full assessment is only asked for targets it might reach.
  const reach = Math.max(...weapons.map((w) => maxRange(w.code)));
  const inReach = targets.filter(
    (t) =>
      t.hex !== null &&
      (base ||
        (distance(firer.hex!, t.hex) <= reach && !isInBlindspot(firer.hex!, firer.facing!, t.hex))),
  );
  if (inReach.length === 0) return 0;
  const weights = inReach.map(weight);
  let total = 0;
  for (const weapon of weapons) {
    let best = 0;
    for (const [i, target] of inReach.entries()) {
      const shot = quickShot(firer, weapon.code, weapon.restricted, target, sensors, base);
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
