/**
 * Contract suite, refusals: whatever a client sends, `check` answers with data, never a throw;
 * every refusal is structured (a namespaced code, a sentence, a path), and neither `check` nor
 * `apply` changes the state it was given.
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import type { AnyRuleset } from '../../src/core/ruleset.js';
import type { RuleError } from '../../src/core/result.js';
import { seededRandom } from '../../src/core/seeded-random.js';
import { foldEntry } from '../../src/core/fold.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { REGISTERED, playRandom, setupCases, start } from './harness.js';

const CODE = /^[a-z][a-z_]*\/[a-z0-9_]+$/;

function expectStructured(error: RuleError, what: string): void {
  expect(error.code, what).toMatch(CODE);
  expect(typeof error.message, what).toBe('string');
  expect(error.message.length, what).toBeGreaterThan(3);
  expect(Array.isArray(error.path), what).toBe(true);
  for (const part of error.path) expect(['string', 'number'], what).toContain(typeof part);
}

/** Changes one field of a value, at random: a number, a string, a dropped key or an extra one. */
function mutate(value: unknown, random: () => number): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || random() < 0.2) return [...value, { junk: true }];
    const i = Math.floor(random() * value.length);
    return value.map((v, j) => (j === i ? mutate(v, random) : v));
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const roll = random();
    if (entries.length === 0 || roll < 0.1) return { ...value, unexpected: 1 };
    const [key, inner] = entries[Math.floor(random() * entries.length)]!;
    if (roll < 0.25) return Object.fromEntries(entries.filter(([k]) => k !== key));
    return { ...value, [key]: mutate(inner, random) };
  }
  if (typeof value === 'number')
    return [value + 1, value - 7, -1, 1e9, 0.5, NaN][Math.floor(random() * 6)];
  if (typeof value === 'string')
    return [`${value}x`, '', 'Z9', 'concede'][Math.floor(random() * 4)];
  if (typeof value === 'boolean') return !value;
  return 'junk';
}

const JUNK: unknown[] = [
  null,
  undefined,
  42,
  'fire',
  [],
  {},
  { type: 'no_such_order' },
  { type: 42 },
  { type: 'concede', extra: true },
  { type: '__proto__' },
];

function probe(R: AnyRuleset, state: unknown, seat: string, order: unknown, what: string): void {
  const before = canonicalJson(state);
  let checked;
  try {
    checked = R.check(state, seat, order);
  } catch (thrown) {
    throw new Error(`${what}: check threw ${String(thrown)} for ${JSON.stringify(order)}`);
  }
  if (!checked.ok) expectStructured(checked.error, `${what} ${JSON.stringify(order)}`);
  expect(canonicalJson(state), `${what}: check changed the state`).toBe(before);
}

describe.each(REGISTERED)('%s: refusals are structured and change nothing', (_id, R) => {
  test('set-ups that are not set-ups', () => {
    const scenario = R.describe().scenarios[0]!.id;
    for (const input of [
      null,
      7,
      'x',
      {},
      { scenario: 'no_such' },
      { scenario, options: { nope: 'x' } },
      { scenario, extra: 1 },
    ]) {
      const parsed = R.parseSetup(input);
      expect(parsed.ok, JSON.stringify(input)).toBe(false);
      if (!parsed.ok) expectStructured(parsed.error, JSON.stringify(input));
    }
  });

  test.each(setupCases(R, 1, 23).map((c, n) => [c.scenario, c.input, n] as const))(
    '%s %j: junk, mutated and misaddressed orders',
    (_s, input, n) => {
      const game = playRandom(R, input, 90 + n, { timeout: 0.02, maxSteps: 400 });
      const random = seededRandom(n + 5);
      const seats = R.seats(game.state);
      game.steps.forEach((step, i) => {
        if (i % 7 !== 0) return;
        const where = `step ${i}`;
        const owed = R.pending(step.before)[0];
        for (const seat of seats) for (const junk of JUNK) probe(R, step.before, seat, junk, where);
        probe(R, step.before, 'no_such_seat', { type: 'concede' }, where);
        if (step.entry.kind === 'order') {
          for (let m = 0; m < 6; m += 1)
            probe(R, step.before, step.entry.seat, mutate(step.entry.order, random), where);
          const idle = seats.find((s) => s !== step.entry.seat && !R.mayAct(step.before, s));
          if (idle) {
            const checked = R.check(step.before, idle, step.entry.order);
            if (!checked.ok) expectStructured(checked.error, `${where} out of turn`);
          }
        }
        if (owed) expect(R.mayAct(step.before, owed.seat)).toBe(true);
      });
    },
    60_000,
  );

  test('apply and timeout never change the state they are given', () => {
    const input = setupCases(R)[0]!.input;
    const game = playRandom(R, input, 7, { timeout: 0.05, maxSteps: 300 });
    const dice = verifiableDice(game.seed);
    let state = start(R, input, dice).state;
    game.steps.forEach((step, i) => {
      const before = canonicalJson(state);
      const folded = foldEntry(R, state, step.entry, dice);
      if (!folded.ok) throw new Error(folded.error.message);
      expect(canonicalJson(state), `step ${i} (${step.entry.kind})`).toBe(before);
      state = folded.state;
    });
  });
});
