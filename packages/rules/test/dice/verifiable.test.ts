import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, test } from 'vitest';
import { diceCommitment, rollVerifiable, verifiableDice } from '../../src/dice/index.js';

/** Seed bytes 00 01 02 … 1f: the test vector of issue 3 and the Starfire rulings (Dice). */
const VECTOR_SEED = Uint8Array.from({ length: 32 }, (_, i) => i);

describe('verifiable dice: the published test vector (Starfire rulings, Dice)', () => {
  test('commitment of seed 00…1f', () => {
    expect(diceCommitment(VECTOR_SEED)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
  });

  test.each([
    [0, 8],
    [1, 7],
    [2, 9],
    [3, 5],
    [4, 9],
    [5, 5],
    [6, 4],
    [7, 4],
    [8, 10],
    [9, 5],
  ])('d10 roll k=%i is %i', (k, expected) => {
    expect(rollVerifiable(VECTOR_SEED, k, 10)).toBe(expected);
    expect(verifiableDice(VECTOR_SEED).roll(k, 10)).toBe(expected);
  });
});

/** First four bytes, big-endian, of HMAC-SHA256(seed, "k:attempt"), computed independently. */
function attemptValue(seed: Uint8Array, k: number, attempt: number): number {
  const mac = hmac(sha256, seed, utf8ToBytes(`${k}:${attempt}`));
  return mac[0]! * 2 ** 24 + mac[1]! * 2 ** 16 + mac[2]! * 2 ** 8 + mac[3]!;
}

describe('verifiable dice: algorithm details', () => {
  test('a rejected first attempt falls through to the next attempt', () => {
    // A die with 2^31 + 1 sides rejects about half of all attempts, so such rolls show up quickly.
    const sides = 2 ** 31 + 1;
    const limit = 2 ** 32 - (2 ** 32 % sides);
    let k = 0;
    while (!(attemptValue(VECTOR_SEED, k, 0) >= limit && attemptValue(VECTOR_SEED, k, 1) < limit))
      k += 1;
    expect(rollVerifiable(VECTOR_SEED, k, sides)).toBe(
      1 + (attemptValue(VECTOR_SEED, k, 1) % sides),
    );
    expect(rollVerifiable(VECTOR_SEED, k, sides)).not.toBe(
      1 + (attemptValue(VECTOR_SEED, k, 0) % sides),
    );
  });

  test('an accepted first attempt gives 1 + (u mod sides)', () => {
    for (let k = 0; k < 20; k += 1) {
      expect(rollVerifiable(VECTOR_SEED, k, 6)).toBe(1 + (attemptValue(VECTOR_SEED, k, 0) % 6));
    }
  });

  test('every face of a d6 and d10 turns up and no value falls outside the die', () => {
    for (const sides of [6, 10]) {
      const seen = new Set<number>();
      for (let k = 0; k < 400; k += 1) seen.add(rollVerifiable(VECTOR_SEED, k, sides));
      expect([...seen].sort((a, b) => a - b)).toEqual(
        Array.from({ length: sides }, (_, i) => i + 1),
      );
    }
  });

  test('a one-sided die always rolls 1', () => {
    expect(rollVerifiable(VECTOR_SEED, 5, 1)).toBe(1);
  });

  test('the source copies its seed: later changes to the caller’s bytes change nothing', () => {
    const seed = Uint8Array.from(VECTOR_SEED);
    const dice = verifiableDice(seed);
    seed.fill(0xff);
    expect(dice.roll(0, 10)).toBe(8);
  });

  test.each([
    ['a short seed', new Uint8Array(31), 0, 10],
    ['a negative roll number', VECTOR_SEED, -1, 10],
    ['a fractional roll number', VECTOR_SEED, 1.5, 10],
    ['a zero-sided die', VECTOR_SEED, 0, 0],
  ])('throws on %s (programmer error)', (_label, seed, k, sides) => {
    expect(() => rollVerifiable(seed, k, sides)).toThrow(RangeError);
  });
});

describe('verifiable dice: one source, many rolls', () => {
  test('a source keyed once gives every roll the independent computation gives, rejections included', () => {
    const dice = verifiableDice(VECTOR_SEED);
    const sides = 2 ** 31 + 1;
    for (let k = 0; k < 200; k += 1) {
      const die = k % 3 === 0 ? sides : k % 3 === 1 ? 6 : 10;
      const limit = 2 ** 32 - (2 ** 32 % die);
      let attempt = 0;
      while (attemptValue(VECTOR_SEED, k, attempt) >= limit) attempt += 1;
      expect(dice.roll(k, die)).toBe(1 + (attemptValue(VECTOR_SEED, k, attempt) % die));
    }
  });
});
