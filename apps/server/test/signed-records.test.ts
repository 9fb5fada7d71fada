import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  RECORD_FORMAT_VERSION,
  RULESETS,
  verifyRecord,
  verifyRecordSignature,
  type GameRecord,
} from '@broadside/rules';
import { seededRandom } from '@broadside/rules/starfire';
import { describe, expect, test } from 'vitest';
import { SERVER_KEY_FILE } from '../src/util/server-key.js';
import { connectPlayers, createAndJoin, playMoves } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

/** Plays a few orders, then one side concedes; returns the finished game's record. */
async function finishedRecord(server: RunningServer): Promise<GameRecord> {
  const game = await createAndJoin(server.app);
  const clients = await connectPlayers(server.wsUrl, game);
  const seq = await playMoves(server.app, game.gameId, clients, seededRandom(4), 6);
  clients.A!.send({
    type: 'order',
    clientOrderId: 'bye',
    expectedSeq: seq,
    order: { type: 'concede' },
  });
  await clients.A!.next('ack');
  for (const c of Object.values(clients)) await c.close();
  const res = await server.app.inject({ url: `/api/games/${game.gameId}/record` });
  expect(res.statusCode).toBe(200);
  return res.json() as GameRecord;
}

async function publicKeyOf(server: RunningServer): Promise<string> {
  const keys = (await server.app.inject({ url: '/api/keys' })).json();
  expect(keys.keys).toHaveLength(1);
  expect(keys.keys[0]).toMatchObject({
    algorithm: 'ed25519',
    publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  return keys.keys[0].publicKey as string;
}

describe('signed records (issue 13)', () => {
  test('the server makes its key once, keeps it private, and publishes the public half', async () => {
    const server = await startServer();
    const key = await publicKeyOf(server);
    expect(statSync(join(server.dataDir, SERVER_KEY_FILE)).mode & 0o777).toBe(0o600);
    await server.stop();
    const again = await startServer({ dataDir: server.dataDir });
    try {
      expect(await publicKeyOf(again)).toBe(key);
    } finally {
      await again.close();
    }
  });

  test('an exported record is signed, chained and complete; a record by another server is told apart', async () => {
    const server = await startServer();
    const other = await startServer();
    try {
      const key = await publicKeyOf(server);
      const record = await finishedRecord(server);
      expect(record.formatVersion).toBe(RECORD_FORMAT_VERSION);
      expect(record.chain).toMatch(/^[0-9a-f]{64}$/);
      expect(record.entries.every((e) => e.stateHash !== undefined)).toBe(true);
      expect(verifyRecord(record, RULESETS)).toMatchObject({
        ok: true,
        value: { chain: record.chain, signer: { publicKey: key }, keyCompared: false },
      });
      expect(verifyRecord(record, RULESETS, { publicKey: key })).toMatchObject({
        ok: true,
        value: { keyCompared: true },
      });
      expect(verifyRecordSignature(record, key)).toMatchObject({
        ok: true,
        value: { keyId: record.signature!.keyId, publicKey: key, server: record.game.server },
      });

      // Edited after export: the signature no longer holds.
      const edited = { ...record, result: { ...record.result!, summary: 'B wins.' } };
      expect(verifyRecordSignature(edited, key)).toMatchObject({
        ok: false,
        error: { code: 'record/bad_signature' },
      });
      // Issue 27: the seat names are bound by the hash chain (format 5), the signing key's name by
      // the signature, which fails when it does not hold even with no key to compare with.
      const [first, second] = record.seats;
      expect(first!.name).not.toBe(second!.name);
      const renamed = {
        ...record,
        seats: [
          { ...first!, name: second!.name },
          { ...second!, name: first!.name },
        ],
      };
      const renamedKey = { ...record, signature: { ...record.signature!, keyId: 'other-name' } };
      expect(verifyRecord(renamed, RULESETS)).toMatchObject({
        ok: false,
        error: { code: 'record/chain_mismatch' },
      });
      expect(verifyRecord(renamedKey, RULESETS)).toMatchObject({
        ok: false,
        error: { code: 'record/bad_signature' },
      });
      // A genuine record of another server, checked against this server's key.
      const foreign = await finishedRecord(other);
      const checked = verifyRecordSignature(foreign, key);
      expect(checked).toMatchObject({ ok: false, error: { code: 'record/wrong_key' } });
      expect(await publicKeyOf(other)).not.toBe(key);
    } finally {
      await server.close();
      await other.close();
    }
  });
});
