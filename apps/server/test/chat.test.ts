import { CHAT_LIMITS } from '@broadside/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, createAndJoin } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('chat', () => {
  test('players and spectators have separate channels, stored with the game', async () => {
    const game = await createAndJoin(server.app);
    const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
    const b = await connect(server.wsUrl, game.gameId, game.tokens.B);
    const s = await connect(server.wsUrl, game.gameId);
    a.send({ type: 'chat', text: '  <b>good luck</b>  ' });
    expect((await b.next('chat')).line).toMatchObject({
      channel: 'players',
      author: 'A',
      text: '<b>good luck</b>',
    });
    await a.next('chat');
    s.send({ type: 'chat', text: 'go B!' });
    expect((await s.next('chat')).line).toMatchObject({
      channel: 'spectators',
      author: 'spectator',
      text: 'go B!',
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(s.all('chat').map((m) => m.line.text)).toEqual(['go B!']);
    expect(a.all('chat').map((m) => m.line.text)).toEqual(['<b>good luck</b>']);

    // During the game only the spectators' channel is public; a late spectator gets its history.
    const history = (await server.app.inject({ url: `/api/games/${game.gameId}/chat` })).json();
    expect(history.lines.map((l: { text: string }) => l.text)).toEqual(['go B!']);
    const late = await connect(server.wsUrl, game.gameId);
    expect(late.all('welcome')[0]!.chat.map((l) => l.text)).toEqual(['go B!']);
    for (const c of [a, b, s, late]) await c.close();
  });

  test('length, emptiness and rate are limited', async () => {
    const game = await createAndJoin(server.app);
    const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
    a.send({ type: 'chat', text: 'x'.repeat(CHAT_LIMITS.maxLength + 1) });
    expect((await a.next('error')).error.code).toBe('chat/too_long');
    a.send({ type: 'chat', text: ' \u0007 ' });
    expect((await a.next('error')).error.code).toBe('chat/empty');
    for (let i = 0; i <= CHAT_LIMITS.messagesPerWindow; i += 1)
      a.send({ type: 'chat', text: `m${i}` });
    expect((await a.next('error')).error.code).toBe('chat/rate_limited');
    expect(a.all('chat')).toHaveLength(CHAT_LIMITS.messagesPerWindow);
    await a.close();
  });

  test("a seat's chat allowance survives a reconnect; a spectator's is its own", async () => {
    const game = await createAndJoin(server.app);
    const first = await connect(server.wsUrl, game.gameId, game.tokens.A);
    for (let i = 0; i < CHAT_LIMITS.messagesPerWindow; i += 1)
      first.send({ type: 'chat', text: `m${i}` });
    for (let i = 0; i < CHAT_LIMITS.messagesPerWindow; i += 1) await first.next('chat');
    await first.close();
    // A fresh socket for the same seat gets no fresh allowance.
    const again = await connect(server.wsUrl, game.gameId, game.tokens.A);
    again.send({ type: 'chat', text: 'one more' });
    expect((await again.next('error')).error.code).toBe('chat/rate_limited');
    // The other seat and spectators keep their own allowances.
    const b = await connect(server.wsUrl, game.gameId, game.tokens.B);
    b.send({ type: 'chat', text: 'hello' });
    expect((await b.next('chat')).line).toMatchObject({ author: 'B', text: 'hello' });
    const s = await connect(server.wsUrl, game.gameId);
    s.send({ type: 'chat', text: 'watching' });
    expect((await s.next('chat')).line).toMatchObject({ author: 'spectator', text: 'watching' });
    for (const c of [again, b, s]) await c.close();
  });
});
