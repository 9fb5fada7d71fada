/**
 * Issue 30's fuzzer of custom set-ups, written once for every ruleset that takes them: seeded
 * random set-ups go through the ruleset's own check. Every accepted one plays to the end with
 * random legal orders and its record verifies; every refused one gets a structured
 * `setup/...` error whose path leads into the input, and the input is left as it was.
 */
import { describe, expect, test } from 'vitest';
import type { AnyRuleset } from '../../src/core/ruleset.js';
import { seededRandom } from '../../src/core/seeded-random.js';
import { verifyRecord } from '../../src/record/verify.js';
import { RULESETS } from '../../src/rulesets.js';
import { playAndRecord } from '../record/support.js';

/** A source of numbers in [0, 1). */
export type Random = () => number;

/** A whole number from `lo` to `hi`, both included. */
export const int = (random: Random, lo: number, hi: number): number =>
  lo + Math.floor(random() * (hi - lo + 1));

/** One of `items`. */
export const oneOf = <T>(random: Random, items: readonly T[]): T =>
  items[int(random, 0, items.length - 1)]!;

const two = (n: number) => String(n).padStart(2, '0');

/** A CCRR label on a `columns` × `rows` map, now and then just off it or no label at all. */
export function randomHex(random: Random, columns: number, rows: number): string {
  const roll = random();
  if (roll < 0.01) return 'x101';
  if (roll < 0.03) return `${two(columns + 1)}${two(int(random, 1, rows))}`;
  return `${two(int(random, 1, columns))}${two(int(random, 1, rows))}`;
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

/** What the fuzzer needs of one ruleset. */
export interface CustomFuzz {
  readonly ruleset: AnyRuleset;
  /** A whole set-up input (scenario, options and `custom`), drawn from `random`. */
  randomSetup(random: Random): Record<string, unknown>;
  /** A random legal order in `state`, or null when nobody owes one. */
  randomOrder(state: unknown, random: Random): { seat: string; order: unknown } | null;
  /** How many set-ups (200 unless told). */
  readonly games?: number;
  /** The most orders one game may take. */
  readonly maxMoves?: number;
}

/** Registers the fuzzer's tests for one ruleset. */
export function describeCustomFuzz(fuzz: CustomFuzz): void {
  const games = fuzz.games ?? 200;
  const R = fuzz.ruleset;
  describe(`${R.name}: custom set-ups, fuzzed: accepted ones play to the end and verify`, () => {
    const random = seededRandom(30);
    const parsed = Array.from({ length: games }, () => fuzz.randomSetup(random)).map((input) => ({
      input,
      before: JSON.stringify(input),
      result: R.parseSetup(input),
    }));

    test('the fuzzer reaches both sides of the check', () => {
      const accepted = parsed.filter((p) => p.result.ok).length;
      expect(accepted).toBeGreaterThan(games / 4);
      expect(games - accepted).toBeGreaterThan(games / 10);
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
        const play = seededRandom(1000 + n);
        const { record, state } = playAndRecord(
          R,
          input,
          (s) => {
            const next = fuzz.randomOrder(s, play);
            return next && { kind: 'order', seat: next.seat, order: next.order };
          },
          fuzz.maxMoves === undefined ? {} : { maxMoves: fuzz.maxMoves },
        );
        expect(R.result(state)).not.toBeNull();
        expect(verifyRecord(JSON.parse(JSON.stringify(record)), RULESETS)).toMatchObject({
          ok: true,
          value: { finished: true },
        });
      },
    );
  });
}
