import {
  appendEntry,
  canonicalJson,
  seededRandom,
  type AnyRuleset,
  type GameRecord,
} from '@broadside/rules';
import type { OnepageState } from '@broadside/rules/onepage';
import { describe, expect, test } from 'vitest';
import {
  analyseGame,
  analyseStep,
  coachStepAt,
  coachSteps,
  gameAnalysis,
  severityOf,
  type CoachSettings,
  type CoachStep,
} from '../src/index.js';
import { botRecord } from './coach-support.js';
import { applyChecked, inputFor, newGame, rulesetOf } from './support.js';

const SETTINGS: CoachSettings = { seed: 'coach-test', samples: 4 };

/** A record cut just after entry `seq` (still replayable: it carries its seed). */
function cut(record: GameRecord, seq: number): GameRecord {
  return { ...record, entries: record.entries.slice(0, seq) };
}

/** The steps of `seat` in both step lists are the same, and so is their analysis. */
function expectSameAnalysis(R: AnyRuleset, one: CoachStep[], other: CoachStep[], seat: string) {
  const mine = (steps: CoachStep[]) => steps.filter((s) => s.seat === seat);
  expect(mine(one).length).toBeGreaterThan(0);
  expect(canonicalJson(mine(other))).toBe(canonicalJson(mine(one)));
  for (const [i, step] of mine(one).entries())
    expect(analyseStep(R, mine(other)[i]!, SETTINGS)).toEqual(analyseStep(R, step, SETTINGS));
}

describe('coachSteps', () => {
  const R = rulesetOf('onepage');
  const { record, states } = botRecord(R, { scenario: 'duel' }, 3, { maxMoves: 12 });

  test('one step per order of a seat that owed a decision, from its own view', () => {
    const steps = coachSteps(R, record);
    expect(steps.map((s) => s.seq)).toEqual(record.entries.map((e) => e.seq));
    for (const step of steps) {
      const before = states[step.seq - 1];
      expect(step).toEqual({
        seq: step.seq,
        turn: R.turn(before),
        chosen: (record.entries[step.seq - 1] as { order: unknown }).order,
        ...inputFor(R, before, step.seat),
      });
    }
  });

  test('an order given while the seat owed nothing is left out', () => {
    const idleIn = (state: unknown) =>
      R.seats(state).find((seat: string) => !R.pending(state).some((p) => p.seat === seat));
    const at = states.findIndex((state) => idleIn(state) !== undefined);
    expect(at).toBeGreaterThan(0);
    const idle = idleIn(states[at]);
    const before = cut(record, at);
    const conceded = appendEntry(before, {
      kind: 'order',
      seat: idle!,
      at: '2026-12-01T10:00:00.000Z',
      order: { type: 'concede' },
      dice: [],
    });
    expect(coachSteps(R, conceded)).toEqual(coachSteps(R, before));
    expect(coachSteps(R, before)).toHaveLength(at);
  });

  test('a record without its seed, or of another ruleset, is refused', () => {
    expect(() => coachSteps(R, { ...record, dice: { ...record.dice, seed: null } })).toThrow(
      /no seed/,
    );
    expect(() => coachSteps(rulesetOf('scl'), record)).toThrow(/cannot be analysed/);
  });
});

/**
 * Noninterference: the analysis of a seat's decisions depends on what the seat saw, never on
 * the opponent's hidden information. Two games that differ only there give the same steps for
 * the seat and the same analysis.
 */
describe('the coach never uses what the player did not know', () => {
  test('one-page written movement: the enemy plot handed in, not yet revealed', () => {
    const R = rulesetOf('onepage');
    const setup = { scenario: 'duel', options: { movement: 'written' } };
    const variant = (pick: 'first' | 'last') =>
      botRecord(R, setup, 5, {
        maxMoves: 2,
        first: 'B',
        override: (state, seat) => {
          if (seat !== 'B') return undefined;
          const plots = R.legalOrders(state, 'B').filter(
            (o: { type: string }) => o.type === 'plot',
          );
          return pick === 'first' ? plots[0] : plots[plots.length - 1];
        },
      }).record;
    const one = variant('first');
    const other = variant('last');
    expect(canonicalJson(one.entries[0])).not.toBe(canonicalJson(other.entries[0]));
    expectSameAnalysis(R, coachSteps(R, one), coachSteps(R, other), 'A');
  });

  test('Starfire warp point assault: the written transit order', () => {
    const R = rulesetOf('starfire');
    const setup = { scenario: 'warp_assault' };
    // The two games part at the first transit order of two or more units: one side writes
    // its units in one order or the other, which the other side cannot see.
    const variant = (index: number) =>
      botRecord(R, setup, 4, {
        maxMoves: 400,
        level: 'random',
        override: (state, seat) => {
          const owed = R.pending(state).find((p) => p.seat === seat);
          if (owed?.kind !== 'transit_order') return undefined;
          const orders = R.legalOrders(state, seat);
          return orders.length > 1 ? orders[index] : undefined;
        },
      }).record;
    const one = variant(0);
    const other = variant(1);
    const at = one.entries.findIndex(
      (e, i) => canonicalJson(e) !== canonicalJson(other.entries[i]),
    );
    expect(at).toBeGreaterThanOrEqual(0);
    const writer = (one.entries[at] as { seat: string }).seat;
    // Up to the other side's first decision after the hidden order: the games may part once
    // the units come through.
    const next = one.entries.findIndex((e, i) => i > at && e.kind === 'order' && e.seat !== writer);
    expect(next).toBeGreaterThan(at);
    const seat = (one.entries[next] as { seat: string }).seat;
    const steps = (record: GameRecord) => coachSteps(R, cut(record, next + 1)).slice(-1);
    expectSameAnalysis(R, steps(one), steps(other), seat);
  });

  test.each([
    ['startrek', { scenario: 'ambush' }, 'A'],
    ['scl', { scenario: 'carrier_strike', options: { movement: 'standard' } }, 'A'],
    ['scl', { scenario: 'breakout', options: { movement: 'vector' } }, 'B'],
  ])('%s %j: the hidden parts drawn otherwise, seat %s', (id, setup, seat) => {
    const R = rulesetOf(id);
    const { record, states } = botRecord(R, setup, 6, { maxMoves: 60, level: 'random' });
    const random = seededRandom(13);
    let differed = 0;
    let compared = 0;
    for (const [i, entry] of record.entries.entries()) {
      if (entry.kind !== 'order' || entry.seat !== seat || i % 3 !== 0) continue;
      const state = states[i];
      const other = R.determinize!(R.view(state, { kind: 'seat', seat }), seat, random);
      if (canonicalJson(other) !== canonicalJson(state)) differed += 1;
      const one = coachStepAt(R, state, entry.seq, seat, entry.order);
      const two = coachStepAt(R, other, entry.seq, seat, entry.order);
      expect(canonicalJson(two)).toBe(canonicalJson(one));
      if (one && compared < 3) {
        expect(analyseStep(R, two!, SETTINGS)).toEqual(analyseStep(R, one, SETTINGS));
        compared += 1;
      }
    }
    expect(differed).toBeGreaterThan(0);
    expect(compared).toBeGreaterThan(0);
  });
});

describe('the coach finds a planted blunder', () => {
  test('one-page: holding fire when a 4+ on a d6 would finish the enemy', () => {
    const R = rulesetOf('onepage');
    const game = newGame(R, { scenario: 'duel', options: { movement: 'written' } }, 7);
    // Walk the game with easy bots until A owes a fire decision with a target in gun range.
    let state = game.state;
    for (let n = 0; n < 300; n += 1) {
      const owed = R.pending(state);
      const a = owed.find((p) => p.seat === 'A');
      if (a?.kind === 'fire') break;
      const next = owed[0]!;
      const order = R.legalOrders(state, next.seat).find(
        (o: { type: string }) => o.type !== 'concede',
      );
      const plan =
        (order as { type: string }).type === 'plot' || (order as { type: string }).type === 'move'
          ? closer(R, state, next.seat)
          : order;
      state = applyChecked(R, state, next.seat, plan, game.dice);
    }
    const s = structuredClone(state) as OnepageState;
    // Every ship down to its last hull point, and B left with the one A can shoot at: a hit
    // ends the game.
    const target = R.legalOrders(state, 'A').find(
      (o: { shots?: { target: string }[] }) => (o.shots?.length ?? 0) > 0,
    ).shots[0].target;
    for (const ship of s.ships) {
      ship.hull = 1;
      if (ship.side === 'B' && ship.id !== target) ship.status = 'destroyed';
    }
    const step = coachStepAt(R, s, 99, 'A', { type: 'fire', shots: [] })!;
    expect(step).not.toBeNull();
    const { verdict } = analyseStep(R, step, { seed: 'blunder', samples: 8 });
    expect(['mistake', 'blunder']).toContain(verdict.severity);
    expect(verdict.chosenText).toBe('hold fire');
    expect(verdict.bestText).toMatch(/fires .*at B/);
    expect(verdict.why).toMatch(/4\+ on a d6/);
    expect(verdict.loss).toBeGreaterThanOrEqual(verdict.bestValue - verdict.chosenValue - 2e-4);
  });
});

/** A plot that moves every ship of `seat` as far as it can toward the enemy (the last listed). */
function closer(R: AnyRuleset, state: unknown, seat: string): unknown {
  const plots = R.legalOrders(state, seat).filter(
    (o: { type: string }) => o.type === 'plot' || o.type === 'move',
  );
  let best = plots[0];
  let bestDistance = Infinity;
  for (const plot of plots) {
    const after = R.apply(state, seat, plot, { roll: () => 1 }).state as OnepageState;
    const mine = after.ships.filter((s) => s.side === seat);
    const theirs = after.ships.filter((s) => s.side !== seat);
    let d = Infinity;
    for (const m of mine)
      for (const t of theirs)
        d = Math.min(d, Math.max(Math.abs(m.hex.q - t.hex.q), Math.abs(m.hex.r - t.hex.r)));
    if (d < bestDistance) {
      bestDistance = d;
      best = plot;
    }
  }
  return best;
}

describe('the analysis is deterministic', () => {
  const R = rulesetOf('onepage');
  const { record } = botRecord(R, { scenario: 'duel' }, 9, { maxMoves: 10 });
  const steps = coachSteps(R, record);

  test('same steps and settings, the same analysis; split over workers, the same too', () => {
    const first = analyseGame(R, steps, SETTINGS);
    expect(analyseGame(R, steps, SETTINGS)).toEqual(first);
    const pieces = [...steps].reverse().map((s) => analyseStep(R, s, SETTINGS));
    expect(gameAnalysis(R, pieces.reverse(), SETTINGS)).toEqual(first);
    expect(first.seats).toEqual(['A', 'B']);
    expect(first.samples).toBe(SETTINGS.samples);
    for (const [i, v] of first.verdicts.entries()) {
      expect(v.loss).toBeGreaterThanOrEqual(Math.max(0, v.bestValue - v.chosenValue) - 2e-4);
      expect(v.severity).toBe(severityOf(v.loss));
      const p = first.winProbability[i]!;
      expect(p.winProbability.A! + p.winProbability.B!).toBeCloseTo(1, 3);
      expect(p.winProbability[v.seat]).toBe(v.chosenValue);
    }
  });

  test('a clock only stops it trying candidates, and never breaks it', () => {
    let now = 0;
    const clock = () => (now += 50);
    const timed = analyseStep(R, steps[0]!, { ...SETTINGS, budgetMs: 10, clock });
    expect(timed.verdict.loss).toBe(0);
    expect(timed.verdict.severity).toBe('good');
  });
});

test.each([
  [0, 'good'],
  [0.049, 'good'],
  [0.05, 'inaccuracy'],
  [0.1, 'mistake'],
  [0.2, 'blunder'],
  [0.9, 'blunder'],
])('a loss of %f is %s', (loss, severity) => {
  expect(severityOf(loss)).toBe(severity);
});
