import { describe, expect, test } from 'vitest';
import { parseRecord, parseRecordText } from '../../src/record/parse.js';
import { toyRuleset, type ToyState } from './toy-ruleset.js';
import { copy, playAndRecord } from './support.js';

const record = playAndRecord(toyRuleset, { target: 8 }, (state) => ({
  kind: 'order',
  seat: (state as ToyState).toMove,
  order: { type: 'roll' },
})).record;

describe('parseRecord', () => {
  test('a record survives JSON text and back', () => {
    const parsed = parseRecordText(JSON.stringify(record, null, 2));
    expect(parsed).toEqual({ ok: true, value: record });
  });

  test.each([
    ['text that is not JSON', '{"format": ', 'record/bad_json', /not valid JSON/],
    [
      'JSON that is not a record',
      '{"hello": 1}',
      'record/not_a_record',
      /not a Broadside game record/,
    ],
    [
      'a newer format version',
      JSON.stringify({ ...record, formatVersion: 6 }),
      'record/unsupported_version',
      /format version 6; this program reads versions up to 5/,
    ],
    [
      'a die with value 0',
      JSON.stringify({ ...record, start: { dice: [{ k: 0, sides: 2, value: 0 }] } }),
      'record/invalid',
      /start\.dice\[0\]\.value/,
    ],
    [
      'an entry without a time',
      JSON.stringify({ ...record, entries: [{ ...record.entries[0], at: 'yesterday' }] }),
      'record/invalid',
      /entries\[0\]\.at/,
    ],
    [
      'an unknown entry kind',
      JSON.stringify({ ...record, entries: [{ ...record.entries[0], kind: 'chat' }] }),
      'record/invalid',
      /entries\[0\]/,
    ],
    [
      'an unknown top-level field',
      JSON.stringify({ ...record, comment: 'hi' }),
      'record/invalid',
      /./,
    ],
    [
      'a commitment in upper case',
      JSON.stringify({
        ...record,
        dice: { ...record.dice, commitment: record.dice.commitment.toUpperCase() },
      }),
      'record/invalid',
      /dice\.commitment/,
    ],
  ])('%s', (_name, text, code, message) => {
    const parsed = parseRecordText(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message).toMatch(message);
    }
  });

  test('parseRecord takes a value as well', () => {
    expect(parseRecord(copy(record)).ok).toBe(true);
    expect(parseRecord(null).ok).toBe(false);
  });
});
