import { lossesBetween } from './designs.js';
import { designOf } from './own-design.js';
import { emit, type Ctx } from './context.js';
import type { ShipState } from './state.js';

/**
 * Marks `damage` points on a ship (Damage). One hull hit per point, never more than the hull
 * points left; every loss box the hits pass costs a gun, a launcher or MP (never below 0). The
 * attacker's side scores one point per hull hit. At 0 hull points the ship is destroyed.
 */
export function applyDamage(
  ctx: Ctx,
  ship: ShipState,
  damage: number,
  source: 'missile' | 'gun',
  by: string,
): void {
  if (ship.status !== 'active') return;
  const design = designOf(ctx.state, ship.design);
  const hullHits = Math.min(damage, ship.hull);
  const hitsBefore = ship.hits;
  const boxes = lossesBetween(design, hitsBefore, hitsBefore + hullHits);
  const lost = {
    guns: Math.min(boxes.guns, ship.guns),
    launchers: Math.min(boxes.launchers, ship.launchers),
    mp: Math.min(boxes.mp, ship.mp),
  };
  ship.hits += hullHits;
  ship.hull -= hullHits;
  ship.guns -= lost.guns;
  ship.launchers -= lost.launchers;
  ship.mp -= lost.mp;
  const attacker = ship.side === 'A' ? 'B' : 'A';
  ctx.state.score[attacker] += hullHits;
  emit(ctx, {
    type: 'damage',
    ship: ship.id,
    source,
    by,
    damage,
    hullHits,
    hitsBefore,
    hullLeft: ship.hull,
    lost,
  });
  if (ship.hull === 0) {
    ship.status = 'destroyed';
    emit(ctx, { type: 'ship_destroyed', ship: ship.id });
  }
}
