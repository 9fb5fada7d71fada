import { parseOrder } from '../core/parse-order.js';
import { ok, type Result } from '../core/result.js';
import { reject } from './errors.js';
import { checkFire } from './fire.js';
import { traceMove } from './movement.js';
import { eligibleSquadrons } from './fleet.js';
import { sclOrderSchema, type CommandOrder, type MoveOrder, type SclOrder } from './orders.js';
import { owedBy } from './pending.js';
import { checkPrepare } from './prepare.js';
import { isSeat, type SclState, type Seat } from './state.js';

/** Checks a move batch: only units due, each once, each legal under the movement system. */
export function checkMove(
  state: SclState,
  units: readonly string[],
  order: MoveOrder,
): Result<void> {
  const seen = new Set<string>();
  for (const [i, m] of order.moves.entries()) {
    const u = state.units.find((x) => x.id === m.unit);
    if (!u || !units.includes(m.unit))
      return reject('order/unknown_unit', `${m.unit} is not due to move now.`, [
        'moves',
        i,
        'unit',
      ]);
    if (seen.has(m.unit))
      return reject('order/duplicate', `${m.unit} has two moves.`, ['moves', i, 'unit']);
    seen.add(m.unit);
    const traced = traceMove(state, u, m);
    if (!traced.ok)
      return { ok: false, error: { ...traced.error, path: ['moves', i, ...traced.error.path] } };
  }
  return ok(undefined);
}

/** Checks a fleet commander's choice: drawing a chit, or a squadron it may activate now. */
export function checkCommand(state: SclState, seat: Seat, order: CommandOrder): Result<void> {
  if (order.squadron === null || eligibleSquadrons(state, seat).includes(order.squadron))
    return ok(undefined);
  return reject(
    'order/not_in_contact',
    `Your fleet commander may not activate ${order.squadron} now: it must be one of your squadrons In Contact with the flagship, with something to move.`,
    ['squadron'],
  );
}

/**
 * Validates an unchecked order: shape (`order/malformed`), game over, seat, then — a concession
 * aside, accepted at any time — whether the seat owes a decision of this kind, and its rules.
 */
export function checkOrder(state: SclState, seat: string, input: unknown): Result<SclOrder> {
  const parsed = parseOrder(sclOrderSchema, input);
  if (!parsed.ok) return parsed;
  if (state.result) return reject('order/game_over', 'The game is over.');
  if (!isSeat(seat)) return reject('order/not_a_side', `${seat} is not a side of this game.`);
  const order = parsed.value;
  if (order.type === 'concede') return ok(order);
  const owed = owedBy(state, seat);
  if (!owed) return reject('order/not_pending', `Side ${seat} owes no decision now.`);
  if (owed.kind !== order.type)
    return reject('order/wrong_kind', `The game waits for your ${owed.kind}, not ${order.type}.`, [
      'type',
    ]);
  const checked =
    order.type === 'prepare'
      ? checkPrepare(state, seat, order)
      : order.type === 'fire'
        ? checkFire(state, seat, order)
        : order.type === 'command'
          ? checkCommand(state, seat, order)
          : checkMove(state, owed.kind === 'move' ? owed.detail.units : [], order);
  return checked.ok ? ok(order) : checked;
}
