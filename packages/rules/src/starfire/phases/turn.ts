import { writableUnitAt, type EngineContext } from '../context.js';
import { HOUSE_RULES } from '../data/house-rules.js';
import { evaluateAtTurnLimit } from '../scenarios/victory.js';
import { currentSpeed, designOf } from '../unit-state.js';
import { decideInitiative } from './initiative.js';
import { battleSnapshot, finishGame } from './victory.js';

/**
 * Starts the next turn: clears the per-turn flags, rolls initiative, gives every ship its MP
 * from its intact engine rooms (seed: "Damaged engine rooms will reduce the Movement Points"),
 * and opens the movement declarations.
 */
export function startTurn(ctx: EngineContext): void {
  const state = ctx.state;
  state.turn += 1;
  ctx.events.push({ type: 'turn_started', turn: state.turn });
  for (let i = 0; i < state.units.length; i += 1) {
    const unit = writableUnitAt(ctx, i);
    unit.transited = false;
    unit.activated = false;
    unit.sheltering = false;
    unit.damagedThisTurn = false;
    unit.declaration = 'none';
    unit.enteredByLastStep = false;
    unit.leftStartHex = false;
    const moving = unit.status === 'on_map' || unit.status === 'waiting_transit';
    unit.mp = moving ? currentSpeed(unit, designOf(state, unit.id)) : 0;
    unit.startHex = unit.status === 'on_map' ? unit.hex : null;
  }
  decideInitiative(ctx);
  state.stage = { phase: 'declaration', sideIndex: 0 };
  ctx.events.push({ type: 'phase_started', turn: state.turn, phase: 'declaration' });
}

/**
 * Shield recovery (seed: a ship that lost shields and takes no damage other than from lasers
 * for three consecutive turns regains one shield, and may do so again): counted per unit at the
 * end of each turn. The shield brought back is the rightmost offline one, so the offline
 * shields stay at the left where damage reaches them first.
 */
function recoverShields(ctx: EngineContext): void {
  const units = ctx.state.units;
  for (let i = 0; i < units.length; i += 1) {
    if (units[i]?.status !== 'on_map') continue;
    const unit = writableUnitAt(ctx, i);
    unit.cleanTurns = unit.damagedThisTurn ? 0 : unit.cleanTurns + 1;
    if (unit.cleanTurns < HOUSE_RULES.shieldRecoveryTurns) continue;
    const offline = unit.slots.lastIndexOf('offline');
    if (offline < 0) continue;
    unit.slots[offline] = 'intact';
    unit.cleanTurns = 0;
    ctx.events.push({ type: 'shield_restored', unit: unit.id, slot: offline });
  }
}

/**
 * Ends the turn: shield recovery, then the creator's turn limit (the scenario's victory test at
 * the limit), else the next turn.
 */
export function endTurn(ctx: EngineContext): void {
  const state = ctx.state;
  recoverShields(ctx);
  ctx.events.push({ type: 'turn_ended', turn: state.turn });
  const limit = state.setup.turnLimit;
  if (limit !== null && state.turn >= limit) {
    finishGame(ctx, evaluateAtTurnLimit(state.setup, battleSnapshot(state)));
    return;
  }
  startTurn(ctx);
}
