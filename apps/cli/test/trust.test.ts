import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordChain, type GameRecord } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXIT } from '../src/exit-codes.js';
import { randomStarfireRecord, signed } from './make-record.js';
import { broadside } from './run-cli.js';

/**
 * Issue 27, "a changed record must never verify" (docs/record-format.md, The hash chain,
 * Signatures and Versioning; docs/security.md, Records that were changed after the game). From
 * format 5 the hash chain binds the seat names and the format version, so the fingerprint a
 * player kept fails a record re-signed with a fresh key.
 */
const here = dirname(fileURLToPath(import.meta.url));
/** A signed Starfire record written by the format-3 code, before format 4 existed. */
const OLD_FORMAT = resolve(here, 'fixtures/starfire-format3-signed.json');
/** A signed Starfire record written by the format-4 code (same key), before format 5. */
const FORMAT_4 = resolve(here, 'fixtures/starfire-format4-signed.json');
const OLD_FORMAT_KEY = '274ed6b26805d2fe8d060529ee9a2f28763b6976d9c5fd1dee38ff36b3b76939';
const NOT_COMPARED =
  "(signing key not compared with the server's published key: pass --public-key)";

let dir = '';
let genuine: GameRecord;
let serverKey = '';

function write(name: string, record: GameRecord): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(record, null, 2));
  return path;
}

/** Swaps the two seats' names. */
function swapNames(r: GameRecord): void {
  [r.seats[0]!.name, r.seats[1]!.name] = [r.seats[1]!.name, r.seats[0]!.name];
}

/** What a forger does after a change: the fingerprint worked out again to match. */
function rechained(record: GameRecord): GameRecord {
  return { ...record, chain: recordChain(record).at(-1)! };
}

function changed(change: (record: GameRecord) => void): GameRecord {
  const copy = JSON.parse(JSON.stringify(genuine)) as GameRecord;
  change(copy);
  return copy;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'broadside-trust-'));
  const record = randomStarfireRecord('patrol', { turnLimit: 2, names: ['Alice', 'Bob'] });
  const signedByServer = signed(record);
  genuine = signedByServer.record;
  serverKey = signedByServer.publicKey;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('broadside verify: a changed record never verifies (issue 27)', () => {
  test('the genuine record verifies and says the key was not compared; with the key it says whose', async () => {
    const plain = await broadside('verify', write('genuine.json', genuine));
    expect(plain.code).toBe(EXIT.ok);
    expect(plain.stdout.split('\n')[0]).toMatch(/^VERIFIED: starfire /);
    expect(plain.stdout.split('\n')[0]).toContain(NOT_COMPARED);
    const keyed = await broadside(
      'verify',
      write('genuine2.json', genuine),
      '--public-key',
      serverKey,
    );
    expect(keyed.code).toBe(EXIT.ok);
    expect(keyed.stdout).not.toContain('not compared');
    expect(keyed.stdout).toContain(`Signed by server key ${serverKey.slice(0, 16)}`);
  });

  test.each<[string, (r: GameRecord) => void, string, number, string]>([
    [
      'seat names swapped',
      swapNames,
      'record/chain_mismatch',
      EXIT.mismatch,
      'seats (their names)',
    ],
    [
      'seat names swapped, unsigned',
      (r) => {
        swapNames(r);
        delete r.signature;
      },
      'record/chain_mismatch',
      EXIT.mismatch,
      'seats (their names)',
    ],
    [
      'formatVersion 5 → 4',
      (r) => void (r.formatVersion = 4),
      'record/chain_mismatch',
      EXIT.mismatch,
      'formatVersion',
    ],
    [
      'formatVersion 5 → 3',
      (r) => void (r.formatVersion = 3),
      'record/chain_mismatch',
      EXIT.mismatch,
      'formatVersion',
    ],
    [
      'formatVersion 5 → 6',
      (r) => void (r.formatVersion = 6),
      'record/unsupported_version',
      EXIT.unusable,
      'format version 6',
    ],
    [
      'ruleset version changed',
      (r) => void (r.ruleset.version = '9.9.9'),
      'record/ruleset_version',
      EXIT.unusable,
      '9.9.9',
    ],
    [
      'game id changed',
      (r) => void (r.game.id = 'another'),
      'record/chain_mismatch',
      EXIT.mismatch,
      'game.id',
    ],
    [
      'created time changed',
      (r) => void (r.game.createdAt = '2026-12-01T10:00:00.000Z'),
      'record/chain_mismatch',
      EXIT.mismatch,
      'game.createdAt',
    ],
    [
      'server changed',
      (r) => void (r.game.server = 'https://elsewhere.invalid'),
      'record/bad_signature',
      EXIT.mismatch,
      'changed after it was signed',
    ],
    [
      'setup: turn limit changed',
      (r) => void (r.setup = { ...(r.setup as object), turnLimit: 3 }),
      'record/state_mismatch',
      EXIT.mismatch,
      'state',
    ],
    [
      'result summary changed',
      (r) => void (r.result = { ...r.result!, summary: 'Side B wins.' }),
      'record/result_mismatch',
      EXIT.mismatch,
      'Side B wins.',
    ],
    [
      'fingerprint left out',
      (r) => void delete r.chain,
      'record/missing_chain',
      EXIT.mismatch,
      '"chain"',
    ],
    [
      'signature under another stated key',
      (r) => void (r.signature!.publicKey = OLD_FORMAT_KEY),
      'record/bad_signature',
      EXIT.mismatch,
      'under the key the record states',
    ],
    [
      'signing key renamed',
      (r) => void (r.signature!.keyId = 'trusted'),
      'record/bad_signature',
      EXIT.mismatch,
      'changed after it was signed',
    ],
  ])('%s: NOT VERIFIED', async (name, change, code, exit, says) => {
    const ran = await broadside(
      'verify',
      write(`${name.replace(/\W+/g, '-')}.json`, changed(change)),
    );
    expect(ran.code).toBe(exit);
    expect(ran.stdout).not.toContain('VERIFIED');
    expect(ran.stderr).toMatch(/^NOT VERIFIED/);
    expect(ran.stderr).toContain(`[${code}]`);
    expect(ran.stderr).toContain(says);
  });

  test('names swapped, re-chained, re-signed with a fresh key: the fingerprint a player kept fails it', async () => {
    const forged = signed(rechained(changed(swapNames)));
    const file = write('resigned-kept.json', forged.record);
    const ran = await broadside('verify', file, '--expect-chain', genuine.chain!);
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stderr).toMatch(/^NOT VERIFIED: .*\[record\/chain_mismatch\]/);
    expect(ran.stderr).toContain('seats (their names)');
    const kept = await broadside(
      'verify',
      write('genuine-kept.json', genuine),
      '--expect-chain',
      recordChain(genuine)[2]!,
    );
    expect(kept.code).toBe(EXIT.ok);
  });

  test('names swapped and re-chained, unsigned: the fingerprint a player kept fails it', async () => {
    const forged = rechained(
      changed((r) => {
        swapNames(r);
        delete r.signature;
      }),
    );
    const ran = await broadside(
      'verify',
      write('unsigned-kept.json', forged),
      '--expect-chain',
      genuine.chain!,
    );
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stderr).toContain('[record/chain_mismatch]');
  });

  test('re-signed whole with a fresh key: says the key was not compared; fails against the server key', async () => {
    const forged = signed(rechained(changed(swapNames)));
    const file = write('resigned.json', forged.record);
    const plain = await broadside('verify', file);
    expect(plain.code).toBe(EXIT.ok);
    expect(plain.stdout.split('\n')[0]).toContain(NOT_COMPARED);
    expect(plain.stdout).toContain(`Signed by key ${forged.publicKey.slice(0, 16)}`);
    const keyed = await broadside('verify', file, '--public-key', serverKey);
    expect(keyed.code).toBe(EXIT.mismatch);
    expect(keyed.stderr).toMatch(/^NOT VERIFIED: .*\[record\/wrong_key\]/);
    const json = await broadside('verify', file, '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({
      verified: true,
      keyCompared: false,
      signer: { publicKey: forged.publicKey },
    });
  });

  test('an unsigned record says so; with --public-key it fails', async () => {
    const file = write(
      'unsigned.json',
      changed((r) => void delete r.signature),
    );
    const plain = await broadside('verify', file);
    expect(plain.code).toBe(EXIT.ok);
    expect(plain.stdout.split('\n')[0]).toContain('(unsigned: no server vouches for it');
    expect(plain.stdout.split('\n')[0]).toContain(
      'only a fingerprint kept during play, --expect-chain, binds its seat names',
    );
    const kept = await broadside('verify', file, '--expect-chain', genuine.chain!);
    expect(kept.code).toBe(EXIT.ok);
    expect(kept.stdout.split('\n')[0]).toContain('the fingerprint you kept binds its seat names');
    const keyed = await broadside('verify', file, '--public-key', serverKey);
    expect(keyed.code).toBe(EXIT.mismatch);
    expect(keyed.stderr).toContain('[record/unsigned]');
  });
});

describe('broadside verify: records of format 4 keep their rules (Versioning)', () => {
  test('a signed format-4 record verifies, against its key and its fingerprint too', async () => {
    const chain = (JSON.parse(readFileSync(FORMAT_4, 'utf8')) as GameRecord).chain!;
    const ran = await broadside(
      'verify',
      FORMAT_4,
      '--public-key',
      OLD_FORMAT_KEY,
      '--expect-chain',
      chain,
    );
    expect(ran.code).toBe(EXIT.ok);
    expect(ran.stdout).toMatch(/^VERIFIED: /);
    expect(ran.stdout).toContain('the key you gave');
  });

  test.each<[string, (r: GameRecord) => void, string]>([
    ['seat names swapped', swapNames, 'record/bad_signature'],
    ['formatVersion 4 → 5', (r) => void (r.formatVersion = 5), 'record/chain_mismatch'],
  ])('a format-4 record with %s fails', async (name, change, code) => {
    const old = JSON.parse(readFileSync(FORMAT_4, 'utf8')) as GameRecord;
    change(old);
    const ran = await broadside('verify', write(`four-${name.replace(/\W+/g, '-')}.json`, old));
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stderr).toContain(`[${code}]`);
  });
});

describe('broadside verify: records of format 3 keep their rules (Versioning)', () => {
  test('a signed format-3 record verifies, against its key too', async () => {
    const plain = await broadside('verify', OLD_FORMAT);
    expect(plain.code).toBe(EXIT.ok);
    expect(plain.stdout.split('\n')[0]).toContain(NOT_COMPARED);
    const keyed = await broadside('verify', OLD_FORMAT, '--public-key', OLD_FORMAT_KEY);
    expect(keyed.code).toBe(EXIT.ok);
    expect(keyed.stdout).toContain(`Signed by server key ${OLD_FORMAT_KEY.slice(0, 16)}`);
  });

  test('a format-3 record with its seat names swapped fails', async () => {
    const old = JSON.parse(readFileSync(OLD_FORMAT, 'utf8')) as GameRecord;
    [old.seats[0]!.name, old.seats[1]!.name] = ['Player B', 'Player A'];
    const ran = await broadside('verify', write('old-swapped.json', old));
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stderr).toContain('[record/bad_signature]');
  });
});
