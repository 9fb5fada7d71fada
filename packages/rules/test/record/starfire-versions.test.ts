import { describe, expect, test } from 'vitest';
import type { GameRecord } from '../../src/record/schema.js';
import { verifyRecord } from '../../src/record/verify.js';
import { RULESETS } from '../../src/rulesets.js';
import { starfireRuleset } from '../../src/starfire/ruleset.js';
import type { StarfireState } from '../../src/starfire/state.js';
import taskGroups from './fixtures/starfire-1.1.0-task-groups.json' with { type: 'json' };
import warpAssault from './fixtures/starfire-1.1.0-warp-assault.json' with { type: 'json' };
import { randomLegalOrders } from './starfire-support.js';
import { copy, playAndRecord } from './support.js';

/**
 * Records of Starfire 1.1.0 games, made by the 1.1.0 engine before the rulings were revised
 * (random legal play, turn limit 3). They must verify, under the version they name, for as long
 * as this program plays 1.1.0.
 */
const FIXTURES = [
  ['warp point assault with three exits', warpAssault],
  ['task groups', taskGroups],
] as const;

/** A fresh copy of a fixture. */
function fixture(record: unknown): GameRecord {
  return copy(record as GameRecord);
}

describe('Starfire rules versions in records', () => {
  test('new games are 1.3.0; the ruleset still plays 1.1.0 and 1.2.0 and nothing else', () => {
    expect(starfireRuleset.version).toBe('1.3.0');
    expect(starfireRuleset.atVersion?.('1.1.0')?.version).toBe('1.1.0');
    expect(starfireRuleset.atVersion?.('1.2.0')?.version).toBe('1.2.0');
    expect(starfireRuleset.atVersion?.('1.3.0')).toBe(starfireRuleset);
    expect(starfireRuleset.atVersion?.('1.0.0')).toBeNull();
  });

  test.each(FIXTURES)('a 1.1.0 record (%s) still verifies', (_name, file) => {
    const record = fixture(file);
    expect(record.ruleset).toEqual({ id: 'starfire', version: '1.1.0' });
    const verified = verifyRecord(record, RULESETS);
    expect(verified).toMatchObject({ ok: true, value: { finished: true, result: record.result } });
  });

  test.each(FIXTURES)(
    'the same record (%s) does not verify if it claims 1.2.0: the rulings are part of the game',
    (_name, file) => {
      const record = fixture(file);
      record.ruleset.version = '1.2.0';
      const verified = verifyRecord(record, RULESETS);
      expect(!verified.ok && verified.error.code).toBe('record/state_mismatch');
    },
  );

  test('a record of a version this program does not play is refused', () => {
    const record = fixture(FIXTURES[1][1]);
    record.ruleset.version = '1.0.0';
    const verified = verifyRecord(record, RULESETS);
    expect(!verified.ok && verified.error.code).toBe('record/ruleset_version');
  });

  test('a 1.2.0 warp point assault plays by the new rulings and verifies', () => {
    const { record, state } = playAndRecord(
      starfireRuleset,
      { scenario: 'warp_assault', turnLimit: 3 },
      randomLegalOrders(11),
    );
    expect(record.ruleset.version).toBe('1.3.0');
    const first = record.entries[0];
    expect(first?.kind === 'order' && first.seat === 'A' && first.order).toMatchObject({
      type: 'place_warp_point',
    });
    expect((state as StarfireState).setup.rulesVersion).toBe('1.3.0');
    expect(verifyRecord(record, RULESETS)).toMatchObject({ ok: true, value: { finished: true } });
  });

  test('a 1.1.0 game created today has the setup, and so the hashes, of before', () => {
    const legacy = starfireRuleset.atVersion?.('1.1.0');
    if (!legacy) throw new Error('no 1.1.0');
    const record = fixture(FIXTURES[0][1]);
    const { record: again } = playAndRecord(legacy, record.setup, randomLegalOrders(3), {
      maxMoves: 0,
    });
    expect(again.start.stateHash).toBe(record.start.stateHash);
    const setup = legacy.parseSetup(record.setup);
    expect(setup.ok && 'rulesVersion' in setup.value).toBe(false);
  });
});
