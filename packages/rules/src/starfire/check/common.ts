import type { Result } from '../../core/result.js';
import { reject } from '../errors.js';
import type { StarfireOrderType } from '../orders.js';
import { owedDecision, type DecisionKind } from '../pending.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState, UnitState } from '../state.js';
import { findUnit } from '../unit-state.js';

/** The decision each order type answers. */
const DECISION_OF: Readonly<Record<Exclude<StarfireOrderType, 'concede'>, DecisionKind>> = {
  choose_fleet: 'choose_fleet',
  place_warp_point: 'place_warp_point',
  deploy: 'deploy',
  transit_order: 'transit_order',
  declare: 'declare',
  step: 'move',
  shelter: 'shelter',
  fire: 'fire',
  pass: 'fire',
  point_defense: 'point_defense',
};

/**
 * Checks that the game waits for this kind of order (`order/wrong_phase`) from this seat
 * (`order/not_your_turn`).
 */
export function expectTurn(
  state: StarfireState,
  seat: SideId,
  type: Exclude<StarfireOrderType, 'concede'>,
): Result<void> {
  const owed = owedDecision(state);
  if (!owed || owed.kind !== DECISION_OF[type]) {
    return reject(
      'order/wrong_phase',
      `A ${type} order is not accepted now${owed ? `: the game waits for ${owed.kind} from side ${owed.seat}` : ''}.`,
      ['type'],
    );
  }
  if (owed.seat !== seat)
    return reject(
      'order/not_your_turn',
      `Side ${owed.seat} owes the ${owed.kind} decision, not side ${seat}.`,
    );
  return { ok: true, value: undefined };
}

/** Finds one of the seat's own units (`order/unknown_unit`, `order/not_your_unit`). */
export function ownUnit(
  state: StarfireState,
  seat: SideId,
  id: string,
  path: readonly (string | number)[],
): Result<UnitState> {
  const unit = findUnit(state, id);
  if (!unit) return reject('order/unknown_unit', `There is no unit ${id}.`, path);
  if (unit.side !== seat)
    return reject('order/not_your_unit', `${id} belongs to side ${unit.side}.`, path);
  return { ok: true, value: unit };
}

/**
 * Checks a list of the seat's own units, each once, each passing `eligible`
 * (`order/duplicate_unit`, or the code `eligible` returns).
 */
export function ownUnits(
  state: StarfireState,
  seat: SideId,
  ids: readonly string[],
  path: readonly (string | number)[],
  eligible: (unit: UnitState, at: readonly (string | number)[]) => Result<void>,
  seen: Set<string> = new Set(),
): Result<void> {
  for (const [i, id] of ids.entries()) {
    const at = [...path, i];
    const unit = ownUnit(state, seat, id, at);
    if (!unit.ok) return unit;
    if (seen.has(id)) return reject('order/duplicate_unit', `${id} appears twice.`, at);
    seen.add(id);
    const fine = eligible(unit.value, at);
    if (!fine.ok) return fine;
  }
  return { ok: true, value: undefined };
}
