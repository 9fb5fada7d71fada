import type { GameSummary, ServerMessage } from '@broadside/protocol';
import { RULESETS, verifyRecord, type GameRecord, type GameResult } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyStoredGame } from '../../src/match/verify-store.js';
import { connect, playMoves } from '../helpers/game.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import type { TestClient } from '../helpers/ws-client.js';
import { learnIds, ok, startedRoundRobin, signUp, type Player } from './support.js';

/** Deterministic choices for the orders played before the adjudication. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/**
 * Adjudicating a game being played (docs/tournaments.md, Organiser tools): Ann and Bob take their
 * seats and play a few orders; the organiser adjudicates the board as a win for Bob. The game ends
 * at once with reason `adjudicated`, both players and a spectator get the game-over batch, the
 * standings show the board's result, and the exported record verifies; a tampered adjudication
 * does not. A withdrawal that settles a board being played ends its game the same way.
 */
describe('an organiser adjudicates a game being played', () => {
  let server: RunningServer;
  let org: Player;
  let ann: Player;
  let bob: Player;
  const sockets: TestClient[] = [];

  beforeAll(async () => {
    server = await startServer();
    org = await signUp(server.httpUrl, 'Org');
    ann = await signUp(server.httpUrl, 'Ann');
    bob = await signUp(server.httpUrl, 'Bob');
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) await s.close();
    await server?.close();
  });

  async function recordOf(gameId: string): Promise<GameRecord> {
    const res = await server.app.inject({ url: `/api/games/${gameId}/record` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GameRecord;
  }

  it('ends the game with the board’s result, and its record verifies', async () => {
    const started = await startedRoundRobin(org, [ann, bob], 'Stuck');
    const id = started.id;
    let view = started.view;
    learnIds(view, [ann, bob]);
    const board = view.rounds[0]!.boards[0]!;
    const gameId = board.gameId!;
    const bobFirst = board.first === bob.userId;

    const clients: Record<string, TestClient> = {};
    const seatOf = new Map<Player, string>();
    for (const p of [ann, bob]) {
      const { seat, seatToken } = await ok<{ seat: string; seatToken: string }>(
        p,
        'POST',
        `/api/games/${gameId}/my-seat`,
      );
      seatOf.set(p, seat);
      clients[seat] = await connect(server.wsUrl, gameId, seatToken);
      sockets.push(clients[seat]);
    }
    const spectator = await connect(server.wsUrl, gameId);
    sockets.push(spectator);
    await waitFor(() => server.app.match.cache.peek(gameId)?.header.status === 'live');
    const seq = await playMoves(server.app, gameId, clients, lcg(27), 4);
    expect(seq).toBe(4);
    expect((await ok<GameSummary>(ann, 'GET', `/api/games/${gameId}`)).status).toBe('live');

    await ok(org, 'POST', `/api/tournaments/${id}/rounds/1/boards/1/adjudicate`, {
      result: { kind: 'win', winner: bobFirst ? 'first' : 'second', level: 'major' },
      reason: 'Round time ran out; Bob was ahead.',
    });

    // Both players' screens and the spectator get the game-over batch: an adjudication, no
    // events, the result.
    const bobSeat = seatOf.get(bob)!;
    const heads = new Set<string | undefined>();
    for (const client of [...Object.values(clients), spectator]) {
      const over = (await client.nextWhere(
        (m) => m.type === 'events' && m.status === 'finished',
      )) as Extract<ServerMessage, { type: 'events' }>;
      expect(over).toMatchObject({ seq: 5, cause: 'adjudication', seat: '', events: [] });
      expect(over.result).toMatchObject({ reason: 'adjudicated', winners: [bobSeat] });
      expect(Object.values(over.clocks.seats).every((c) => !c.running)).toBe(true);
      heads.add(over.chain);
    }
    const game = await ok<GameSummary>(ann, 'GET', `/api/games/${gameId}`);
    const expected: GameResult = {
      winners: [bobSeat],
      level: null,
      reason: 'adjudicated',
      summary: 'Round time ran out; Bob was ahead.',
    };
    expect(game.status).toBe('finished');
    expect(game.result).toEqual(expected);

    view = await ok(org, 'GET', `/api/tournaments/${id}`);
    expect(view.rounds[0]!.boards[0]).toMatchObject({
      result: { kind: 'win', winner: bobFirst ? 'first' : 'second', level: 'major' },
      adjudication: 'Round time ran out; Bob was ahead.',
      played: true,
    });
    const points = new Map(view.standings.map((s) => [s.userId, s.points]));
    expect(points.get(bob.userId)).toBeGreaterThan(points.get(ann.userId)!);
    expect(view.status).toBe('finished');

    // The record ends with the adjudication and verifies (docs/record-format.md, Entries).
    const record = await recordOf(gameId);
    expect(record.entries).toHaveLength(5);
    expect(record.entries[4]).toMatchObject({ kind: 'adjudication', seq: 5, result: expected });
    expect(record.result).toEqual(expected);
    // The fingerprint everyone was sent with the game-over batch is the record's.
    expect([...heads]).toEqual([record.chain]);
    const verified = verifyRecord(record, RULESETS);
    expect(verified).toMatchObject({ ok: true, value: { finished: true, result: expected } });

    // The stored log rebuilds to the stored result too (the operators' check).
    server.app.match.commits.flush();
    expect(
      verifyStoredGame(server.app.match.store, server.app.match.rulesets, gameId).problem,
    ).toBeNull();

    const tampered = JSON.parse(JSON.stringify(record)) as GameRecord;
    const entry = tampered.entries[4] as Extract<
      GameRecord['entries'][number],
      { kind: 'adjudication' }
    >;
    entry.result.winners = [seatOf.get(ann)!];
    const refused = verifyRecord(tampered, RULESETS);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('record/result_mismatch');
  }, 90_000);

  it('a withdrawal that settles a board ends its game being played the same way', async () => {
    const { id, view } = await startedRoundRobin(org, [ann, bob], 'Walkout');
    learnIds(view, [ann, bob]);
    const gameId = view.rounds[0]!.boards[0]!.gameId!;
    const clients: Record<string, TestClient> = {};
    const seatOf = new Map<Player, string>();
    for (const p of [ann, bob]) {
      const { seat, seatToken } = await ok<{ seat: string; seatToken: string }>(
        p,
        'POST',
        `/api/games/${gameId}/my-seat`,
      );
      seatOf.set(p, seat);
      clients[seat] = await connect(server.wsUrl, gameId, seatToken);
      sockets.push(clients[seat]);
    }
    await waitFor(() => server.app.match.cache.peek(gameId)?.header.status === 'live');
    await playMoves(server.app, gameId, clients, lcg(8), 2);

    await ok(ann, 'POST', `/api/tournaments/${id}/withdraw`, { userId: ann.userId });

    const over = (await clients[seatOf.get(bob)!]!.nextWhere(
      (m) => m.type === 'events' && m.status === 'finished',
    )) as Extract<ServerMessage, { type: 'events' }>;
    expect(over).toMatchObject({ seq: 3, cause: 'adjudication' });
    const expected: GameResult = {
      winners: [seatOf.get(bob)!],
      level: null,
      reason: 'adjudicated',
      summary: 'A player withdrew from the tournament.',
    };
    expect(over.result).toEqual(expected);
    expect(verifyRecord(await recordOf(gameId), RULESETS)).toMatchObject({
      ok: true,
      value: { result: expected },
    });
  }, 90_000);
});

async function waitFor(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
