import type { SystemCode } from '../data/systems.js';
import type { WeaponCode } from '../data/weapons.js';
import { HOUSE_RULES } from '../data/house-rules.js';
import { writableUnit, type EngineContext } from '../context.js';
import type { PendingHit } from '../state.js';
import { designOf, getUnit, isFreighter, isWreck } from '../unit-state.js';

/**
 * Systems each weapon passes over (seed: lasers and energy beams skip systems; Starfire rulings,
 * Damage: lasers pass over shields, energy beams over armor and cargo holds).
 */
const PASSES_OVER: Readonly<Partial<Record<WeaponCode, readonly SystemCode[]>>> = {
  L: ['S'],
  E: ['A', 'H'],
};

/**
 * Applies one hit to a ship: each damage point (doubled against freighters) takes out the
 * leftmost intact system the weapon does not pass over. Shields go offline, everything else is
 * destroyed; a destroyed magazine loses its reloads. Damage other than from lasers stops shield
 * recovery. When only shields, armor and cargo holds remain (or nothing), the ship is destroyed.
 */
export function applyHit(
  ctx: EngineContext,
  firerId: string,
  targetId: string,
  hit: PendingHit,
): void {
  if (getUnit(ctx.state, targetId).status !== 'on_map') return;
  const target = writableUnit(ctx, targetId);
  const design = designOf(ctx.state, target.id);
  const points = hit.damage * (isFreighter(target) ? HOUSE_RULES.freighterDamageMultiplier : 1);
  const skip = PASSES_OVER[hit.weapon] ?? [];
  const systems: { slot: number; code: string; now: 'destroyed' | 'offline' }[] = [];
  const lostReloads: { slot: number; reloads: number }[] = [];
  let wasted = 0;
  for (let p = 0; p < points; p += 1) {
    const slot = design.slots.find(
      (s) => target.slots[s.index] === 'intact' && !skip.includes(s.code),
    );
    if (!slot) {
      wasted += 1;
      continue;
    }
    const now = slot.code === 'S' ? 'offline' : 'destroyed';
    target.slots[slot.index] = now;
    systems.push({ slot: slot.index, code: slot.code, now });
    if (slot.code === 'Mg' && (target.stores[slot.index] ?? 0) > 0) {
      lostReloads.push({ slot: slot.index, reloads: target.stores[slot.index] ?? 0 });
      target.stores[slot.index] = 0;
    }
  }
  if (hit.weapon !== 'L' && systems.length > 0) target.damagedThisTurn = true;
  ctx.events.push({
    type: 'damage',
    target: target.id,
    firer: firerId,
    weapon: hit.weapon,
    points,
    systems,
    wasted,
  });
  for (const lost of lostReloads)
    ctx.events.push({ type: 'reloads_lost', unit: target.id, ...lost });
  if (isWreck(target, design)) {
    const wreck = target.slots.some((condition) => condition === 'intact');
    target.status = 'destroyed';
    target.hex = null;
    target.mp = 0;
    target.sheltering = false;
    ctx.events.push({ type: 'unit_destroyed', unit: target.id, wreck });
  }
}
