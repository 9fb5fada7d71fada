import { expect } from 'vitest';
import type { GameRecord } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { connectPlayers, createAndJoin, playMoves } from './game.js';
import type { RunningServer } from './server.js';

/**
 * A Starfire game played four moves and conceded by A through the real server, with the chain
 * heads A's acks showed during play.
 */
export async function finishedGame(
  server: RunningServer,
): Promise<{ gameId: string; heads: string[] }> {
  const game = await createAndJoin(server.app);
  const clients = await connectPlayers(server.wsUrl, game);
  const seq = await playMoves(server.app, game.gameId, clients, seededRandom(5), 4);
  clients.A!.send({
    type: 'order',
    clientOrderId: 'bye',
    expectedSeq: seq,
    order: { type: 'concede' },
  });
  const ack = await clients.A!.nextWhere((m) => m.type === 'ack' && m.clientOrderId === 'bye');
  const heads = clients.A!.all('ack').map((m) => (m.type === 'ack' ? m.chain : undefined));
  for (const c of Object.values(clients)) await c.close();
  expect(ack.type === 'ack' && ack.chain).toMatch(/^[0-9a-f]{64}$/);
  return { gameId: game.gameId, heads: heads.filter((h): h is string => h !== undefined) };
}

/** The game's record as `GET /api/games/{id}/record` exports it. */
export async function recordOf(server: RunningServer, gameId: string): Promise<GameRecord> {
  const res = await server.app.inject({ url: `/api/games/${gameId}/record` });
  expect(res.statusCode).toBe(200);
  return res.json() as GameRecord;
}
