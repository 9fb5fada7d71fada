import { join } from 'node:path';
import Database from 'better-sqlite3';
import { recordChain, RULESETS, verifyRecord } from '@broadside/rules';
import { describe, expect, test } from 'vitest';
import { finishedGame, recordOf } from './helpers/finished-record.js';
import { startServer } from './helpers/server.js';

/**
 * Issue 27, trust 1 (docs/record-format.md, Versioning): a game whose chain heads were stored
 * under format 4 keeps exporting as format 4, so the heads its players kept stay in it. The test
 * writes the format-4 head into the SQLite file as the older server left it, so it runs on
 * SQLite only.
 */
describe('a record stored under format 4', () => {
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
