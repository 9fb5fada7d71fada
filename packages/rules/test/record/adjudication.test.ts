import { describe, expect, test } from 'vitest';
import { seedToHex } from '../../src/dice/seed.js';
import type { GameResult } from '../../src/core/ruleset.js';
import { appendEntry, finishRecord } from '../../src/record/build.js';
import { recordChain } from '../../src/record/chain.js';
import { replayRecord } from '../../src/record/replay.js';
import type { GameRecord } from '../../src/record/schema.js';
import { verifyRecord } from '../../src/record/verify.js';
import { toyRuleset, type ToyState } from './toy-ruleset.js';
import { copy, playAndRecord, TEST_SEED } from './support.js';

const RULESETS = { toy: toyRuleset };

const ADJUDICATED: GameResult = {
  winners: ['B'],
  level: null,
  reason: 'adjudicated',
  summary: 'The organiser adjudicated the game: B was ahead.',
};

/**
 * A toy game stopped after four rolls (still being played), then adjudicated as the server
 * records it (docs/record-format.md, Entries): an `adjudication` entry, the same state, the
 * organiser's result.
 */
function adjudicatedGame(result: GameResult = ADJUDICATED): GameRecord {
  const { record, state } = playAndRecord(toyRuleset, { target: 100 }, (s, move) =>
    move < 4 ? { kind: 'order', seat: (s as ToyState).toMove, order: { type: 'roll' } } : null,
  );
  expect(toyRuleset.result(state as ToyState)).toBeNull();
  const hash = toyRuleset.hash(state as ToyState);
  const ended = appendEntry(record, {
    kind: 'adjudication',
    at: '2026-11-30T09:30:00.000Z',
    dice: [],
    result,
    stateHash: hash,
  });
  return finishRecord(ended, { seedHex: seedToHex(TEST_SEED), result, finalStateHash: hash });
}

describe('an adjudication entry ends a game being played (docs/record-format.md, Entries)', () => {
  const record = adjudicatedGame();

  test('the record verifies with the adjudicated result, the state unchanged', () => {
    const verified = verifyRecord(record, RULESETS);
    expect(verified).toMatchObject({
      ok: true,
      value: { finished: true, entries: 5, result: ADJUDICATED },
    });
    const outcome = replayRecord(record, RULESETS);
    expect(outcome.steps.map((s) => s.kind)).toEqual([
      'create',
      'order',
      'order',
      'order',
      'order',
      'adjudication',
    ]);
    expect(outcome.steps[5]?.stateHash).toBe(outcome.steps[4]?.stateHash);
    expect(outcome.result).toEqual(ADJUDICATED);
  });

  test('the fingerprint chains through the adjudication', () => {
    const heads = recordChain(record);
    expect(heads).toHaveLength(6);
    expect(record.chain).toBe(heads[5]);
  });

  type Tamper = [string, (r: GameRecord) => void, string, number | null];
  const adjudication = (r: GameRecord) =>
    r.entries[4] as Extract<GameRecord['entries'][number], { kind: 'adjudication' }>;
  const cases: Tamper[] = [
    [
      'the entry names another winner',
      (r) => void (adjudication(r).result.winners = ['A']),
      'record/result_mismatch',
      null,
    ],
    [
      'entry and result both name another winner',
      (r) => {
        adjudication(r).result.winners = ['A'];
        r.result!.winners = ['A'];
      },
      'record/chain_mismatch',
      null,
    ],
    [
      'the entry claims another reason',
      (r) => void (adjudication(r).result.reason = 'victory'),
      'record/illegal_order',
      5,
    ],
    [
      'the entry gives the game to a seat it does not have',
      (r) => {
        adjudication(r).result.winners = ['Z'];
        r.result!.winners = ['Z'];
      },
      'record/unknown_seat',
      5,
    ],
    [
      'an order follows the adjudication',
      (r) => {
        const first = r.entries[0]!;
        r.entries.push({ ...copy(r).entries[0]!, seq: 6, stateHash: first.stateHash! });
      },
      'record/entry_after_end',
      6,
    ],
    [
      'the adjudication claims another state',
      (r) => void (adjudication(r).stateHash = 'f'.repeat(64)),
      'record/state_mismatch',
      5,
    ],
  ];

  test.each(cases)('tampered: %s → %s', (_name, tamper, code, seq) => {
    const bad = copy(record);
    tamper(bad);
    const verified = verifyRecord(bad, RULESETS);
    expect(verified.ok).toBe(false);
    if (!verified.ok) {
      expect(verified.error.code).toBe(code);
      expect(verified.error.seq).toBe(seq);
    }
  });
});
