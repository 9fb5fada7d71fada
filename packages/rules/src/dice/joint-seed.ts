import { sha256 } from '../core/sha256.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { diceCommitment, SEED_BYTES } from './verifiable.js';

/**
 * Seeds made together (docs/fair-play.md). The server commits to a secret when the game is
 * created; each player commits to a random 32-byte nonce when taking a seat; once every seat has
 * committed, each reveals its nonce; the game's seed is then a hash over all of them, so no
 * single party, the server included, chooses it. The roll algorithm itself is unchanged.
 */

/** Domain label of the joint seed, version 1: keeps this hash apart from every other one. */
export const JOINT_SEED_DOMAIN = 'broadside/seed/v1';

/**
 * A seat's public commitment to its nonce: lowercase hex SHA-256 of the 32 nonce bytes (the
 * same function as the server's commitment to its secret).
 */
export function nonceCommitment(nonce: Uint8Array): string {
  return diceCommitment(nonce);
}

/**
 * The game seed from the server's secret and the seats' nonces, given in seat order:
 * `SHA-256("broadside/seed/v1" ‖ 0x00 ‖ secret ‖ nonce₁ ‖ … ‖ nonceₙ)`. Every part is exactly 32
 * bytes, so the concatenation is unambiguous, and changing, dropping or reordering any nonce
 * changes the seed. Throws on a part of another length (a programmer error).
 */
export function jointSeed(serverSecret: Uint8Array, nonces: readonly Uint8Array[]): Uint8Array {
  for (const part of [serverSecret, ...nonces]) {
    if (part.length !== SEED_BYTES)
      throw new RangeError(`jointSeed: every part must be ${SEED_BYTES} bytes, got ${part.length}`);
  }
  return sha256(
    concatBytes(utf8ToBytes(JOINT_SEED_DOMAIN), new Uint8Array([0]), serverSecret, ...nonces),
  );
}
