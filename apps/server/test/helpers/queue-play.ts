import type { QueuedOrder } from '@broadside/protocol';
import type { StarfireState } from '@broadside/rules/starfire';
import type { FastifyInstance } from 'fastify';
import { nextMove, play } from './game.js';
import type { TestClient } from './ws-client.js';

/** The live game's state and the seat that owes the next decision, from the server's memory. */
export function owing(app: FastifyInstance, gameId: string): { seat: string; kind: string } | null {
  const game = app.match.cache.peek(gameId);
  const p = game?.pending[0];
  return game?.header.status === 'live' && p ? { seat: p.seat, kind: p.kind } : null;
}

/** The Starfire state of a live game. */
export function stateOf(app: FastifyInstance, gameId: string): StarfireState {
  return app.match.cache.peek(gameId)!.state as StarfireState;
}

/**
 * Plays random legal orders until the game reaches the movement phase, declaring nothing (no
 * Hard Turn, no Engine Modulation) so that every ship may stay. Returns the sequence reached.
 */
export async function playToMovement(
  app: FastifyInstance,
  gameId: string,
  clients: Record<string, TestClient>,
  random: () => number,
): Promise<number> {
  let seq = 0;
  for (let n = 0; n < 500; n += 1) {
    const now = owing(app, gameId);
    if (!now || now.kind === 'move') return seq;
    const order =
      now.kind === 'declare'
        ? { type: 'declare', hardTurn: [], engineModulation: [] }
        : nextMove(app, gameId, random)!.order;
    seq = await play(clients[now.seat]!, order, seq);
  }
  throw new Error('no movement phase');
}

/**
 * A stay for every MP each of the side's ships has left this turn, round after round: the order in
 * which the movement phase asks for them.
 */
export function staysForTurn(state: StarfireState, side: string): QueuedOrder[] {
  const ships = state.units.filter((u) => u.side === side && u.status === 'on_map' && u.mp > 0);
  const most = Math.max(0, ...ships.map((u) => u.mp));
  const queue: QueuedOrder[] = [];
  for (let round = 0; round < most; round += 1) {
    for (const ship of ships) {
      if (ship.mp > round)
        queue.push({ kind: 'move', order: { type: 'step', unit: ship.id, action: 'stay' } });
    }
  }
  return queue;
}
