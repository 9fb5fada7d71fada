import { describe, expect, test } from 'vitest';
import { seedToHex } from '../../src/dice/seed.js';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { replayRecord } from '../../src/record/replay.js';
import type { GameRecord, SeatEntry } from '../../src/record/schema.js';
import { verifyRecord } from '../../src/record/verify.js';
import { RULESETS } from '../../src/rulesets.js';
import { starfireRuleset } from '../../src/starfire/ruleset.js';
import type { StarfireState } from '../../src/starfire/state.js';
import { SCENARIO_IDS } from '../../src/starfire/scenarios/types.js';
import { randomLegalOrders } from './starfire-support.js';
import { copy, playAndRecord } from './support.js';

/** A full random Starfire game, played with random legal orders to the end (turn limit 3). */
function randomGame(scenario: string, seed = 11): GameRecord {
  return playAndRecord(starfireRuleset, { scenario, turnLimit: 3 }, randomLegalOrders(seed)).record;
}

describe('records of full random Starfire games verify', () => {
  test.each(SCENARIO_IDS)('%s', (scenario) => {
    const record = randomGame(scenario);
    expect(record.result).not.toBeNull();
    expect(record.dice.seed).toMatch(/^[0-9a-f]{64}$/);
    const verified = verifyRecord(JSON.parse(JSON.stringify(record)) as GameRecord, RULESETS);
    expect(verified).toMatchObject({ ok: true, value: { finished: true, result: record.result } });
  });
});

describe('records of custom Starfire games verify', () => {
  test.each([
    ['three-sided patrol', { scenario: 'patrol', custom: { sides: 3 }, turnLimit: 3 }],
    [
      'task groups on a larger map with other forces and a custom CT design',
      {
        scenario: 'task_groups',
        custom: {
          map: { columns: 50, rows: 40 },
          forces: {
            B: [
              { hull: 'CL', count: 1 },
              { hull: 'CT', count: 3 },
            ],
          },
        },
        sides: { A: { seatName: 'Alice', designs: { CT: 'SSAARQ(I)(I)(I)' } } },
        turnLimit: 2,
      },
    ],
    ['solitaire raiders', { scenario: 'raiders', solitaire: true, turnLimit: 2 }],
  ])('%s', (_name, setup) => {
    const { record } = playAndRecord(starfireRuleset, setup, randomLegalOrders(21));
    expect(record.result).not.toBeNull();
    expect(verifyRecord(record, RULESETS)).toMatchObject({ ok: true, value: { finished: true } });
  });
});

describe('Starfire games ended by concession or timeout verify', () => {
  const random = randomLegalOrders(4);
  test.each([
    [
      'side B concedes in the convoy raid: side A wins a major victory',
      'convoy_raid',
      { kind: 'order', seat: 'B', order: { type: 'concede' } },
      'concession',
      ['A'],
      'major',
    ],
    [
      'side A times out in the warp point assault',
      'warp_assault',
      { kind: 'timeout', seat: 'A' },
      'timeout',
      ['B'],
      'major',
    ],
  ] as const)('%s', (_name, scenario, ending, reason, winners, level) => {
    const { record } = playAndRecord(starfireRuleset, { scenario }, (state, move) =>
      move < 30 ? random(state) : ending,
    );
    expect(record.result).toMatchObject({ reason, winners, level });
    expect(record.entries[record.entries.length - 1]?.kind).toBe(ending.kind);
    expect(verifyRecord(record, RULESETS)).toMatchObject({ ok: true, value: { finished: true } });
  });
});

describe('a tampered Starfire record fails, naming the first discrepancy', () => {
  const record = randomGame('task_groups', 5);
  const withDice = record.entries.filter((e) => e.dice.length > 0);

  test('the game rolled dice after creation, so there is a die to change', () => {
    expect(withDice.length).toBeGreaterThan(1);
  });

  test('one die changed', () => {
    const bad = copy(record);
    const target = bad.entries.find((e) => e.seq === withDice[1]!.seq)! as SeatEntry;
    const die = target.dice[0]!;
    const wrong = (die.value % die.sides) + 1;
    die.value = wrong;
    const verified = verifyRecord(bad, RULESETS);
    expect(verified.ok).toBe(false);
    if (!verified.ok) {
      expect(verified.error).toMatchObject({
        code: 'record/die_mismatch',
        seq: target.seq,
        k: die.k,
      });
      expect(verified.error.message).toContain(
        `Entry ${target.seq} (order by ${target.seat}): die k=${die.k} d${die.sides} is recorded as ${wrong}`,
      );
    }
  });

  test('one order changed (another legal order at the same point)', () => {
    // The state before entry n is what a replay of the first n - 1 entries ends in.
    const stateBefore = (count: number) => {
      const outcome = replayRecord(
        { ...record, entries: record.entries.slice(0, count), result: null },
        RULESETS,
      );
      expect(outcome.error).toBeNull();
      return outcome.state as StarfireState;
    };
    const index = record.entries.findIndex(
      (e, i) =>
        i > 10 &&
        e.kind === 'order' &&
        starfireRuleset.legalOrders(stateBefore(i), e.seat).length > 1,
    );
    expect(index).toBeGreaterThan(10);
    const entry = record.entries[index]!;
    if (entry.kind !== 'order') throw new Error('expected an order');
    const alternative = starfireRuleset
      .legalOrders(stateBefore(index), entry.seat)
      .find((order) => canonicalJson(order) !== canonicalJson(entry.order));
    const bad = copy(record);
    (bad.entries[index] as { order: unknown }).order = JSON.parse(JSON.stringify(alternative));
    const verified = verifyRecord(bad, RULESETS);
    expect(verified.ok).toBe(false);
    if (!verified.ok) {
      expect(verified.error.seq).toBe(entry.seq);
      expect(verified.error.code).toBe('record/state_mismatch');
      expect(verified.error.message).toContain(`Entry ${entry.seq} (order by ${entry.seat})`);
    }
  });

  test('the seed changed', () => {
    const bad = copy(record);
    bad.dice.seed = seedToHex(Uint8Array.from({ length: 32 }, () => 7));
    const verified = verifyRecord(bad, RULESETS);
    expect(!verified.ok && verified.error.code).toBe('record/commitment_mismatch');
  });
});
