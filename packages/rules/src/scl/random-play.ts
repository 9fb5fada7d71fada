import type { DiceSource } from '../core/dice-source.js';
import type { FoldEntry } from '../core/fold.js';
import {
  pick,
  playRandomlyWith,
  type RandomMove as CoreRandomMove,
  type RandomPlayOptions as CoreRandomPlayOptions,
} from '../core/random-play.js';
import { distance, type Hex } from '../hex/hex.js';
import { offsetToHex } from '../hex/map.js';
import { freeCommunicators } from './control.js';
import { parties } from './damage.js';
import type { SclEvent } from './events.js';
import { fireOptions, subsAllowed } from './fire.js';
import { facingTowardEnemy, legalOrders, moveCandidates, repairOptions } from './legal-orders.js';
import { traceMove } from './movement.js';
import {
  NO_PREPARE,
  type FireOrder,
  type PrepareOrder,
  type SclOrder,
  type UnitMove,
} from './orders.js';
import { pendingDecisions } from './pending.js';
import { mayRecover, mayStop, readyCraft } from './prepare.js';
import { sclRuleset } from './ruleset.js';
import { activeUnits, enemyOf, unit, type SclState, type Seat, type Unit } from './state.js';

export { seededRandom } from '../core/seeded-random.js';

function randomPrepare(state: SclState, seat: Seat, random: () => number): PrepareOrder {
  const order: PrepareOrder = {
    ...NO_PREPARE,
    repairs: [],
    fullStop: [],
    launches: [],
    recover: [],
  };
  for (const u of activeUnits(state, seat)) {
    const options = repairOptions(state, u);
    for (let p = 0; p < (options.length > 0 ? parties(state, u) : 0); p += 1) {
      const r = pick(options, random);
      if (r && random() < 0.8) order.repairs.push(r);
    }
    if (mayStop(state, u) && random() < 0.04) order.fullStop.push(u.id);
    if (mayRecover(state, u) && random() < 0.3) {
      order.recover.push(u.id);
      continue;
    }
    if (u.kind !== 'ship') continue;
    let free = freeCommunicators(state, u);
    const facing = facingTowardEnemy(state, u);
    for (const c of readyCraft(state, u)) {
      if (random() < 0.3) continue;
      if (c.kind === 'missile') {
        if (free === 0) continue;
        free -= 1;
      }
      order.launches.push({ ship: u.id, craft: c.id, facing });
    }
    if (u.magazine > 0 && free > 0 && random() < 0.5) {
      const count = state.setup.rules.massed_missiles
        ? 1 + Math.floor(random() * Math.min(4, u.magazine))
        : 1;
      order.launches.push({
        ship: u.id,
        craft: 'missile',
        facing,
        ...(count > 1 ? { count } : {}),
      });
    }
  }
  return order;
}

function goalOf(state: SclState, u: Unit): Hex | null {
  if (state.map.exitEdge && u.side === 'B')
    return offsetToHex(state.map.columns + 2, Math.ceil(state.map.rows / 2));
  const known = state.detected[u.side].map((id) => unit(state, id));
  const pool =
    known.length > 0 ? known : u.kind === 'missile' ? [] : activeUnits(state, enemyOf(u.side));
  const nearest = [...pool].sort((a, b) => distance(u.hex, a.hex) - distance(u.hex, b.hex))[0];
  return nearest ? nearest.hex : null;
}

function randomMove(state: SclState, u: Unit, random: () => number): UnitMove {
  const candidates = moveCandidates(state, u);
  const goal = goalOf(state, u);
  if (goal && random() < 0.65) {
    let best = candidates[0];
    let bestDistance = Infinity;
    for (const m of candidates) {
      const t = traceMove(state, u, m);
      if (!t.ok) continue;
      const end = t.value.path[t.value.path.length - 1] ?? u.hex;
      const d = distance(end, goal) + (t.value.escaped && u.side === 'A' ? 100 : 0);
      if (d < bestDistance || (d === bestDistance && random() < 0.3)) {
        best = m;
        bestDistance = d;
      }
    }
    if (best) return best;
  }
  return pick(candidates, random) ?? { unit: u.id, steps: [] };
}

function randomFire(state: SclState, seat: Seat, random: () => number): FireOrder {
  const o = fireOptions(state, seat);
  const order: FireOrder = {
    type: 'fire',
    beams: [],
    pointDefense: [],
    submunitions: [],
    missiles: [],
  };
  for (const u of activeUnits(state, seat)) {
    u.batteries.forEach((b, i) => {
      if (!b.ok) return;
      const shots = o.beams.filter((x) => x.unit === u.id && x.battery === i);
      const shot = pick(shots, random);
      if (shot && random() < 0.85) order.beams.push(shot);
      else if (o.pointDefense.some((p) => p.unit === u.id) && random() < 0.5)
        order.pointDefense.push({ unit: u.id, battery: i });
    });
    const subs = o.submunitions.filter((s) => s.unit === u.id);
    for (let n = 0; n < subsAllowed(state, u); n += 1) {
      const s = pick(subs, random);
      if (s && random() < 0.6) order.submunitions.push(s);
    }
    const attack = pick(
      o.missiles.filter((m) => m.missile === u.id),
      random,
    );
    if (attack && random() < 0.9) order.missiles.push(attack);
  }
  return order;
}

/**
 * A random order for a random seat that owes a decision (`null` when none does): sometimes one of
 * `legalOrders` (never a concession; always for a fleet command), else a full random prepare,
 * move or fire, biased toward the enemy (the breakout's Kafer toward the right edge).
 */
export function randomOrder(
  state: SclState,
  random: () => number,
): { seat: Seat; order: SclOrder } | null {
  const owed = pick(pendingDecisions(state), random);
  if (!owed) return null;
  if (random() < 0.25 || owed.kind === 'command') {
    const order = pick(
      legalOrders(state, owed.seat).filter((o) => o.type !== 'concede'),
      random,
    );
    if (order) return { seat: owed.seat, order };
  }
  if (owed.kind === 'prepare')
    return { seat: owed.seat, order: randomPrepare(state, owed.seat, random) };
  if (owed.kind === 'fire') return { seat: owed.seat, order: randomFire(state, owed.seat, random) };
  if (owed.kind !== 'move') return null;
  const moves = owed.detail.units.map((id) => randomMove(state, unit(state, id), random));
  return { seat: owed.seat, order: { type: 'move', moves } };
}

/** One step of a random game, as played. */
export type RandomMove = CoreRandomMove<SclState, SclEvent>;

/** Options of {@link playRandomly}. */
export type RandomPlayOptions = CoreRandomPlayOptions<SclState, SclEvent>;

/** Plays random orders from `start` until the game is over: see {@link playRandomlyWith}. */
export function playRandomly(
  start: SclState,
  dice: DiceSource,
  random: () => number,
  options: RandomPlayOptions = {},
): { state: SclState; log: FoldEntry[] } {
  const player = {
    ruleset: sclRuleset,
    seats: ['A', 'B'],
    randomOrder,
    where: (s: SclState) => s.stage,
  };
  return playRandomlyWith(player, start, dice, random, options);
}
