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
    wsLimits: { helloTimeoutMs: 150, maxSpectatorsPerGame: 2 },
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

  test('a game refuses spectators beyond its maximum with game/full and 4004; players still join', async () => {
    const game = await createAndJoin(server.app);
    const watchers = [
      await connect(server.wsUrl, game.gameId),
      await connect(server.wsUrl, game.gameId),
    ];
    const third = await TestClient.open(server.wsUrl);
    third.send({ type: 'hello', gameId: game.gameId });
    expect((await third.next('error')).error.code).toBe('game/full');
    expect((await third.closed).code).toBe(CLOSE_CODES.gameFull);
    // A valid seat token is always admitted, however many spectators watch.
    const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
    const b = await connect(server.wsUrl, game.gameId, game.tokens.B);
    for (const c of [...watchers, a, b]) await c.close();
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

describe('nobody can lock a player out (issue 12 #1)', () => {
  test('spectators from one address cannot keep a player of a live-clock game from reconnecting', async () => {
    const hostile = await startServer({
      wsLimits: { maxSpectatorsPerGame: 199, maxSpectatorsPerAddressPerGame: 8 },
    });
    try {
      const game = await createAndJoin(hostile.app, {
        visibility: 'public',
        timeControl: { kind: 'live', initialSeconds: 15, incrementSeconds: 0 },
      });
      const a = await connect(hostile.wsUrl, game.gameId, game.tokens.A);
      await a.close();
      // One address tries to fill the game with spectators: it gets 8, then refusals.
      const opened: TestClient[] = [];
      const refusals: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const c = await TestClient.open(hostile.wsUrl);
        c.send({ type: 'hello', gameId: game.gameId });
        const first = await c.nextWhere((m) => m.type === 'welcome' || m.type === 'error');
        if (first.type === 'welcome') opened.push(c);
        else refusals.push((await c.closed).code);
      }
      expect(opened).toHaveLength(8);
      expect(refusals).toEqual(Array(12).fill(CLOSE_CODES.tooManyConnections));
      // The player comes back at once.
      const again = await connect(hostile.wsUrl, game.gameId, game.tokens.A);
      expect(again.all('welcome')[0]!.role).toEqual({ kind: 'seat', seat: 'A' });
      for (const c of [...opened, again]) await c.close();
    } finally {
      await hostile.close();
    }
  });

  test('hellos are rate-limited per address, but a seat token always passes', async () => {
    const limited = await startServer({ wsLimits: { hellosPerAddressPerWindow: 3 } });
    try {
      const game = await createAndJoin(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const c = await TestClient.open(limited.wsUrl);
        c.send({ type: 'hello', gameId: game.gameId });
        const first = await c.nextWhere((m) => m.type === 'welcome' || m.type === 'error');
        if (first.type === 'welcome') await c.close();
        else codes.push((await c.closed).code);
      }
      expect(codes).toEqual([CLOSE_CODES.tooManyConnections, CLOSE_CODES.tooManyConnections]);
      const player = await connect(limited.wsUrl, game.gameId, game.tokens.B);
      expect(player.all('welcome')).toHaveLength(1);
      await player.close();
    } finally {
      await limited.close();
    }
  });

  test('sockets that never say hello are capped per address, and the server-wide budget refuses upgrades', async () => {
    const capped = await startServer({
      wsLimits: { maxUnjoinedPerAddress: 3, maxSockets: 5, helloTimeoutMs: 5000 },
    });
    try {
      const silent = [];
      for (let i = 0; i < 3; i += 1) silent.push(await TestClient.open(capped.wsUrl));
      await expect(TestClient.open(capped.wsUrl)).rejects.toThrow(/429/);
      // Players who said hello no longer count as silent sockets of their address.
      const game = await createAndJoin(capped.app);
      await silent.pop()!.close();
      const a = await connect(capped.wsUrl, game.gameId, game.tokens.A);
      const b = await connect(capped.wsUrl, game.gameId, game.tokens.B);
      silent.push(await TestClient.open(capped.wsUrl));
      // Five sockets are open: the budget refuses a sixth before any HTTP request starves.
      await expect.poll(() => capped.app.connections.size).toBe(5);
      await expect(TestClient.open(capped.wsUrl)).rejects.toThrow(/503/);
      expect((await capped.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      for (const c of [...silent, a, b]) await c.close();
    } finally {
      await capped.close();
    }
  });
});
