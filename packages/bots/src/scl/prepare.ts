import { add, distance, facingAt, facingDelta, type Hex } from '@broadside/rules';
import {
  controlRange,
  controllers,
  legalOrders,
  NO_PREPARE,
  sclRuleset,
  statsOf,
  type Launch,
  type PrepareOrder,
  type Repair,
  type SclState,
  type Unit,
} from '@broadside/rules/scl';
import { stalkFullStops, stalking } from './stalk.js';

/** Repairs first on what fights: batteries, then missiles, submunitions, the hull. */
const REPAIR_RANK: Record<Repair['system'], number> = {
  battery: 0,
  missile: 1,
  submunition: 2,
  hull: 3,
};

/** The direction (0–5) from `from` whose neighbour is nearest `goal`. */
export function directionTo(from: Hex, goal: Hex): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let d = 0; d < 6; d += 1) {
    const dist = distance(add(from, facingDelta(facingAt(d))), goal);
    if (dist < bestDistance) {
      best = d;
      bestDistance = dist;
    }
  }
  return best;
}

function nearest(from: Hex, units: readonly Unit[]): Unit | undefined {
  let best: Unit | undefined;
  for (const u of units) if (!best || distance(from, u.hex) < distance(from, best.hex)) best = u;
  return best;
}

/** Each ship's repairs, as many as its parties, the most useful systems first. */
function repairs(state: SclState, seat: string): Repair[] {
  const byShip = new Map<string, Repair[]>();
  for (const o of legalOrders(state, seat)) {
    if (o.type !== 'prepare' || o.repairs.length !== 1) continue;
    const r = o.repairs[0]!;
    byShip.set(r.ship, [...(byShip.get(r.ship) ?? []), r]);
  }
  const out: Repair[] = [];
  for (const [id, list] of byShip) {
    const ship = state.units.find((u) => u.id === id)!;
    list.sort((a, b) => REPAIR_RANK[a.system] - REPAIR_RANK[b.system]);
    out.push(...list.slice(0, statsOf(state, ship).dc));
  }
  return out;
}

/**
 * Phase 1 for a side ("Missiles", "Fighters", "Damage Control"): a missile from every free
 * communicator of a ship that has detected an enemy within its communicators' reach (so the
 * missile can be guided all the way in), facing it; every fighter flight ready aboard, facing
 * the nearest enemy; and repairs. Nothing is held back for later: an unused communicator or
 * party does nothing.
 */
export function planPrepare(state: SclState, seat: string): PrepareOrder {
  const side = seat as 'A' | 'B';
  const control = controllers(state);
  const enemies = state.units.filter(
    (u) => u.side !== side && u.status === 'active' && u.kind !== 'missile',
  );
  const detected = enemies.filter((u) => state.detected[side].includes(u.id));
  const launches: Launch[] = [];
  for (const ship of state.units) {
    if (ship.side !== side || ship.status !== 'active' || ship.kind !== 'ship') continue;
    const busy = Object.values(control).filter((c) => c === ship.id).length;
    const free = statsOf(state, ship).comms - busy;
    const target = nearest(ship.hex, detected);
    if (
      target &&
      ship.magazine > 0 &&
      free > 0 &&
      distance(ship.hex, target.hex) <= controlRange(state, ship)
    )
      launches.push({ ship: ship.id, craft: 'missile', facing: directionTo(ship.hex, target.hex) });
    const goal = nearest(ship.hex, detected) ?? nearest(ship.hex, enemies);
    for (const craft of state.units)
      if (
        craft.status === 'aboard' &&
        craft.mother === ship.id &&
        craft.kind === 'fighter' &&
        craft.readyTurn <= state.turn
      )
        launches.push({
          ship: ship.id,
          craft: craft.id,
          facing: goal ? directionTo(ship.hex, goal.hex) : ship.facing,
        });
  }
  const fullStop = stalking(state, seat) ? stalkFullStops(state, seat) : [];
  const full: PrepareOrder = {
    ...NO_PREPARE,
    fullStop,
    launches,
    repairs: repairs(state, seat),
  };
  if (sclRuleset.check(state, seat, full).ok) return full;
  const noRepairs: PrepareOrder = { ...NO_PREPARE, fullStop, launches };
  return sclRuleset.check(state, seat, noRepairs).ok ? noRepairs : NO_PREPARE;
}
