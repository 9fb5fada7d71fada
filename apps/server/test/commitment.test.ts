import { describe, expect, test } from 'vitest';
import { connect, createAndJoin } from './helpers/game.js';
import { startServer } from './helpers/server.js';

describe('the dice commitment is shown to everyone before the first roll (issue 13)', () => {
  test('both seats and a spectator get it in full in the welcome; the summary has it too', async () => {
    const server = await startServer();
    try {
      const game = await createAndJoin(server.app);
      expect(game.commitment).toMatch(/^[0-9a-f]{64}$/);
      const clients = [
        await connect(server.wsUrl, game.gameId, game.tokens.A),
        await connect(server.wsUrl, game.gameId, game.tokens.B),
        await connect(server.wsUrl, game.gameId),
      ];
      for (const client of clients) {
        const welcome = client.all('welcome')[0]!;
        expect(welcome.seq).toBe(0);
        expect(welcome.commitment).toBe(game.commitment);
      }
      const summary = (await server.app.inject({ url: `/api/games/${game.gameId}` })).json();
      expect(summary.commitment).toBe(game.commitment);
      for (const client of clients) await client.close();
    } finally {
      await server.close();
    }
  });
});
