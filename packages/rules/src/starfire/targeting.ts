import { isInBlindspot, isInRestrictedArc } from './geometry/arcs.js';
import { distance, hexEquals } from '../hex/hex.js';
import { HOUSE_RULES } from './data/house-rules.js';
import { isWeaponCode, toHitAt, damageAt, type WeaponCode } from './data/weapons.js';
import type { Design } from './design/types.js';
import type { OrderErrorCode } from './errors.js';
import { baseEffectiveRange } from './rules-math/base-range.js';
import { rulingsOf } from './rulings.js';
import type { StarfireState, UnitState } from './state.js';
import {
  designOf,
  hasCombatSensors,
  hasDatalink,
  isBase,
  isOnMap,
  LAUNCHER_CODES,
} from './unit-state.js';

/** Everything about one possible shot: ranges, to-hit number and damage. */
export interface ShotFigures {
  readonly weapon: WeaponCode;
  /** Hex distance from firer to target. */
  readonly range: number;
  /** Range used for the limit and damage (after a base's range reduction). */
  readonly effectiveRange: number;
  /**
   * Range used for the to-hit number: from rules 1.2.0 the range in the firer's datalink group
   * with the best to-hit number; under 1.1.0 the shortest.
   */
  readonly toHitRange: number;
  /** Chart to-hit number at `toHitRange`. */
  readonly chartToHit: number;
  /** Sum of the to-hit modifiers. */
  readonly modifiers: number;
  /** Final to-hit number (≥ 1). */
  readonly toHit: number;
  /** Chart damage at `effectiveRange`, before the freighter multiplier. */
  readonly damage: number;
  /** True for missiles and torpedoes not fired from the target's blindspot. */
  readonly interceptable: boolean;
}

/** Why a shot cannot be taken. */
export interface ShotRefusal {
  readonly code: OrderErrorCode;
  readonly message: string;
}

/** Either the figures of a legal shot or the reason it is illegal. */
export type ShotAssessment =
  | { readonly ok: true; readonly shot: ShotFigures }
  | { readonly ok: false; readonly refusal: ShotRefusal };

const refuse = (code: OrderErrorCode, message: string): ShotAssessment => ({
  ok: false,
  refusal: { code, message },
});

/**
 * True when `observer` could target `target` at all, whatever the weapon: both on the map,
 * sheltering respected, target outside the observer's blindspot (bases have none) and within
 * the 10-hex limit unless the observer can use Combat Sensors. Used for datalink group members.
 */
export function canSee(observer: UnitState, observerDesign: Design, target: UnitState): boolean {
  if (!isOnMap(observer) || !isOnMap(target) || !observer.hex || !target.hex || !observer.facing)
    return false;
  const sameHex = hexEquals(observer.hex, target.hex);
  if (!sameHex && (observer.sheltering || target.sheltering)) return false;
  if (!isBase(observer) && isInBlindspot(observer.hex, observer.facing, target.hex)) return false;
  const range = distance(observer.hex, target.hex);
  return range <= HOUSE_RULES.targetingLimit || hasCombatSensors(observer, observerDesign);
}

/**
 * Rules 1.1.0: the shortest range to `target` from the firer or any member of its datalink group (its own
 * side's ships with a working Datalink within 6 hexes of it that could themselves target the
 * enemy). Without a working Datalink of its own the firer's range stands (Starfire rulings,
 * Combat: Datalink).
 */
export function datalinkRange(
  state: StarfireState,
  firer: UnitState,
  firerDesign: Design,
  target: UnitState,
  ownRange: number,
): number {
  if (!firer.hex || !target.hex || !hasDatalink(firer, firerDesign)) return ownRange;
  return Math.min(ownRange, ...groupRanges(state, firer, target));
}

/**
 * The range that sets the to-hit number of `weapon` (Starfire rulings, Combat: Datalink). Under
 * rules 1.1.0 the shortest range in the datalink group ({@link datalinkRange}). From 1.2.0 the
 * firer's own range or any group member's, whichever gives the best to-hit number: the torpedo
 * chart is not monotonic, so the shortest is not always best, and a Datalink never makes a shot
 * worse. On a tie the firer's own range stands, else the shortest of the tied ranges.
 */
export function toHitRangeFor(
  state: StarfireState,
  firer: UnitState,
  firerDesign: Design,
  target: UnitState,
  weapon: WeaponCode,
  ownRange: number,
): number {
  if (!rulingsOf(state.setup).datalinkBestToHit)
    return datalinkRange(state, firer, firerDesign, target, ownRange);
  if (!firer.hex || !target.hex || !hasDatalink(firer, firerDesign)) return ownRange;
  let best = ownRange;
  let bestToHit = toHitAt(weapon, ownRange) ?? 0;
  for (const range of groupRanges(state, firer, target)) {
    const toHit = toHitAt(weapon, range);
    if (toHit === null) continue;
    if (toHit > bestToHit || (toHit === bestToHit && best !== ownRange && range < best)) {
      best = range;
      bestToHit = toHit;
    }
  }
  return best;
}

/** Ranges to `target` from the members of the firer's datalink group that could target it. */
function groupRanges(state: StarfireState, firer: UnitState, target: UnitState): number[] {
  const ranges: number[] = [];
  if (!firer.hex || !target.hex) return ranges;
  for (const member of state.units) {
    if (member === firer || member.side !== firer.side || !isOnMap(member) || !member.hex) continue;
    const memberDesign = designOf(state, member.id);
    if (!hasDatalink(member, memberDesign)) continue;
    if (distance(member.hex, firer.hex) > HOUSE_RULES.datalinkRange) continue;
    if (!canSee(member, memberDesign, target)) continue;
    ranges.push(distance(member.hex, target.hex));
  }
  return ranges;
}

/**
 * Judges one weapon of `firer` (its slot index) against `target`, without looking at munitions
 * (the caller counts launchers and reloads for the whole activation). Checks, in this order:
 * weapon present and intact, target an enemy on the map, sheltering, blindspot, restricted arc,
 * chart range, targeting limit, and the to-hit number after modifiers.
 */
export function assessShot(
  state: StarfireState,
  firer: UnitState,
  slot: number,
  target: UnitState,
): ShotAssessment {
  const design = designOf(state, firer.id);
  const mount = design.slots[slot];
  if (!mount || !isWeaponCode(mount.code))
    return refuse('order/not_a_weapon', `Slot ${slot} of ${firer.id} holds no weapon.`);
  const weapon = mount.code;
  if (firer.slots[slot] !== 'intact')
    return refuse(
      'order/weapon_not_ready',
      `${weapon} in slot ${slot} of ${firer.id} is destroyed.`,
    );
  if (target.side === firer.side || !isOnMap(target) || !target.hex) {
    return refuse('order/invalid_target', `${target.id} is not an enemy unit on the map.`);
  }
  if (!firer.hex || !firer.facing)
    return refuse('order/invalid_target', `${firer.id} is not on the map.`);
  const sameHex = hexEquals(firer.hex, target.hex);
  if (!sameHex && target.sheltering)
    return refuse('order/target_sheltered', `${target.id} shelters behind a planet or moon.`);
  if (!sameHex && firer.sheltering)
    return refuse(
      'order/firer_sheltered',
      `${firer.id} shelters and can only fire into its own hex.`,
    );
  if (!isBase(firer) && isInBlindspot(firer.hex, firer.facing, target.hex)) {
    return refuse('order/in_blindspot', `${target.id} is in the blindspot of ${firer.id}.`);
  }
  if (mount.restricted && !isInRestrictedArc(firer.hex, firer.facing, target.hex)) {
    return refuse(
      'order/outside_restricted_arc',
      `${weapon}+ of ${firer.id} cannot bear on ${target.id}.`,
    );
  }
  const range = distance(firer.hex, target.hex);
  const sensors = hasCombatSensors(firer, design);
  const effectiveRange = isBase(firer) && sensors ? baseEffectiveRange(range, weapon) : range;
  const damage = damageAt(weapon, effectiveRange);
  if (toHitAt(weapon, effectiveRange) === null || damage === null) {
    return refuse(
      'order/out_of_range',
      `${weapon} cannot reach ${target.id} at range ${effectiveRange}.`,
    );
  }
  if (effectiveRange > HOUSE_RULES.targetingLimit && !sensors) {
    return refuse(
      'order/beyond_targeting_limit',
      `${target.id} is ${effectiveRange} hexes away, beyond the 10-hex limit.`,
    );
  }
  const toHitRange = toHitRangeFor(state, firer, design, target, weapon, effectiveRange);
  const chartToHit = toHitAt(weapon, toHitRange) ?? 0;
  let modifiers = 0;
  if (target.declaration === 'engine_modulation') modifiers += HOUSE_RULES.engineModulationPenalty;
  if (firer.transited) modifiers += HOUSE_RULES.transitFirerPenalty;
  if (target.transited) modifiers += HOUSE_RULES.transitTargetPenalty;
  if (weapon === 'Pt' && isBase(target)) modifiers += HOUSE_RULES.torpedoVsBaseBonus;
  const toHit = chartToHit + modifiers;
  if (toHit < HOUSE_RULES.minimumToHit) {
    return refuse(
      'order/cannot_hit',
      `${weapon} of ${firer.id} needs ${toHit} against ${target.id}: it cannot hit.`,
    );
  }
  const interceptable =
    LAUNCHER_CODES.includes(weapon) &&
    !(target.facing && !isBase(target) && isInBlindspot(target.hex, target.facing, firer.hex));
  return {
    ok: true,
    shot: {
      weapon,
      range,
      effectiveRange,
      toHitRange,
      chartToHit,
      modifiers,
      toHit,
      damage,
      interceptable,
    },
  };
}

/** Munitions the ship can still fire: loaded rounds per launcher slot and reloads left in intact magazines. */
export function munitionsAvailable(
  state: StarfireState,
  unit: UnitState,
): { readonly loaded: ReadonlyMap<number, number>; readonly reloads: number } {
  const design = designOf(state, unit.id);
  const loaded = new Map<number, number>();
  let reloads = 0;
  for (const slot of design.slots) {
    const stored = unit.stores[slot.index] ?? 0;
    if (LAUNCHER_CODES.includes(slot.code)) loaded.set(slot.index, stored);
    else if (slot.code === 'Mg' && unit.slots[slot.index] === 'intact') reloads += stored;
  }
  return { loaded, reloads };
}
