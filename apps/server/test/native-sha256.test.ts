// The server's native SHA-256 backend (src/util/native-sha256.ts) must give every die and every
// hash the rules' portable one gives: the published dice test vector (Starfire rulings, Dice)
// and a state hash, on both backends.
import { diceCommitment, hashValue, usePortableSha256, verifiableDice } from '@broadside/rules';
import { afterAll, describe, expect, test } from 'vitest';
import { installNativeSha256 } from '../src/util/native-sha256.js';

afterAll(() => installNativeSha256());

/** Seed bytes 00 01 02 … 1f: the published test vector. */
const VECTOR_SEED = Uint8Array.from({ length: 32 }, (_, i) => i);

describe.each([
  ['portable', usePortableSha256],
  ['native', installNativeSha256],
])('the %s backend', (_name, install) => {
  test('rolls the published d10 vector and commits to the seed', () => {
    install();
    const dice = verifiableDice(VECTOR_SEED);
    expect(Array.from({ length: 10 }, (_, k) => dice.roll(k, 10))).toEqual([
      8, 7, 9, 5, 9, 5, 4, 4, 10, 5,
    ]);
    expect(diceCommitment(VECTOR_SEED)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
  });

  test('hashes a value as the portable backend does', () => {
    const value = { units: [{ id: 'A1', hex: { q: 1, r: -2 } }], note: 'ünïcode ✓' };
    usePortableSha256();
    const portable = hashValue(value);
    install();
    expect(hashValue(value)).toBe(portable);
  });
});
