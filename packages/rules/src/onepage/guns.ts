import { distance } from '../hex/hex.js';
import { emit, roll, type Ctx } from './context.js';
import { applyDamage } from './damage.js';
import type { Shot } from './orders.js';
import { SEATS, enemyOf, type Seat } from './scenarios.js';
import { activeShips, getShip, type OnepageState, type ShipState } from './state.js';

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

/** The nearest enemy ship in play and its distance (ties: the first in the ship list). */
export function nearestEnemy(
  state: OnepageState,
  ship: ShipState,
): { ship: string; distance: number } | null {
  let nearest: { ship: string; distance: number } | null = null;
  for (const enemy of activeShips(state, enemyOf(ship.side))) {
    const d = distance(ship.hex, enemy.hex);
    if (nearest === null || d < nearest.distance) nearest = { ship: enemy.id, distance: d };
  }
  return nearest;
}

/**
 * Before gun combat is resolved, every ship in play that fires no gun in it says why
 * (`ship_silent`): no working gun, no enemy within gun range 1, or a shot its side did not give.
 * Read from the state before any damage of the volley is marked.
 */
export function explainSilence(ctx: Ctx, shots: readonly Shot[]): void {
  const firing = new Set(shots.map((s) => s.ship));
  for (const ship of ctx.state.ships) {
    if (ship.status !== 'active' || firing.has(ship.id)) continue;
    const nearest = nearestEnemy(ctx.state, ship);
    const inRange = nearest !== null && nearest.distance <= GUN_RANGE;
    emit(ctx, {
      type: 'ship_silent',
      ship: ship.id,
      reason: ship.guns === 0 ? 'no_gun' : inRange ? 'held' : 'out_of_range',
      nearest,
      guns: ship.guns,
      missiles: ship.missiles,
      launchers: ship.launchers,
    });
  }
}
