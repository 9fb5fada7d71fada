import { CLOSE_CODES } from '@broadside/protocol';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, createAndJoin } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';
import { TestClient } from './helpers/ws-client.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    heartbeatMs: 100,
    wsLimits: { helloTimeoutMs: 150, maxSocketsPerGame: 2 },
  });
});
afterAll(async () => {
  await server.close();
});

describe('socket limits', () => {
  test('a socket that never says hello is closed with 4005', async () => {
    const client = await TestClient.open(server.wsUrl);
    expect((await client.closed).code).toBe(CLOSE_CODES.helloTimeout);
  });

  test('a game refuses sockets beyond its maximum with game/full and 4004', async () => {
    const game = await createAndJoin(server.app);
    const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
    const b = await connect(server.wsUrl, game.gameId, game.tokens.B);
    const third = await TestClient.open(server.wsUrl);
    third.send({ type: 'hello', gameId: game.gameId });
    expect((await third.next('error')).error.code).toBe('game/full');
    expect((await third.closed).code).toBe(CLOSE_CODES.gameFull);
    await a.close();
    await b.close();
  });

  test('a client that answers no heartbeat is dropped with 4007; one that does stays', async () => {
    const game = await createAndJoin(server.app);
    const silent = new WebSocket(server.wsUrl, { autoPong: false });
    const closed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    await new Promise((resolve) => silent.once('open', resolve));
    silent.send(JSON.stringify({ type: 'hello', gameId: game.gameId }));
    const alive = await connect(server.wsUrl, game.gameId);
    expect(await closed).toBe(CLOSE_CODES.heartbeatTimeout);
    await new Promise((r) => setTimeout(r, 250));
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    await alive.close();
  });
});
