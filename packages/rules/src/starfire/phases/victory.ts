import type { GameResult } from '../../core/ruleset.js';
import { writableUnitAt, type EngineContext } from '../context.js';
import type { BattleSnapshot, SideId } from '../scenarios/types.js';
import { concessionResult, evaluateVictory } from '../scenarios/victory.js';
import type { StarfireState, UnitState } from '../state.js';
import { sideInPlay } from '../unit-state.js';
import { resolveQueue } from './point-defense.js';

/** What the scenario's victory rules see of the battle. */
export function battleSnapshot(state: StarfireState): BattleSnapshot {
  // The units themselves, read through the snapshot's narrower type: the victory tests only
  // read them. A copy of every unit cost about 2.5 KB of garbage per call, and the phase
  // machine checks for victory at every automatic step of every order.
  return { turn: state.turn, units: state.units };
}

/** Ends the game with `result`. */
export function finishGame(ctx: EngineContext, result: GameResult): void {
  ctx.state.result = result;
  ctx.state.stage = { phase: 'over' };
  ctx.events.push({ type: 'game_over', result: { ...result, winners: [...result.winners] } });
}

/**
 * Applies the scenario's victory test once the battle has begun (turn 1 on). Returns true when
 * the game is over.
 */
export function checkVictory(ctx: EngineContext): boolean {
  const state = ctx.state;
  if (state.result) return true;
  if (state.turn < 1) return false;
  const result = evaluateVictory(state.setup, battleSnapshot(state));
  if (!result) return false;
  finishGame(ctx, result);
  return true;
}

/**
 * A side concedes (or runs out of time). With one other side left the game ends and that side
 * wins (a major victory where the scenario has levels). With more, the side's units leave the
 * game (status `left_map`) and play goes on.
 */
export function concede(ctx: EngineContext, side: SideId, timeout: boolean): void {
  const state = ctx.state;
  const remaining = state.setup.sides.filter((s) => sideInPlay(state, s));
  ctx.events.push({ type: 'side_conceded', side, timeout });
  const result = concessionResult(state.setup, side, remaining);
  if (result) {
    const summary = timeout
      ? result.summary.replace('conceded', 'ran out of time')
      : result.summary;
    finishGame(ctx, timeout ? { ...result, reason: 'timeout', summary } : result);
    return;
  }
  state.conceded.push(side);
  for (let i = 0; i < state.units.length; i += 1) {
    const old = state.units[i] as UnitState;
    if (old.side !== side) continue;
    if (
      old.status === 'on_map' ||
      old.status === 'waiting_transit' ||
      old.status === 'undeployed'
    ) {
      const unit = writableUnitAt(ctx, i);
      unit.status = 'left_map';
      unit.hex = null;
      unit.mp = 0;
      unit.sheltering = false;
    }
  }
  // An attack on a ship of the conceding side no longer waits for its Point Defense.
  resolveQueue(ctx);
}
