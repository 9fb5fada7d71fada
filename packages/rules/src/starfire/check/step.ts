import type { Result } from '../../core/result.js';
import { facingTurnDistance } from '../../hex/facing.js';
import { hexEquals, type Hex } from '../../hex/hex.js';
import { HOUSE_RULES } from '../data/house-rules.js';
import { reject } from '../errors.js';
import type { StepOrder } from '../orders.js';
import { nextToTransit, warpPointAt } from '../phases/movement.js';
import { rulingsOf } from '../rulings.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState, UnitState } from '../state.js';
import { turnModeOf } from '../unit-state.js';
import { expectTurn, ownUnit } from './common.js';

const OK: Result<void> = { ok: true, value: undefined };

/**
 * Facing after a forward or stay step. A change of one hexside needs the turn-mode counter,
 * counting this MP, at or above the turn mode (seed: "if it has fulfilled its Turn Mode"); the
 * last MP of a Hard Turn may take any facing.
 */
function checkFacing(unit: UnitState, order: StepOrder): Result<void> {
  if (!order.facing || !unit.facing || order.facing === unit.facing) return OK;
  if (unit.declaration === 'hard_turn' && unit.mp === 1) return OK;
  if (facingTurnDistance(unit.facing, order.facing) > 1) {
    return reject('order/turn_not_allowed', `${unit.id} can turn only one hexside per MP.`, [
      'facing',
    ]);
  }
  if (unit.turnCount + 1 < turnModeOf(unit)) {
    return reject(
      'order/turn_not_allowed',
      `${unit.id} has spent ${unit.turnCount + 1} of ${turnModeOf(unit)} MP toward its turn mode.`,
      ['facing'],
    );
  }
  return OK;
}

/**
 * Exit through a warp point (house ruling for the lost list): in the warp point hex, having
 * entered it with the previous MP or having begun the movement phase there; not on the turn it
 * arrived, not during a Hard Turn (from rules 1.2.0 not after Engine Modulation either), and one
 * exit per MP step whatever the warp point (seed): per MP step of the whole game from rules
 * 1.2.0, per MP step of each side under 1.1.0.
 */
function checkExit(state: StarfireState, unit: UnitState): Result<void> {
  const at = unit.hex as Hex;
  const warpPoint = warpPointAt(state, at);
  const refuse = (why: string) =>
    reject('order/cannot_exit', `${unit.id} cannot exit: ${why}.`, ['action']);
  if (warpPoint < 0) return refuse('it is not in a warp point hex');
  if (unit.transited) return refuse('it came through the warp point this turn');
  if (unit.declaration === 'hard_turn')
    return refuse('a Hard Turn spends every MP in the starting hex');
  if (
    unit.declaration === 'engine_modulation' &&
    rulingsOf(state.setup).noExitAfterEngineModulation
  )
    return refuse('it used Engine Modulation this turn');
  // Seed: "Only one ship may leave the map at a time during a given Movement Point", whichever
  // warp point it uses (the movement stage forgets the exits when the MP step ends).
  if (state.stage.phase === 'movement' && state.stage.exits.length >= HOUSE_RULES.warpExitsPerStep)
    return refuse('another unit already left the map through a warp point in this MP');
  if (!unit.enteredByLastStep && !(unit.startHex && hexEquals(unit.startHex, at))) {
    return refuse(
      'it neither entered the hex with its previous MP nor began the movement phase there',
    );
  }
  return OK;
}

/** One movement step of one ship. */
export function checkStep(state: StarfireState, seat: SideId, order: StepOrder): Result<void> {
  const turn = expectTurn(state, seat, 'step');
  if (!turn.ok) return turn;
  const found = ownUnit(state, seat, order.unit, ['unit']);
  if (!found.ok) return found;
  const unit = found.value;
  const stage = state.stage;
  if (stage.phase !== 'movement') return reject('order/wrong_phase', 'Not in the movement phase.');
  if (!stage.owed.includes(unit.id)) {
    if (unit.mp <= 0) return reject('order/no_mp_left', `${unit.id} has no MP left.`, ['unit']);
    return reject('order/not_owed', `${unit.id} does not owe a step now.`, ['unit']);
  }
  if (unit.status === 'waiting_transit') {
    if (order.action !== 'transit') {
      return reject(
        'order/cannot_transit',
        `${unit.id} waits off the map: its step is a transit.`,
        ['action'],
      );
    }
    if (nextToTransit(state, seat)?.id !== unit.id) {
      return reject('order/cannot_transit', `${unit.id} is not next in the transit order.`, [
        'unit',
      ]);
    }
    if (!order.facing)
      return reject('order/facing_required', `${unit.id} needs a facing to arrive with.`, [
        'facing',
      ]);
    return OK;
  }
  switch (order.action) {
    case 'transit':
      return reject('order/cannot_transit', `${unit.id} is already on the map.`, ['action']);
    case 'exit':
      if (order.facing)
        return reject('order/turn_not_allowed', 'A ship leaving the map takes no facing.', [
          'facing',
        ]);
      return checkExit(state, unit);
    case 'forward':
    case 'stay':
      return checkMoveStep(unit, order);
  }
}

/**
 * The checks of a forward or stay step that depend on the ship alone (Hard Turn, Engine
 * Modulation, turn mode), not on whose step it is: path planning asks them of a ship as it will be.
 */
export function checkMoveStep(unit: UnitState, order: StepOrder): Result<void> {
  if (order.action === 'forward' && unit.declaration === 'hard_turn') {
    return reject(
      'order/must_stay',
      `${unit.id} makes a Hard Turn and stays in its starting hex.`,
      ['action'],
    );
  }
  if (
    order.action === 'stay' &&
    unit.declaration === 'engine_modulation' &&
    !unit.leftStartHex &&
    unit.mp === 1
  ) {
    return reject(
      'order/must_leave_start_hex',
      `${unit.id} uses Engine Modulation and must leave its starting hex.`,
      ['action'],
    );
  }
  return checkFacing(unit, order);
}
