/**
 * A fuzzer of fleet picks (issue 30) for the three kit rulesets: seeded random budgets and random
 * `choose_fleet` orders (ships moved anywhere on the map or off it, designs swapped among the
 * ruleset's, ships dropped or doubled). Every refusal is a structured error whose path leads
 * into the order and leaves the state as it was; every accepted pair of picks starts a battle
 * that plays to the end with random listed orders, and its record verifies.
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { isFleetPhase, isFleetPickView } from '../../src/core/fleet-pick.js';
import { seededRandom } from '../../src/core/seeded-random.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { verifyRecord } from '../../src/record/verify.js';
import { RULESETS } from '../../src/rulesets.js';
import { randomEntry, seedOf, start } from '../contract/harness.js';
import { int, oneOf, randomHex, type Random } from '../contract/custom-fuzz.js';
import { playAndRecord, type NextMove } from '../record/support.js';

type Row = Record<string, unknown>;

const KIT = [
  { id: 'onepage', designKey: 'design' },
  { id: 'scl', designKey: 'cls' },
  { id: 'startrek', designKey: 'cls' },
] as const;

/** Games per ruleset. */
const GAMES = 12;

describe.each(KIT)('$id: fuzzed fleet picks', ({ id, designKey }) => {
  const R = RULESETS[id]!;
  const scenarios = R.describe().scenarios.map((s) => s.id);
  const seen = { accepted: 0, refused: 0, started: 0 };

  /** A random pick made from the set-up's suggestion and the designs the fleet phase offers. */
  function randomPick(state: unknown, seat: string, random: Random): Row {
    const view = R.view(state, { kind: 'seat', seat });
    if (!isFleetPickView(view)) throw new Error('not in the fleet phase');
    const { suggested = [], zones, columns, rows } = view.fleetPick;
    const designs = suggested.map((r) => r[designKey]);
    const zone = zones[seat]!;
    const forces = (suggested as Row[]).flatMap((row) => {
      const roll = random();
      if (roll < 0.1) return [];
      const hex = random() < 0.2 ? randomHex(random, columns, rows) : oneOf(random, zone);
      const moved = { ...row, hex };
      if (roll < 0.2) return [moved, { ...moved, hex: oneOf(random, zone) }];
      if (roll < 0.3) return [{ ...moved, [designKey]: oneOf(random, [...designs, 'nothing']) }];
      return [moved];
    });
    return { type: 'choose_fleet', forces };
  }

  test.each(Array.from({ length: GAMES }, (_, n) => [n] as const))('game %i', (n) => {
    const random = seededRandom(4000 + n);
    const budget = int(random, 10, 200);
    const input = {
      scenario: oneOf(random, scenarios),
      fleetChoice: 'each_side',
      custom: { budget: { A: budget, B: budget } },
    };
    let state = start(R, input, verifiableDice(seedOf(n))).state;
    const orders: { seat: string; order: unknown }[] = [];
    for (const seat of ['A', 'B']) {
      let order: unknown = null;
      for (let tries = 0; tries < 5 && order === null; tries += 1) {
        const pick = randomPick(state, seat, random);
        const before = canonicalJson(state);
        const checked = R.check(state, seat, pick);
        expect(canonicalJson(state)).toBe(before);
        if (checked.ok) {
          order = checked.value;
          seen.accepted += 1;
        } else {
          seen.refused += 1;
          expect(checked.error.code).toMatch(/^(order|setup)\/[a-z_]+$/);
          expect(checked.error.message).toMatch(/\w/);
          expect(checked.error.path[0], JSON.stringify(checked.error)).toBe('forces');
        }
      }
      order ??= R.legalOrders(state, seat)[0] ?? null;
      if (order === null) return; // no fleet fits this budget: the timeout rule ends the game
      orders.push({ seat, order });
      state = R.apply(state, seat, order, verifiableDice(seedOf(n))).state;
    }
    expect(isFleetPhase(state)).toBe(false);
    seen.started += 1;

    const play = seededRandom(5000 + n);
    const { record, state: final } = playAndRecord(R, input, (s, move) => {
      if (move < orders.length) return { kind: 'order', ...orders[move]! };
      if (R.result(s) !== null) return null;
      return randomEntry(R, s, play) as NextMove;
    });
    expect(R.result(final)).not.toBeNull();
    expect(verifyRecord(JSON.parse(JSON.stringify(record)), RULESETS)).toMatchObject({
      ok: true,
      value: { finished: true },
    });
  });

  test('the fuzzer reaches both sides of the check, and most games start', () => {
    expect(seen.accepted).toBeGreaterThan(GAMES / 2);
    expect(seen.refused).toBeGreaterThan(GAMES / 4);
    expect(seen.started).toBeGreaterThan(GAMES / 2);
  });
});
