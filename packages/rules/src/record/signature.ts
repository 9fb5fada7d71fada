import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from '../core/canonical-json.js';
import { err, ok, type Result } from '../core/result.js';
import { recordError, type RecordError } from './errors.js';
import type { GameRecord } from './schema.js';

/** The only signature algorithm of records. */
export const SIGNATURE_ALGORITHM = 'ed25519';

/**
 * What a server signs: the lowercase hex SHA-256 of the record's canonical JSON without its
 * `signature` member. Any change to any other byte of meaning changes it.
 */
export function recordDigest(record: GameRecord): string {
  const { signature: _signature, ...unsigned } = record;
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(unsigned))));
}

/** Who signed a record whose signature holds. */
export interface RecordSigner {
  /** The server's name for its key (e.g. the first 16 hex digits of the public key's hash). */
  readonly keyId: string;
  /** The public key, 64 hex digits. */
  readonly publicKey: string;
  /** The server that made the record, as it says (`game.server`). */
  readonly server: string | null;
}

const isHex = (text: string, length: number) => text.length === length && /^[0-9a-f]+$/.test(text);

/**
 * Checks a record's signature against the public key it carries and, when `expectedPublicKey`
 * (64 hex digits) is given, that it is that key. Errors: `record/unsigned`,
 * `record/bad_signature` (the record was changed after signing, or the signature is forged),
 * `record/wrong_key` (a valid signature by another key than the one expected).
 */
export function verifyRecordSignature(
  record: GameRecord,
  expectedPublicKey?: string,
): Result<RecordSigner, RecordError> {
  const signature = record.signature;
  if (!signature) {
    return err(
      recordError(
        'record/unsigned',
        'The record carries no signature, so no server vouches for it.',
        {
          path: ['signature'],
        },
      ),
    );
  }
  const expected = expectedPublicKey?.trim().toLowerCase();
  if (expected !== undefined && !isHex(expected, 64)) {
    return err(
      recordError('record/bad_key', 'The expected public key must be 64 hex digits.', {
        path: ['signature', 'publicKey'],
      }),
    );
  }
  let valid = false;
  try {
    valid = ed25519.verify(
      hexToBytes(signature.value),
      hexToBytes(recordDigest(record)),
      hexToBytes(signature.publicKey),
    );
  } catch {
    valid = false;
  }
  if (!valid) {
    return err(
      recordError(
        'record/bad_signature',
        'The signature does not match the record: it was changed after the server signed it, or the signature is not genuine.',
        { path: ['signature', 'value'] },
      ),
    );
  }
  if (expected !== undefined && expected !== signature.publicKey) {
    return err(
      recordError(
        'record/wrong_key',
        `The record is signed by key ${signature.keyId} (${signature.publicKey.slice(0, 16)}…), not by the key you expected (${expected.slice(0, 16)}…): another server made it.`,
        { path: ['signature', 'publicKey'] },
      ),
    );
  }
  return ok({
    keyId: signature.keyId,
    publicKey: signature.publicKey,
    server: record.game.server ?? null,
  });
}
