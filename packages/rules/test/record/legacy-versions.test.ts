import { describe, expect, test } from 'vitest';
import type { GameRecord } from '../../src/record/schema.js';
import { replayRecord } from '../../src/record/replay.js';
import { verifyRecord } from '../../src/record/verify.js';
import { RULESETS } from '../../src/rulesets.js';
import sclNaval from './fixtures/scl-1.1.0-bismarck-naval.json' with { type: 'json' };
import startrekAmbush from './fixtures/startrek-1.0.0-ambush.json' with { type: 'json' };
import { copy } from './support.js';

/**
 * Records made by the engines that played these versions, before issue 27 ("Where the engine
 * departs from the seed's words") made the seeds' words the default:
 * - Star Trek 1.0.0, Ambush: a ship fires on a cloaked raider whose real token another ship of
 *   its side had found (Cloaking), torpedoes and damage control by the earlier readings.
 * - Star Cruiser Lite 1.1.0, Bismarck at Bay in quasi-naval movement: ships turn without moving
 *   a hex ("Quasi-Naval" Movement), and missiles are numbered by one counter for both sides.
 * They must verify under the version they name for as long as this program plays it.
 */
const FIXTURES = [
  ['startrek 1.0.0, Ambush', startrekAmbush, '1.0.0', '1.2.0'],
  ['scl 1.1.0, Bismarck at Bay, quasi-naval', sclNaval, '1.1.0', '1.3.0'],
] as const;

const fixture = (record: unknown) => copy(record as GameRecord);

/** The orders of a record, in order. */
function orders(record: GameRecord): { seat: string; order: Record<string, unknown> }[] {
  return record.entries.flatMap((e) =>
    e.kind === 'order' ? [{ seat: e.seat, order: e.order as Record<string, unknown> }] : [],
  );
}

describe('records of the versions before the seeds’ words became the default', () => {
  test.each(FIXTURES)('%s still verifies', (_name, file, version, current) => {
    const record = fixture(file);
    expect(record.ruleset.version).toBe(version);
    expect(RULESETS[record.ruleset.id]?.version).toBe(current);
    expect(verifyRecord(record, RULESETS)).toMatchObject({
      ok: true,
      value: { finished: true, result: record.result },
    });
  });

  test.each(FIXTURES)(
    '%s does not verify if it claims the current version: the readings are part of the game',
    (_name, file, _version, current) => {
      const record = fixture(file);
      record.ruleset.version = current;
      const verified = verifyRecord(record, RULESETS);
      expect(!verified.ok && verified.error.code).toBe('record/state_mismatch');
    },
  );

  test('the Star Trek record has a ship firing on a raider that another ship’s scan found', () => {
    const replayed = replayRecord(fixture(startrekAmbush), RULESETS);
    const finders = new Map<string, Set<string>>();
    const crossFire = replayed.steps.filter((step) => {
      for (const e of step.events as {
        type: string;
        ship: string;
        target: string;
        real: unknown;
      }[])
        if (e.type === 'token_scanned' && e.real === true)
          finders.set(e.target, (finders.get(e.target) ?? new Set()).add(e.ship));
      const o = step.order as { type?: string; ship?: string; target?: string } | null;
      const found = finders.get(o?.target ?? '');
      return o?.type === 'fire' && found !== undefined && !found.has(o.ship ?? '');
    });
    expect(replayed.error).toBeNull();
    expect(crossFire.length).toBeGreaterThan(0);
  });

  test('the Star Cruiser Lite record has pivots in place and A’s first missile numbered after B’s', () => {
    const moves = orders(fixture(sclNaval)).flatMap((o) =>
      o.order.type === 'move' ? (o.order.moves as { unit: string; steps: string[] }[]) : [],
    );
    expect(moves.some((m) => m.steps.length === 1 && ['L', 'R'].includes(m.steps[0]!))).toBe(true);
    expect(moves.some((m) => m.unit === 'AM4')).toBe(true);
    expect(moves.some((m) => m.unit === 'AM1')).toBe(false);
  });
});
