import { randomBytes } from 'node:crypto';

/** Lowercase hex of some bytes. */
const bytesToHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
import {
  jointSeed,
  nonceCommitment,
  RULESETS,
  verifyRecord,
  type GameRecord,
} from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { ManualClock } from '../src/util/clock.js';
import { connect, nextMove, play } from './helpers/game.js';
import { startServer } from './helpers/server.js';
import type { TestClient } from './helpers/ws-client.js';

/** A player's secret nonce and its public commitment. */
function nonce(): { hex: string; commitment: string } {
  const bytes = new Uint8Array(randomBytes(32));
  return { hex: bytesToHex(bytes), commitment: nonceCommitment(bytes) };
}

interface SeededGame {
  gameId: string;
  serverCommitment: string;
  tokens: Record<string, string>;
  nonces: { A: { hex: string; commitment: string }; B: { hex: string; commitment: string } };
}

/** Creates a Patrol game as seat A with a nonce commitment, and takes seat B with another. */
async function createWithCommitments(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
  commitB = true,
): Promise<SeededGame> {
  const nonces = { A: nonce(), B: nonce() };
  const created = await app.inject({
    method: 'POST',
    url: '/api/games',
    payload: {
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      creatorSeat: 'A',
      nonceCommitment: nonces.A.commitment,
      ...body,
    },
  });
  expect(created.statusCode).toBe(201);
  const c = created.json();
  const joined = await app.inject({
    method: 'POST',
    url: `/api/games/${c.gameId}/seats/B/join`,
    payload: {
      invite: c.invites[0].invite,
      ...(commitB ? { nonceCommitment: nonces.B.commitment } : {}),
    },
  });
  expect(joined.statusCode).toBe(200);
  return {
    gameId: c.gameId,
    serverCommitment: c.commitment,
    tokens: { A: c.creator.seatToken, B: joined.json().seatToken },
    nonces,
  };
}

/** Plays random legal orders through the seats' sockets until the game ends. */
async function playToTheEnd(
  app: FastifyInstance,
  gameId: string,
  clients: Record<string, TestClient>,
): Promise<void> {
  const random = seededRandom(3);
  for (let seq = 0; ;) {
    const move = nextMove(app, gameId, random);
    if (!move) break;
    seq = await play(clients[move.seat]!, move.order, seq);
  }
}

describe('seeds made together (issue 13)', () => {
  test('everyone sees every commitment before the first roll; the game starts after the reveals, on the joint seed', async () => {
    const server = await startServer();
    try {
      const game = await createWithCommitments(server.app);
      const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
      const b = await connect(server.wsUrl, game.gameId, game.tokens.B);
      const spectator = await connect(server.wsUrl, game.gameId);
      const expected = {
        serverCommitment: game.serverCommitment,
        stage: 'revealing',
        seats: [
          { seat: 'A', commitment: game.nonces.A.commitment, revealed: false },
          { seat: 'B', commitment: game.nonces.B.commitment, revealed: false },
        ],
      };
      for (const client of [a, b, spectator]) {
        const welcome = client.all('welcome')[0]!;
        expect(welcome.status).toBe('open');
        expect(welcome.seeding).toMatchObject(expected);
      }
      const summary = (await server.app.inject({ url: `/api/games/${game.gameId}` })).json();
      expect(summary.seeding).toMatchObject(expected);
      expect(summary.seeding.revealDeadline).toBeGreaterThan(Date.now());

      // Orders wait for the seed: the game is not live yet.
      a.send({ type: 'order', clientOrderId: 'early', expectedSeq: 0, order: { type: 'concede' } });
      expect(await a.next('rejected')).toMatchObject({ error: { code: 'game/not_started' } });

      // A wrong nonce is refused and changes nothing; a spectator cannot reveal.
      b.send({ type: 'reveal', nonce: game.nonces.A.hex });
      expect(await b.next('error')).toMatchObject({ error: { code: 'seed/nonce_mismatch' } });
      spectator.send({ type: 'reveal', nonce: game.nonces.A.hex });
      expect(await spectator.next('error')).toMatchObject({ error: { code: 'order/spectator' } });

      a.send({ type: 'reveal', nonce: game.nonces.A.hex });
      const afterA = await spectator.next('seeding');
      expect(afterA.seeding.seats.map((s: { revealed: boolean }) => s.revealed)).toEqual([
        true,
        false,
      ]);
      // Nonces are not published before the end: the frame carries commitments only.
      expect(JSON.stringify(afterA)).not.toContain(game.nonces.A.hex);

      b.send({ type: 'reveal', nonce: game.nonces.B.hex });
      const started = await spectator.next('welcome', (m) => m.status === 'live');
      expect(started.seeding?.stage).toBe('done');

      // The live game rolls from the joint seed: SHA-256 over the secret and both nonces.
      const live = server.app.match.cache.peek(game.gameId)!;
      const expectedSeed = jointSeed(live.header.seed, [
        Buffer.from(game.nonces.A.hex, 'hex'),
        Buffer.from(game.nonces.B.hex, 'hex'),
      ]);
      expect(bytesToHex(live.header.gameSeed!)).toBe(bytesToHex(expectedSeed));

      await playToTheEnd(server.app, game.gameId, { A: a, B: b });
      const record = (
        await server.app.inject({ url: `/api/games/${game.gameId}/record` })
      ).json() as GameRecord;
      expect(record.formatVersion).toBeGreaterThanOrEqual(3);
      expect(record.dice.commitment).toBe(game.serverCommitment);
      expect(record.dice.seed).toBe(bytesToHex(expectedSeed));
      expect(record.dice.derivation).toMatchObject({
        seats: [
          { seat: 'A', commitment: game.nonces.A.commitment, nonce: game.nonces.A.hex },
          { seat: 'B', commitment: game.nonces.B.commitment, nonce: game.nonces.B.hex },
        ],
      });
      const verified = verifyRecord(record, RULESETS);
      expect(verified.ok).toBe(true);
      // The fingerprint the players saw during play is the one the record proves.
      const lastChain = [...a.all('ack')].reverse().find((m) => m.chain)?.chain;
      if (verified.ok && lastChain)
        expect(verifyRecord(record, RULESETS, { expectChain: lastChain }).ok).toBe(true);
      for (const client of [a, b, spectator]) await client.close();
    } finally {
      await server.close();
    }
  });

  test('a seat that sends no commitment adds nothing; the committed seat alone reveals', async () => {
    const server = await startServer();
    try {
      const game = await createWithCommitments(server.app, {}, false);
      const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
      expect(a.all('welcome')[0]!.seeding?.seats[1]).toEqual({
        seat: 'B',
        commitment: null,
        revealed: false,
      });
      a.send({ type: 'reveal', nonce: game.nonces.A.hex });
      await a.next('welcome', (m) => m.status === 'live');
      const live = server.app.match.cache.peek(game.gameId)!;
      expect(bytesToHex(live.header.gameSeed!)).toBe(
        bytesToHex(jointSeed(live.header.seed, [Buffer.from(game.nonces.A.hex, 'hex')])),
      );
      await a.close();
    } finally {
      await server.close();
    }
  });

  test('the reveal step survives a restart', async () => {
    const first = await startServer();
    const game = await createWithCommitments(first.app);
    const a1 = await connect(first.wsUrl, game.gameId, game.tokens.A);
    a1.send({ type: 'reveal', nonce: game.nonces.A.hex });
    await a1.next('seeding');
    await a1.close();
    await first.stop();
    const second = await startServer({ dataDir: first.dataDir });
    try {
      const b = await connect(second.wsUrl, game.gameId, game.tokens.B);
      expect(b.all('welcome')[0]!.seeding?.seats).toEqual([
        { seat: 'A', commitment: game.nonces.A.commitment, revealed: true },
        { seat: 'B', commitment: game.nonces.B.commitment, revealed: false },
      ]);
      b.send({ type: 'reveal', nonce: game.nonces.B.hex });
      await b.next('welcome', (m) => m.status === 'live');
      await b.close();
    } finally {
      await second.close();
    }
  });

  test.each([
    ['without a clock, after a day', {}, 24 * 3600_000],
    [
      'with a correspondence clock, after one decision’s time',
      { timeControl: { kind: 'correspondence', perDecisionSeconds: 7200 } },
      7200_000,
    ],
  ])(
    'a seat that never reveals loses by forfeit %s; the record verifies',
    async (_what, body, window) => {
      const clock = new ManualClock(Date.parse('2026-12-01T00:00:00Z'));
      const server = await startServer({ clock });
      try {
        const game = await createWithCommitments(server.app, body);
        const a = await connect(server.wsUrl, game.gameId, game.tokens.A);
        a.send({ type: 'reveal', nonce: game.nonces.A.hex });
        await a.next('seeding');
        clock.advance(window - 1);
        server.app.match.tick();
        expect(server.app.match.cache.peek(game.gameId)!.header.status).toBe('open');
        clock.advance(1);
        server.app.match.tick();
        const over = await a.next('welcome', (m) => m.status === 'finished');
        expect(over.result).toMatchObject({ winners: ['A'], reason: 'forfeit' });
        expect(over.seeding?.stage).toBe('abandoned');
        const record = (
          await server.app.inject({ url: `/api/games/${game.gameId}/record` })
        ).json() as GameRecord;
        expect(record.entries).toEqual([]);
        expect(record.dice.derivation?.seats[1]).toMatchObject({ seat: 'B', nonce: null });
        expect(verifyRecord(record, RULESETS)).toMatchObject({
          ok: true,
          value: { result: { reason: 'forfeit' } },
        });
        // A forged record that hands the forfeit to the silent seat does not verify.
        const forged = { ...record, result: { ...record.result!, winners: ['B'] } };
        expect(verifyRecord(forged, RULESETS).ok).toBe(false);
        await a.close();
      } finally {
        await server.close();
      }
    },
  );
});
