import { hmac as portableHmac } from '@noble/hashes/hmac.js';
import { sha256 as portableSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * A SHA-256 implementation: the digest (32 bytes) of `data`, and HMAC-SHA256 (RFC 2104) of a
 * message under a key. Every backend computes the same functions; only the speed differs.
 */
export interface Sha256Backend {
  digest(data: Uint8Array): Uint8Array;
  hmac(key: Uint8Array, message: Uint8Array): Uint8Array;
  /**
   * Lowercase hex SHA-256 of the bytes `prefixHex` spells followed by the UTF-8 bytes of `text`
   * (see {@link sha256HexOf}). Optional: a host whose hash takes text and hex directly gives it
   * to skip the byte copies; without it the rules build the bytes and call {@link digest}.
   */
  hexOfText?(prefixHex: string, text: string): string;
}

const PORTABLE: Sha256Backend = {
  digest: portableSha256,
  hmac: (key, message) => portableHmac(portableSha256, key, message),
};

/** The bytes of a hex prefix followed by a text's UTF-8 bytes, in one array. */
function prefixedUtf8(prefixHex: string, text: string): Uint8Array {
  if (prefixHex.length % 2 !== 0) throw new TypeError('sha256HexOf: odd-length hex prefix');
  const body = utf8ToBytes(text);
  if (prefixHex.length === 0) return body;
  const offset = prefixHex.length / 2;
  const bytes = new Uint8Array(offset + body.length);
  bytes.set(hexToBytes(prefixHex));
  bytes.set(body, offset);
  return bytes;
}

/** The backend's {@link Sha256Backend.hexOfText}, or the same from its digest. */
function hexOfTextBy(chosen: Sha256Backend, prefixHex: string, text: string): string {
  if (chosen.hexOfText) return chosen.hexOfText(prefixHex, text);
  return bytesToHex(chosen.digest(prefixedUtf8(prefixHex, text)));
}

/**
 * Known answers a backend must give before it is used (FIPS 180-2, appendix B: "abc" and the
 * 448-bit message; the empty message), plus a 5,000-byte message that crosses many blocks.
 */
const KNOWN_ANSWERS: readonly { readonly text: string; readonly hex: string }[] = [
  { text: '', hex: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
  { text: 'abc', hex: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
  {
    text: 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
    hex: '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  },
];

/** RFC 4231, test case 2: HMAC-SHA256 with key "Jefe". */
const KNOWN_HMAC = {
  key: 'Jefe',
  message: 'what do ya want for nothing?',
  hex: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
};

let backend: Sha256Backend = PORTABLE;

/**
 * The SHA-256 digest of `data`, by the installed backend (see {@link useSha256}); by default the
 * portable one from `@noble/hashes`, which runs anywhere the rules run.
 */
export function sha256(data: Uint8Array): Uint8Array {
  return backend.digest(data);
}

/** Lowercase hex SHA-256 of a text's UTF-8 bytes. */
export function sha256HexOfText(text: string): string {
  return hexOfTextBy(backend, '', text);
}

/**
 * Lowercase hex SHA-256 of the bytes that `prefixHex` spells (e.g. the previous head of a hash
 * chain) followed by the UTF-8 bytes of `text`: the shape of every hash the server takes per
 * order, done without intermediate copies where the backend allows.
 */
export function sha256HexOf(prefixHex: string, text: string): string {
  return hexOfTextBy(backend, prefixHex, text);
}

/** HMAC-SHA256 of `message` under `key`, by the installed backend. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return backend.hmac(key, message);
}

/**
 * Installs a faster SHA-256 backend for every hash the rules take (state hashes, the game-log
 * chain, record signatures, seed commitments, the verifiable dice), e.g. a host's native one. A host that has none
 * keeps the portable backend; results are the same either way, byte for byte, so this changes
 * speed only, never a hash.
 *
 * The backend is checked against known answers first (the FIPS 180-2 examples, RFC 4231's second
 * HMAC example, and a long message and a long key compared with the portable backend); one that
 * gives a wrong answer is refused with an error and the backend in use stays as it was. The
 * same backend object installed again is not checked again.
 */
export function useSha256(candidate: Sha256Backend): void {
  if (!checkedBackends.has(candidate)) checkBackend(candidate);
  checkedBackends.add(candidate);
  backend = candidate;
}

/** Backends that gave every known answer (each is checked once, however often installed). */
const checkedBackends = new WeakSet<Sha256Backend>([PORTABLE]);

/** Throws unless the backend gives every known answer. */
function checkBackend(candidate: Sha256Backend): void {
  for (const { text, hex } of KNOWN_ANSWERS) {
    if (bytesToHex(candidate.digest(utf8ToBytes(text))) !== hex) {
      throw new Error(`useSha256: the backend gives a wrong digest for "${text}"`);
    }
  }
  const long = Uint8Array.from({ length: 5000 }, (_, i) => (i * 31 + 7) & 0xff);
  if (bytesToHex(candidate.digest(long)) !== bytesToHex(PORTABLE.digest(long))) {
    throw new Error('useSha256: the backend gives a wrong digest for a 5,000-byte message');
  }
  const known = candidate.hmac(utf8ToBytes(KNOWN_HMAC.key), utf8ToBytes(KNOWN_HMAC.message));
  const longKey = long.subarray(0, 100);
  if (
    bytesToHex(known) !== KNOWN_HMAC.hex ||
    bytesToHex(candidate.hmac(longKey, long)) !== bytesToHex(PORTABLE.hmac(longKey, long))
  ) {
    throw new Error('useSha256: the backend gives a wrong HMAC-SHA256');
  }
  if (candidate.hexOfText) {
    const prefix = bytesToHex(long.subarray(0, 32));
    // Text with two- to four-byte UTF-8 characters, so that the encoding is checked too.
    const text = `héllo ☃ 𝄞 ${'abc'.repeat(40)}`;
    for (const [p, t] of [
      ['', ''],
      ['', 'abc'],
      [prefix, text],
    ] as const) {
      if (candidate.hexOfText(p, t) !== hexOfTextBy(PORTABLE, p, t)) {
        throw new Error('useSha256: the backend gives a wrong digest of hex and text');
      }
    }
  }
}

/** Puts the portable backend back (for tests that compare backends). */
export function usePortableSha256(): void {
  backend = PORTABLE;
}
