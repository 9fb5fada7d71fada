import { BASE_RANGE_WEAPONS, HOUSE_RULES } from '../data/house-rules.js';
import type { WeaponCode } from '../data/weapons.js';

/**
 * The range a base with intact Combat Sensors (Y) uses when it fires `weapon` at a target
 * `range` hexes away (seed QSR, Bases). Missiles (R, G) and torpedoes (Pt) subtract 5 from the
 * range, never going below 12; a range of 12 or less is left as it is; beams are unaffected.
 * Seed examples: R at 20 → 15, at 16 → 12. Whether the firer is a base with a working Y is the
 * caller's test. The reduced range is used for the limit, the to-hit number and the damage.
 */
export function baseEffectiveRange(range: number, weapon: WeaponCode): number {
  if (!(BASE_RANGE_WEAPONS as readonly string[]).includes(weapon)) return range;
  const { baseRangeFloor, baseRangeReduction } = HOUSE_RULES;
  if (range <= baseRangeFloor) return range;
  return Math.max(baseRangeFloor, range - baseRangeReduction);
}
