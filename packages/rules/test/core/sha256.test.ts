import { sha256 as portable } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { afterEach, describe, expect, test } from 'vitest';
import {
  hashValue,
  sha256,
  sha256HexOfText,
  usePortableSha256,
  useSha256,
} from '../../src/core/index.js';
import { chainLink } from '../../src/record/index.js';

afterEach(() => usePortableSha256());

describe('SHA-256 backend: known answers (FIPS 180-2, appendix B)', () => {
  test.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('SHA-256(%j)', (text, hex) => {
    expect(sha256HexOfText(text)).toBe(hex);
    expect(bytesToHex(sha256(utf8ToBytes(text)))).toBe(hex);
  });
});

describe('SHA-256 backend: installing another', () => {
  test('a correct backend is used for every hash the rules take, with the same results', () => {
    const value = { b: [1, 'two', null], a: { nested: true } };
    const before = { state: hashValue(value), link: chainLink('00'.repeat(32), entry()) };
    let calls = 0;
    useSha256((data) => {
      calls += 1;
      return portable(data);
    });
    const checks = calls;
    expect(hashValue(value)).toBe(before.state);
    expect(chainLink('00'.repeat(32), entry())).toBe(before.link);
    expect(calls).toBe(checks + 2);
  });

  test.each([
    ['gives a wrong digest', (data: Uint8Array) => portable(Uint8Array.from([...data, 0]))],
    [
      'is right on short messages only',
      (data: Uint8Array) => (data.length > 100 ? new Uint8Array(32) : portable(data)),
    ],
  ])('a backend that %s is refused and the one in use stays', (_, wrong) => {
    let calls = 0;
    useSha256((data) => {
      calls += 1;
      return portable(data);
    });
    expect(() => useSha256(wrong)).toThrow(/wrong digest/);
    const before = calls;
    sha256HexOfText('abc');
    expect(calls).toBe(before + 1);
  });
});

function entry() {
  return {
    seq: 1,
    kind: 'order' as const,
    seat: 'A',
    at: '2026-12-07T10:00:00.000Z',
    order: { type: 'pass' },
    dice: [],
  };
}
