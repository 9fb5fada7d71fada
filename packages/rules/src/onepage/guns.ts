import { distance } from '../hex/hex.js';
import { emit, roll, type Ctx } from './context.js';
import { applyDamage } from './damage.js';
import type { Shot } from './orders.js';
import { SEATS, enemyOf, type Seat } from './scenarios.js';
import { activeShips, getShip, type OnepageState } from './state.js';

/** Gun range in hexes (Guns: "Range: 1"); 0 is the same hex. */
export const GUN_RANGE = 1;
/** A gun hits on this roll or higher (Guns: "If a 4 or higher is rolled, it hits"). */
export const GUN_TO_HIT = 4;

/** Whether a side has a ship with a working gun and an enemy ship within range. */
export function canFire(state: OnepageState, side: Seat): boolean {
  const enemies = activeShips(state, enemyOf(side));
  return activeShips(state, side).some(
    (ship) => ship.guns > 0 && enemies.some((e) => distance(ship.hex, e.hex) <= GUN_RANGE),
  );
}

/** The sides that owe a fire decision this turn; a side with no possible shot passes. */
export function sidesThatCanFire(state: OnepageState): Seat[] {
  return SEATS.filter((side) => activeShips(state, side).length > 0 && canFire(state, side));
}

/**
 * Gun combat (after missile combat), simultaneous: every checked shot is rolled first, in seat
 * order then order given — 1d6 per gun, 4+ hits, a hit does 2d6 — and only then is the damage
 * marked, so a ship destroyed in this volley still fires in it.
 */
export function resolveGuns(ctx: Ctx, fires: readonly { seat: Seat; shots: readonly Shot[] }[]) {
  const hits: { target: string; damage: number; by: string }[] = [];
  for (const fire of fires) {
    const gunsUsed = new Map<string, number>();
    for (const shot of fire.shots) {
      const gun = (gunsUsed.get(shot.ship) ?? 0) + 1;
      gunsUsed.set(shot.ship, gun);
      const die = roll(ctx);
      const hit = die.value >= GUN_TO_HIT;
      const damageDice = hit ? [roll(ctx), roll(ctx)] : [];
      const damage = damageDice.reduce((sum, d) => sum + d.value, 0);
      emit(ctx, {
        type: 'gun_shot',
        ship: shot.ship,
        gun,
        target: shot.target,
        die,
        needed: GUN_TO_HIT,
        hit,
        damageDice,
        damage,
      });
      if (hit) hits.push({ target: shot.target, damage, by: shot.ship });
    }
  }
  for (const hit of hits) {
    applyDamage(ctx, getShip(ctx.state, hit.target), hit.damage, 'gun', hit.by);
  }
}
