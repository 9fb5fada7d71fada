import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { err, ok, ruleError, type Result } from '../core/result.js';
import { SEED_BYTES } from './verifiable.js';

const SEED_HEX = /^[0-9a-fA-F]{64}$/;

/**
 * Reads a 32-byte seed written as 64 hex digits (either case). Error `dice/bad_seed` for
 * anything else.
 */
export function seedFromHex(text: string): Result<Uint8Array> {
  if (!SEED_HEX.test(text)) {
    return err(
      ruleError(
        'dice/bad_seed',
        `A seed is ${SEED_BYTES} bytes written as ${SEED_BYTES * 2} hex digits.`,
      ),
    );
  }
  return ok(hexToBytes(text.toLowerCase()));
}

/** Writes seed bytes as lowercase hex. */
export function seedToHex(seed: Uint8Array): string {
  return bytesToHex(seed);
}
