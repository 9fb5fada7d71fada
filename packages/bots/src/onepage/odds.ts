import { GUN_TO_HIT, MISSILE_ATTACK_BONUS, MISSILE_MP } from '@broadside/rules/onepage';

/** Expected damage of one gun shot (Guns: 4+ on 1d6 hits for 2d6). */
export const GUN_SHOT_DAMAGE = ((7 - GUN_TO_HIT) / 6) * 7;

/** Mean damage of a missile that hits (Missile: d6 damage). */
const MISSILE_DAMAGE = 3.5;

/**
 * The chance a missile hits a ship of `mp` current MP: (d6 + 3) − (MP + d6) ≥ 0 (Missile
 * combat), counted over the 36 pairs of dice.
 */
export function missileHitChance(mp: number): number {
  let hits = 0;
  for (let attack = 1; attack <= 6; attack += 1)
    for (let defense = 1; defense <= 6; defense += 1)
      if (attack + MISSILE_ATTACK_BONUS - (mp + defense) >= 0) hits += 1;
  return hits / 36;
}

/** Expected damage of one missile at a ship of `mp` current MP, once it reaches it. */
export function missileDamage(mp: number): number {
  return missileHitChance(mp) * MISSILE_DAMAGE;
}

/**
 * How far (in hexes, from the launcher's hex after movement) a missile can still catch a ship
 * of `mp` MP that runs straight away: it attacks from one hex off, moves 3 a turn and flies for
 * three missile movements, the first in the turn it is launched.
 */
export function missileReach(mp: number): number {
  return 1 + MISSILE_MP + 2 * Math.max(0, MISSILE_MP - mp);
}
