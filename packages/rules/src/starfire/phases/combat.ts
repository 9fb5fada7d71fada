import { rollDie, writableUnit, type EngineContext } from '../context.js';
import { HOUSE_RULES } from '../data/house-rules.js';
import { canActivate } from '../fire-options.js';
import type { FireOrder, PassOrder } from '../orders.js';
import type { SideId } from '../scenarios/types.js';
import type { PendingAttack, PendingHit, StarfireState, UnitState } from '../state.js';
import { assessShot } from '../targeting.js';
import { designOf, getUnit, LAUNCHER_CODES, sideInPlay } from '../unit-state.js';
import { resolveQueue } from './point-defense.js';
import { explainSilence } from '../silence.js';

/** Opens the activations, starting with the initiative winner. */
export function beginActivations(ctx: EngineContext): void {
  ctx.state.stage = { phase: 'combat', sideIndex: 0, queue: null };
  explainSilence(ctx);
}

/** The side's ships that may be activated now. */
export function activatableShips(state: StarfireState, side: SideId): UnitState[] {
  return state.units.filter((unit) => unit.side === side && canActivate(state, unit));
}

/**
 * Finds the side that activates next: from the pointer, in initiative order, the first side in
 * play with a ship that can still fire. Ships with no possible shot are skipped; a side with
 * none left is passed over while the others continue (seed, Combat Phase). Returns true while a
 * decision is owed (an activation, or Point Defense for an attack being resolved).
 */
export function advanceCombat(ctx: EngineContext): boolean {
  const state = ctx.state;
  const stage = state.stage;
  if (stage.phase !== 'combat') return false;
  if (stage.queue) return true;
  const n = state.initiative.length;
  for (let i = 0; i < n; i += 1) {
    const index = (stage.sideIndex + i) % n;
    const side = state.initiative[index] as SideId;
    if (sideInPlay(state, side) && activatableShips(state, side).length > 0) {
      stage.sideIndex = index;
      return true;
    }
  }
  return false;
}

function passTurnOn(state: StarfireState): void {
  if (state.stage.phase === 'combat')
    state.stage.sideIndex = (state.stage.sideIndex + 1) % state.initiative.length;
}

/**
 * Takes one munition for a launcher: a loaded round, else a reload from the leftmost intact
 * magazine. `firer` must be the context's own copy (see `writableUnit`).
 */
function takeMunition(
  ctx: EngineContext,
  firer: UnitState,
  slot: number,
): { left: number; reloadFrom: number | null } {
  const loaded = firer.stores[slot] ?? 0;
  if (loaded > 0) {
    firer.stores[slot] = loaded - 1;
    return { left: loaded - 1, reloadFrom: null };
  }
  const design = designOf(ctx.state, firer.id);
  const magazine = design.slots.find(
    (s) => s.code === 'Mg' && firer.slots[s.index] === 'intact' && (firer.stores[s.index] ?? 0) > 0,
  );
  if (!magazine) throw new Error(`${firer.id} fired slot ${slot} without munitions`);
  firer.stores[magazine.index] = (firer.stores[magazine.index] ?? 0) - 1;
  return { left: 0, reloadFrom: magazine.index };
}

/**
 * Activates a ship and fires the ordered weapons (already checked), one die each in order.
 * Hits are gathered per target: everything the activation fired at one ship is one attack,
 * resolved target by target (Point Defense first where it can engage), then damage.
 */
export function applyFire(ctx: EngineContext, order: FireOrder): void {
  const state = ctx.state;
  const firer = writableUnit(ctx, order.unit);
  firer.activated = true;
  const attacks: { target: string; hits: PendingHit[] }[] = [];
  for (const shot of order.shots) {
    const target = getUnit(state, shot.target);
    const assessed = assessShot(state, firer, shot.slot, target);
    if (!assessed.ok) throw new Error(`unchecked shot: ${assessed.refusal.message}`);
    const figures = assessed.shot;
    const launcher = LAUNCHER_CODES.includes(figures.weapon);
    const munition = launcher ? takeMunition(ctx, firer, shot.slot) : null;
    const die = rollDie(ctx, HOUSE_RULES.dieSides, figures.toHit);
    ctx.events.push({
      type: 'shot',
      firer: firer.id,
      slot: shot.slot,
      weapon: figures.weapon,
      target: target.id,
      range: figures.range,
      toHitRange: figures.toHitRange,
      modifiers: figures.modifiers,
      die,
      munitionsLeft: munition ? munition.left : null,
      reloadFrom: munition ? munition.reloadFrom : null,
    });
    if (!die.success) continue;
    let attack = attacks.find((a) => a.target === target.id);
    if (!attack) {
      attack = { target: target.id, hits: [] };
      attacks.push(attack);
    }
    attack.hits.push({
      slot: shot.slot,
      weapon: figures.weapon,
      damage: figures.damage,
      interceptable: figures.interceptable,
    });
  }
  passTurnOn(state);
  if (state.stage.phase === 'combat') {
    state.stage.queue = { firer: firer.id, attacks: attacks as PendingAttack[], next: 0 };
    resolveQueue(ctx);
  }
}

/** Activates a ship without firing: it counts as having fired (seed, Combat Phase). */
export function applyPass(ctx: EngineContext, order: PassOrder): void {
  writableUnit(ctx, order.unit).activated = true;
  ctx.events.push({ type: 'passed', unit: order.unit });
  passTurnOn(ctx.state);
}
