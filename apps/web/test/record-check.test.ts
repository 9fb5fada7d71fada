import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  diceCommitment,
  finishRecord,
  newRecord,
  appendEntry,
  recordDigest,
  recordingDice,
  seedToHex,
  verifiableDice,
  type GameRecord,
} from '@broadside/rules';
import { starfireRuleset } from '@broadside/rules/starfire';
import { checkRecord } from '../src/verify/record-check.js';

const SEED = Uint8Array.from({ length: 32 }, (_, i) => i * 3);

/** A patrol that side A concedes at once, recorded the way the server records it. */
function concededPatrol(): GameRecord {
  const dice = recordingDice(verifiableDice(SEED));
  const setup = starfireRuleset.parseSetup({ scenario: 'patrol' });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = starfireRuleset.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let record = newRecord({
    ruleset: starfireRuleset,
    gameId: 'web-check',
    createdAt: '2026-12-01T10:00:00.000Z',
    setup: { scenario: 'patrol' },
    seats: [
      { seat: 'A', name: 'Ann' },
      { seat: 'B', name: 'Bob' },
    ],
    commitment: diceCommitment(SEED),
    startDice: dice.take(),
    startStateHash: starfireRuleset.hash(created.value.state),
  });
  const checked = starfireRuleset.check(created.value.state, 'A', { type: 'concede' });
  if (!checked.ok) throw new Error(checked.error.message);
  const state = starfireRuleset.apply(created.value.state, 'A', checked.value, dice).state;
  record = appendEntry(record, {
    kind: 'order',
    seat: 'A',
    at: '2026-12-01T10:00:01.000Z',
    order: { type: 'concede' },
    dice: dice.take(),
    stateHash: starfireRuleset.hash(state),
  });
  return finishRecord(record, {
    seedHex: seedToHex(SEED),
    result: starfireRuleset.result(state)!,
    finalStateHash: starfireRuleset.hash(state),
  });
}

/** Signs as a server does (format 4 signs the signer too); returns the record and its key. */
function signed(record: GameRecord): { record: GameRecord; key: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const key = Buffer.from(String(publicKey.export({ format: 'jwk' }).x), 'base64url').toString(
    'hex',
  );
  const signer = { algorithm: 'ed25519', keyId: key.slice(0, 16), publicKey: key } as const;
  const value = sign(null, Buffer.from(recordDigest(record, signer), 'hex'), privateKey);
  return { record: { ...record, signature: { ...signer, value: value.toString('hex') } }, key };
}

const signatureOf = (record: GameRecord, publicKey: string) =>
  checkRecord(record, { rules: starfireRuleset, fingerprint: '', publicKey }).find(
    (line) => line.id === 'signature',
  );

describe('the verify page checks the signature as `broadside verify` does (issue 27)', () => {
  const { record, key } = signed(concededPatrol());
  const stranger = signed(concededPatrol());

  test.each<[string, GameRecord, string, boolean | null, RegExp]>([
    ['the server key given', record, key, true, /^Signed by server key /],
    ['no key given', record, '', null, /not compared with the server's published key/],
    ['re-signed by another key, no key given', stranger.record, '', null, /not compared/],
    ['re-signed by another key, server key given', stranger.record, key, false, /wrong_key/],
    [
      'seat names swapped, no key given',
      {
        ...record,
        seats: [
          { seat: 'A', name: 'Bob' },
          { seat: 'B', name: 'Ann' },
        ],
      },
      '',
      false,
      /bad_signature/,
    ],
    ['unsigned, no key given', { ...concededPatrol() }, '', null, /unsigned/],
    ['unsigned, server key given', { ...concededPatrol() }, key, false, /record\/unsigned/],
  ])('%s', (_name, checked, publicKey, ok, text) => {
    const line = signatureOf(checked, publicKey);
    expect(line?.ok).toBe(ok);
    expect(line?.text).toMatch(text);
  });

  test('the dice and fingerprint lines still hold for a genuine record', () => {
    const lines = checkRecord(record, { rules: starfireRuleset, fingerprint: '', publicKey: key });
    expect(lines.map((l) => [l.id, l.ok])).toEqual([
      ['dice', true],
      ['fingerprint', null],
      ['signature', true],
    ]);
  });
});
