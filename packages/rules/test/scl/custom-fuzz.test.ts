/**
 * Issue 30's fuzzer for Star Cruiser Lite: random custom set-ups, seeded. Every accepted one
 * plays to the end with random legal orders and its record verifies; every refused one gets a
 * structured error whose path leads into the input, and the input is left as it was.
 */
import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../src/core/seeded-random.js';
import { verifyRecord } from '../../src/record/verify.js';
import { RULESETS } from '../../src/rulesets.js';
import { CLASS_IDS, CLASSES } from '../../src/scl/designs.js';
import { randomOrder } from '../../src/scl/random-play.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import { SCENARIO_IDS } from '../../src/scl/scenarios.js';
import { MOVEMENT_SYSTEMS, OPTIONAL_RULES, type SclState } from '../../src/scl/state.js';
import { playAndRecord } from '../record/support.js';

const GAMES = 200;

/** The classes a side may field: fighter flights come aboard their carrier. */
const SHIPS = CLASS_IDS.filter((id) => CLASSES[id]!.kind === 'ship');

type Random = () => number;
const int = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const oneOf = <T>(random: Random, items: readonly T[]): T =>
  items[int(random, 0, items.length - 1)]!;
const two = (n: number) => String(n).padStart(2, '0');

/** A CCRR label, now and then just off the map or no label at all. */
function hex(random: Random, columns: number, rows: number): string {
  const roll = random();
  if (roll < 0.01) return 'x101';
  if (roll < 0.03) return `${two(columns + 1)}${two(int(random, 1, rows))}`;
  return `${two(int(random, 1, columns))}${two(int(random, 1, rows))}`;
}

/** A random custom part: each piece present about half the time, now and then out of range. */
function randomCustom(random: Random): Record<string, unknown> {
  const custom: Record<string, unknown> = {};
  // Scenario ships sit up to column 28 and row 18: a smaller map with scenario forces is refused.
  const columns = random() < 0.3 ? int(random, 9, 30) : 30;
  const rows = random() < 0.3 ? int(random, 10, 20) : 20;
  if (columns !== 30 || rows !== 20) custom.map = { columns, rows };
  for (const side of ['A', 'B'] as const) {
    if (random() < 0.25) continue;
    const count = random() < 0.03 ? 25 : random() < 0.02 ? 0 : int(random, 1, 4);
    custom.forces = {
      ...(custom.forces as object),
      [side]: Array.from({ length: count }, () => ({
        cls: random() < 0.04 ? oneOf(random, ['dreadnought', 'martel']) : oneOf(random, SHIPS),
        hex: hex(random, columns, rows),
        ...(random() < 0.3 ? { facing: int(random, 0, 5) } : {}),
        ...(random() < 0.3 ? { cq: int(random, -3, 3) } : {}),
      })),
    };
  }
  if (random() < 0.5) custom.turnLimit = int(random, 0, 6);
  if (random() < 0.3) custom.victory = oneOf(random, ['battle', 'carrier', 'breakout']);
  if (random() < 0.3) custom.budget = { [oneOf(random, ['A', 'B'])]: int(random, 30, 250) };
  return custom;
}

/** Random game options: the movement system and each optional rule on about a third of the time. */
function randomOptions(random: Random): Record<string, string> {
  const options: Record<string, string> = { movement: oneOf(random, MOVEMENT_SYSTEMS) };
  for (const id of OPTIONAL_RULES) if (random() < 0.3) options[id] = 'on';
  return options;
}

/** The value at `path` in `input`, or `undefined` when the path leads nowhere. */
function at(input: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[key]
        : undefined,
    input,
  );
}

describe('custom set-ups, fuzzed: accepted ones play to the end and verify', () => {
  const random = seededRandom(30);
  const inputs = Array.from({ length: GAMES }, () => ({
    scenario: oneOf(random, SCENARIO_IDS),
    options: randomOptions(random),
    custom: randomCustom(random),
  }));
  const parsed = inputs.map((input) => ({
    input,
    before: JSON.stringify(input),
    result: R.parseSetup(input),
  }));

  test('the fuzzer reaches both sides of the check', () => {
    const accepted = parsed.filter((p) => p.result.ok).length;
    expect(accepted).toBeGreaterThan(GAMES / 4);
    expect(GAMES - accepted).toBeGreaterThan(GAMES / 10);
  });

  test('every refusal is a structured setup/... error at a path into the input, and the input is unchanged', () => {
    const codes = new Set<string>();
    for (const { input, before, result } of parsed) {
      expect(JSON.stringify(input)).toBe(before);
      if (result.ok) continue;
      codes.add(result.error.code);
      expect(result.error.code).toMatch(/^setup\/[a-z_]+$/);
      expect(result.error.message).toMatch(/\w/);
      expect(result.error.path?.[0]).toBe('custom');
      // The path names the part at fault; the last key may be one the input lacks (zod's case).
      expect(
        at(input, result.error.path!.slice(0, -1)),
        JSON.stringify([result.error, input]),
      ).toBeDefined();
    }
    expect(codes.size).toBeGreaterThanOrEqual(5);
  });

  test.each(parsed.flatMap((p, n) => (p.result.ok ? [[n, p.input] as const] : [])))(
    'set-up %i plays to the end and its record verifies',
    (n, input) => {
      const random = seededRandom(1000 + n);
      const { record, state } = playAndRecord(
        R,
        input,
        (s) => {
          const next = randomOrder(s as SclState, random);
          return next && { kind: 'order', seat: next.seat, order: next.order };
        },
        { maxMoves: 5000 },
      );
      expect(R.result(state as SclState)).not.toBeNull();
      expect(verifyRecord(record, RULESETS)).toMatchObject({ ok: true, value: { finished: true } });
    },
  );
});
