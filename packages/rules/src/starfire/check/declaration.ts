import type { Result } from '../../core/result.js';
import { reject } from '../errors.js';
import type { DeclareOrder, ShelterOrder } from '../orders.js';
import { mayHardTurn, mayModulate } from '../phases/declaration.js';
import { mayShelter } from '../phases/shelter.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState } from '../state.js';
import { expectTurn, ownUnits } from './common.js';

const OK: Result<void> = { ok: true, value: undefined };

/**
 * Movement declarations: each ship at most once across both lists; Hard Turn needs MP ≥ turn
 * mode, Engine Modulation MP ≥ turn mode + 1; neither for bases or on a transit turn
 * (`order/not_eligible`).
 */
export function checkDeclare(
  state: StarfireState,
  seat: SideId,
  order: DeclareOrder,
): Result<void> {
  const turn = expectTurn(state, seat, 'declare');
  if (!turn.ok) return turn;
  const seen = new Set<string>();
  const hard = ownUnits(
    state,
    seat,
    order.hardTurn,
    ['hardTurn'],
    (unit, at) =>
      mayHardTurn(unit)
        ? OK
        : reject(
            'order/not_eligible',
            `${unit.id} cannot make a Hard Turn (needs MP ≥ turn mode, on the map, no transit).`,
            at,
          ),
    seen,
  );
  if (!hard.ok) return hard;
  return ownUnits(
    state,
    seat,
    order.engineModulation,
    ['engineModulation'],
    (unit, at) =>
      mayModulate(unit)
        ? OK
        : reject(
            'order/not_eligible',
            `${unit.id} cannot use Engine Modulation (needs MP ≥ turn mode + 1, on the map, no transit).`,
            at,
          ),
    seen,
  );
}

/** Shelter declarations: the side's own ships (not bases) in a planet or moon hex, each once. */
export function checkShelter(
  state: StarfireState,
  seat: SideId,
  order: ShelterOrder,
): Result<void> {
  const turn = expectTurn(state, seat, 'shelter');
  if (!turn.ok) return turn;
  return ownUnits(state, seat, order.units, ['units'], (unit, at) =>
    mayShelter(state, unit)
      ? OK
      : reject('order/cannot_shelter', `${unit.id} is not a ship in a planet or moon hex.`, at),
  );
}
