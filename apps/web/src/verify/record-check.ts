import {
  parseRecordText,
  SEATS_IN_CHAIN_FORMAT,
  verifyRecordPlay,
  verifyRecordSignature,
  type AnyRuleset,
  type GameRecord,
} from '@broadside/rules';

/** One line of the verdict: what was checked, whether it held, and in words. */
export interface CheckLine {
  readonly id: 'record' | 'dice' | 'fingerprint' | 'signature';
  readonly ok: boolean | null;
  readonly text: string;
}

/** What the page needs to check a record besides the record itself. */
export interface CheckInputs {
  /** The rules the record names (loaded with its web folder), or null when this client has none. */
  readonly rules: AnyRuleset | null;
  /** A fingerprint the player kept (64 hex digits), or '' to skip the check. */
  readonly fingerprint: string;
  /** The public key the record should be signed with (64 hex digits), or '' to skip. */
  readonly publicKey: string;
}

/** Reads record text: the record, or the one line saying why it is not one. */
export function readRecord(text: string): { record: GameRecord } | { error: CheckLine } {
  const parsed = parseRecordText(text);
  return parsed.ok
    ? { record: parsed.value }
    : {
        error: { id: 'record', ok: false, text: `${parsed.error.message} [${parsed.error.code}]` },
      };
}

/**
 * Checks a record as `broadside verify` (the rules' `verifyRecord`) does, offline, one line per
 * part: the seed against its commitment and every die and order by replay; the hash chain, and
 * the fingerprint a player kept; the signature against the key the record states and, when one
 * is given, the server's public key. Pure: everything it needs is passed in.
 */
export function checkRecord(record: GameRecord, inputs: CheckInputs): CheckLine[] {
  if (!inputs.rules) {
    return [
      {
        id: 'dice',
        ok: false,
        text: `This client has no rules for "${record.ruleset.id}", so it cannot replay the game.`,
      },
    ];
  }
  const fingerprint = inputs.fingerprint.trim().toLowerCase();
  const verified = verifyRecordPlay(
    record,
    { [inputs.rules.id]: inputs.rules },
    fingerprint ? { expectChain: fingerprint } : {},
  );
  const lines: CheckLine[] = [];
  if (!verified.ok && verified.error.code === 'record/chain_mismatch' && fingerprint) {
    // The dice may hold while the history is not the one this player saw: say both.
    const plain = verifyRecordPlay(record, { [inputs.rules.id]: inputs.rules });
    lines.push(diceLine(record, plain));
    lines.push({ id: 'fingerprint', ok: false, text: verified.error.message });
  } else {
    lines.push(diceLine(record, verified));
    if (verified.ok)
      lines.push(
        fingerprint
          ? {
              id: 'fingerprint',
              ok: true,
              text: `The record passes through the fingerprint you kept (after batch ${verified.value.chainMatchedAt}): it is the history you saw.`,
            }
          : {
              id: 'fingerprint',
              ok: null,
              text: `Fingerprint ${verified.value.chain}. No fingerprint of yours to compare it with.`,
            },
      );
  }
  lines.push(signatureLine(record, inputs.publicKey.trim().toLowerCase()));
  return lines;
}

/** How the seed was made, in words: by the server alone, or with the seats' nonces. */
function seedWords(record: GameRecord): string {
  const seats = record.dice.derivation?.seats.map((s) => s.seat) ?? [];
  return seats.length === 0
    ? 'Seed matches the commitment'
    : `Seed made together by the server and seat${seats.length > 1 ? 's' : ''} ${seats.join(', ')}: every secret matches its commitment`;
}

function diceLine(record: GameRecord, verified: ReturnType<typeof verifyRecordPlay>): CheckLine {
  return verified.ok
    ? {
        id: 'dice',
        ok: true,
        text: `${seedWords(record)}; ${verified.value.dice} dice and ${verified.value.entries} entries replay as recorded.${verified.value.result ? ` Result: ${verified.value.result.summary}` : ''}`,
      }
    : {
        id: 'dice',
        ok: false,
        text: `${verified.error.seq === null ? '' : `Entry ${verified.error.seq}: `}${verified.error.message} [${verified.error.code}]`,
      };
}

/**
 * The signature line. Every signature is checked against the key the record states; only a
 * public key given here says whose key that is (docs/security.md, Records that were changed
 * after the game).
 */
function signatureLine(record: GameRecord, key: string): CheckLine {
  if (!key && !record.signature)
    return {
      id: 'signature',
      ok: null,
      text:
        record.formatVersion < SEATS_IN_CHAIN_FORMAT
          ? 'The record is unsigned: no server vouches for it, so nothing binds its seat names or server.'
          : 'The record is unsigned: no server vouches for it. Its hash chain binds the seat names, so only a fingerprint you kept during play proves them; nothing binds its server.',
    };
  const signed = verifyRecordSignature(record, key || undefined);
  if (!signed.ok)
    return { id: 'signature', ok: false, text: `${signed.error.message} [${signed.error.code}]` };
  const from = `${signed.value.keyId}${signed.value.server ? ` (${signed.value.server})` : ''}`;
  return key
    ? { id: 'signature', ok: true, text: `Signed by server key ${from}.` }
    : {
        id: 'signature',
        ok: null,
        text: `Signed by key ${from}; the signature holds under that key, but the signing key was not compared with the server's published key: paste it above.`,
      };
}
