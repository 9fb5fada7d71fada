import { canonicalJson } from '../core/canonical-json.js';
import { err, ok, type Result } from '../core/result.js';
import type { GameResult } from '../core/ruleset.js';
import { recordChain, SEATS_IN_CHAIN_FORMAT } from './chain.js';
import { recordError, type RecordError } from './errors.js';
import { replayRecord, type ReplayOptions, type RulesetRegistry } from './replay.js';
import { forfeitBeforeStart } from './seed-check.js';
import type { GameRecord } from './schema.js';
import { verifyRecordSignature, type RecordSigner } from './signature.js';

/** Options for {@link verifyRecord}. */
export interface VerifyOptions extends ReplayOptions {
  /**
   * A fingerprint (chain head, 64 hex digits) that a player kept while playing: the record must
   * pass through it, or it is not the history that player saw.
   */
  readonly expectChain?: string;
  /**
   * The server's published public key (64 hex digits, from its `/api/keys`): the record must be
   * signed by it. Without it a signature is still checked against the key the record states.
   */
  readonly publicKey?: string;
}

/** What a successful verification established. */
export interface VerifiedRecord {
  /** Number of entries replayed. */
  readonly entries: number;
  /** Number of dice re-derived from the seed (creation included). */
  readonly dice: number;
  /** True when the game is over. */
  readonly finished: boolean;
  readonly result: GameResult | null;
  readonly finalStateHash: string;
  /** The chain head after the last entry: the game's fingerprint. */
  readonly chain: string;
  /** The entry after which the expected fingerprint was the head (0: before any entry). */
  readonly chainMatchedAt: number | null;
}

/** What a successful verification established, the signature included. */
export interface VerifiedSignedRecord extends VerifiedRecord {
  /** Who signed, under the key the record states; `null` for an unsigned record. */
  readonly signer: RecordSigner | null;
  /**
   * True when that key was compared with the server's published key ({@link VerifyOptions}
   * `publicKey`) and is it. False means anyone holding any key could have signed.
   */
  readonly keyCompared: boolean;
}

/** Format 2 makes every state hash mandatory: the first one missing. */
function missingStateHash(record: GameRecord): RecordError | null {
  if (record.formatVersion < 2) return null;
  const missing = (seq: number, path: (string | number)[]) =>
    recordError(
      'record/missing_state_hash',
      `The record (format ${record.formatVersion}) has no state hash ${seq === 0 ? "for the game's creation" : `for entry ${seq}`}; every state hash is required.`,
      { seq, path },
    );
  if (record.start.stateHash === undefined) return missing(0, ['start', 'stateHash']);
  const at = record.entries.findIndex((e) => e.stateHash === undefined);
  if (at >= 0) return missing(at + 1, ['entries', at, 'stateHash']);
  return null;
}

/**
 * What the chain binds besides the entries, in words, for the format the record states: the
 * fields a chain mismatch may come from.
 */
export function chainBoundFields(formatVersion: number): string {
  const start = 'ruleset, game.id, game.createdAt, setup, dice.commitment, start.dice';
  return formatVersion >= SEATS_IN_CHAIN_FORMAT
    ? `formatVersion, seats (their names), ${start}`
    : `formatVersion (it decides how the chain is computed), ${start}`;
}

/** Checks the recorded chain head and the fingerprint a player kept. */
function checkChain(
  record: GameRecord,
  heads: readonly string[],
  expect: string | undefined,
): RecordError | number | null {
  const last = heads[heads.length - 1] as string;
  const bound = chainBoundFields(record.formatVersion);
  const closed = record.result !== null || record.signature !== undefined;
  if (record.chain === undefined && closed && record.formatVersion >= SEATS_IN_CHAIN_FORMAT) {
    return recordError(
      'record/missing_chain',
      `The record (format ${record.formatVersion}) is finished or signed but has no fingerprint ("chain"); it is required, since it binds the entries and ${bound}.`,
      { path: ['chain'] },
    );
  }
  if (record.chain !== undefined && record.chain !== last) {
    return recordError(
      'record/chain_mismatch',
      `The record's fingerprint is ${record.chain.slice(0, 16)}…, but the record chains to ${last.slice(0, 16)}…: an entry, or a field the chain binds (${bound}), was changed.`,
      { path: ['chain'] },
    );
  }
  if (expect === undefined) return null;
  const wanted = expect.trim().toLowerCase();
  const at = heads.indexOf(wanted);
  if (at < 0) {
    return recordError(
      'record/chain_mismatch',
      `The fingerprint you kept (${wanted.slice(0, 16)}…) is nowhere in this record's history: this is not the game you saw, or an entry, or a field the chain binds (${bound}), was changed.`,
      { path: ['entries'] },
    );
  }
  return at;
}

function describeResult(result: GameResult | null): string {
  return result ? `"${result.summary}"` : 'no result (game not over)';
}

/**
 * Everything {@link verifyRecord} checks except the signature: the seed against its commitment,
 * every entry by replay with the same dice (each re-derived from the seed) and, where recorded,
 * the same state hash; the recorded result is the one the replay reaches; the hash chain and
 * the fingerprint a player kept. On the first discrepancy returns a {@link RecordError} naming
 * the entry (and die) at fault. From format 5 the chain binds the seat names and the format
 * version too; `game.server` (where the record was fetched from) is bound only by the signature,
 * and in formats before 5 so are the seat names and the format version.
 */
export function verifyRecordPlay(
  record: GameRecord,
  rulesets: RulesetRegistry,
  options: VerifyOptions = {},
): Result<VerifiedRecord, RecordError> {
  const missing = missingStateHash(record);
  if (missing) return err(missing);
  const outcome = replayRecord(record, rulesets, options);
  if (outcome.error) return err(outcome.error);
  if (!outcome.ruleset) throw new Error('replay without error must have a ruleset');
  const last = outcome.steps[outcome.steps.length - 1];
  const finalStateHash = last?.stateHash ?? '';
  // A game abandoned before its first roll (a seat withheld its nonce) ends by forfeit, not by
  // the rules: its result is checked against who revealed instead.
  const reached = outcome.result ?? forfeitBeforeStart(record);
  if (canonicalJson(reached) !== canonicalJson(record.result)) {
    return err(
      recordError(
        'record/result_mismatch',
        `The record gives ${describeResult(record.result)}, but the replay ends with ${describeResult(reached)}.`,
        { path: ['result'] },
      ),
    );
  }
  if (record.formatVersion >= 2 && record.result !== null && record.finalStateHash === undefined) {
    return err(
      recordError('record/missing_state_hash', 'The record has a result but no final state hash.', {
        path: ['finalStateHash'],
      }),
    );
  }
  if (record.finalStateHash !== undefined && record.finalStateHash !== finalStateHash) {
    return err(
      recordError(
        'record/state_mismatch',
        `The final state hash is recorded as ${record.finalStateHash.slice(0, 12)}…, but the replay ends in ${finalStateHash.slice(0, 12)}….`,
        { path: ['finalStateHash'] },
      ),
    );
  }
  // After the replay, which names a changed die or order precisely: the chain then catches
  // what the replay cannot see (a legal order swapped for another that rolls the same dice).
  const heads = recordChain(record);
  const chained = checkChain(record, heads, options.expectChain);
  if (chained !== null && typeof chained !== 'number') return err(chained);
  return ok({
    entries: record.entries.length,
    dice: outcome.steps.reduce((sum, step) => sum + step.dice.length, 0),
    finished: reached !== null,
    result: reached,
    finalStateHash,
    chain: heads[heads.length - 1] as string,
    chainMatchedAt: chained,
  });
}

/**
 * Verifies a game record: {@link verifyRecordPlay}, then the signature, when the record carries
 * one, against the key the record states (`record/bad_signature`: a field was changed after
 * signing), and, when `options.publicKey` is given, that the key is the server's
 * (`record/unsigned`, `record/wrong_key`). Unsigned records verify without `publicKey`, with
 * `signer: null`; `keyCompared` says whether the signing key was compared with the server's.
 * Runs anywhere: no Node-only code.
 */
export function verifyRecord(
  record: GameRecord,
  rulesets: RulesetRegistry,
  options: VerifyOptions = {},
): Result<VerifiedSignedRecord, RecordError> {
  const played = verifyRecordPlay(record, rulesets, options);
  if (!played.ok) return played;
  if (record.signature === undefined && options.publicKey === undefined)
    return ok({ ...played.value, signer: null, keyCompared: false });
  const signed = verifyRecordSignature(record, options.publicKey);
  if (!signed.ok) return signed;
  return ok({
    ...played.value,
    signer: signed.value,
    keyCompared: options.publicKey !== undefined,
  });
}
