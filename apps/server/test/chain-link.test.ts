// The record format's hash chain (docs/record-format.md, The hash chain): with the server's
// native SHA-256 installed, the rules' `chainLink` must give the head the portable hash gives,
// for every entry shape.
import { chainLink, usePortableSha256, type RecordEntry } from '@broadside/rules';
import { afterAll, describe, expect, test } from 'vitest';
import { installNativeSha256 } from '../src/util/native-sha256.js';

afterAll(() => installNativeSha256());

const head = 'ab'.repeat(32);
const at = '2026-12-01T04:00:00.000Z';

describe('hash chain link (record format, The hash chain)', () => {
  test.each<[string, RecordEntry]>([
    [
      'an order without dice',
      { kind: 'order', seq: 1, seat: 'A', at, dice: [], order: { type: 'pass' } },
    ],
    [
      'an order with dice and unicode',
      {
        kind: 'order',
        seq: 2,
        seat: 'B',
        at,
        dice: [{ k: 3, sides: 10, value: 7 }],
        order: { type: 'fire', note: 'ünïcode ✓', targets: [{ q: -1, r: 2 }] },
      } as RecordEntry,
    ],
    ['a timeout', { kind: 'timeout', seq: 3, seat: 'A', at, dice: [] } as RecordEntry],
    [
      'an entry with its state hash (left out of the link)',
      {
        kind: 'timeout',
        seq: 4,
        seat: 'B',
        at,
        dice: [],
        stateHash: 'cd'.repeat(32),
      } as RecordEntry,
    ],
  ])('%s links to the same head on either hash', (_what, entry) => {
    usePortableSha256();
    const portable = chainLink(head, entry);
    installNativeSha256();
    expect(chainLink(head, entry)).toBe(portable);
  });
});
