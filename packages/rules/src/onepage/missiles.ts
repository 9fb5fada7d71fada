import { distance, type Hex } from '../hex/hex.js';
import { emit, roll, type Ctx } from './context.js';
import { applyDamage } from './damage.js';
import { step, stepToward } from './geometry.js';
import { pull } from './movement.js';
import { findShip, type MissileState } from './state.js';

/** A missile's MP (Missile: "d6 damage, 3 MPs"). */
export const MISSILE_MP = 3;
/** The attack bonus in "(d6+3)−(Target Ship MP+d6)". */
export const MISSILE_ATTACK_BONUS = 3;

function targetOf(ctx: Ctx, missile: MissileState) {
  const target = findShip(ctx.state, missile.target);
  return target && target.status === 'active' ? target : null;
}

function lose(ctx: Ctx, missile: MissileState, reason: 'endurance' | 'target_gone'): void {
  ctx.state.missiles = ctx.state.missiles.filter((m) => m.id !== missile.id);
  emit(ctx, { type: 'missile_lost', missile: missile.id, reason });
}

/**
 * Missile movement, after every ship has moved: each missile (in id order) homes on its target,
 * up to 3 hexes, stopping once it is in or next to the target's hex; then gravity pulls it like a
 * ship. A missile whose target is gone is lost.
 */
export function moveMissiles(ctx: Ctx): void {
  for (const missile of [...ctx.state.missiles]) {
    const target = targetOf(ctx, missile);
    if (!target) {
      lose(ctx, missile, 'target_gone');
      continue;
    }
    const from = missile.hex;
    const path: Hex[] = [];
    while (path.length < MISSILE_MP && distance(missile.hex, target.hex) > 1) {
      const direction = stepToward(ctx.state.map, missile.hex, target.hex);
      if (direction < 0) break;
      missile.hex = step(missile.hex, direction);
      missile.heading = direction;
      path.push(missile.hex);
    }
    if (path.length === 0) continue;
    emit(ctx, { type: 'missile_moved', missile: missile.id, from, path });
    pull(ctx, missile);
  }
}

/**
 * Missile combat (before gun combat): every missile in or next to its target's hex attacks, one
 * at a time in id order, and is spent hit or miss. It hits when
 * (d6 + 3) − (target's current MP + d6) ≥ 0, for 1d6 damage. The others lose one turn of
 * endurance; at none left they are lost.
 */
export function missileCombat(ctx: Ctx): void {
  for (const missile of [...ctx.state.missiles]) {
    const target = targetOf(ctx, missile);
    if (!target) {
      lose(ctx, missile, 'target_gone');
      continue;
    }
    if (distance(missile.hex, target.hex) > 1) {
      missile.turnsLeft -= 1;
      if (missile.turnsLeft <= 0) lose(ctx, missile, 'endurance');
      continue;
    }
    const attackDie = roll(ctx);
    const defenseDie = roll(ctx);
    const total = attackDie.value + MISSILE_ATTACK_BONUS - (target.mp + defenseDie.value);
    const hit = total >= 0;
    const damageDie = hit ? roll(ctx) : null;
    ctx.state.missiles = ctx.state.missiles.filter((m) => m.id !== missile.id);
    emit(ctx, {
      type: 'missile_attack',
      missile: missile.id,
      target: target.id,
      attackDie,
      defenseDie,
      targetMp: target.mp,
      total,
      hit,
      damageDie,
    });
    if (damageDie) applyDamage(ctx, target, damageDie.value, 'missile', missile.id);
  }
}
