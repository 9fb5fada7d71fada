import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import {
  CHAIN_DOMAIN_V2,
  chainGenesis,
  chainStartOf,
  recordChain,
} from '../../src/record/chain.js';
import { parseRecord } from '../../src/record/parse.js';
import { RECORD_FORMAT_VERSION, type GameRecord } from '../../src/record/schema.js';
import { recordDigest, RECORD_SIGNING_DOMAIN } from '../../src/record/signature.js';
import { verifyRecord, type VerifyOptions } from '../../src/record/verify.js';
import oldFormat from './fixtures/toy-format3-signed.json' with { type: 'json' };
import format4 from './fixtures/toy-format4-signed.json' with { type: 'json' };
import { toyRuleset, type ToyState } from './toy-ruleset.js';
import { copy, playAndRecord } from './support.js';

/**
 * Issue 27, "a changed record must never verify": docs/record-format.md, The hash chain,
 * Signatures and Versioning. From format 5 the chain binds the seats and the format version
 * too, so the fingerprint a player kept proves who played even against a record re-signed with
 * a fresh key; every other field is bound by the chain, by the replay or by the signature, and
 * the signature is checked against the key the record states even when no server key is given.
 */
const RULESETS = { toy: toyRuleset };

const SERVER_SECRET = Uint8Array.from({ length: 32 }, (_, i) => 100 + i);
const SERVER_KEY = bytesToHex(ed25519.getPublicKey(SERVER_SECRET));
const STRANGER_SECRET = Uint8Array.from({ length: 32 }, (_, i) => 31 - i);
const STRANGER_KEY = bytesToHex(ed25519.getPublicKey(STRANGER_SECRET));
/** The key the format-3 and format-4 fixtures were signed with (by the code of their format). */
const OLD_FORMAT_KEY = '274ed6b26805d2fe8d060529ee9a2f28763b6976d9c5fd1dee38ff36b3b76939';

/** Signs a record as a server does: the signature covers the signer from format 4. */
function sign(record: GameRecord, secret = SERVER_SECRET, keyId = 'server-key'): GameRecord {
  const unsigned = copy(record);
  delete unsigned.signature;
  const signer = {
    algorithm: 'ed25519',
    keyId,
    publicKey: bytesToHex(ed25519.getPublicKey(secret)),
  } as const;
  const value = bytesToHex(ed25519.sign(hexToBytes(recordDigest(unsigned, signer)), secret));
  return { ...unsigned, signature: { ...signer, value } };
}

/** A finished toy game with two differently named seats, as the server would sign it. */
function signedGame(): GameRecord {
  const { record } = playAndRecord(
    toyRuleset,
    { target: 12 },
    (state) => ({ kind: 'order', seat: (state as ToyState).toMove, order: { type: 'roll' } }),
    { names: { A: 'Alice', B: 'Bob' } },
  );
  return sign({ ...record, game: { ...record.game, server: 'https://broadside.invalid' } });
}

/** Swaps the two seats' names. */
function swapNames(r: GameRecord): void {
  [r.seats[0]!.name, r.seats[1]!.name] = [r.seats[1]!.name, r.seats[0]!.name];
}

/** What a forger does after a change: the fingerprint worked out again to match. */
function rechained(record: GameRecord): GameRecord {
  return { ...record, chain: recordChain(record).at(-1)! };
}

function changed(record: GameRecord, change: (r: GameRecord) => void): GameRecord {
  const tampered = copy(record);
  change(tampered);
  return tampered;
}

const GENUINE = signedGame();

describe('a changed record never verifies (issue 27)', () => {
  test('the genuine record verifies, names its signer and says the key was not compared', () => {
    expect(GENUINE.formatVersion).toBe(RECORD_FORMAT_VERSION);
    expect(verifyRecord(GENUINE, RULESETS)).toMatchObject({
      ok: true,
      value: { signer: { publicKey: SERVER_KEY, keyId: 'server-key' }, keyCompared: false },
    });
    expect(verifyRecord(GENUINE, RULESETS, { publicKey: SERVER_KEY })).toMatchObject({
      ok: true,
      value: { keyCompared: true },
    });
  });

  test.each<[string, (r: GameRecord) => void, string, RegExp, VerifyOptions?]>([
    ['seats: the two names swapped', swapNames, 'record/chain_mismatch', /seats \(their names\)/],
    [
      'seats: a name changed',
      (r) => void (r.seats[1]!.name = 'Mallory'),
      'record/chain_mismatch',
      /seats \(their names\)/,
    ],
    [
      'seats: unsigned, the two names swapped',
      (r) => {
        swapNames(r);
        delete r.signature;
      },
      'record/chain_mismatch',
      /seats \(their names\)/,
    ],
    [
      'formatVersion: 5 claims 4',
      (r) => void (r.formatVersion = 4),
      'record/chain_mismatch',
      /formatVersion/,
    ],
    [
      'formatVersion: 5 claims 3',
      (r) => void (r.formatVersion = 3),
      'record/chain_mismatch',
      /formatVersion/,
    ],
    [
      'formatVersion: 5 claims 2',
      (r) => void (r.formatVersion = 2),
      'record/chain_mismatch',
      /formatVersion/,
    ],
    [
      'formatVersion: 5 claims 1',
      (r) => void (r.formatVersion = 1),
      'record/chain_mismatch',
      /formatVersion/,
    ],
    [
      'ruleset.version changed',
      (r) => void (r.ruleset.version = '1.0.1'),
      'record/ruleset_version',
      /1\.0\.1/,
    ],
    [
      'ruleset.version changed, replayed with --allow-version-mismatch',
      (r) => void (r.ruleset.version = '1.0.1'),
      'record/chain_mismatch',
      /ruleset/,
      { allowVersionMismatch: true },
    ],
    [
      'game.id changed',
      (r) => void (r.game.id = 'another-game'),
      'record/chain_mismatch',
      /game\.id/,
    ],
    [
      'game.createdAt changed',
      (r) => void (r.game.createdAt = '2026-12-01T09:00:00.000Z'),
      'record/chain_mismatch',
      /game\.createdAt/,
    ],
    [
      'game.server changed (bound by the signature alone)',
      (r) => void (r.game.server = 'https://elsewhere.invalid'),
      'record/bad_signature',
      /changed after it was signed/,
    ],
    [
      'setup: the target changed',
      (r) => void (r.setup = { target: 11 }),
      'record/state_mismatch',
      /state/,
    ],
    [
      'result: another summary',
      (r) => void (r.result = { ...r.result!, summary: 'Someone else won.' }),
      'record/result_mismatch',
      /Someone else won/,
    ],
    [
      'chain: another fingerprint',
      (r) => void (r.chain = 'ab'.repeat(32)),
      'record/chain_mismatch',
      /fingerprint is abababab/,
    ],
    ['chain: left out', (r) => void delete r.chain, 'record/missing_chain', /"chain"/],
    [
      'an entry time changed',
      (r) => void (r.entries[0]!.at = '2026-11-30T09:30:00.000Z'),
      'record/chain_mismatch',
      /an entry/,
    ],
    [
      'signature.keyId: the key renamed',
      (r) => void (r.signature!.keyId = 'trusted-key'),
      'record/bad_signature',
      /changed after it was signed/,
    ],
    [
      'signature.publicKey: another key stated under the same signature',
      (r) => void (r.signature!.publicKey = STRANGER_KEY),
      'record/bad_signature',
      /under the key the record states/,
    ],
    [
      'signature.value: one digit changed',
      (r) => {
        const value = r.signature!.value;
        r.signature!.value = `${value[0] === 'a' ? 'b' : 'a'}${value.slice(1)}`;
      },
      'record/bad_signature',
      /changed after it was signed/,
    ],
    [
      'unsigned, checked against the server key',
      (r) => void delete r.signature,
      'record/unsigned',
      /no signature/,
      { publicKey: SERVER_KEY },
    ],
  ])('%s', (_name, change, code, says, options) => {
    const verified = verifyRecord(changed(GENUINE, change), RULESETS, options);
    expect(verified).toMatchObject({ ok: false, error: { code } });
    expect(verified.ok ? '' : verified.error.message).toMatch(says);
  });

  test('a newer formatVersion than this program reads is refused when parsed', () => {
    const parsed = parseRecord({ ...GENUINE, formatVersion: RECORD_FORMAT_VERSION + 1 });
    expect(parsed).toMatchObject({ ok: false, error: { code: 'record/unsupported_version' } });
  });

  test('names swapped, re-chained and re-signed with a fresh key: the kept fingerprint fails it', () => {
    const forged = sign(rechained(changed(GENUINE, swapNames)), STRANGER_SECRET, 'server-key');
    // Nothing in the record tells this key from the server's (docs/security.md, Records that
    // were changed after the game): the verdict says the key was not compared …
    expect(verifyRecord(forged, RULESETS)).toMatchObject({
      ok: true,
      value: { signer: { publicKey: STRANGER_KEY }, keyCompared: false },
    });
    expect(verifyRecord(forged, RULESETS, { publicKey: SERVER_KEY })).toMatchObject({
      ok: false,
      error: { code: 'record/wrong_key' },
    });
    // … but every head a player kept, the first one included, is bound to the seat names.
    const kept = recordChain(GENUINE);
    for (const head of [kept[0]!, kept[3]!, GENUINE.chain!]) {
      const verified = verifyRecord(forged, RULESETS, { expectChain: head });
      expect(verified).toMatchObject({ ok: false, error: { code: 'record/chain_mismatch' } });
      expect(verified.ok ? '' : verified.error.message).toMatch(/seats \(their names\)/);
    }
    expect(verifyRecord(GENUINE, RULESETS, { expectChain: kept[3]! })).toMatchObject({
      ok: true,
      value: { chainMatchedAt: 3 },
    });
  });

  test('names swapped and re-chained, unsigned: the kept fingerprint fails it', () => {
    const forged = rechained(
      changed(GENUINE, (r) => {
        swapNames(r);
        delete r.signature;
      }),
    );
    expect(verifyRecord(forged, RULESETS, { expectChain: GENUINE.chain! })).toMatchObject({
      ok: false,
      error: { code: 'record/chain_mismatch' },
    });
  });

  test('format 5 starts the chain from SHA-256 of its domain, a zero byte and the start with the seats', () => {
    const start = chainStartOf(GENUINE);
    const expected = bytesToHex(
      sha256(
        concatBytes(
          utf8ToBytes(CHAIN_DOMAIN_V2),
          new Uint8Array([0]),
          utf8ToBytes(
            canonicalJson({
              formatVersion: 5,
              seats: [
                { seat: 'A', name: 'Alice' },
                { seat: 'B', name: 'Bob' },
              ],
              ruleset: start.ruleset,
              gameId: start.gameId,
              createdAt: start.createdAt,
              setup: start.setup,
              commitment: start.commitment,
              startDice: start.startDice,
            }),
          ),
        ),
      ),
    );
    expect(chainGenesis(start)).toBe(expected);
    expect(recordChain(GENUINE)[0]).toBe(expected);
  });

  test('format 4 on signs SHA-256 of its domain, a zero byte and the record with the signer but no value', () => {
    const { signature, ...rest } = GENUINE;
    const { value: _value, ...signer } = signature!;
    const expected = bytesToHex(
      sha256(
        concatBytes(
          utf8ToBytes(RECORD_SIGNING_DOMAIN),
          new Uint8Array([0]),
          utf8ToBytes(canonicalJson({ ...rest, signature: signer })),
        ),
      ),
    );
    expect(recordDigest(GENUINE)).toBe(expected);
    expect(
      ed25519.verify(hexToBytes(signature!.value), hexToBytes(expected), hexToBytes(SERVER_KEY)),
    ).toBe(true);
  });
});

describe('records of format 4 verify under their own rules (Versioning)', () => {
  const old = () => copy(format4 as unknown as GameRecord);

  test('a signed format-4 record made by the format-4 code still verifies', () => {
    const record = old();
    expect(record.formatVersion).toBe(4);
    expect(verifyRecord(record, RULESETS, { publicKey: OLD_FORMAT_KEY })).toMatchObject({
      ok: true,
      value: { finished: true, signer: { keyId: 'format4-key' }, keyCompared: true },
    });
    expect(verifyRecord(record, RULESETS, { expectChain: record.chain! })).toMatchObject({
      ok: true,
    });
  });

  test.each<[string, (r: GameRecord) => void, string]>([
    ['seat names swapped', swapNames, 'record/bad_signature'],
    ['formatVersion claims 5', (r) => void (r.formatVersion = 5), 'record/chain_mismatch'],
    ['formatVersion claims 3', (r) => void (r.formatVersion = 3), 'record/bad_signature'],
    ['game.server changed', (r) => void (r.game.server = null), 'record/bad_signature'],
  ])('a format-4 record with %s fails', (_name, change, code) => {
    expect(verifyRecord(changed(old(), change), RULESETS)).toMatchObject({
      ok: false,
      error: { code },
    });
  });
});

describe('records of format 3 verify under their own rules (Versioning)', () => {
  const old = () => copy(oldFormat as unknown as GameRecord);

  test('a signed format-3 record made by the format-3 code still verifies', () => {
    const record = old();
    expect(record.formatVersion).toBe(3);
    expect(verifyRecord(record, RULESETS)).toMatchObject({
      ok: true,
      value: { finished: true, signer: { publicKey: OLD_FORMAT_KEY }, keyCompared: false },
    });
    expect(verifyRecord(record, RULESETS, { publicKey: OLD_FORMAT_KEY })).toMatchObject({
      ok: true,
      value: { keyCompared: true },
    });
  });

  test.each<[string, (r: GameRecord) => void, string]>([
    [
      'seat names swapped',
      (r) => {
        [r.seats[0]!.name, r.seats[1]!.name] = [r.seats[1]!.name, r.seats[0]!.name];
      },
      'record/bad_signature',
    ],
    ['formatVersion claims 4', (r) => void (r.formatVersion = 4), 'record/bad_signature'],
    ['formatVersion claims 5', (r) => void (r.formatVersion = 5), 'record/chain_mismatch'],
    ['formatVersion claims 2', (r) => void (r.formatVersion = 2), 'record/bad_signature'],
    ['game.server changed', (r) => void (r.game.server = null), 'record/bad_signature'],
  ])('a format-3 record with %s fails', (_name, change, code) => {
    expect(verifyRecord(changed(old(), change), RULESETS)).toMatchObject({
      ok: false,
      error: { code },
    });
  });

  test('format 3 did not sign the key name: a renamed key still verifies (the limit format 4 closes)', () => {
    const renamed = changed(old(), (r) => void (r.signature!.keyId = 'renamed'));
    expect(verifyRecord(renamed, RULESETS)).toMatchObject({
      ok: true,
      value: { signer: { keyId: 'renamed' } },
    });
  });
});
