import { describe, expect, test } from 'vitest';
import { diceCommitment, verifiableDice } from '../../src/dice/verifiable.js';
import { seedToHex } from '../../src/dice/seed.js';
import { appendEntry, finishRecord, newRecord } from '../../src/record/build.js';
import { recordingDice } from '../../src/record/dice-log.js';
import type { GameRecord } from '../../src/record/schema.js';
import { verifyRecord } from '../../src/record/verify.js';
import { randomOrder, seededRandom } from '../../src/scl/random-play.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import type { SclState } from '../../src/scl/state.js';
import { RULESETS } from '../../src/rulesets.js';

const SEED = Uint8Array.from({ length: 32 }, (_, i) => i);

/**
 * Plays a game the way the server does — check, apply with verifiable dice, every die written
 * down — and returns its record. Timeouts roll their dice like orders do (the Star Cruiser Lite rules play
 * on after a timeout). `every` steps, the seat owing a decision times out instead; at step
 * `concedeAt`, side B concedes.
 */
function recordGame(
  setupInput: unknown,
  gameSeed: number,
  options: { timeoutEvery?: number; concedeAt?: number } = {},
): GameRecord {
  const dice = recordingDice(verifiableDice(SEED));
  const setup = R.parseSetup(setupInput);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = R.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let state: SclState = created.value.state;
  let record = newRecord({
    ruleset: R,
    gameId: 'scl-test',
    createdAt: '2026-11-30T09:00:00.000Z',
    setup: setupInput,
    seats: [
      { seat: 'A', name: 'Player A' },
      { seat: 'B', name: 'Player B' },
    ],
    commitment: diceCommitment(SEED),
    startDice: dice.take(),
    startStateHash: R.hash(state),
  });
  const random = seededRandom(gameSeed);
  for (let move = 0; state.result === null; move += 1) {
    const at = new Date(Date.UTC(2026, 10, 30, 9, 0, move + 1)).toISOString();
    const owed = R.pending(state)[0]!;
    if (options.timeoutEvery && move % options.timeoutEvery === options.timeoutEvery - 1) {
      state = R.timeout(state, owed.seat, dice).state;
      record = appendEntry(record, {
        kind: 'timeout',
        seat: owed.seat,
        at,
        dice: dice.take(),
        stateHash: R.hash(state),
      });
      continue;
    }
    const next =
      move === options.concedeAt
        ? { seat: 'B' as const, order: { type: 'concede' as const } }
        : randomOrder(state, random)!;
    const checked = R.check(state, next.seat, next.order);
    if (!checked.ok) throw new Error(checked.error.message);
    state = R.apply(state, next.seat, checked.value, dice).state;
    record = appendEntry(record, {
      kind: 'order',
      seat: next.seat,
      at,
      order: JSON.parse(JSON.stringify(checked.value)),
      dice: dice.take(),
      stateHash: R.hash(state),
    });
  }
  return finishRecord(record, {
    seedHex: seedToHex(SEED),
    result: state.result!,
    finalStateHash: R.hash(state),
  });
}

describe('game records of Star Cruiser Lite games verify', () => {
  test('scl is registered', () => {
    expect(RULESETS.scl).toBe(R);
  });

  test.each([
    ['Bismarck at Bay, standard', { scenario: 'bismarck_at_bay' }, {}],
    [
      'Carrier Strike, vector, massed missiles, with timeouts',
      { scenario: 'carrier_strike', options: { movement: 'vector', massed_missiles: 'on' } },
      { timeoutEvery: 7 },
    ],
    [
      'Breakout, quasi-naval, command and control, with timeouts',
      { scenario: 'breakout', options: { movement: 'naval', command_control: 'on' } },
      { timeoutEvery: 5 },
    ],
    [
      'Fleet Action, vector, command and control with fleet commanders, with timeouts',
      { scenario: 'fleet_action', options: { movement: 'vector', command_control: 'on' } },
      { timeoutEvery: 6 },
    ],
    [
      'Bismarck at Bay, ended by concession',
      { scenario: 'bismarck_at_bay', options: { armor_penetration: 'on', long_range: 'on' } },
      { concedeAt: 9 },
    ],
  ])('%s', (_name, setup, options) => {
    const record = recordGame(setup, 3, options);
    expect(record.result).not.toBeNull();
    if (setup.scenario === 'fleet_action') {
      const used = record.entries.filter(
        (e) => e.kind === 'order' && (e.order as { squadron?: unknown }).squadron,
      );
      expect(used.length, 'fleet commanders activate squadrons').toBeGreaterThan(0);
    }
    const verified = verifyRecord(JSON.parse(JSON.stringify(record)) as GameRecord, RULESETS);
    expect(verified).toMatchObject({ ok: true, value: { finished: true, result: record.result } });
  });

  test('a tampered die fails verification, naming the entry and the die', () => {
    const record = recordGame({ scenario: 'bismarck_at_bay' }, 8);
    const bad = JSON.parse(JSON.stringify(record)) as GameRecord;
    const entry = bad.entries.find((e) => e.dice.length > 0)!;
    const die = entry.dice[0]!;
    die.value = (die.value % die.sides) + 1;
    const verified = verifyRecord(bad, RULESETS);
    expect(verified.ok).toBe(false);
    if (!verified.ok)
      expect(verified.error).toMatchObject({
        code: 'record/die_mismatch',
        seq: entry.seq,
        k: die.k,
      });
  });
});
