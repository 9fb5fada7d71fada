import { recordChain, RULESETS, verifyRecord } from '@broadside/rules';
import { describe, expect, test } from 'vitest';
import { finishedGame, recordOf } from './helpers/finished-record.js';
import { startServer } from './helpers/server.js';

/**
 * Issue 27, trust 1 (docs/record-format.md, The hash chain and Versioning): from record format
 * 5 the fingerprint players are shown during play binds the seat names. A game whose heads were
 * stored under format 4 keeps exporting as format 4: `record-format-4-stored.test.ts`.
 */
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
});
