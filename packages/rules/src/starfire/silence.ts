import { distance } from '../hex/hex.js';
import type { EngineContext } from './context.js';
import { isWeaponCode } from './data/weapons.js';
import { canActivate, enemiesOnMap } from './fire-options.js';
import { rulingsOf } from './rulings.js';
import type { UnitState } from './state.js';
import { assessShot, munitionsAvailable } from './targeting.js';
import { designOf, LAUNCHER_CODES } from './unit-state.js';

/**
 * At the start of the combat phase (rules 1.3.0 on), every ship on the map that has no shot at
 * all says why (`cannot_fire`), so a side that is skipped is not left guessing (seed, Combat
 * Phase: ships with no chance to damage an opponent are skipped). Each ship is weighed once per
 * combat phase, and the reasons are worked out only for the ships that cannot fire. Units on the
 * map are public, so nothing here is hidden.
 */
export function explainSilence(ctx: EngineContext): void {
  const state = ctx.state;
  if (!rulingsOf(state.setup).explainsSilence) return;
  for (const unit of state.units) {
    if (unit.status !== 'on_map' || unit.activated || canActivate(state, unit)) continue;
    ctx.events.push({ type: 'cannot_fire', unit: unit.id, ...silence(ctx, unit) });
  }
}

/** Why a ship that cannot fire cannot: the first of no enemy, no weapon, no munition, no shot. */
function silence(ctx: EngineContext, unit: UnitState) {
  const state = ctx.state;
  const enemies = enemiesOnMap(state, unit);
  let nearest: { unit: string; range: number } | null = null;
  let nearestUnit: UnitState | null = null;
  for (const enemy of enemies) {
    if (!enemy.hex || !unit.hex) continue;
    const range = distance(unit.hex, enemy.hex);
    if (nearest === null || range < nearest.range) {
      nearest = { unit: enemy.id, range };
      nearestUnit = enemy;
    }
  }
  if (nearestUnit === null) return { reason: 'no_enemy' as const, nearest: null, blocked: null };
  const design = designOf(state, unit.id);
  const intact = design.slots.filter(
    (slot) => isWeaponCode(slot.code) && unit.slots[slot.index] === 'intact',
  );
  if (intact.length === 0) return { reason: 'weapons_destroyed' as const, nearest, blocked: null };
  const { reloads } = munitionsAvailable(state, unit);
  const ready = intact.filter(
    (slot) =>
      !LAUNCHER_CODES.includes(slot.code) || (unit.stores[slot.index] ?? 0) > 0 || reloads > 0,
  );
  if (ready.length === 0) return { reason: 'out_of_munitions' as const, nearest, blocked: null };
  const first = ready[0]!;
  const assessed = assessShot(state, unit, first.index, nearestUnit);
  return {
    reason: 'no_shot' as const,
    nearest,
    blocked: assessed.ok ? null : assessed.refusal.code,
  };
}
