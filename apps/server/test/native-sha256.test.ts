// The server's native SHA-256 backend (src/util/native-sha256.ts) must give every die and every
// hash the rules' portable one gives: the published dice test vector (Starfire rulings, Dice)
// and a state hash, on both backends.
import {
  chainLink,
  diceCommitment,
  hashValue,
  sha256HexOf,
  usePortableSha256,
  verifiableDice,
} from '@broadside/rules';
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

  test('links the hash chain as the portable backend does', () => {
    const entry = {
      seq: 7,
      kind: 'order' as const,
      seat: 'B',
      at: '2026-12-07T10:00:00.000Z',
      order: { type: 'fire', note: 'fuego ☄ 𝄞' },
      dice: [{ k: 3, sides: 10, value: 9 }],
    };
    const previous = 'c0ffee'.repeat(10) + 'beef';
    usePortableSha256();
    const portable = chainLink(previous, entry);
    install();
    expect(chainLink(previous, entry)).toBe(portable);
  });
});

describe('the native hex-and-text digest', () => {
  test.each([['abc'], ['zz'.repeat(32)], ['0g']])('refuses the bad hex prefix %j', (prefix) => {
    installNativeSha256();
    expect(() => sha256HexOf(prefix, 'text')).toThrow(/hex/);
  });
});
