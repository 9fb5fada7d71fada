/**
 * Contract suite, records: a game of every registered ruleset, written down the way the server
 * writes it (every die, every state hash), verifies through `verifyRecord`; a changed die or
 * order does not.
 */
import { describe, expect, test } from 'vitest';
import { diceCommitment } from '../../src/dice/verifiable.js';
import { seedToHex } from '../../src/dice/seed.js';
import { appendEntry, finishRecord, newRecord, type NewEntry } from '../../src/record/build.js';

type NewOrder = Extract<NewEntry, { kind: 'order' }>['order'];
import type { GameRecord } from '../../src/record/schema.js';
import { verifyRecord } from '../../src/record/verify.js';
import { RULESETS } from '../../src/rulesets.js';
import type { AnyRuleset } from '../../src/core/ruleset.js';
import { REGISTERED, playRandom, setupCases, type Played } from './harness.js';

function recordOf(R: AnyRuleset, input: unknown, game: Played): GameRecord {
  let record = newRecord({
    ruleset: R,
    gameId: `${R.id}-contract`,
    createdAt: '2026-12-01T09:00:00.000Z',
    setup: input,
    seats: R.seats(game.state).map((seat) => ({ seat, name: `Player ${seat}` })),
    commitment: diceCommitment(game.seed),
    startDice: [...game.startRolls],
    startStateHash: R.hash(game.state),
  });
  game.steps.forEach((step, i) => {
    const common = {
      seat: step.entry.seat,
      at: new Date(Date.UTC(2026, 11, 1, 9, 0, i + 1)).toISOString(),
      dice: [...step.rolls],
      stateHash: R.hash(step.after),
    };
    record = appendEntry(
      record,
      step.entry.kind === 'order'
        ? {
            ...common,
            kind: 'order',
            order: JSON.parse(JSON.stringify(step.entry.order)) as NewOrder,
          }
        : { ...common, kind: 'timeout' },
    );
  });
  const result = R.result(game.final);
  if (result === null) return record;
  return finishRecord(record, {
    seedHex: seedToHex(game.seed),
    result,
    finalStateHash: R.hash(game.final),
  });
}

const copy = (record: GameRecord): GameRecord => JSON.parse(JSON.stringify(record)) as GameRecord;

describe.each(REGISTERED)('%s: records round-trip through verifyRecord', (_id, R) => {
  // Every scenario with default options and once with options at random, then one game that a
  // side concedes at its tenth step. Timeouts are written down as a server writes them.
  const cases = setupCases(R, 1, 71);
  const played = [
    ...cases.map((c, n) => ({
      ...c,
      game: playRandom(R, c.input, 70 + n, { concede: 0.001, timeout: 0.02 }),
    })),
    { ...cases[0]!, game: playRandom(R, cases[0]!.input, 69, { concedeAt: 9 }) },
  ];

  test('a game ended by concession is among them', () => {
    expect(R.result(played.at(-1)!.game.final)?.reason).toBe('concession');
  });

  test.each(played.map((p) => [p.scenario, p.input, p] as const))(
    '%s %j: a finished game verifies',
    (_s, _input, p) => {
      const record = recordOf(R, p.input, p.game);
      expect(record.result).not.toBeNull();
      const verified = verifyRecord(copy(record), RULESETS);
      expect(verified).toMatchObject({
        ok: true,
        value: { finished: true, result: record.result, entries: p.game.steps.length },
      });
    },
  );

  test('a changed die fails, naming the entry and the die', () => {
    const p = played.find((x) => x.game.steps.some((s) => s.rolls.length > 0));
    if (!p) throw new Error(`${R.id}: no game rolled a die after creation`);
    const bad = copy(recordOf(R, p.input, p.game));
    const entry = bad.entries.find((e) => 'dice' in e && e.dice.length > 0)!;
    const die = ('dice' in entry ? entry.dice : [])[0]!;
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

  test('a changed order fails', () => {
    const p = played[0]!;
    const bad = copy(recordOf(R, p.input, p.game));
    const entry = bad.entries.find((e) => e.kind === 'order')!;
    entry.order = { type: 'concede' };
    expect(verifyRecord(bad, RULESETS).ok).toBe(false);
  });
});
