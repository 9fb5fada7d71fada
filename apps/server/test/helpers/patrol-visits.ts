import type { QueuedOrder } from '@broadside/protocol';
import { distance, hexEquals, offsetToHex, type Hex } from '@broadside/rules';
import {
  legalOrders,
  planPath,
  reachableHexes,
  type StarfireOrder,
  type StarfireState,
  type StepOrder,
} from '@broadside/rules/starfire';
import { connect, createAndJoin, play } from './game.js';
import { owing, stateOf } from './queue-play.js';
import { startServer } from './server.js';
import type { TestClient } from './ws-client.js';

/** How a player gives movement: one step per MP as the game asks, or the turn's path queued at once. */
export type MovementMode = 'steps' | 'queue';

/** What a played game cost the players. */
export interface VisitCount {
  /** Times each seat had to come back to the game to send something. */
  readonly visits: Record<string, number>;
  /** Visits per seat, turn and kind of decision, e.g. `A:3:move`. */
  readonly perPhase: ReadonlyMap<string, number>;
  /** Batches in the game's log. */
  readonly batches: number;
  readonly winner: string;
  /** The turn the game ended in. */
  readonly turns: number;
}

const DEPLOY: Record<string, { hex: Hex; facing: 'C' | 'F' }> = {
  A: { hex: offsetToHex(10, 10), facing: 'C' },
  B: { hex: offsetToHex(35, 23), facing: 'F' },
};

/** The side's ship and the nearest enemy ship on the map. */
function shipAndEnemy(state: StarfireState, seat: string) {
  const onMap = state.units.filter((u) => u.status === 'on_map' && u.hex);
  return { ship: onMap.find((u) => u.side === seat), enemy: onMap.find((u) => u.side !== seat) };
}

/**
 * The turn's movement of the side's ship, planned once when the turn's movement starts: the
 * path to the reachable hex nearest the enemy (staying 3 hexes off), then stays for every MP left.
 */
function turnPlan(state: StarfireState, seat: string): StepOrder[] {
  const { ship, enemy } = shipAndEnemy(state, seat);
  if (!ship?.hex || !enemy?.hex) return [];
  const map = state.setup.scenario.map;
  const score = (h: Hex) => Math.abs(distance(h, enemy.hex as Hex) - 3);
  let best: Hex = ship.hex;
  for (const h of reachableHexes(ship, map)) if (score(h) < score(best)) best = h;
  const path = hexEquals(best, ship.hex)
    ? null
    : planPath(ship, map, best, { fillWithStays: true });
  const steps = path ?? planPath(ship, map, ship.hex, { fillWithStays: true }) ?? [];
  return steps.map((s) => s.order);
}

/** The order a simple, deterministic player gives for anything but a movement step. */
function otherOrder(state: StarfireState, seat: string, kind: string): StarfireOrder {
  if (kind === 'deploy') {
    const { hex, facing } = DEPLOY[seat]!;
    const unit = state.units.find((u) => u.side === seat && u.status === 'undeployed')!;
    return { type: 'deploy', unit: unit.id, hex, facing };
  }
  if (kind === 'declare') return { type: 'declare', hardTurn: [], engineModulation: [] };
  const orders = legalOrders(state, seat).filter((o) => o.type !== 'concede');
  const shots = (o: StarfireOrder) => (o.type === 'fire' ? o.shots.length : 0);
  return [...orders].sort((x, y) => shots(y) - shots(x))[0]!;
}

/**
 * Plays a whole Patrol game on a real server with fixed dice and a fixed policy, the same in both
 * modes, and counts the visits: each time a seat comes to owe a decision that nothing queued
 * answers, its player must come back; one visit lasts while the seat still owes.
 */
export async function countPatrolVisits(mode: MovementMode): Promise<VisitCount> {
  const server = await startServer({ seedSource: () => new Uint8Array(32).fill(7) });
  try {
    const game = await createAndJoin(server.app, { setup: { scenario: 'patrol' } });
    const clients: Record<string, TestClient> = {
      A: await connect(server.wsUrl, game.gameId, game.tokens.A),
      B: await connect(server.wsUrl, game.gameId, game.tokens.B),
    };
    const visits: Record<string, number> = { A: 0, B: 0 };
    const perPhase = new Map<string, number>();
    const plans = new Map<string, StepOrder[]>();
    let lastActor = '';
    for (let n = 0; n < 5000; n += 1) {
      const seq = server.app.match.cache.peek(game.gameId)!.header.seq;
      for (const c of Object.values(clients))
        if (seq > 0) await c.next('events', (m) => m.seq === seq);
      const now = owing(server.app, game.gameId);
      if (!now) break;
      const state = stateOf(server.app, game.gameId);
      const { seat, kind } = now;
      if (seat !== lastActor) {
        visits[seat]! += 1;
        const key = `${seat}:${state.turn}:${kind}`;
        perPhase.set(key, (perPhase.get(key) ?? 0) + 1);
      }
      lastActor = seat;
      const planKey = `${seat}:${state.turn}`;
      if (kind === 'move' && !plans.has(planKey)) plans.set(planKey, turnPlan(state, seat));
      if (kind === 'move' && mode === 'queue') {
        const queue: QueuedOrder[] = plans.get(planKey)!.map((order) => ({ kind, order }));
        plans.set(planKey, []);
        clients[seat]!.send({ type: 'queue', expectedSeq: seq, orders: queue });
        await clients[seat]!.next('queue', (m) => m.reason === 'set');
        await clients[seat]!.next('ack', (m) => m.clientOrderId.startsWith('queued:'));
        continue;
      }
      const order = kind === 'move' ? plans.get(planKey)!.shift()! : otherOrder(state, seat, kind);
      await play(clients[seat]!, order, seq);
    }
    const header = server.app.match.cache.peek(game.gameId)!.header;
    const turns = stateOf(server.app, game.gameId).turn;
    for (const c of Object.values(clients)) await c.close();
    return {
      visits,
      perPhase,
      batches: header.seq,
      winner: header.result?.winners.join(', ') ?? 'none',
      turns,
    };
  } finally {
    await server.close();
  }
}
