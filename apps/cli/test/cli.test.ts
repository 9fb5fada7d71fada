import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordChain, type GameRecord, type SeatEntry } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXIT } from '../src/exit-codes.js';
import { randomSclRecord, randomStarfireRecord, signed } from './make-record.js';
import { broadside } from './run-cli.js';

let dir = '';
let finished: GameRecord;

/** Writes a record (or any text) to a file in the temp dir and returns its path. */
function write(name: string, content: GameRecord | string): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

function tampered(change: (record: GameRecord) => void): GameRecord {
  const copy = JSON.parse(JSON.stringify(finished)) as GameRecord;
  change(copy);
  return copy;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'broadside-cli-'));
  finished = randomStarfireRecord('raiders');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('broadside verify', () => {
  test('a genuine finished game verifies (exit 0)', async () => {
    expect(finished.result).not.toBeNull();
    const ran = await broadside('verify', write('good.json', finished));
    expect(ran.code).toBe(EXIT.ok);
    expect(ran.stdout).toContain(`VERIFIED: starfire ${finished.ruleset.version}`);
    expect(ran.stdout).toContain(`${finished.entries.length} entries replayed`);
    expect(ran.stdout).toContain(`Result: ${finished.result!.summary}`);
  });

  test('a seed made together by the server and both seats is said so; swapped nonces fail at their step', async () => {
    const joint = randomStarfireRecord('patrol', { joint: true });
    const ran = await broadside('verify', write('joint.json', joint));
    expect(ran.code).toBe(EXIT.ok);
    expect(ran.stdout).toContain('Seed: made together by the server and seats A, B');
    const swapped = JSON.parse(JSON.stringify(joint)) as GameRecord;
    const [a, b] = swapped.dice.derivation!.seats;
    [a!.nonce, b!.nonce] = [b!.nonce, a!.nonce];
    const bad = await broadside('verify', write('swapped.json', swapped));
    expect(bad.code).toBe(EXIT.mismatch);
    expect(bad.stderr).toContain('Step "seat nonces": the nonce revealed for seat A');
  });

  test('a changed die is named, exit 1', async () => {
    const entry = finished.entries.find((e) => e.dice.length > 0)! as SeatEntry;
    const die = entry.dice[0]!;
    const bad = tampered((r) => {
      r.entries[entry.seq - 1]!.dice[0]!.value = (die.value % die.sides) + 1;
    });
    const ran = await broadside('verify', write('die.json', bad));
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stderr).toContain(
      `NOT VERIFIED (at entry ${entry.seq}): Entry ${entry.seq} (order by ${entry.seat}): die k=${die.k} d${die.sides}`,
    );
    expect(ran.stderr).toContain('[record/die_mismatch]');
  });

  test('a changed order is named, exit 1', async () => {
    const bad = tampered((r) => {
      const first = r.entries[0]!;
      if (first.kind === 'order')
        first.order = {
          ...(first.order as object),
          facing: 'D' === (first.order as { facing?: string }).facing ? 'A' : 'D',
        };
    });
    const ran = await broadside('verify', write('order.json', bad));
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stderr).toMatch(/NOT VERIFIED \(at entry 1\): Entry 1 \(order by A\)/);
  });

  test('a changed seed fails the commitment, exit 1', async () => {
    const bad = tampered((r) => {
      r.dice.seed = 'ab'.repeat(32);
    });
    const ran = await broadside('verify', write('seed.json', bad));
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stderr).toContain('does not match the dice commitment');
  });

  test('--json gives a machine-readable verdict', async () => {
    const ran = await broadside('verify', write('good2.json', finished), '--json');
    expect(ran.code).toBe(EXIT.ok);
    expect(JSON.parse(ran.stdout)).toMatchObject({
      verified: true,
      finished: true,
      entries: finished.entries.length,
    });
  });

  test.each([
    [
      'a record without its seed',
      () =>
        write(
          'noseed.json',
          tampered((r) => void (r.dice.seed = null)),
        ),
      'no seed',
    ],
    ['a file that is not JSON', () => write('junk.json', 'not json at all'), 'not valid JSON'],
    ['a file that does not exist', () => join(dir, 'missing.json'), 'Cannot read'],
  ])('%s cannot be checked: exit 3', async (_name, file, message) => {
    const ran = await broadside('verify', file());
    expect(ran.code).toBe(EXIT.unusable);
    expect(ran.stderr).toContain(message);
  });
});

describe('broadside verify: fingerprints and signatures (issue 13)', () => {
  test('prints the fingerprint, and finds one kept mid-game', async () => {
    const kept = recordChain(finished)[5]!;
    const ran = await broadside('verify', write('chain.json', finished), '--expect-chain', kept);
    expect(ran.code).toBe(EXIT.ok);
    expect(ran.stdout).toContain(`Fingerprint: ${finished.chain}`);
    expect(ran.stdout).toContain("The fingerprint you kept is this game's history after entry 5.");
  });

  test('a fingerprint that is not in the record fails, exit 1', async () => {
    const ran = await broadside(
      'verify',
      write('chain-bad.json', finished),
      '--expect-chain',
      'ab'.repeat(32),
    );
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stderr).toContain('[record/chain_mismatch]');
  });

  test('--public-key: signed by that key verifies and says so; another key fails, exit 1', async () => {
    const { record, publicKey } = signed(finished);
    const good = await broadside('verify', write('signed.json', record), '--public-key', publicKey);
    expect(good.code).toBe(EXIT.ok);
    expect(good.stdout).toContain(`Signed by server key ${publicKey.slice(0, 16)}`);
    const stranger = signed(finished).publicKey;
    const wrong = await broadside(
      'verify',
      write('signed2.json', record),
      '--public-key',
      stranger,
    );
    expect(wrong.code).toBe(EXIT.mismatch);
    expect(wrong.stderr).toContain('[record/wrong_key]');
    const usage = await broadside('verify', write('signed3.json', record), '--public-key', 'xyz');
    expect(usage.code).toBe(EXIT.usage);
  });
});

describe('broadside replay', () => {
  test('prints every order and event as text', async () => {
    const ran = await broadside('replay', write('replay.json', finished));
    expect(ran.code).toBe(EXIT.ok);
    expect(ran.stdout).toContain('#0 game created');
    expect(ran.stdout).toMatch(/#1 10:00:01Z A: deploy unit=A1 hex=\d{4} facing=[A-F]/);
    expect(ran.stdout).toContain(`#${finished.entries.length} `);
    expect(ran.stdout).toContain(`Result: ${finished.result!.summary}`);
  });

  test('--json gives the steps and the final state', async () => {
    const ran = await broadside('replay', write('replay2.json', finished), '--json');
    expect(ran.code).toBe(EXIT.ok);
    const output = JSON.parse(ran.stdout) as {
      steps: { seq: number; events: unknown[] }[];
      finalState: { result: unknown };
      result: unknown;
      error: unknown;
    };
    expect(output.steps).toHaveLength(finished.entries.length + 1);
    expect(output.steps.every((step, index) => step.seq === index)).toBe(true);
    expect(output.finalState.result).toEqual(finished.result);
    expect(output.result).toEqual(finished.result);
    expect(output.error).toBeNull();
  });

  test('an unfinished game that carries its seed replays', async () => {
    const unfinished = randomStarfireRecord('set_piece', { stopAfter: 20 });
    expect(unfinished.result).toBeNull();
    const ran = await broadside('replay', write('unfinished.json', unfinished));
    expect(ran.code).toBe(EXIT.ok);
    expect(ran.stdout).toContain('#20 ');
    expect(ran.stdout).toContain('The game is not over.');
  });

  test('a tampered record replays up to the first discrepancy, exit 1', async () => {
    const bad = tampered((r) => {
      r.entries[2]!.seq = 7;
    });
    const ran = await broadside('replay', write('gap.json', bad));
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stdout).toContain('#2 ');
    expect(ran.stdout).toContain('Replay stopped: Entry 3 has sequence number 7');
  });
});

describe('usage', () => {
  test.each([
    ['no command', []],
    ['an unknown command', ['check', 'x.json']],
    ['an unknown option', ['verify', 'x.json', '--fast']],
    ['no file', ['replay']],
  ])('%s: exit 2 with the usage text', async (_name, args) => {
    const ran = await broadside(...args);
    expect(ran.code).toBe(EXIT.usage);
    expect(ran.stderr).toContain('Usage:');
  });

  test('--help prints the usage and exits 0', async () => {
    const ran = await broadside('--help');
    expect(ran.code).toBe(EXIT.ok);
    expect(ran.stdout).toContain('broadside verify <record.json>');
  });
});

describe('broadside verify on Star Cruiser Lite records', () => {
  const scl = randomSclRecord({
    scenario: 'fleet_action',
    options: { movement: 'vector', command_control: 'on' },
  });

  test('a finished Fleet Action with fleet commanders verifies (exit 0)', async () => {
    expect(scl.result).not.toBeNull();
    const ran = await broadside('verify', write('scl.json', scl));
    expect(ran.code).toBe(EXIT.ok);
    expect(ran.stdout).toContain(`VERIFIED: scl ${scl.ruleset.version}`);
  });

  test('a changed chit or die fails it (exit 1)', async () => {
    const copy = JSON.parse(JSON.stringify(scl)) as GameRecord;
    const entry = copy.entries.find((e) => e.dice.length > 0)!;
    const die = entry.dice[0]!;
    die.value = (die.value % die.sides) + 1;
    const ran = await broadside('verify', write('scl-die.json', copy));
    expect(ran.code).toBe(EXIT.mismatch);
    expect(ran.stderr).toContain('[record/die_mismatch]');
  });
});
