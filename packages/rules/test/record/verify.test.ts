import { describe, expect, test } from 'vitest';
import { diceCommitment } from '../../src/dice/verifiable.js';
import { seedToHex } from '../../src/dice/seed.js';
import { replayRecord } from '../../src/record/replay.js';
import type { GameRecord, SeatEntry } from '../../src/record/schema.js';
import { verifyRecord } from '../../src/record/verify.js';
import { toyRuleset, type ToyState } from './toy-ruleset.js';
import { copy, playAndRecord, TEST_SEED } from './support.js';

const RULESETS = { toy: toyRuleset };

/** A finished toy game: each seat rolls on its turn until someone reaches 12. */
function finishedGame(): GameRecord {
  return playAndRecord(toyRuleset, { target: 12 }, (state) => ({
    kind: 'order',
    seat: (state as ToyState).toMove,
    order: { type: 'roll' },
  })).record;
}

function expectFailure(record: GameRecord, code: string, seq: number | null, message: RegExp) {
  const verified = verifyRecord(record, RULESETS);
  expect(verified.ok).toBe(false);
  if (!verified.ok) {
    expect(verified.error.code).toBe(code);
    expect(verified.error.seq).toBe(seq);
    expect(verified.error.message).toMatch(message);
  }
}

describe('verifyRecord on the toy ruleset', () => {
  const record = finishedGame();

  test('a finished game verifies, and every die is re-derived from the seed', () => {
    expect(record.result).not.toBeNull();
    expect(record.dice.seed).toBe(seedToHex(TEST_SEED));
    const verified = verifyRecord(record, RULESETS);
    expect(verified.ok).toBe(true);
    if (verified.ok) {
      expect(verified.value.finished).toBe(true);
      expect(verified.value.entries).toBe(record.entries.length);
      expect(verified.value.dice).toBe(1 + record.entries.length);
    }
  });

  test('a changed die is named by entry and roll number', () => {
    const bad = copy(record);
    const entry = bad.entries[2]! as SeatEntry;
    const die = entry.dice[0]!;
    die.value = (die.value % 6) + 1;
    expectFailure(
      bad,
      'record/die_mismatch',
      3,
      new RegExp(
        `Entry 3 \\(order by ${entry.seat}\\): die k=${die.k} d6 is recorded as ${die.value}, but the seed gives`,
      ),
    );
  });

  test('a changed die of the creation is named as seq 0', () => {
    const bad = copy(record);
    bad.start.dice[0]!.value = 3 - bad.start.dice[0]!.value;
    expectFailure(bad, 'record/die_mismatch', 0, /creation: die k=0 d2/);
  });

  test('a changed order (roll replaced by pass) is named', () => {
    const bad = copy(record);
    const entry = bad.entries[1]!;
    if (entry.kind !== 'order') throw new Error('expected an order');
    entry.order = { type: 'pass' };
    expectFailure(
      bad,
      'record/state_mismatch',
      2,
      /Entry 2 \(order by .\): .* this order is not the one that was played/,
    );
  });

  test('format 2 requires every state hash, and names the first one missing', () => {
    const bad = copy(record);
    delete bad.entries[1]!.stateHash;
    expectFailure(bad, 'record/missing_state_hash', 2, /no state hash for entry 2/);
    const noStart = copy(record);
    delete noStart.start.stateHash;
    expectFailure(noStart, 'record/missing_state_hash', 0, /for the game's creation/);
  });

  test('a changed order in a format-1 record without state hashes is still caught, by its dice', () => {
    const bad = copy(record);
    bad.formatVersion = 1;
    delete bad.chain;
    for (const entry of bad.entries) delete entry.stateHash;
    delete bad.start.stateHash;
    const entry = bad.entries[1]!;
    if (entry.kind !== 'order') throw new Error('expected an order');
    entry.order = { type: 'pass' };
    expectFailure(
      bad,
      'record/dice_count',
      2,
      /the record lists 1 die, but the replay rolled 0 dice/,
    );
  });

  test('an order by the wrong seat is illegal', () => {
    const bad = copy(record);
    (bad.entries[0] as SeatEntry).seat = (bad.entries[1] as SeatEntry).seat;
    expectFailure(
      bad,
      'record/illegal_order',
      1,
      /Entry 1 \(order by .\) is not legal at this point: it is .'s turn/,
    );
  });

  test('a changed seed fails the commitment check', () => {
    const bad = copy(record);
    bad.dice.seed = seedToHex(Uint8Array.from({ length: 32 }, (_, i) => 31 - i));
    expectFailure(bad, 'record/commitment_mismatch', null, /does not match the dice commitment/);
  });

  test('a changed seed with a matching commitment is caught at the first die', () => {
    const other = Uint8Array.from({ length: 32 }, (_, i) => 100 + i);
    const bad = copy(record);
    bad.dice.seed = seedToHex(other);
    bad.dice.commitment = diceCommitment(other);
    const verified = verifyRecord(bad, RULESETS);
    expect(!verified.ok && verified.error.code).toMatch(/record\/(die_mismatch|state_mismatch)/);
    expect(!verified.ok && verified.error.seq).not.toBeNull();
  });

  test.each([
    [
      'a gap in the sequence numbers',
      (r: GameRecord) => void (r.entries[3]!.seq = 5),
      'record/sequence',
      4,
    ],
    [
      'a changed result',
      (r: GameRecord) => void (r.result = { ...r.result!, winners: ['Z'] }),
      'record/result_mismatch',
      null,
    ],
    ['no seed', (r: GameRecord) => void (r.dice.seed = null), 'record/no_seed', null],
    [
      'an unknown ruleset',
      (r: GameRecord) => void (r.ruleset.id = 'chess'),
      'record/unknown_ruleset',
      null,
    ],
    [
      'another ruleset version',
      (r: GameRecord) => void (r.ruleset.version = '0.9.0'),
      'record/ruleset_version',
      null,
    ],
    [
      'a changed set-up',
      (r: GameRecord) => void (r.setup = { target: 30 }),
      'record/state_mismatch',
      0,
    ],
    [
      'an invalid set-up',
      (r: GameRecord) => void (r.setup = { target: -1 }),
      'record/bad_setup',
      0,
    ],
    [
      'a changed final hash',
      (r: GameRecord) => void (r.finalStateHash = '0'.repeat(64)),
      'record/state_mismatch',
      null,
    ],
  ])('%s', (_name, tamper, code, seq) => {
    const bad = copy(record);
    tamper(bad);
    expectFailure(bad, code, seq, /./);
  });

  test('an entry after the end of the game', () => {
    const bad = copy(record);
    const last = bad.entries[bad.entries.length - 1]!;
    bad.entries.push({ ...last, seq: last.seq + 1 });
    expectFailure(bad, 'record/entry_after_end', last.seq + 1, /after the game was already over/);
  });

  test('a record that claims a result the replay does not reach', () => {
    const unfinished = playAndRecord(
      toyRuleset,
      { target: 12 },
      (state, move) =>
        move < 2
          ? { kind: 'order', seat: (state as ToyState).toMove, order: { type: 'roll' } }
          : null,
      { revealSeed: true },
    ).record;
    unfinished.result = { winners: ['A'], level: null, reason: 'victory', summary: 'A wins.' };
    expectFailure(unfinished, 'record/result_mismatch', null, /replay ends with no result/);
  });
});

describe('timeouts, concessions and unfinished games', () => {
  test('a timeout entry replays through ruleset.timeout()', () => {
    const { record } = playAndRecord(toyRuleset, { target: 50 }, (state, move) =>
      move < 3
        ? { kind: 'order', seat: (state as ToyState).toMove, order: { type: 'roll' } }
        : { kind: 'timeout', seat: (state as ToyState).toMove },
    );
    expect(record.entries[3]?.kind).toBe('timeout');
    expect(record.result?.reason).toBe('timeout');
    expect(verifyRecord(record, RULESETS)).toMatchObject({ ok: true, value: { finished: true } });
  });

  test('a concession by the seat not to move is legal and ends the game', () => {
    const { record } = playAndRecord(toyRuleset, { target: 50 }, (state) => ({
      kind: 'order',
      seat: (state as ToyState).toMove === 'A' ? 'B' : 'A',
      order: { type: 'concede' },
    }));
    expect(record.result?.reason).toBe('concession');
    expect(verifyRecord(record, RULESETS).ok).toBe(true);
  });

  test('an unfinished game that carries its seed replays, for analysis', () => {
    const { record } = playAndRecord(
      toyRuleset,
      { target: 50 },
      (state, move) =>
        move < 4
          ? { kind: 'order', seat: (state as ToyState).toMove, order: { type: 'roll' } }
          : null,
      { revealSeed: true },
    );
    expect(record.result).toBeNull();
    const outcome = replayRecord(record, RULESETS);
    expect(outcome.error).toBeNull();
    expect(outcome.steps.map((s) => s.kind)).toEqual([
      'create',
      'order',
      'order',
      'order',
      'order',
    ]);
    expect(outcome.steps[1]?.events).toEqual([
      {
        type: 'rolled',
        seat: (record.entries[0] as SeatEntry).seat,
        value: record.entries[0]!.dice[0]!.value,
      },
    ]);
    expect(verifyRecord(record, RULESETS)).toMatchObject({
      ok: true,
      value: { finished: false, result: null },
    });
  });

  test('replay stops at the first discrepancy and keeps the steps before it', () => {
    const { record } = playAndRecord(
      toyRuleset,
      { target: 50 },
      (state, move) =>
        move < 5
          ? { kind: 'order', seat: (state as ToyState).toMove, order: { type: 'roll' } }
          : null,
      { revealSeed: true },
    );
    const bad = copy(record);
    bad.entries[3]!.dice[0]!.value = (bad.entries[3]!.dice[0]!.value % 6) + 1;
    const outcome = replayRecord(bad, RULESETS);
    expect(outcome.error?.seq).toBe(4);
    expect(outcome.steps).toHaveLength(4);
  });
});
