import { parseOrder } from '../core/parse-order.js';
import { ok, type Result } from '../core/result.js';
import { fitted, TRACK_MAX, type Track } from './cards.js';
import { checkAction, ownShip } from './check-actions.js';
import { classCard } from './own-cards.js';
import { reject } from './errors.js';
import { isAction, startrekOrderSchema, type StartrekOrder, type Transfer } from './orders.js';
import { owedBy } from './pending.js';
import { eligibleSystems } from './rules.js';
import { isSeat, type Seat } from './scenarios.js';
import { findShip, type Allocation, type StartrekState } from './state.js';

/**
 * Checks the defender's sub-systems for the hits owed: one per hit, each a track that may take
 * the next hit (see `eligibleSystems`), taken one after another.
 */
export function checkAllocation(
  state: StartrekState,
  owed: Allocation,
  systems: readonly Track[],
): Result<void> {
  const ship = findShip(state, owed.ship);
  if (!ship) throw new Error(`no ship ${owed.ship}`);
  if (systems.length !== owed.hits)
    return reject('order/bad_allocation', `Name ${owed.hits} sub-system(s), one per hit.`, [
      'systems',
    ]);
  const tracks = { ...ship.tracks };
  for (const [i, system] of systems.entries()) {
    const allowed = eligibleSystems({ ...ship, tracks }, owed.area);
    if (!allowed.includes(system))
      return reject(
        'order/bad_allocation',
        `Hit ${i + 1} must go to one of ${allowed.join(', ')}.`,
        ['systems', i],
      );
    tracks[system] -= 1;
  }
  return ok(undefined);
}

/**
 * Checks damage control: each transfer moves points between two fitted tracks of an own ship,
 * never into or out of torpedoes, no track below 1 or above 6, and no more points per ship than
 * its successes.
 */
export function checkTransfers(
  state: StartrekState,
  seat: Seat,
  successes: Record<string, number>,
  transfers: readonly Transfer[],
): Result<void> {
  const used = new Map<string, number>();
  const tracks = new Map<string, Record<Track, number>>();
  for (const [i, t] of transfers.entries()) {
    const ship = ownShip(state, seat, t.ship, ['transfers', i, 'ship']);
    if (!ship.ok) return ship;
    const total = (used.get(t.ship) ?? 0) + t.points;
    used.set(t.ship, total);
    if (total > (successes[t.ship] ?? 0))
      return reject(
        'order/too_many_points',
        `${t.ship} has ${successes[t.ship] ?? 0} success(es) to spend.`,
        ['transfers', i, 'points'],
      );
    const now = tracks.get(t.ship) ?? { ...ship.value.tracks };
    tracks.set(t.ship, now);
    const bad =
      t.from === t.to ||
      t.from === 'torpedoes' ||
      t.to === 'torpedoes' ||
      !fitted(classCard(state.setup, ship.value.cls), t.from) ||
      !fitted(classCard(state.setup, ship.value.cls), t.to) ||
      now[t.from] - t.points < 1 ||
      now[t.to] + t.points > TRACK_MAX;
    if (bad)
      return reject(
        'order/bad_transfer',
        `Cannot move ${t.points} from ${t.from} to ${t.to} on ${t.ship}.`,
        ['transfers', i],
      );
    now[t.from] -= t.points;
    now[t.to] += t.points;
  }
  return ok(undefined);
}

/**
 * Validates an unchecked order: shape (`order/malformed`), the game, the seat, then — concede
 * and decloak aside, accepted at any time — the decision owed, its kind and its rules. Never
 * changes anything.
 */
export function checkOrder(
  state: StartrekState,
  seat: string,
  input: unknown,
): Result<StartrekOrder> {
  const parsed = parseOrder(startrekOrderSchema, input);
  if (!parsed.ok) return parsed;
  if (state.result) return reject('order/game_over', 'The game is over.');
  if (!isSeat(seat)) return reject('order/not_a_side', `${seat} is not a side of this game.`);
  const order = parsed.value;
  if (order.type === 'concede') return ok(order);
  if (order.type === 'decloak') {
    const ship = ownShip(state, seat, order.ship, ['ship']);
    if (!ship.ok) return ship;
    if (!ship.value.cloak)
      return reject('order/not_cloaked', `${order.ship} is not cloaked.`, ['ship']);
    return ok(order);
  }
  const owed = owedBy(state, seat);
  if (!owed) {
    const stage = state.stage;
    if ((stage.phase === 'action' || stage.phase === 'repair') && stage.seats.includes(seat))
      return reject('order/already_submitted', 'You have handed in your decision already.');
    return reject('order/not_pending', `Side ${seat} owes no decision now.`);
  }
  const kind = isAction(order) ? 'action' : order.type;
  if (owed.kind !== kind)
    return reject('order/wrong_kind', `The game waits for your ${owed.kind}, not ${order.type}.`, [
      'type',
    ]);
  const stage = state.stage;
  if (isAction(order)) {
    if (order.drop !== undefined && !state.initiative[seat].includes(order.drop))
      return reject('order/bad_drop', `You hold no initiative die showing ${order.drop}.`, [
        'drop',
      ]);
    const checked = checkAction(state, seat, order);
    return checked.ok ? ok(order) : checked;
  }
  if (order.type === 'allocate' && stage.phase === 'allocate') {
    const first = stage.owed.find((a) => a.seat === seat)!;
    const checked = checkAllocation(state, first, order.systems);
    return checked.ok ? ok(order) : checked;
  }
  if (order.type === 'repair' && stage.phase === 'repair') {
    const checked = checkTransfers(state, seat, stage.successes, order.transfers);
    return checked.ok ? ok(order) : checked;
  }
  throw new Error(`unexpected ${order.type} in ${stage.phase}`);
}
