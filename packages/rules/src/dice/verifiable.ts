import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { DiceSource } from '../core/dice-source.js';
import { hmacSha256, sha256 } from '../core/sha256.js';

/**
 * Verifiable dice (Starfire rulings, Dice). A game's seed is 32 secret bytes; its commitment
 * (published at creation) is the SHA-256 of the seed; the seed is revealed when the game ends,
 * so anyone can recompute every roll with {@link rollVerifiable} and check the commitment.
 */

/** Length of a game seed in bytes. */
export const SEED_BYTES = 32;

const TWO_POW_32 = 2 ** 32;

/** The lowercase hex SHA-256 of the seed bytes: the public commitment to a game's dice. */
export function diceCommitment(seed: Uint8Array): string {
  return bytesToHex(sha256(seed));
}

function checkRollArguments(seed: Uint8Array, k: number, sides: number): void {
  if (seed.length !== SEED_BYTES) {
    throw new RangeError(
      `verifiable dice: the seed must be ${SEED_BYTES} bytes, got ${seed.length}`,
    );
  }
  if (!Number.isSafeInteger(k) || k < 0) {
    throw new RangeError(`verifiable dice: roll number must be a non-negative integer, got ${k}`);
  }
  if (!Number.isSafeInteger(sides) || sides < 1 || sides > TWO_POW_32) {
    throw new RangeError(`verifiable dice: sides must be an integer from 1 to 2^32, got ${sides}`);
  }
}

/**
 * Roll number `k` of a game with a `sides`-faced die. For attempt = 0, 1, 2 …: u is the first
 * four bytes, big-endian, of HMAC-SHA256(key = seed, message = ASCII "k:attempt"); with
 * limit = 2^32 − (2^32 mod sides), the first u below limit gives 1 + (u mod sides). The
 * rejection step keeps every face exactly equally likely. Throws on a seed that is not 32 bytes,
 * a negative or fractional k, or bad sides (programmer errors).
 */
export function rollVerifiable(seed: Uint8Array, k: number, sides: number): number {
  checkRollArguments(seed, k, sides);
  const limit = TWO_POW_32 - (TWO_POW_32 % sides);
  for (let attempt = 0; ; attempt += 1) {
    const mac = hmacSha256(seed, utf8ToBytes(`${k}:${attempt}`));
    const u = new DataView(mac.buffer, mac.byteOffset, mac.byteLength).getUint32(0, false);
    if (u < limit) return 1 + (u % sides);
  }
}

/** A {@link DiceSource} over {@link rollVerifiable}; it keeps its own copy of the seed. */
export function verifiableDice(seed: Uint8Array): DiceSource {
  const key = Uint8Array.from(seed);
  if (key.length !== SEED_BYTES) {
    throw new RangeError(`verifiableDice: the seed must be ${SEED_BYTES} bytes, got ${key.length}`);
  }
  return { roll: (k, sides) => rollVerifiable(key, k, sides) };
}
