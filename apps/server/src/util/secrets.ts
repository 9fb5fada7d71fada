import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Bytes of a seat token, invite or dice seed (256 bits). */
export const SECRET_BYTES = 32;

/**
 * `bytes` random bytes as base64url, drawn again while the text starts with `-`: a command line
 * (`broadside-bot --game <id> --seat-token <token>`) would take it for an option.
 */
function randomText(bytes: number): string {
  for (;;) {
    const text = randomBytes(bytes).toString('base64url');
    if (!text.startsWith('-')) return text;
  }
}

/** A new unguessable secret: 32 random bytes as 43 base64url characters, never led by `-`. */
export function newSecret(): string {
  return randomText(SECRET_BYTES);
}

/** A new game id: 12 random bytes as 16 base64url characters, never led by `-`. */
export function newGameId(): string {
  return randomText(12);
}

/** A new dice seed: 32 random bytes, kept server-side until the game ends. */
export function newSeed(): Uint8Array {
  return new Uint8Array(randomBytes(SECRET_BYTES));
}

/** Lowercase hex SHA-256 of a secret: the only form in which tokens and invites are stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time. */
export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
