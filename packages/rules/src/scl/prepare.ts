import { ok, type Result } from '../core/result.js';
import { emit, type Ctx } from './context.js';
import { freeCommunicators } from './control.js';
import { damageControl, parties, repairable } from './damage.js';
import { classesOf } from './classes.js';
import { MISSILES } from './designs.js';
import { refreshDetection, visibility } from './detection.js';
import { reject } from './errors.js';
import type { Launch, PrepareOrder } from './orders.js';
import { currentMa } from './stats.js';
import { unit, type SclState, type Seat, type Unit } from './state.js';

type Prepare = Omit<PrepareOrder, 'type'>;

function own(state: SclState, seat: Seat, id: string, path: (string | number)[]) {
  const u = state.units.find((x) => x.id === id);
  if (!u || u.side !== seat || u.status !== 'active')
    return reject('order/unknown_unit', `${id} is not a unit of yours in play.`, path);
  return ok(u);
}

/** Craft aboard `ship` that may launch this turn (fighters, recovered missiles). */
export function readyCraft(state: SclState, ship: Unit): Unit[] {
  return state.units.filter(
    (u) => u.status === 'aboard' && u.mother === ship.id && u.readyTurn <= state.turn,
  );
}

/** True when `u` may declare Full Stop (vector: only from a speed its thrust can kill). */
export function mayStop(state: SclState, u: Unit): boolean {
  return u.kind === 'ship' && (state.setup.movement !== 'vector' || u.speed <= currentMa(u));
}

/** True when `u` may be recovered by its mother ship now (same hex). */
export function mayRecover(state: SclState, u: Unit): boolean {
  const mother = state.units.find((m) => m.id === u.mother);
  return (
    u.kind !== 'ship' &&
    u.status === 'active' &&
    mother?.status === 'active' &&
    mother.hex.q === u.hex.q &&
    mother.hex.r === u.hex.r
  );
}

function checkLaunches(state: SclState, seat: Seat, launches: readonly Launch[]): Result<void> {
  const missiles = new Map<string, number>();
  const salvos = new Map<string, number>();
  const craft = new Set<string>();
  for (const [i, l] of launches.entries()) {
    const path = ['launches', i];
    const s = own(state, seat, l.ship, [...path, 'ship']);
    if (!s.ok) return s;
    const ship = s.value;
    if (l.craft === 'missile') {
      const count = l.count ?? 1;
      const total = (missiles.get(ship.id) ?? 0) + count;
      const n = (salvos.get(ship.id) ?? 0) + 1;
      missiles.set(ship.id, total);
      salvos.set(ship.id, n);
      if (count > 1 && !state.setup.rules.massed_missiles)
        return reject('order/bad_launch', 'Salvos need the massed missile fire rule.', path);
      if (total > ship.magazine)
        return reject('order/bad_launch', `${ship.id} has ${ship.magazine} missiles.`, path);
      if (n > freeCommunicators(state, ship))
        return reject('order/bad_launch', `${ship.id} has no free communicator.`, path);
      continue;
    }
    if (l.count !== undefined && l.count !== 1)
      return reject('order/bad_launch', 'Only new missiles launch as a salvo.', path);
    const ready = readyCraft(state, ship).find((u) => u.id === l.craft);
    if (!ready || craft.has(l.craft))
      return reject('order/bad_launch', `${l.craft} is not ready aboard ${ship.id}.`, path);
    craft.add(l.craft);
    if (ready.kind === 'missile') {
      const n = (salvos.get(ship.id) ?? 0) + 1;
      salvos.set(ship.id, n);
      if (n > freeCommunicators(state, ship))
        return reject('order/bad_launch', `${ship.id} has no free communicator.`, path);
    }
  }
  return ok(undefined);
}

/** Checks a prepare order: repairs, Full Stop, launches and recoveries. */
export function checkPrepare(state: SclState, seat: Seat, p: Prepare): Result<void> {
  const teams = new Map<string, number>();
  for (const [i, r] of p.repairs.entries()) {
    const s = own(state, seat, r.ship, ['repairs', i, 'ship']);
    if (!s.ok) return s;
    const n = (teams.get(r.ship) ?? 0) + 1;
    teams.set(r.ship, n);
    if (n > parties(state, s.value) || !repairable(s.value, r))
      return reject('order/bad_repair', `No party free or nothing to repair on ${r.ship}.`, [
        'repairs',
        i,
      ]);
  }
  const stops = new Set<string>();
  for (const [i, id] of p.fullStop.entries()) {
    const s = own(state, seat, id, ['fullStop', i]);
    if (!s.ok) return s;
    if (stops.has(id) || !mayStop(state, s.value))
      return reject('order/full_stop', `${id} cannot declare Full Stop.`, ['fullStop', i]);
    stops.add(id);
  }
  const launched = checkLaunches(state, seat, p.launches);
  if (!launched.ok) return launched;
  const recovered = new Set<string>();
  for (const [i, id] of p.recover.entries()) {
    const s = own(state, seat, id, ['recover', i]);
    if (!s.ok) return s;
    if (recovered.has(id) || !mayRecover(state, s.value))
      return reject('order/bad_recovery', `${id} cannot be recovered now.`, ['recover', i]);
    recovered.add(id);
  }
  return ok(undefined);
}

/** The id of a side's next missile, counted on: each side numbers its own (rules 1.1.0: one counter). */
function takeMissileId(state: SclState, side: Seat): string {
  if (typeof state.nextId === 'number') return `${side}M${state.nextId++}`;
  return `${side}M${state.nextId[side]++}`;
}

function launch(ctx: Ctx, ship: Unit, l: Launch): void {
  const state = ctx.state;
  let u: Unit;
  if (l.craft === 'missile') {
    const type = classesOf(state)[ship.cls]?.missileType;
    if (!type) return;
    const count = l.count ?? 1;
    ship.magazine -= count;
    u = {
      id: takeMissileId(state, ship.side),
      side: ship.side,
      kind: 'missile',
      cls: type,
      status: 'active',
      hex: ship.hex,
      facing: l.facing,
      course: l.facing,
      speed: 0,
      thrust: MISSILES[type].thrust,
      cq: 0,
      rows: [count],
      hits: 0,
      checkedRows: 0,
      batteries: [],
      magazine: 0,
      magazineLost: 0,
      subs: 0,
      subsLost: 0,
      fullStop: false,
      mother: ship.id,
      count,
      endurance: MISSILES[type].endurance,
      readyTurn: 0,
      squadron: ship.squadron,
    };
    state.units.push(u);
  } else {
    u = unit(state, l.craft);
    u.status = 'active';
    u.hex = ship.hex;
    u.facing = l.facing;
    u.course = l.facing;
    u.speed = 0;
    u.squadron = ship.squadron;
    if (u.kind === 'missile') u.endurance = MISSILES[u.cls as keyof typeof MISSILES].endurance;
  }
  emit(ctx, {
    type: 'launched',
    unit: u.id,
    mother: ship.id,
    cls: u.cls,
    hex: u.hex,
    facing: u.facing,
    count: u.count,
    vis: { to: [u.side], spectators: false },
  });
}

/**
 * Resolves every side's prepare order (side A first): damage control, recoveries, Full Stop,
 * then launches; then detection is brought up to date.
 */
export function resolvePrepare(ctx: Ctx, orders: readonly { seat: Seat; prepare: Prepare }[]) {
  const state = ctx.state;
  for (const { prepare } of orders) damageControl(ctx, prepare.repairs);
  for (const { prepare } of orders) {
    for (const id of prepare.recover) {
      const u = unit(state, id);
      if (!mayRecover(state, u)) continue;
      const vis = visibility(state, id);
      u.status = 'aboard';
      u.readyTurn = state.turn + 2;
      emit(ctx, { type: 'recovered', unit: id, mother: u.mother ?? '', vis });
    }
    for (const id of prepare.fullStop) {
      const u = unit(state, id);
      u.fullStop = true;
      if (state.setup.movement === 'vector') u.speed = 0;
      emit(ctx, { type: 'full_stop', ship: id, vis: visibility(state, id) });
    }
    for (const l of prepare.launches) launch(ctx, unit(state, l.ship), l);
  }
  refreshDetection(ctx);
}
