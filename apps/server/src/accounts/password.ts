import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt parameters of new password hashes (see docs/security.md):
 * - `N` = 2^17 (CPU/memory cost), `r` = 8 (block size), `p` = 1 (parallelism): the minimum the
 *   OWASP Password Storage Cheat Sheet recommends for scrypt. One hash then needs 128 × N × r =
 *   128 MiB of memory and about half a second of one core, which makes guessing offline costly
 *   while a sign-in stays quick. It runs on libuv's thread pool, so the event loop never waits.
 * - a 16-byte random salt per password (no two accounts share a hash), and a 32-byte key.
 *
 * The parameters are stored with every hash, so that they can be raised later: old hashes still
 * verify with their own, and {@link needsRehash} tells when to store a new hash at sign-in.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, saltBytes: 16, keyBytes: 32 } as const;

/** Memory scrypt may use: twice what the parameters need (Node's default cap is 32 MiB). */
function maxmemFor(N: number, r: number): number {
  return 2 * 128 * N * r;
}

function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a fresh salt. The result reads
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<key base64url>`.
 */
export async function hashPassword(password: string, N: number = SCRYPT_PARAMS.N): Promise<string> {
  const { r, p, saltBytes, keyBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyBytes, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

/** The parts of a stored hash, or null when it is not one of ours. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  return {
    N,
    r,
    p,
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  };
}

/** Whether `password` matches a stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(candidate, key);
}

/** Whether a stored hash was made with weaker parameters than today's (cost `N`). */
export function needsRehash(stored: string, N: number = SCRYPT_PARAMS.N): boolean {
  const parsed = parsePasswordHash(stored);
  return (
    !parsed ||
    parsed.N < N ||
    parsed.r < SCRYPT_PARAMS.r ||
    parsed.p < SCRYPT_PARAMS.p ||
    parsed.key.length < SCRYPT_PARAMS.keyBytes
  );
}

/**
 * A hash of a random password, made once: signing in to an unknown username verifies against
 * it, so that the answer takes as long as for a known one and does not tell which usernames
 * exist.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoy;
}
