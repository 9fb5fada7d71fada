import { writableUnit, type EngineContext } from '../context.js';
import type { DeclareOrder } from '../orders.js';
import {
  canHardTurn,
  canModulateEngines,
  engineModulatedMp,
} from '../rules-math/engine-modulation.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState, UnitState } from '../state.js';
import { isBase, sideInPlay, turnModeOf } from '../unit-state.js';

/**
 * True when the ship may declare a Hard Turn now: a ship (not a base) on the map, not arriving
 * through a warp point this turn, with MP ≥ its turn mode (seed, Hard Turn).
 */
export function mayHardTurn(unit: UnitState): boolean {
  return (
    unit.status === 'on_map' &&
    !isBase(unit) &&
    !unit.transited &&
    canHardTurn(unit.mp, turnModeOf(unit))
  );
}

/** True when the ship may declare Engine Modulation now: as for a Hard Turn, with MP ≥ turn mode + 1. */
export function mayModulate(unit: UnitState): boolean {
  return (
    unit.status === 'on_map' &&
    !isBase(unit) &&
    !unit.transited &&
    unit.mp > 0 &&
    canModulateEngines(unit.mp, turnModeOf(unit))
  );
}

/** The side's ships that could declare something this turn. */
export function declarers(state: StarfireState, side: SideId): UnitState[] {
  return state.units.filter((unit) => unit.side === side && unit.mp > 0 && mayHardTurn(unit));
}

/**
 * Moves to the next side (lowest initiative first) with a ship able to declare; sides with none
 * are skipped. Returns true while a side owes its declarations.
 */
export function advanceDeclaration(ctx: EngineContext): boolean {
  const state = ctx.state;
  const stage = state.stage;
  if (stage.phase !== 'declaration') return false;
  while (stage.sideIndex < state.moveOrder.length) {
    const side = state.moveOrder[stage.sideIndex] as SideId;
    if (sideInPlay(state, side) && declarers(state, side).length > 0) return true;
    stage.sideIndex += 1;
  }
  return false;
}

/**
 * Records a side's declarations (already checked). Engine Modulation takes the turn mode off the
 * ship's MP at once (seed: a CT with 6 MP keeps 4). Each declaration is an announced event.
 */
export function applyDeclare(ctx: EngineContext, side: SideId, order: DeclareOrder): void {
  for (const id of order.hardTurn) {
    const unit = writableUnit(ctx, id);
    unit.declaration = 'hard_turn';
    ctx.events.push({ type: 'declared', unit: id, declaration: 'hard_turn', mp: unit.mp });
  }
  for (const id of order.engineModulation) {
    const unit = writableUnit(ctx, id);
    unit.declaration = 'engine_modulation';
    unit.mp = engineModulatedMp(unit.mp, turnModeOf(unit));
    ctx.events.push({ type: 'declared', unit: id, declaration: 'engine_modulation', mp: unit.mp });
  }
  ctx.events.push({ type: 'declarations_done', side });
  if (ctx.state.stage.phase === 'declaration') ctx.state.stage.sideIndex += 1;
}
