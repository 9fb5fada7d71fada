import type { Result } from '../../core/result.js';
import { interceptOption } from '../data/intercept.js';
import { reject } from '../errors.js';
import { canActivate } from '../fire-options.js';
import type { FireOrder, PassOrder, PointDefenseOrder } from '../orders.js';
import { awaitedAttack } from '../phases/point-defense.js';
import type { SideId } from '../scenarios/types.js';
import type { StarfireState, UnitState } from '../state.js';
import { assessShot, munitionsAvailable } from '../targeting.js';
import { designOf, findUnit, getUnit, LAUNCHER_CODES } from '../unit-state.js';
import { expectTurn, ownUnit } from './common.js';

const OK: Result<void> = { ok: true, value: undefined };

/** The ship to activate: the seat's own, on the map, not yet fired, with some possible shot. */
function activatable(state: StarfireState, seat: SideId, id: string): Result<UnitState> {
  const found = ownUnit(state, seat, id, ['unit']);
  if (!found.ok) return found;
  const unit = found.value;
  if (unit.status !== 'on_map')
    return reject('order/unit_not_available', `${id} is not on the map.`, ['unit']);
  if (unit.activated)
    return reject('order/already_fired', `${id} has already fired or passed this turn.`, ['unit']);
  if (!canActivate(state, unit))
    return reject('order/nothing_to_fire', `${id} has no shot it could take.`, ['unit']);
  return found;
}

/**
 * An activation: each shot a different ready weapon of the ship, each target legal for that
 * weapon (see `assessShot` for the checks and their codes), and enough munitions for every
 * launcher fired (one loaded round, else one magazine reload each).
 */
export function checkFire(state: StarfireState, seat: SideId, order: FireOrder): Result<void> {
  const turn = expectTurn(state, seat, 'fire');
  if (!turn.ok) return turn;
  const found = activatable(state, seat, order.unit);
  if (!found.ok) return found;
  const firer = found.value;
  const design = designOf(state, firer.id);
  const { loaded, reloads } = munitionsAvailable(state, firer);
  const used = new Set<number>();
  let reloadsNeeded = 0;
  for (const [i, shot] of order.shots.entries()) {
    if (used.has(shot.slot))
      return reject('order/duplicate_weapon', `Slot ${shot.slot} fires once per turn.`, [
        'shots',
        i,
        'slot',
      ]);
    used.add(shot.slot);
    const target = findUnit(state, shot.target);
    if (!target)
      return reject('order/unknown_unit', `There is no unit ${shot.target}.`, [
        'shots',
        i,
        'target',
      ]);
    const assessed = assessShot(state, firer, shot.slot, target);
    if (!assessed.ok) {
      const where =
        assessed.refusal.code === 'order/not_a_weapon' ||
        assessed.refusal.code === 'order/weapon_not_ready'
          ? 'slot'
          : 'target';
      return reject(assessed.refusal.code, assessed.refusal.message, ['shots', i, where]);
    }
    const code = design.slots[shot.slot]?.code;
    if (code && LAUNCHER_CODES.includes(code) && (loaded.get(shot.slot) ?? 0) === 0) {
      reloadsNeeded += 1;
      if (reloadsNeeded > reloads) {
        return reject(
          'order/no_munitions',
          `${code} in slot ${shot.slot} is empty and no magazine reload is left.`,
          ['shots', i, 'slot'],
        );
      }
    }
  }
  return OK;
}

/** A pass: the ship could fire but does not (seed: ships with no chance to damage may not pass). */
export function checkPass(state: StarfireState, seat: SideId, order: PassOrder): Result<void> {
  const turn = expectTurn(state, seat, 'pass');
  if (!turn.ok) return turn;
  const found = activatable(state, seat, order.unit);
  return found.ok ? OK : found;
}

/**
 * Point Defense against the awaited attack: each slot an intact D of the defending ship, used
 * once, with an option whose munition type is among the attack's interceptable hits.
 */
export function checkPointDefense(
  state: StarfireState,
  seat: SideId,
  order: PointDefenseOrder,
): Result<void> {
  const turn = expectTurn(state, seat, 'point_defense');
  if (!turn.ok) return turn;
  const awaited = awaitedAttack(state);
  if (!awaited) return reject('order/wrong_phase', 'No attack awaits Point Defense.');
  const defender = getUnit(state, awaited.attack.target);
  const design = designOf(state, defender.id);
  const used = new Set<number>();
  for (const [i, intercept] of order.intercepts.entries()) {
    const path = ['intercepts', i];
    if (used.has(intercept.slot))
      return reject(
        'order/duplicate_weapon',
        `Point Defense in slot ${intercept.slot} is used once per attack.`,
        [...path, 'slot'],
      );
    used.add(intercept.slot);
    if (design.slots[intercept.slot]?.code !== 'D' || defender.slots[intercept.slot] !== 'intact') {
      return reject(
        'order/not_point_defense',
        `Slot ${intercept.slot} of ${defender.id} is not an intact Point Defense.`,
        [...path, 'slot'],
      );
    }
    const option = interceptOption(intercept.option);
    if (
      !option ||
      !awaited.attack.hits.some((hit) => hit.interceptable && hit.weapon === option.munition)
    ) {
      return reject(
        'order/nothing_to_intercept',
        `Option ${intercept.option} engages ${option?.munition ?? '?'}, which this attack has none of that can be intercepted.`,
        [...path, 'option'],
      );
    }
  }
  return OK;
}
