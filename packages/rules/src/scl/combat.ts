import type { WithSetup } from './classes.js';
import { distance } from '../hex/hex.js';
import type { Die } from './events.js';
import { MISSILES, type MissileTypeId } from './designs.js';
import { effectiveAp, statsOf } from './stats.js';
import type { SclState, Unit } from './state.js';

/**
 * The to-hit arithmetic of "How to Use To-Hit Modifiers", with the product ruling on its sign:
 * the cumulative modifier is ADDED to each die, so positive modifiers help the firer.
 */

/** Range modifier: −1 per hex; with long-range fire, −1 per full (1 + AP) hexes. */
export function rangeModifier(range: number, longRange: boolean, ap: number): number {
  const steps = longRange ? Math.floor(range / (1 + ap)) : range;
  return steps === 0 ? 0 : -steps;
}

/** The parts of a to-hit modifier, for events and tests. */
export interface Modifier {
  readonly range: number;
  readonly total: number;
}

/**
 * A beam battery's cumulative modifier: range, firer's CQ × 2, fire control, weapon targeting,
 * target's profile, −1 for remote targeting data.
 */
export function beamModifier(
  state: SclState,
  firer: Unit,
  target: Unit,
  remote: boolean,
): Modifier {
  const s = statsOf(state, firer);
  const range = distance(firer.hex, target.hex);
  const total =
    rangeModifier(range, state.setup.rules.long_range, s.ap) +
    2 * firer.cq +
    s.fc +
    s.wt +
    statsOf(state, target).profile -
    (remote ? 1 : 0);
  return { range, total };
}

/**
 * The modifier of submunitions and missiles: as beams but without weapon targeting; a missile
 * uses its controller's CQ and fire control and measures range from the missile.
 */
export function strikeModifier(
  game: WithSetup,
  attacker: Unit,
  crew: Unit,
  target: Unit,
  remote: boolean,
): Modifier {
  const range = distance(attacker.hex, target.hex);
  const total =
    -range +
    2 * crew.cq +
    statsOf(game, crew).fc +
    statsOf(game, target).profile -
    (remote ? 1 : 0);
  return { range, total };
}

/**
 * "Point Defense Against Missiles": the target's CQ × 2 + weapon targeting + fire control − 3
 * (missile profile) − 2 × armor penetration (its own, with that rule), never below 0, taken off
 * each damage die of one missile or submunition attack per battery assigned.
 */
export function pointDefenseModifier(state: SclState, defender: Unit): number {
  const s = statsOf(state, defender);
  return Math.max(0, 2 * defender.cq + s.wt + s.fc - 3 - 2 * effectiveAp(state, defender));
}

/** "1, 2, 3: no damage; 4, 5, 6: 1 point; 7 and higher: 2 points. An unmodified 1 always misses." */
export function beamPoints(die: number, modifier: number): number {
  if (die === 1) return 0;
  const total = die + modifier;
  return total >= 7 ? 2 : total >= 4 ? 1 : 0;
}

/** A damage die of a missile or submunition: die + modifier − point defense, at least 0; a 1 misses. */
export function damageDiePoints(die: number, modifier: number, pd: number): number {
  if (die === 1) return 0;
  return Math.max(0, die + modifier - pd);
}

/** Total beam points of some dice. */
export function sumBeam(dice: readonly Die[], modifier: number): number {
  return dice.reduce((sum, d) => sum + beamPoints(d.value, modifier), 0);
}

/** Total damage points of some damage dice. */
export function sumDamage(dice: readonly Die[], modifier: number, pd: number): number {
  return dice.reduce((sum, d) => sum + damageDiePoints(d.value, modifier, pd), 0);
}

/** True for a laser-armed missile (rolls as a beam battery, fires each turn, is not spent). */
export function isLaserMissile(u: Unit): boolean {
  return u.kind === 'missile' && MISSILES[u.cls as MissileTypeId].strength === null;
}

/** Dice of a missile attack: per live missile of the salvo, its type's dice (a laser: one). */
export function missileDiceCount(u: Unit): number {
  const m = MISSILES[u.cls as MissileTypeId];
  return (u.count - u.hits) * (m.strength === null ? 1 : m.dice);
}
