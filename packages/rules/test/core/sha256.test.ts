import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as portable } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { afterEach, describe, expect, test } from 'vitest';
import {
  hashValue,
  hmacSha256,
  sha256,
  sha256HexOf,
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

test('HMAC-SHA256 known answer (RFC 4231, test case 2)', () => {
  expect(
    bytesToHex(hmacSha256(utf8ToBytes('Jefe'), utf8ToBytes('what do ya want for nothing?'))),
  ).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
});

describe('SHA-256 of a hex prefix and a text', () => {
  test.each([
    ['', ''],
    ['', 'abc'],
    ['00'.repeat(32), '{"seq":1}'],
    ['ff01', 'héllo ☃ 𝄞'],
  ])('sha256HexOf(%j, %j) is the digest of the prefix bytes then the UTF-8 text', (hex, text) => {
    expect(sha256HexOf(hex, text)).toBe(portableHexOf(hex, text));
  });

  test('an odd-length prefix is refused', () => {
    expect(() => sha256HexOf('abc', 'x')).toThrow(/odd-length/);
  });
});

describe('SHA-256 backend: installing another', () => {
  test('a correct backend is used for every hash the rules take, with the same results', () => {
    const value = { b: [1, 'two', null], a: { nested: true } };
    const before = { state: hashValue(value), link: chainLink('00'.repeat(32), entry()) };
    let calls = 0;
    useSha256(countingBackend(() => (calls += 1)));
    const checks = calls;
    expect(hashValue(value)).toBe(before.state);
    expect(chainLink('00'.repeat(32), entry())).toBe(before.link);
    expect(calls).toBe(checks + 2);
  });

  test("a backend's hex-and-text digest is used for chain links and state hashes", () => {
    const value = { b: [1, 'two', null], a: { nested: true } };
    const before = { state: hashValue(value), link: chainLink('00'.repeat(32), entry()) };
    let direct = 0;
    const backend = {
      ...countingBackend(),
      hexOfText: (prefix: string, text: string) => {
        direct += 1;
        return portableHexOf(prefix, text);
      },
    };
    useSha256(backend);
    const checks = direct;
    expect(hashValue(value)).toBe(before.state);
    expect(chainLink('00'.repeat(32), entry())).toBe(before.link);
    expect(direct).toBe(checks + 2);
  });

  test('a backend is checked against the known answers once, however often installed', () => {
    let calls = 0;
    const backend = countingBackend(() => (calls += 1));
    useSha256(backend);
    const checks = calls;
    expect(checks).toBeGreaterThan(0);
    usePortableSha256();
    useSha256(backend);
    expect(calls).toBe(checks);
  });

  test.each([
    [
      'gives a wrong digest',
      {
        ...countingBackend(),
        digest: (data: Uint8Array) => portable(Uint8Array.from([...data, 0])),
      },
      /wrong digest/,
    ],
    [
      'is right on short messages only',
      {
        ...countingBackend(),
        digest: (data: Uint8Array) => (data.length > 100 ? new Uint8Array(32) : portable(data)),
      },
      /wrong digest/,
    ],
    [
      'keys its HMAC wrongly',
      { ...countingBackend(), hmac: (_key: Uint8Array, m: Uint8Array) => hmac(portable, m, m) },
      /wrong HMAC/,
    ],
    [
      'ignores the prefix of a hex-and-text digest',
      {
        ...countingBackend(),
        hexOfText: (_prefix: string, text: string) => bytesToHex(portable(utf8ToBytes(text))),
      },
      /wrong digest of hex and text/,
    ],
    [
      'encodes text as Latin-1 in a hex-and-text digest',
      {
        ...countingBackend(),
        hexOfText: (prefix: string, text: string) =>
          bytesToHex(
            portable(
              Uint8Array.from([
                ...(prefix.match(/../g) ?? []).map((b) => parseInt(b, 16)),
                ...[...text].map((c) => c.charCodeAt(0) & 0xff),
              ]),
            ),
          ),
      },
      /wrong digest of hex and text/,
    ],
    [
      'is wrong on long keys only',
      {
        ...countingBackend(),
        hmac: (key: Uint8Array, m: Uint8Array) =>
          hmac(portable, key.length > 64 ? portable(key).subarray(1) : key, m),
      },
      /wrong HMAC/,
    ],
  ])('a backend that %s is refused and the one in use stays', (_, wrong, error) => {
    let calls = 0;
    useSha256(countingBackend(() => (calls += 1)));
    expect(() => useSha256(wrong)).toThrow(error);
    const before = calls;
    sha256HexOfText('abc');
    expect(calls).toBe(before + 1);
  });
});

/** The portable functions, counting each call. */
function countingBackend(count: () => void = () => {}) {
  return {
    digest: (data: Uint8Array) => {
      count();
      return portable(data);
    },
    hmac: (key: Uint8Array, message: Uint8Array) => {
      count();
      return hmac(portable, key, message);
    },
  };
}

/** The portable hex digest of a hex prefix and a text. */
function portableHexOf(prefix: string, text: string): string {
  const head = (prefix.match(/../g) ?? []).map((b) => parseInt(b, 16));
  return bytesToHex(portable(Uint8Array.from([...head, ...utf8ToBytes(text)])));
}

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
