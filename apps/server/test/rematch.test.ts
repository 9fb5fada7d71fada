import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RematchAnswer } from '@broadside/protocol';
import { rotateSeats } from '../src/match/rematch-seats.js';
import { connect, createAndJoin, play, type TwoSeatGame } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';
import type { TestClient } from './helpers/ws-client.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, body: unknown) =>
  fetch(`${server.httpUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A finished game: the seat on move concedes. Returns the game and both players' sockets. */
async function finishedGame(
  body: Record<string, unknown> = {},
): Promise<{ game: TwoSeatGame; clients: Record<string, TestClient> }> {
  const game = await createAndJoin(server.app, {
    title: 'Grudge match',
    visibility: 'private',
    timeControl: { kind: 'correspondence', perDecisionSeconds: 86_400 },
    ...body,
  });
  const clients: Record<string, TestClient> = {
    A: await connect(server.wsUrl, game.gameId, game.tokens.A),
    B: await connect(server.wsUrl, game.gameId, game.tokens.B),
  };
  const owing = server.app.match.cache.peek(game.gameId)!.pending[0]!.seat;
  await play(clients[owing]!, { type: 'concede' }, 0);
  expect(server.app.match.cache.peek(game.gameId)?.header.status ?? 'finished').toBe('finished');
  return { game, clients };
}

describe('rematch', () => {
  test('sides rotate one seat along: two sides swap, three or more rotate', () => {
    expect(rotateSeats(['A', 'B'])).toEqual({ A: 'B', B: 'A' });
    expect(rotateSeats(['A', 'B', 'C'])).toEqual({ A: 'B', B: 'C', C: 'A' });
  });

  test('is offered by one player, announced, accepted by the other: same set-up, sides swapped', async () => {
    const { game, clients } = await finishedGame();
    const spectatorFree = game.gameId; // private game: only players are in its channel
    const offered = await post(`/api/games/${game.gameId}/rematch`, { seatToken: game.tokens.A });
    expect(offered.status).toBe(200);
    const offer = (await offered.json()) as RematchAnswer;
    const newId = offer.rematch.gameId;
    expect(newId).not.toBe(spectatorFree);
    expect(offer.grant).toMatchObject({ gameId: newId, seat: 'B' });
    expect(offer.rematch).toMatchObject({
      offeredBy: 'A',
      seats: [
        { seat: 'A', newSeat: 'B', name: 'Player A', accepted: true },
        { seat: 'B', newSeat: 'A', name: 'Player B', accepted: false },
      ],
    });
    // Everyone in the finished game is told, the opponent included.
    const toldB = await clients.B!.next('rematch');
    expect(toldB.rematch).toEqual(offer.rematch);
    await clients.A!.next('rematch');

    // The new game keeps title, names, clock, visibility and set-up, and waits for B.
    const summary = (await (await fetch(`${server.httpUrl}/api/games/${newId}`)).json()) as {
      title: string;
      status: string;
      visibility: string;
      timeControl: unknown;
      scenario: string;
      seats: { seat: string; name: string; claimed: boolean }[];
    };
    const old = (await (await fetch(`${server.httpUrl}/api/games/${game.gameId}`)).json()) as {
      scenario: string;
    };
    expect(summary).toMatchObject({
      title: 'Grudge match',
      status: 'open',
      visibility: 'private',
      timeControl: { kind: 'correspondence', perDecisionSeconds: 86_400 },
      scenario: old.scenario,
    });
    expect(summary.seats).toMatchObject([
      { seat: 'A', name: 'Player B', claimed: false },
      { seat: 'B', name: 'Player A', claimed: true },
    ]);

    // A second offer returns the same rematch.
    const again = (await (
      await post(`/api/games/${game.gameId}/rematch`, { seatToken: game.tokens.A })
    ).json()) as RematchAnswer;
    expect(again.rematch.gameId).toBe(newId);

    // A reconnecting opponent sees the offer in the welcome.
    const back = await connect(server.wsUrl, game.gameId, game.tokens.B);
    expect(back.received[0]).toMatchObject({ type: 'welcome', rematch: { gameId: newId } });
    await back.close();

    // B accepts with their old seat token and plays A; the game starts.
    const accepted = await post(`/api/games/${game.gameId}/rematch/accept`, {
      seatToken: game.tokens.B,
    });
    expect(accepted.status).toBe(200);
    const grant = ((await accepted.json()) as RematchAnswer).grant;
    expect(grant).toMatchObject({ gameId: newId, seat: 'A' });
    await clients.A!.next('rematch', (m) => m.rematch.seats.every((s) => s.accepted));
    const bInNew = await connect(server.wsUrl, newId, grant.seatToken);
    expect(bInNew.received[0]).toMatchObject({
      type: 'welcome',
      role: { kind: 'seat', seat: 'A' },
      status: 'live',
    });
    const aInNew = await connect(server.wsUrl, newId, offer.grant.seatToken);
    expect(aInNew.received[0]).toMatchObject({ role: { kind: 'seat', seat: 'B' } });

    // Tokens are stored only as hashes.
    const stored = server.app.db
      .prepare('SELECT token_hash FROM seat_tokens WHERE game_id = ?')
      .all(newId) as { token_hash: string }[];
    expect(stored.map((r) => r.token_hash)).not.toContain(grant.seatToken);
    expect(JSON.stringify(stored)).not.toContain(offer.grant.seatToken);
    for (const c of [...Object.values(clients), bInNew, aInNew]) await c.close();
  });

  test('the kept seats cannot be claimed from the lobby, and open rematches are not listed', async () => {
    const { game, clients } = await finishedGame({ visibility: 'public' });
    const offer = (await (
      await post(`/api/games/${game.gameId}/rematch`, { seatToken: game.tokens.B })
    ).json()) as RematchAnswer;
    expect(offer.grant.seat).toBe('A');
    const claim = await post(`/api/games/${offer.rematch.gameId}/seats/B/join`, {});
    expect(claim.status).toBe(409);
    expect(((await claim.json()) as { error: { code: string } }).error.code).toBe(
      'rematch/reserved',
    );
    const open = (await (await fetch(`${server.httpUrl}/api/games?status=open`)).json()) as {
      games: { id: string }[];
    };
    expect(open.games.map((g) => g.id)).not.toContain(offer.rematch.gameId);
    for (const c of Object.values(clients)) await c.close();
  });

  test('refuses bad bodies, wrong tokens, games not over, and accepting with no offer', async () => {
    const { game, clients } = await finishedGame();
    const bad = await post(`/api/games/${game.gameId}/rematch`, { seatToken: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'request/invalid', path: ['body', 'seatToken'] },
    });
    const extra = await post(`/api/games/${game.gameId}/rematch`, {
      seatToken: game.tokens.A,
      x: 1,
    });
    expect(extra.status).toBe(400);
    const wrong = await post(`/api/games/${game.gameId}/rematch`, {
      seatToken: 'A'.repeat(43),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'auth/invalid_token' } });
    const none = await post(`/api/games/${game.gameId}/rematch/accept`, {
      seatToken: game.tokens.B,
    });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: { code: 'rematch/none' } });
    expect((await fetch(`${server.httpUrl}/api/games/${game.gameId}/rematch`)).status).toBe(404);

    const live = await createAndJoin(server.app);
    const early = await post(`/api/games/${live.gameId}/rematch`, { seatToken: live.tokens.A });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: 'rematch/not_finished' } });
    expect(
      server.app.db
        .prepare('SELECT COUNT(*) AS n FROM rematches WHERE game_id = ?')
        .get(live.gameId),
    ).toEqual({ n: 0 });
    for (const c of Object.values(clients)) await c.close();
  });

  test('the offer survives a restart', async () => {
    const restartable = await startServer();
    const dataDir = restartable.dataDir;
    const game = await createAndJoin(restartable.app);
    const a = await connect(restartable.wsUrl, game.gameId, game.tokens.A);
    const owing = restartable.app.match.cache.peek(game.gameId)!.pending[0]!.seat;
    const owner = owing === 'A' ? a : await connect(restartable.wsUrl, game.gameId, game.tokens.B);
    await play(owner, { type: 'concede' }, 0);
    const offered = (await (
      await fetch(`${restartable.httpUrl}/api/games/${game.gameId}/rematch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seatToken: game.tokens.A }),
      })
    ).json()) as RematchAnswer;
    await a.close();
    if (owner !== a) await owner.close();
    await restartable.stop();
    const again = await startServer({ dataDir });
    try {
      const b = await connect(again.wsUrl, game.gameId, game.tokens.B);
      expect(b.received[0]).toMatchObject({ rematch: { gameId: offered.rematch.gameId } });
      await b.close();
      const res = await fetch(`${again.httpUrl}/api/games/${game.gameId}/rematch/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seatToken: game.tokens.B }),
      });
      expect(res.status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
