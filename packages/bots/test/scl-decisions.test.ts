import { distance, type Hex } from '@broadside/rules';
import type { FireOrder, MoveOrder, PrepareOrder, SclState } from '@broadside/rules/scl';
import { describe, expect, test } from 'vitest';
import { createBot, playMatch } from '../src/index.js';
import { applyChecked, inputFor, newGame, rulesetOf } from './support.js';

const R = rulesetOf('scl');
const hard = () => createBot(R, { level: 'hard', seed: 'scl', maxIterations: 4 });

type Spots = Record<string, { hex: Hex; facing: number; hits?: number }>;

/** Bismarck at Bay with units placed by hand: id → hex, facing, hits (others left out). */
function placed(
  spots: Spots,
  detected: { A: string[]; B: string[] },
  stage: SclState['stage'],
): SclState {
  const game = newGame(R, { scenario: 'bismarck_at_bay' }, 3);
  const state = structuredClone(game.state) as SclState;
  for (const u of state.units) {
    const spot = spots[u.id];
    if (!spot) u.status = 'destroyed';
    else Object.assign(u, { hex: spot.hex, facing: spot.facing, hits: spot.hits ?? 0 });
  }
  return { ...state, detected, stage };
}

const moveOf = (seat: 'A' | 'B', units: string[]): SclState['stage'] => ({
  phase: 'move',
  batches: [{ seat, units, squadron: null }],
  index: 0,
});

/** `state` after `seat`'s order, on the game's own dice. */
function after(state: SclState, seat: string, order: unknown): SclState {
  return applyChecked(
    R,
    state,
    seat,
    order,
    newGame(R, { scenario: 'bismarck_at_bay' }, 3).dice,
  ) as SclState;
}

/**
 * Star Cruiser Lite decisions of the hard level, in set positions, each named after the
 * rulebook section it follows.
 */
describe('Star Cruiser Lite hard decisions', () => {
  test.each<{
    name: string;
    seat: 'A' | 'B';
    mover: string;
    spots: Spots;
    detected: { A: string[]; B: string[] };
    engages: boolean;
    unseen: boolean | null;
  }>([
    {
      name: 'Detection Procedure: the Bismarck closes on the cruiser it detects and engages it',
      seat: 'A',
      mover: 'A1',
      spots: {
        A1: { hex: { q: 8, r: 5 }, facing: 2 },
        B1: { hex: { q: 13, r: 5 }, facing: 5 },
      },
      detected: { A: ['B1'], B: [] },
      engages: true,
      unseen: null,
    },
    {
      name: 'Detection Procedure: a lone raider keeps out of the Bismarck’s detection range',
      seat: 'B',
      mover: 'B2',
      spots: {
        A1: { hex: { q: 5, r: 7 }, facing: 2 },
        B2: { hex: { q: 12, r: 7 }, facing: 5 },
      },
      detected: { A: [], B: [] },
      engages: false,
      unseen: true,
    },
  ])('$name', ({ seat, mover, spots, detected, engages, unseen }) => {
    const state = placed(spots, detected, moveOf(seat, [mover]));
    const order = hard().decide(inputFor(R, state, seat)) as MoveOrder;
    expect(order.type).toBe('move');
    const next = after(state, seat, order);
    const enemy = seat === 'A' ? 'B' : 'A';
    if (unseen !== null) expect(next.detected[enemy as 'A' | 'B'].includes(mover)).toBe(!unseen);
    expect(next.detected[seat as 'A' | 'B'].length > 0).toBe(engages);
  });

  test('Missiles: a ship launches at a detected enemy within its communicators’ range', () => {
    const state = placed(
      { A1: { hex: { q: 8, r: 5 }, facing: 2 }, B1: { hex: { q: 13, r: 5 }, facing: 5 } },
      { A: ['B1'], B: [] },
      { phase: 'prepare', submitted: [] },
    );
    const order = hard().decide(inputFor(R, state, 'A')) as PrepareOrder;
    expect(order.launches).toEqual([{ ship: 'A1', craft: 'missile', facing: 2 }]);
  });

  test('Missiles: a missile in flight is steered onto its target and strikes it', () => {
    let state = placed(
      { A1: { hex: { q: 8, r: 5 }, facing: 2 }, B1: { hex: { q: 13, r: 5 }, facing: 5 } },
      { A: ['B1'], B: [] },
      { phase: 'prepare', submitted: [] },
    );
    state = after(state, 'A', {
      type: 'prepare',
      launches: [{ ship: 'A1', craft: 'missile', facing: 2 }],
    });
    state = after(state, 'B', { type: 'prepare' });
    // Ships move first; let them hold, then the missile's batch comes to the hard level.
    for (let n = 0; n < 10; n += 1) {
      const owed = R.pending(state)[0]!;
      if (owed.kind !== 'move') break;
      const units = (owed as unknown as { detail: { units: string[] } }).detail.units;
      if (owed.seat === 'A' && units.some((id) => id.startsWith('AM'))) {
        const order = hard().decide(inputFor(R, state, 'A')) as MoveOrder;
        state = after(state, 'A', order);
        const missile = state.units.find((u) => u.id.startsWith('AM'))!;
        const cruiser = state.units.find((u) => u.id === 'B1')!;
        expect(distance(missile.hex, cruiser.hex)).toBe(0);
      } else state = after(state, owed.seat, { type: 'move', moves: [] });
    }
    const fire = hard().decide(inputFor(R, state, 'A')) as FireOrder;
    expect(fire.missiles).toEqual([{ missile: 'AM1', target: 'B1' }]);
  });

  test('Detection and Fire Phase: batteries focus on the nearly destroyed ship first', () => {
    const state = placed(
      {
        A1: { hex: { q: 10, r: 5 }, facing: 2 },
        B1: { hex: { q: 13, r: 5 }, facing: 5, hits: 30 },
        B2: { hex: { q: 13, r: 4 }, facing: 5 },
      },
      { A: ['B1', 'B2'], B: [] },
      { phase: 'fire', owed: ['A'], submitted: [] },
    );
    const order = hard().decide(inputFor(R, state, 'A')) as FireOrder;
    expect(order.beams.length).toBeGreaterThan(0);
    expect(order.beams[0]!.target).toBe('B1');
  });

  test.each([
    ['bismarck_at_bay', 'A'],
    ['carrier_strike', 'B'],
    ['breakout', 'A'],
    ['fleet_action', 'B'],
  ])(
    'no order of the hard level is ever refused: %s, hard on seat %s',
    (scenario, seat) => {
      const game = newGame(R, { scenario }, 7);
      const level = (s: string) => (s === seat ? 'hard' : 'easy');
      const bots = {
        A: createBot(R, { level: level('A'), seed: 'a', maxIterations: 4 }),
        B: createBot(R, { level: level('B'), seed: 'b', maxIterations: 4 }),
      };
      const match = playMatch(R, game.state, bots, game.dice, { maxDecisions: 2000 });
      expect(match.illegal).toBe(0);
      expect(match.stalls).toBe(0);
      expect(match.result).not.toBeNull();
    },
    60_000,
  );
});

/**
 * The Kafer's line in Bismarck at Bay (`src/scl/stalk.ts`): the scout sweeps until it sees the
 * Bismarck's stern, stops where a stopped ship goes undetected, and missiles do the fighting.
 */
describe('Star Cruiser Lite hard Kafer stalk the Bismarck', () => {
  const bismarck = { hex: { q: 0, r: 12 }, facing: 4 };

  test('Detection Procedure: the scout sweeps three hexes on and finds the Bismarck’s stern', () => {
    const state = placed(
      {
        A1: bismarck,
        B1: { hex: { q: 8, r: 5 }, facing: 4 },
        B2: { hex: { q: 3, r: 7 }, facing: 3 },
      },
      { A: [], B: [] },
      moveOf('B', ['B2']),
    );
    const order = hard().decide(inputFor(R, state, 'B')) as MoveOrder;
    const next = after(state, 'B', order);
    expect(next.units.find((u) => u.id === 'B2')!.hex).toEqual({ q: 3, r: 10 });
    expect(next.detected.B).toEqual(['A1']);
  });

  test('Full Stop: the scout stops unseen while it still detects the Bismarck, and both ships launch', () => {
    let state = placed(
      {
        A1: bismarck,
        B1: { hex: { q: 8, r: 5 }, facing: 4 },
        B2: { hex: { q: 3, r: 10 }, facing: 3 },
      },
      { A: ['B2'], B: ['A1'] },
      { phase: 'prepare', submitted: [] },
    );
    const order = hard().decide(inputFor(R, state, 'B')) as PrepareOrder;
    expect(order.fullStop).toEqual(['B2']);
    expect(order.launches.map((l) => l.ship).sort()).toEqual(['B1', 'B2']);
    state = after(state, 'B', order);
    state = after(state, 'A', { type: 'prepare' });
    expect(state.detected.A.includes('B2')).toBe(false);
    expect(state.detected.B).toEqual(['A1']);
  });

  test('Missiles: a launcher keeps out of the Bismarck’s detection, within missile reach', () => {
    const state = placed(
      {
        A1: bismarck,
        B1: { hex: { q: 13, r: 0 }, facing: 4 },
        B2: { hex: { q: 3, r: 10 }, facing: 3 },
      },
      { A: [], B: ['A1'] },
      moveOf('B', ['B1']),
    );
    const order = hard().decide(inputFor(R, state, 'B')) as MoveOrder;
    const next = after(state, 'B', order);
    const cruiser = next.units.find((u) => u.id === 'B1')!;
    expect(distance(cruiser.hex, bismarck.hex)).toBeLessThanOrEqual(8);
    expect(next.detected.A.includes('B1')).toBe(false);
  });
});
