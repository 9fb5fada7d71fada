import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
} from 'node:crypto';
import { chmodSync, existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordDigest, SIGNATURE_ALGORITHM, type GameRecord } from '@broadside/rules';

/** The file in the data folder that holds the server's private signing key (PKCS #8 PEM). */
export const SERVER_KEY_FILE = 'server-ed25519.pem';

/** The server's Ed25519 signing key: signs records, and is published at `/api/keys`. */
export interface ServerKey {
  /** First 16 hex digits of the SHA-256 of the public key: a short name for the key. */
  readonly keyId: string;
  /** The raw public key, 64 lowercase hex digits. */
  readonly publicKey: string;
  /**
   * Signs a record (its {@link recordDigest}, which from format 4 covers this key too) and
   * returns it with its `signature`.
   */
  signRecord(record: GameRecord): GameRecord;
}

/**
 * Makes a new key file, whole or not at all: the key is written to a file of this process's
 * own and then linked to `file`, which fails if `file` exists. When workers of one server start
 * together, one of them makes the key and the others find a complete file (a plain exclusive
 * create let a second worker fail, or read the file before the first had written it).
 */
function createKeyFile(file: string): void {
  const { privateKey } = generateKeyPairSync('ed25519');
  const own = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  try {
    writeFileSync(own, privateKey.export({ format: 'pem', type: 'pkcs8' }), {
      mode: 0o600,
      flag: 'wx',
    });
    chmodSync(own, 0o600);
    linkSync(own, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(own, { force: true });
  }
}

/**
 * Loads the server's key from `dataDir`, or makes one at first start (file mode 0600). The
 * private key never leaves that file and this process; it is never logged. Backups of the data
 * folder should include it, or records signed before a restore can no longer be told from
 * records signed by a stranger (see docs/operations.md).
 */
export function loadServerKey(dataDir: string): ServerKey {
  const file = join(dataDir, SERVER_KEY_FILE);
  if (!existsSync(file)) createKeyFile(file);
  const privateKey = createPrivateKey(readFileSync(file));
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const raw = Buffer.from(String(jwk.x), 'base64url');
  const publicKey = raw.toString('hex');
  const keyId = createHash('sha256').update(raw).digest('hex').slice(0, 16);
  return {
    keyId,
    publicKey,
    signRecord(record) {
      const { signature: _old, ...unsigned } = record;
      // From format 4 the digest covers who signs too (docs/record-format.md, Signatures).
      const signer = { algorithm: SIGNATURE_ALGORITHM, keyId, publicKey } as const;
      const digest = Buffer.from(recordDigest(unsigned as GameRecord, signer), 'hex');
      const value = sign(null, digest, privateKey).toString('hex');
      return { ...unsigned, signature: { ...signer, value } };
    },
  };
}
