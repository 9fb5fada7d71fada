import { join } from 'node:path';
import Database from 'better-sqlite3';
import { recordChain, RULESETS, verifyRecord, type GameRecord } from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { describe, expect, test } from 'vitest';
import { connectPlayers, createAndJoin, playMoves } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

/**
 * Issue 27, trust 1 (docs/record-format.md, The hash chain and Versioning): from record format
 * 5 the fingerprint players are shown during play binds the seat names; a game whose heads were
 * stored under format 4 keeps exporting as format 4, so the heads its players kept stay in it.
 */
async function finishedGame(server: RunningServer): Promise<{ gameId: string; heads: string[] }> {
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

async function recordOf(server: RunningServer, gameId: string): Promise<GameRecord> {
  const res = await server.app.inject({ url: `/api/games/${gameId}/record` });
  expect(res.statusCode).toBe(200);
  return res.json() as GameRecord;
}

describe('record format 5 on the server (issue 27, trust 1)', () => {
  test('the heads shown in play are the format-5 chain, which fails swapped seat names', async () => {
    const server = await startServer();
    try {
      const { gameId, heads } = await finishedGame(server);
      const record = await recordOf(server, gameId);
      expect(record.formatVersion).toBe(5);
      const last = heads[heads.length - 1]!;
      expect(record.chain).toBe(last);
      expect(verifyRecord(record, RULESETS, { expectChain: heads[0]! }).ok).toBe(true);
      const [a, b] = record.seats;
      const swapped = {
        ...record,
        seats: [
          { ...a!, name: b!.name },
          { ...b!, name: a!.name },
        ],
      };
      const forged = { ...swapped, chain: recordChain(swapped).at(-1)! };
      expect(verifyRecord(forged, RULESETS, { expectChain: last })).toMatchObject({
        ok: false,
        error: { code: 'record/chain_mismatch' },
      });
    } finally {
      await server.close();
    }
  });

  test('a game whose chain heads were stored under format 4 exports as format 4', async () => {
    const server = await startServer();
    const { gameId } = await finishedGame(server);
    const current = await recordOf(server, gameId);
    await server.stop();
    // The store as the format-4 server left it: the final snapshot's head is the format-4 chain's.
    const asFormat4 = recordChain({ ...current, formatVersion: 4 }).at(-1)!;
    const db = new Database(join(server.dataDir, 'broadside.db'));
    const changed = db
      .prepare('UPDATE snapshots SET chain_head = ? WHERE game_id = ? AND chain_head = ?')
      .run(asFormat4, gameId, current.chain);
    db.close();
    expect(changed.changes).toBe(1);
    const again = await startServer({ dataDir: server.dataDir });
    try {
      const record = await recordOf(again, gameId);
      expect(record).toMatchObject({ formatVersion: 4, chain: asFormat4 });
      expect(verifyRecord(record, RULESETS, { expectChain: asFormat4 }).ok).toBe(true);
    } finally {
      await again.close();
    }
  });
});
