import type { WithSetup } from './classes.js';
import { distance } from '../hex/hex.js';
import { freeCommunicators } from './control.js';
import { parties, repairable } from './damage.js';
import { fireOptions } from './fire.js';
import { directionToward, turn } from './geometry.js';
import { thrustRange, traceMove } from './movement.js';
import {
  DRAW_CHIT,
  HOLD_FIRE,
  NO_PREPARE,
  type FireOrder,
  type Repair,
  type SclOrder,
  type Step,
  type UnitMove,
} from './orders.js';
import { owedBy } from './pending.js';
import { mayRecover, mayStop, readyCraft } from './prepare.js';
import { currentMa } from './stats.js';
import { activeUnits, isSeat, unit, type SclState, type Seat, type Unit } from './state.js';

const F = (n: number): Step[] => Array.from({ length: Math.max(0, n) }, () => 'F' as const);

/**
 * A representative set of legal moves for one unit (holding course first): straight runs, turns
 * first or after one hex, and in vector movement the full thrust, braking and coasting options
 * with a course change or slip where the speed band allows, and a free about-face.
 */
export function moveCandidates(state: SclState, u: Unit): UnitMove[] {
  const ma = currentMa(u);
  const raw: UnitMove[] = [];
  if (state.setup.movement === 'vector') {
    const range = thrustRange(u);
    const thrusts = [...new Set([0, range.max, range.min])];
    for (const thrust of thrusts) {
      const s = u.speed + thrust;
      raw.push({ unit: u.id, steps: F(s), thrust });
      if (s > 0) {
        raw.push({ unit: u.id, steps: ['L', ...F(s)], thrust });
        raw.push({ unit: u.id, steps: ['R', ...F(s)], thrust });
        raw.push({ unit: u.id, steps: ['SL', ...F(s - 1)], thrust });
        raw.push({ unit: u.id, steps: ['F', 'SR', ...F(s - 2)], thrust });
      }
    }
    raw.push({ unit: u.id, steps: F(u.speed), thrust: 0, facing: turn(u.facing, 3) });
  } else {
    const lengths = [...new Set([1, Math.floor(ma / 2), ma])].filter((k) => k > 0);
    raw.push({ unit: u.id, steps: [] });
    for (const k of lengths) {
      raw.push({ unit: u.id, steps: F(k) });
      for (const t of ['L', 'R'] as const) {
        raw.push({ unit: u.id, steps: [t, ...F(k - 1)] });
        raw.push({ unit: u.id, steps: ['F', t, ...F(k - 1)] });
        raw.push({ unit: u.id, steps: [t, t, ...F(k - 2)] });
      }
    }
    raw.push({ unit: u.id, steps: ['L'] }, { unit: u.id, steps: ['R'] });
  }
  const seen = new Set<string>();
  return raw.filter((m) => {
    const key = JSON.stringify(m);
    if (seen.has(key) || !traceMove(state, u, m).ok) return false;
    seen.add(key);
    return true;
  });
}

/** The facing from a ship toward the nearest enemy its side has detected (else its own). */
export function facingTowardEnemy(state: SclState, u: Unit): number {
  const known = state.detected[u.side].map((id) => unit(state, id));
  const nearest = known.sort((a, b) => distance(u.hex, a.hex) - distance(u.hex, b.hex))[0];
  return nearest ? directionToward(u.hex, nearest.hex) : u.facing;
}

/** Every repair a ship's parties could attempt now. */
export function repairOptions(game: WithSetup, u: Unit): Repair[] {
  if (parties(game, u) === 0) return [];
  const all: Repair[] = [
    ...u.batteries.map((_, i) => ({ ship: u.id, system: 'battery' as const, battery: i })),
    { ship: u.id, system: 'missile' },
    { ship: u.id, system: 'submunition' },
    { ship: u.id, system: 'hull' },
  ];
  return all.filter((r) => repairable(u, r));
}

function prepareOrders(state: SclState, seat: Seat): SclOrder[] {
  const orders: SclOrder[] = [NO_PREPARE];
  const one = (part: Partial<typeof NO_PREPARE>) => orders.push({ ...NO_PREPARE, ...part });
  for (const u of activeUnits(state, seat)) {
    for (const r of repairOptions(state, u)) one({ repairs: [r] });
    if (mayStop(state, u)) one({ fullStop: [u.id] });
    if (mayRecover(state, u)) one({ recover: [u.id] });
    if (u.kind !== 'ship') continue;
    const facing = facingTowardEnemy(state, u);
    const free = freeCommunicators(state, u);
    if (u.magazine > 0 && free > 0) {
      one({ launches: [{ ship: u.id, craft: 'missile', facing }] });
      const salvo = Math.min(u.magazine, 4);
      if (state.setup.rules.massed_missiles && salvo > 1)
        one({ launches: [{ ship: u.id, craft: 'missile', facing, count: salvo }] });
    }
    for (const c of readyCraft(state, u))
      if (c.kind !== 'missile' || free > 0)
        one({ launches: [{ ship: u.id, craft: c.id, facing }] });
  }
  return orders;
}

function fireOrders(state: SclState, seat: Seat): SclOrder[] {
  const o = fireOptions(state, seat);
  const orders: FireOrder[] = [HOLD_FIRE];
  for (const b of o.beams) orders.push({ ...HOLD_FIRE, beams: [b] });
  for (const s of o.submunitions) orders.push({ ...HOLD_FIRE, submunitions: [s] });
  for (const m of o.missiles) orders.push({ ...HOLD_FIRE, missiles: [m] });
  if (o.pointDefense.length > 0) orders.push({ ...HOLD_FIRE, pointDefense: o.pointDefense });
  const firstPer = <T>(items: T[], key: (t: T) => string) => {
    const seen = new Set<string>();
    return items.filter((t) => !seen.has(key(t)) && seen.add(key(t)));
  };
  const allOut: FireOrder = {
    type: 'fire',
    beams: firstPer(o.beams, (b) => `${b.unit}:${b.battery}`),
    pointDefense: [],
    submunitions: firstPer(o.submunitions, (s) => s.unit),
    missiles: firstPer(o.missiles, (m) => m.missile),
  };
  if (allOut.beams.length + allOut.submunitions.length + allOut.missiles.length > 1)
    orders.push(allOut);
  return orders;
}

/**
 * Legal orders for a seat, enough for a UI and a bot; representative where the space is large.
 * Prepare: nothing; each single repair, Full Stop, recovery and launch (facing the nearest known
 * enemy; a salvo of up to 4 with massed missile fire). Move: every unit holding course; each
 * single unit making each of its {@link moveCandidates}. Fire: hold fire; each single beam,
 * submunition and missile attack; all batteries in point defense; everything at its first
 * target. Fleet command: draw a chit, then each squadron the fleet commander may activate.
 * `concede` always comes last, also for a seat that owes nothing.
 */
export function legalOrders(state: SclState, seat: string): readonly SclOrder[] {
  if (state.result || !isSeat(seat)) return [];
  const owed = owedBy(state, seat);
  const orders: SclOrder[] = [];
  if (owed?.kind === 'prepare') orders.push(...prepareOrders(state, seat));
  else if (owed?.kind === 'fire') orders.push(...fireOrders(state, seat));
  else if (owed?.kind === 'command') {
    orders.push(DRAW_CHIT);
    for (const squadron of owed.detail.squadrons) orders.push({ type: 'command', squadron });
  } else if (owed?.kind === 'move') {
    orders.push({ type: 'move', moves: [] });
    for (const id of owed.detail.units) {
      const u = unit(state, id);
      for (const m of moveCandidates(state, u).slice(1)) orders.push({ type: 'move', moves: [m] });
    }
  }
  orders.push({ type: 'concede' });
  return orders;
}
