import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '../core/sha256.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from '../core/canonical-json.js';
import { err, ok, type Result } from '../core/result.js';
import { recordError, type RecordError } from './errors.js';
import type { GameRecord } from './schema.js';

/** The only signature algorithm of records. */
export const SIGNATURE_ALGORITHM = 'ed25519';

/** Domain label of what format-4 records sign (docs/record-format.md, Signatures). */
export const RECORD_SIGNING_DOMAIN = 'broadside/record/v4';

/** Who signs: a signature without its value. From format 4 the signature covers it too. */
export type SignatureHeader = Omit<NonNullable<GameRecord['signature']>, 'value'>;

/**
 * What a server signs, as lowercase hex SHA-256.
 *
 * - Format 4 and later: `SHA-256("broadside/record/v4" ‖ 0x00 ‖ canonical JSON of the record)`,
 *   the record's `signature` reduced to `signer` ({algorithm, keyId, publicKey}, no value). Every
 *   field but the signature value is covered, the signing key included.
 * - Formats 1–3: SHA-256 of the record's canonical JSON without its `signature` member; the
 *   signing key itself is not covered (kept so that old records verify as before).
 *
 * `signer` defaults to the record's own signature: a signing server passes the header it is
 * about to attach.
 */
export function recordDigest(
  record: GameRecord,
  signer: SignatureHeader | undefined = record.signature,
): string {
  const { signature: _signature, ...unsigned } = record;
  if (record.formatVersion < 4) return bytesToHex(sha256(utf8ToBytes(canonicalJson(unsigned))));
  const body = canonicalJson(
    signer === undefined
      ? unsigned
      : {
          ...unsigned,
          signature: {
            algorithm: signer.algorithm,
            keyId: signer.keyId,
            publicKey: signer.publicKey,
          },
        },
  );
  return bytesToHex(
    sha256(concatBytes(utf8ToBytes(RECORD_SIGNING_DOMAIN), new Uint8Array([0]), utf8ToBytes(body))),
  );
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
 *
 * Without `expectedPublicKey` a valid signature proves only that nothing changed since someone
 * signed: whoever holds any key can re-sign a changed record with it. Only the comparison with
 * the server's published key says which server vouches for the record.
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
        `The signature does not match the record under the key the record states (${signature.publicKey.slice(0, 16)}…): the record was changed after it was signed, or the signature is not genuine.`,
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
