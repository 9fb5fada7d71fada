import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, test } from 'vitest';
import { JOINT_SEED_DOMAIN, jointSeed, nonceCommitment } from '../../src/dice/joint-seed.js';
import { chainGenesis, chainStartOf } from '../../src/record/chain.js';
import { parseRecordText } from '../../src/record/parse.js';
import type { GameRecord } from '../../src/record/schema.js';
import { verifyRecord } from '../../src/record/verify.js';
import { RULESETS } from '../../src/rulesets.js';
import { starfireRuleset } from '../../src/starfire/ruleset.js';
import { randomLegalOrders } from './starfire-support.js';
import { copy, playAndRecord } from './support.js';

/** 32 bytes, all `byte`. */
const filled = (byte: number) => new Uint8Array(32).fill(byte);

const SECRET = filled(0x11);
const NONCE_A = filled(0xaa);
const NONCE_B = filled(0xbb);

/** A whole random Patrol game whose seed was made by the server and both seats. */
function jointGame(
  nonces: readonly (readonly [string, Uint8Array])[] = [
    ['A', NONCE_A],
    ['B', NONCE_B],
  ],
): GameRecord {
  return playAndRecord(
    starfireRuleset,
    { scenario: 'patrol', turnLimit: 3 },
    randomLegalOrders(7),
    { joint: { serverSecret: SECRET, nonces } },
  ).record;
}

describe('the joint seed (seeds made together)', () => {
  test('is SHA-256 over the domain label, a zero byte, the secret and the nonces in seat order', () => {
    const expected = sha256(
      new Uint8Array([
        ...new TextEncoder().encode(JOINT_SEED_DOMAIN),
        0,
        ...SECRET,
        ...NONCE_A,
        ...NONCE_B,
      ]),
    );
    expect(bytesToHex(jointSeed(SECRET, [NONCE_A, NONCE_B]))).toBe(bytesToHex(expected));
    expect(JOINT_SEED_DOMAIN).toBe('broadside/seed/v1');
  });

  const base = bytesToHex(jointSeed(SECRET, [NONCE_A, NONCE_B, filled(0xcc)]));
  test.each([
    ['the server secret', () => jointSeed(filled(0x12), [NONCE_A, NONCE_B, filled(0xcc)])],
    ['the first nonce', () => jointSeed(SECRET, [filled(0xab), NONCE_B, filled(0xcc)])],
    ['the second nonce', () => jointSeed(SECRET, [NONCE_A, filled(0xbc), filled(0xcc)])],
    ['the third nonce', () => jointSeed(SECRET, [NONCE_A, NONCE_B, filled(0xcd)])],
    [
      'one bit of the last nonce',
      () => {
        const flipped = filled(0xcc);
        flipped.set([0xcc ^ 1], 31);
        return jointSeed(SECRET, [NONCE_A, NONCE_B, flipped]);
      },
    ],
    ['the seat order of two nonces', () => jointSeed(SECRET, [NONCE_B, NONCE_A, filled(0xcc)])],
    ['dropping a nonce', () => jointSeed(SECRET, [NONCE_A, NONCE_B])],
  ])('changes when %s changes', (_what, derive) => {
    expect(bytesToHex(derive())).not.toBe(base);
  });

  test('refuses parts that are not 32 bytes', () => {
    expect(() => jointSeed(SECRET, [new Uint8Array(31)])).toThrow(RangeError);
  });

  test('a seat commits to SHA-256 of its nonce', () => {
    expect(nonceCommitment(NONCE_A)).toBe(bytesToHex(sha256(NONCE_A)));
  });
});

describe('records of games with seeds made together (format 3)', () => {
  const record = jointGame();

  test('carry the server secret, every commitment and nonce, and verify', () => {
    // Format 3 added seeds made together; later formats keep them.
    expect(record.formatVersion).toBeGreaterThanOrEqual(3);
    expect(record.dice.commitment).toBe(bytesToHex(sha256(SECRET)));
    expect(record.dice.seed).toBe(bytesToHex(jointSeed(SECRET, [NONCE_A, NONCE_B])));
    expect(record.dice.derivation).toEqual({
      domain: 'broadside/seed/v1',
      serverSecret: bytesToHex(SECRET),
      seats: [
        { seat: 'A', commitment: nonceCommitment(NONCE_A), nonce: bytesToHex(NONCE_A) },
        { seat: 'B', commitment: nonceCommitment(NONCE_B), nonce: bytesToHex(NONCE_B) },
      ],
    });
    expect(parseRecordText(JSON.stringify(record)).ok).toBe(true);
    expect(verifyRecord(record, RULESETS).ok).toBe(true);
  });

  test('bind the seats’ commitments into the fingerprint', () => {
    const start = chainStartOf(record);
    expect(start.seatCommitments).toHaveLength(2);
    const withoutSeats = { ...start, seatCommitments: undefined };
    expect(chainGenesis(start)).not.toBe(chainGenesis(withoutSeats));
  });

  /** Tampering → the code and the step the verifier must name. */
  const tamperings: [string, (r: GameRecord) => void, string, string][] = [
    [
      'nonces swapped between the seats',
      (r) => {
        const [a, b] = r.dice.derivation!.seats;
        [a!.nonce, b!.nonce] = [b!.nonce, a!.nonce];
      },
      'record/nonce_mismatch',
      'Step "seat nonces": the nonce revealed for seat A',
    ],
    [
      'nonces and their commitments swapped together (the seat order changed)',
      (r) => {
        const [a, b] = r.dice.derivation!.seats;
        [a!.nonce, b!.nonce] = [b!.nonce, a!.nonce];
        [a!.commitment, b!.commitment] = [b!.commitment, a!.commitment];
      },
      'record/seed_derivation',
      'Step "joint seed"',
    ],
    [
      'the seats listed out of seat order',
      (r) => r.dice.derivation!.seats.reverse(),
      'record/seed_derivation',
      'Step "seat order"',
    ],
    [
      'a server secret that is not the committed one',
      (r) => {
        r.dice.derivation!.serverSecret = bytesToHex(filled(0x12));
      },
      'record/commitment_mismatch',
      'Step "server secret"',
    ],
    [
      'a seed chosen instead of derived',
      (r) => {
        r.dice.seed = bytesToHex(filled(0x33));
      },
      'record/seed_derivation',
      'Step "joint seed"',
    ],
    [
      'a nonce withheld in a game that was played',
      (r) => {
        r.dice.derivation!.seats[1]!.nonce = null;
      },
      'record/seed_derivation',
      'Step "seat nonces"',
    ],
  ];
  test.each(tamperings)('fail verification and name the step: %s', (_what, tamper, code, step) => {
    const bad = copy(record);
    tamper(bad);
    const verified = verifyRecord(bad, RULESETS);
    expect(verified.ok).toBe(false);
    if (verified.ok) return;
    expect(verified.error.code).toBe(code);
    expect(verified.error.message).toContain(step);
  });

  test('a seat that contributed nothing is simply not listed; the others still count', () => {
    const one = jointGame([['B', NONCE_B]]);
    expect(one.dice.derivation?.seats.map((s) => s.seat)).toEqual(['B']);
    expect(one.dice.seed).toBe(bytesToHex(jointSeed(SECRET, [NONCE_B])));
    expect(verifyRecord(one, RULESETS).ok).toBe(true);
  });

  test('records of format 2 (the server seed alone) still verify', () => {
    const asFormat2 = playAndRecord(
      starfireRuleset,
      { scenario: 'patrol', turnLimit: 3 },
      randomLegalOrders(7),
      { formatVersion: 2 },
    ).record;
    expect(asFormat2.dice.derivation).toBeUndefined();
    expect(verifyRecord(asFormat2, RULESETS).ok).toBe(true);
  });
});
