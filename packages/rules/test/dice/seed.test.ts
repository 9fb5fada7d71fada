import { describe, expect, test } from 'vitest';
import { diceCommitment, seedFromHex, seedToHex } from '../../src/dice/index.js';

const VECTOR_HEX = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('seed hex helpers', () => {
  test('reads the test-vector seed and round-trips it', () => {
    const parsed = seedFromHex(VECTOR_HEX);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(Array.from(parsed.value)).toEqual(Array.from({ length: 32 }, (_, i) => i));
    expect(seedToHex(parsed.value)).toBe(VECTOR_HEX);
    expect(diceCommitment(parsed.value)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
  });

  test('accepts upper case and writes lower case', () => {
    const parsed = seedFromHex(VECTOR_HEX.toUpperCase());
    expect(parsed.ok && seedToHex(parsed.value)).toBe(VECTOR_HEX);
  });

  test.each([
    ['empty', ''],
    ['too short', VECTOR_HEX.slice(2)],
    ['too long', `${VECTOR_HEX}00`],
    ['not hex', `${VECTOR_HEX.slice(0, 62)}zz`],
    ['with prefix', `0x${VECTOR_HEX.slice(2)}`],
  ])('rejects a seed that is %s with dice/bad_seed', (_label, text) => {
    const parsed = seedFromHex(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('dice/bad_seed');
  });
});
