import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, test } from 'vitest';
import { canonicalJson, hashValue } from '../../src/core/canonical-json.js';
import { scriptedDice } from '../../src/dice/scripted.js';
import { starfireRuleset as R } from '../../src/starfire/ruleset.js';

/**
 * The first, obviously correct implementation (sort, filter, map, join): the fast one must give
 * the same text for every input, since stored games keep hashes made with it.
 */
function reference(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string')
    return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('non-finite');
    return JSON.stringify(value);
  }
  if (Array.isArray(value))
    return `[${value.map((item) => reference(item === undefined ? null : item)).join(',')}]`;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${reference(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  throw new TypeError(`cannot serialise ${typeof value}`);
}

describe('canonicalJson', () => {
  test.each([
    [
      'keys sorted at every level',
      { b: 1, a: { d: [1, 2], c: 'x' } },
      '{"a":{"c":"x","d":[1,2]},"b":1}',
    ],
    ['undefined members left out', { a: undefined, b: null }, '{"b":null}'],
    ['undefined array items become null', [1, undefined, 2], '[1,null,2]'],
    ['negative zero is written 0, as JSON does', { z: -0 }, '{"z":0}'],
    ['large and small numbers as JSON writes them', [1e21, 1.5e-7, -3.25], '[1e+21,1.5e-7,-3.25]'],
    ['strings escaped as JSON does', ['a"b\\c\n', 'é ✓'], '["a\\"b\\\\c\\n","é ✓"]'],
    [
      'keys compared by UTF-16 code units',
      { b: 1, B: 2, aa: 3, a: 4, é: 5 },
      '{"B":2,"a":4,"aa":3,"b":1,"é":5}',
    ],
  ])('%s', (_name, value, text) => {
    expect(canonicalJson(value)).toBe(text);
    expect(canonicalJson(value)).toBe(reference(value));
  });

  test.each([
    ['a function', () => 1],
    ['a bigint', 1n],
    ['infinity', Number.POSITIVE_INFINITY],
    ['NaN inside an object', { a: Number.NaN }],
    ['undefined at the top', undefined],
  ])('throws on %s (a programmer error)', (_name, value) => {
    expect(() => canonicalJson(value)).toThrow(TypeError);
  });

  test('gives the text of the reference implementation for any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 500 },
    );
  });

  // Strings over 20 characters skip the cache and are quoted as they are unless they hold a
  // character JSON escapes: each such character, at both sides of the length limit.
  test.each([
    ['a plain ISO time', '2026-12-07T16:59:23.123Z'],
    ['a quote', 'said "hold fire" twice, then fired'],
    ['a backslash', 'C:\\fleet\\task group one'],
    ['a newline and a tab', 'first line of the log\nsecond\tline'],
    ['a NUL and an escape character', 'control \u0000 and \u001b characters here'],
    ['a lone high surrogate', 'broken pair \ud83d here and more text'],
    ['a lone low surrogate', 'broken pair \ude80 here and more text'],
    ['a whole emoji', 'a rocket 🚀 in a longer string'],
    ['line and paragraph separators', 'kept as they are: \u2028 and \u2029 ok'],
    ['DEL', 'kept as it is: \u007f in a long string'],
  ])('a long string with %s is quoted as JSON quotes it', (_name, text) => {
    for (const value of [text, text.slice(0, 20), text.slice(0, 21)]) {
      expect(canonicalJson(value)).toBe(JSON.stringify(value));
      expect(canonicalJson({ [value]: value })).toBe(reference({ [value]: value }));
    }
  });

  test('long strings of any content are quoted as JSON quotes them (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 21, maxLength: 60 }), (text) => {
        expect(canonicalJson([text])).toBe(JSON.stringify([text]));
      }),
      { numRuns: 1000 },
    );
  });

  test('objects with many keys (over the insertion-sort size) sort the same', () => {
    const keys = Array.from({ length: 80 }, (_, i) => `k${(i * 37) % 80}`);
    const value = Object.fromEntries(keys.map((key, i) => [key, i]));
    expect(canonicalJson(value)).toBe(reference(value));
  });
});

describe('hashValue and the state hash', () => {
  test('hashValue is the SHA-256 of the canonical text', () => {
    const value = { z: [1, 'two', null], a: { y: true } };
    expect(hashValue(value)).toBe(bytesToHex(sha256(utf8ToBytes(reference(value)))));
  });

  test('golden: the warp point assault’s first state hashes as it did before the fast encoder', () => {
    const parsed = R.parseSetup({ scenario: 'warp_assault', rulesVersion: '1.1.0' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const created = R.create(parsed.value, scriptedDice([]));
    if (!created.ok) throw new Error(created.error.message);
    expect(hashValue(created.value.state.setup)).toBe(
      'f0665eac31f30b3ce9b2714c9b35815009c73dc8866df42b4377036be6923ceb',
    );
    expect(R.hash(created.value.state)).toBe(
      '8edefd446039a6e47875abd3f3961e5ae3aeb83e2b6556195bf0c8ee64e69096',
    );
  });
});
