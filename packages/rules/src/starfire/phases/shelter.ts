import { hexEquals } from '../../hex/hex.js';
import { writableUnit, type EngineContext } from '../context.js';
import type { ShelterOrder } from '../orders.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState, UnitState } from '../state.js';
import { isBase, sideInPlay } from '../unit-state.js';

/** True when the unit may shelter: a ship (not a base) on the map in a planet or moon hex (seed, Terrain). */
export function mayShelter(state: StarfireState, unit: UnitState): boolean {
  if (unit.status !== 'on_map' || !unit.hex || isBase(unit)) return false;
  const { planets, moons } = state.setup.scenario.terrain;
  const at = unit.hex;
  return planets.some((p) => hexEquals(p, at)) || moons.some((m) => hexEquals(m, at));
}

/** The side's ships that could shelter now. */
export function shelterCandidates(state: StarfireState, side: SideId): UnitState[] {
  return state.units.filter((unit) => unit.side === side && mayShelter(state, unit));
}

/** Opens the combat phase with the shelter declarations. */
export function beginShelter(ctx: EngineContext): void {
  ctx.state.stage = { phase: 'shelter', sideIndex: 0 };
  ctx.events.push({ type: 'phase_started', turn: ctx.state.turn, phase: 'combat' });
}

/**
 * Moves to the next side (lowest initiative first) with a ship able to shelter. Returns true
 * while a side owes its shelter declaration; sides without such a ship are skipped.
 */
export function advanceShelter(ctx: EngineContext): boolean {
  const state = ctx.state;
  const stage = state.stage;
  if (stage.phase !== 'shelter') return false;
  while (stage.sideIndex < state.moveOrder.length) {
    const side = state.moveOrder[stage.sideIndex] as SideId;
    if (sideInPlay(state, side) && shelterCandidates(state, side).length > 0) return true;
    stage.sideIndex += 1;
  }
  return false;
}

/** Records the side's sheltering ships (an announced status change, public). */
export function applyShelter(ctx: EngineContext, side: SideId, order: ShelterOrder): void {
  for (const id of order.units) writableUnit(ctx, id).sheltering = true;
  ctx.events.push({ type: 'sheltered', side, units: [...order.units] });
  if (ctx.state.stage.phase === 'shelter') ctx.state.stage.sideIndex += 1;
}
