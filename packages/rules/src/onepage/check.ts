import { parseOrder } from '../core/parse-order.js';
import { ok, type Result } from '../core/result.js';
import { distance } from '../hex/hex.js';
import { reject } from './errors.js';
import { bodyAt, edgeBeyond, onMap, step } from './geometry.js';
import { GUN_RANGE } from './guns.js';
import { onepageOrderSchema, type OnepageOrder, type Plan, type Shot } from './orders.js';
import { owedBy } from './pending.js';
import { isSeat, type Seat } from './scenarios.js';
import { findShip, type OnepageState, type ShipState } from './state.js';

type Path = (string | number)[];

/** The seat's own ship still in play, or the error naming why not. */
function ownShip(state: OnepageState, seat: Seat, id: string, path: Path): Result<ShipState> {
  const ship = findShip(state, id);
  if (!ship) return reject('order/unknown_ship', `No ship ${id}.`, path);
  if (ship.side !== seat) return reject('order/not_your_ship', `${id} is not your ship.`, path);
  if (ship.status !== 'active')
    return reject('order/ship_not_in_play', `${id} is ${ship.status}.`, path);
  return ok(ship);
}

/** An enemy ship still in play, or `order/invalid_target`. */
function enemyShip(state: OnepageState, seat: Seat, id: string, path: Path): Result<ShipState> {
  const target = findShip(state, id);
  if (!target || target.side === seat || target.status !== 'active')
    return reject('order/invalid_target', `${id} is not an enemy ship in play.`, path);
  return ok(target);
}

/** Whether `ship` may leave the map across the edge beyond `to` (scenario exits). */
function mayExit(state: OnepageState, ship: ShipState, to: ShipState['hex']): boolean {
  const edge = edgeBeyond(state.map, to);
  return state.map.exits.some(
    (e) => e.side === ship.side && e.edge === edge && e.designs.includes(ship.design),
  );
}

/** Checks one ship's path: length within current MP, never into a body, off the map only to exit. */
function checkPath(state: OnepageState, ship: ShipState, dirs: readonly number[], path: Path) {
  if (dirs.length > ship.mp)
    return reject('order/too_far', `${ship.id} has ${ship.mp} MP, not ${dirs.length}.`, path);
  let at = ship.hex;
  for (let i = 0; i < dirs.length; i += 1) {
    const next = step(at, dirs[i] as number);
    if (bodyAt(state.map, next))
      return reject('order/into_body', `${ship.id} cannot enter the planet's hex.`, [...path, i]);
    if (!onMap(state.map, next) && !(i === dirs.length - 1 && mayExit(state, ship, next)))
      return reject('order/off_map', `${ship.id} cannot leave the map there.`, [...path, i]);
    at = next;
  }
  return ok(onMap(state.map, at));
}

/** Checks a plot or move: every path and every launch of the seat. */
export function checkPlan(state: OnepageState, seat: Seat, plan: Plan): Result<void> {
  const exiting = new Set<string>();
  const seen = new Set<string>();
  for (const [i, move] of plan.moves.entries()) {
    const ship = ownShip(state, seat, move.ship, ['moves', i, 'ship']);
    if (!ship.ok) return ship;
    if (seen.has(move.ship))
      return reject('order/duplicate_ship', `${move.ship} has two paths.`, ['moves', i, 'ship']);
    seen.add(move.ship);
    const walked = checkPath(state, ship.value, move.path, ['moves', i, 'path']);
    if (!walked.ok) return walked;
    if (!walked.value) exiting.add(move.ship);
  }
  const launched = new Map<string, number>();
  for (const [i, launch] of plan.launches.entries()) {
    const ship = ownShip(state, seat, launch.ship, ['launches', i, 'ship']);
    if (!ship.ok) return ship;
    const target = enemyShip(state, seat, launch.target, ['launches', i, 'target']);
    if (!target.ok) return target;
    const count = (launched.get(launch.ship) ?? 0) + 1;
    launched.set(launch.ship, count);
    const where = ['launches', i];
    if (exiting.has(launch.ship))
      return reject('order/cannot_launch', `${launch.ship} leaves the map this turn.`, where);
    if (count > ship.value.launchers)
      return reject(
        'order/no_launcher',
        `${launch.ship} has ${ship.value.launchers} working launcher(s).`,
        where,
      );
    if (count > ship.value.missiles)
      return reject(
        'order/no_missiles',
        `${launch.ship} has ${ship.value.missiles} missile(s) left.`,
        where,
      );
  }
  return ok(undefined);
}

/** Checks gun fire: one shot per working gun, at an enemy ship within range 1. */
export function checkFire(state: OnepageState, seat: Seat, shots: readonly Shot[]): Result<void> {
  const used = new Map<string, number>();
  for (const [i, shot] of shots.entries()) {
    const ship = ownShip(state, seat, shot.ship, ['shots', i, 'ship']);
    if (!ship.ok) return ship;
    const target = enemyShip(state, seat, shot.target, ['shots', i, 'target']);
    if (!target.ok) return target;
    const count = (used.get(shot.ship) ?? 0) + 1;
    used.set(shot.ship, count);
    if (count > ship.value.guns)
      return reject('order/no_gun', `${shot.ship} has ${ship.value.guns} working gun(s).`, [
        'shots',
        i,
      ]);
    if (distance(ship.value.hex, target.value.hex) > GUN_RANGE)
      return reject('order/out_of_range', `${shot.target} is out of gun range.`, [
        'shots',
        i,
        'target',
      ]);
  }
  return ok(undefined);
}

/**
 * Validates an unchecked order: shape (`order/malformed` with the zod path), the game
 * (`order/game_over`), the seat (`order/not_a_side`), then — a concession aside, accepted at any
 * time — whether the seat owes a decision (`order/not_pending`) of this kind
 * (`order/wrong_kind`), and the rules of the order. Never changes anything.
 */
export function checkOrder(
  state: OnepageState,
  seat: string,
  input: unknown,
): Result<OnepageOrder> {
  const parsed = parseOrder(onepageOrderSchema, input);
  if (!parsed.ok) return parsed;
  if (state.result) return reject('order/game_over', 'The game is over.');
  if (!isSeat(seat)) return reject('order/not_a_side', `${seat} is not a side of this game.`);
  const order = parsed.value;
  if (order.type === 'concede') return ok(order);
  const owed = owedBy(state, seat);
  if (!owed) return reject('order/not_pending', `Side ${seat} owes no decision now.`);
  if (owed.kind !== order.type)
    return reject(
      'order/wrong_kind',
      `The game waits for your ${owed.kind}, not a ${order.type}.`,
      ['type'],
    );
  const checked =
    order.type === 'fire' ? checkFire(state, seat, order.shots) : checkPlan(state, seat, order);
  return checked.ok ? ok(order) : checked;
}
