import { isWeaponCode, type WeaponCode } from './data/weapons.js';
import type { StarfireState, UnitState } from './state.js';
import { assessShot, munitionsAvailable } from './targeting.js';
import { designOf, findUnit, LAUNCHER_CODES } from './unit-state.js';

/** One target a weapon can fire at now, with its numbers. */
export interface TargetOption {
  readonly target: string;
  /** Hex distance. */
  readonly range: number;
  /** Range used for the to-hit number (datalink may shorten it). */
  readonly toHitRange: number;
  /** Final to-hit number: a d10 roll equal to or less hits. */
  readonly toHit: number;
  /** Damage on a hit, before the freighter multiplier. */
  readonly damage: number;
  /** True when the target's Point Defense could engage the munition. */
  readonly interceptable: boolean;
}

/** One weapon of a ship and what it can fire at. */
export interface WeaponOptions {
  readonly slot: number;
  readonly weapon: WeaponCode;
  readonly restricted: boolean;
  /** Munitions loaded in the launcher (`null` for beams). */
  readonly munitions: number | null;
  /** False when the weapon is destroyed or the launcher is empty with no reload left. */
  readonly ready: boolean;
  readonly targets: readonly TargetOption[];
}

/** What a ship can fire this activation, weapon by weapon. */
export interface FireOptions {
  readonly unit: string;
  /** True when the ship may be activated now (on the map, not yet fired, with at least one shot). */
  readonly canActivate: boolean;
  /** Magazine reloads the ship has left in intact magazines. */
  readonly reloads: number;
  readonly weapons: readonly WeaponOptions[];
}

/** The enemy units on the map, in setup order. */
export function enemiesOnMap(state: StarfireState, unit: UnitState): UnitState[] {
  return state.units.filter((other) => other.side !== unit.side && other.status === 'on_map');
}

/**
 * For the UI and bots: every weapon of a ship, whether it is ready, and each target it could
 * fire at now with range, to-hit number and damage. A ship that already fired, or is not on the
 * map, lists its weapons with no targets.
 */
export function fireOptions(state: StarfireState, unitId: string): FireOptions {
  const unit = findUnit(state, unitId);
  if (!unit) return { unit: unitId, canActivate: false, reloads: 0, weapons: [] };
  const design = designOf(state, unit.id);
  const { loaded, reloads } = munitionsAvailable(state, unit);
  const enemies = unit.status === 'on_map' && !unit.activated ? enemiesOnMap(state, unit) : [];
  const weapons: WeaponOptions[] = [];
  let any = false;
  for (const slot of design.slots) {
    if (!isWeaponCode(slot.code)) continue;
    const launcher = LAUNCHER_CODES.includes(slot.code);
    const munitions = launcher ? (loaded.get(slot.index) ?? 0) : null;
    const ready =
      unit.slots[slot.index] === 'intact' && (!launcher || (munitions ?? 0) > 0 || reloads > 0);
    const targets: TargetOption[] = [];
    if (ready) {
      for (const enemy of enemies) {
        const assessed = assessShot(state, unit, slot.index, enemy);
        if (!assessed.ok) continue;
        const s = assessed.shot;
        targets.push({
          target: enemy.id,
          range: s.range,
          toHitRange: s.toHitRange,
          toHit: s.toHit,
          damage: s.damage,
          interceptable: s.interceptable,
        });
      }
    }
    if (targets.length > 0) any = true;
    weapons.push({
      slot: slot.index,
      weapon: slot.code,
      restricted: slot.restricted,
      munitions,
      ready,
      targets,
    });
  }
  return { unit: unit.id, canActivate: any, reloads, weapons };
}

/**
 * True when the ship may be activated now: on the map, not yet fired, with at least one possible
 * shot (seed: ships with no chance to damage an opponent are skipped). Stops at the first shot.
 */
export function canActivate(state: StarfireState, unit: UnitState): boolean {
  if (unit.status !== 'on_map' || unit.activated) return false;
  const design = designOf(state, unit.id);
  const enemies = enemiesOnMap(state, unit);
  if (enemies.length === 0) return false;
  let reloads: number | null = null;
  for (const slot of design.slots) {
    if (!isWeaponCode(slot.code) || unit.slots[slot.index] !== 'intact') continue;
    if (LAUNCHER_CODES.includes(slot.code) && (unit.stores[slot.index] ?? 0) === 0) {
      reloads ??= munitionsAvailable(state, unit).reloads;
      if (reloads === 0) continue;
    }
    for (const enemy of enemies) if (assessShot(state, unit, slot.index, enemy).ok) return true;
  }
  return false;
}
