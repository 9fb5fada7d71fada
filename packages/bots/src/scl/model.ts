import type { Hex } from '@broadside/rules';
import {
  arcOf,
  beamModifier,
  beamPoints,
  currentArmor,
  scenarioOf,
  statsOf,
  strikeModifier,
  type SclState,
  type Unit,
} from '@broadside/rules/scl';

/**
 * The arithmetic the Star Cruiser Lite plans share: expected damage of a beam or a strike after
 * armor ("How to Use To-Hit Modifiers", "Armor"), which batteries bear,
 * and what a hit point on a unit is worth to the side that scores it.
 */

/** Hit points a unit has left. */
export function hpLeft(u: Unit): number {
  return u.rows.reduce((a, b) => a + b, 0) - u.hits;
}

/** Expected beam points of one die at a cumulative modifier (an unmodified 1 misses). */
export function beamExpectation(modifier: number): number {
  let sum = 0;
  for (let die = 2; die <= 6; die += 1) sum += beamPoints(die, modifier);
  return sum / 6;
}

/** Expected damage points of one missile or submunition die after point defense. */
export function strikeExpectation(modifier: number, pd: number): number {
  let sum = 0;
  for (let die = 2; die <= 6; die += 1) sum += Math.max(0, die + modifier - pd);
  return sum / 6;
}

/** The share of points that get through the target's armor (a d10 at or under armor saves). */
export function throughArmor(state: SclState, firer: Unit, target: Unit): number {
  const armor = currentArmor(state, target);
  const ap = state.setup.rules.armor_penetration ? statsOf(state, firer).ap : 0;
  return 1 - Math.min(9, Math.max(0, armor - ap)) / 10;
}

/** True when the scenario is lost the moment this unit is destroyed (Carrier Strike's Marne). */
export function isPrize(state: SclState, u: Unit): boolean {
  return scenarioOf(state.setup).victory === 'carrier' && u.id === 'A1';
}

/**
 * What one expected hit point on `target` is worth to its enemy: a point of score, plus the
 * destruction bonus spread over the hit points left (focus on the weakest), far more for a
 * unit whose loss ends the battle.
 */
export function hitWorth(state: SclState, target: Unit, dealt = 0): number {
  const left = Math.max(1, hpLeft(target) - dealt);
  return (1 + 10 / left) * (isPrize(state, target) ? 4 : 1);
}

/** `u` moved to a pose. */
export function posed(u: Unit, hex: Hex, facing: number): Unit {
  return { ...u, hex, facing };
}

/** True when battery `index` of `firer` bears on `target`. */
export function bears(firer: Unit, index: number, target: Unit): boolean {
  const arc = arcOf(firer.hex, firer.facing, target.hex);
  const battery = firer.batteries[index];
  return battery !== undefined && battery.ok && (arc === null || battery.arcs.includes(arc));
}

/** Expected hits (after armor) of one battery of `firer` on `target`, engaged `how`. */
export function beamDamage(
  state: SclState,
  firer: Unit,
  target: Unit,
  how: 'own' | 'remote',
): number {
  const mod = beamModifier(state, firer, target, how === 'remote').total;
  return beamExpectation(mod) * throughArmor(state, firer, target);
}

/** Expected hits (after armor) of a submunition shot of `firer` on `target`. */
export function subDamage(
  state: SclState,
  firer: Unit,
  target: Unit,
  how: 'own' | 'remote',
  pd = 0,
): number {
  const mod = strikeModifier(state, firer, firer, target, how === 'remote').total;
  return strikeExpectation(mod, pd) * throughArmor(state, firer, target);
}
