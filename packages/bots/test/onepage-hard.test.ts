import { distance, facingAt, neighbor, offsetToHex } from '@broadside/rules';
import {
  gravityPull,
  type OnepageOrder,
  type OnepageState,
  type ShipState,
} from '@broadside/rules/onepage';
import { describe, expect, test } from 'vitest';
import { createBot } from '../src/index.js';
import { turnsToExit } from '../src/onepage/route.js';
import { applyChecked, inputFor, newGame, rulesetOf } from './support.js';

const R = rulesetOf('onepage');

type Placing = Partial<ShipState> & { at?: [number, number] };

/** A new game of `scenario` with ships moved and changed as `ships` says (by id). */
function position(
  scenario: string,
  ships: Record<string, Placing>,
  stage: OnepageState['stage'] = { phase: 'plot', submitted: [] },
): OnepageState {
  const state = newGame(R, { scenario }, 7).state as OnepageState;
  return {
    ...state,
    stage,
    ships: state.ships.map((ship) => {
      const change = ships[ship.id];
      if (!change) return ship;
      const { at, ...rest } = change;
      return { ...ship, ...rest, ...(at ? { hex: offsetToHex(at[0], at[1]) } : {}) };
    }),
  };
}

/** The hard level's order for `seat` (deterministic: no clock, a fixed iteration cap). */
function hardOrder(state: OnepageState, seat: string): OnepageOrder {
  const bot = createBot(R, { level: 'hard', seed: 'test', maxIterations: 8 });
  const order = bot.decide(inputFor(R, state, seat)) as OnepageOrder;
  expect(R.check(state, seat, order).ok).toBe(true);
  return order;
}

/**
 * One-page decisions the hard level must get right, each named after the section of the
 * one-page rules it comes from (Movement, Combat: Missile and Guns) or the scenario.
 */
describe('one-page hard decisions', () => {
  test('Combat, Guns: every working gun fires, first at the weak ship until it should go down', () => {
    // A1 (Heavy Cruiser, 2 guns) and A2 (Destroyer, 1 gun) each have both enemies at range 1;
    // B2 is a Destroyer with 5 hull points left, B1 an intact Heavy Cruiser.
    const x = offsetToHex(5, 4);
    const at = (dq: number, dr: number) => ({ hex: { q: x.q + dq, r: x.r + dr } });
    const state = position(
      'duel',
      { A1: at(0, 0), A2: at(1, 0), B1: at(0, 1), B2: { ...at(1, -1), hull: 5, hits: 3 } },
      { phase: 'fire', owed: ['A', 'B'], submitted: [] },
    );
    for (const id of ['A1', 'A2'])
      for (const target of ['B1', 'B2']) {
        const a = state.ships.find((s) => s.id === id)!;
        const b = state.ships.find((s) => s.id === target)!;
        expect(distance(a.hex, b.hex)).toBeLessThanOrEqual(1);
      }
    const order = hardOrder(state, 'A');
    if (order.type !== 'fire') throw new Error(order.type);
    expect(order.shots).toHaveLength(3);
    expect(order.shots.filter((s) => s.target === 'B2')).toHaveLength(2);
    expect(order.shots.filter((s) => s.target === 'B1')).toHaveLength(1);
  });

  test.each([
    // [scenario, seat, own ship placed, enemy placed, distance]
    ['duel', 'A', 'A1', 'B1', 5],
    ['duel', 'B', 'B1', 'A1', 7],
    ['raider_hunt', 'A', 'A1', 'B1', 4],
  ] as const)(
    '%s, Combat, Missile: side %s launches from %s at %s within missile reach (%i hexes)',
    (scenario, seat, own, target, gap) => {
      const ownRow = 3;
      const state = position(scenario, {
        [own]: { at: [3, ownRow] },
        [target]: { at: [3 + gap, ownRow] },
      });
      const order = hardOrder(state, seat);
      if (order.type !== 'plot') throw new Error(order.type);
      expect(order.launches.some((l) => l.ship === own)).toBe(true);
    },
  );

  test('Duel, Guns range 1: with guns alone, two ships close on a crippled lone enemy', () => {
    // Only B2 is left, a Destroyer down to 2 hull points and its gun; A's ships are intact but
    // out of missiles, so only closing to gun range can finish it.
    const state = position('duel', {
      A1: { at: [4, 2], missiles: 0 },
      A2: { at: [4, 3], missiles: 0 },
      B1: { status: 'destroyed', hull: 0, hits: 15, guns: 0 },
      B2: { at: [9, 2], hull: 2, hits: 6, missiles: 0 },
    });
    const enemy = state.ships.find((s) => s.id === 'B2')!;
    const gap = (s: OnepageState) =>
      s.ships
        .filter((ship) => ship.side === 'A')
        .reduce((sum, ship) => sum + distance(ship.hex, enemy.hex), 0);
    const order = hardOrder(state, 'A');
    if (order.type !== 'plot') throw new Error(order.type);
    // Written movement: the paths are carried out once B's plot (holding) is in too.
    const dice = newGame(R, { scenario: 'duel' }, 7).dice;
    const plotted = applyChecked(R, state, 'A', order, dice);
    const after = applyChecked(R, plotted, 'B', { type: 'plot', moves: [], launches: [] }, dice);
    expect(gap(after as OnepageState)).toBeLessThan(gap(state) - 2);
  });

  test('Convoy, exits: a freighter in the last column steps off the right edge', () => {
    const state = position('convoy', { A1: { at: [16, 4] } });
    const order = hardOrder(state, 'A');
    if (order.type !== 'plot') throw new Error(order.type);
    const path = order.moves.find((m) => m.ship === 'A1')?.path ?? [];
    expect(path).toHaveLength(1);
    expect([1, 2]).toContain(path[0]);
  });

  test('Convoy, Movement (gravity): a freighter goes on past the planet, not onto its pull', () => {
    // A1 (Freighter, 1 MP) at 0707, four hexes from the planet at 0910, needs 10 turns to leave.
    // Of its two steps toward the right edge, 0807 lands on a numeral and the pull carries it to
    // 0908, inside the well, from where a 1-MP ship is pulled back after every step; 0806 stays
    // clear. As registered, the bot held here.
    const state = position('convoy', {
      A1: { at: [7, 7] },
      A2: { at: [2, 2] },
      A3: { at: [2, 3] },
    });
    const freighter = state.ships.find((s) => s.id === 'A1')!;
    const planet = state.map.bodies[0]!.hex;
    expect(turnsToExit(state, freighter)).toBe(10);
    expect(turnsToExit(state, freighter, offsetToHex(9, 8))).toBe(Infinity);
    const order = hardOrder(state, 'A');
    if (order.type !== 'plot') throw new Error(order.type);
    const path = order.moves.find((m) => m.ship === 'A1')?.path ?? [];
    expect(path).toHaveLength(1);
    const landed = neighbor(freighter.hex, facingAt(path[0]!));
    const end = gravityPull(state.map, landed)?.to ?? landed;
    expect(end).toEqual(offsetToHex(8, 6));
    expect(distance(end, planet)).toBeGreaterThan(3);
    expect(turnsToExit(state, freighter, end)).toBe(9);
  });

  test('Convoy, Movement: from the set-up a freighter needs 15 turns of the 16 to leave', () => {
    const state = position('convoy', {});
    const freighter = state.ships.find((s) => s.id === 'A1')!;
    expect(turnsToExit(state, freighter)).toBe(15);
    expect(turnsToExit(state, freighter, offsetToHex(16, 4))).toBe(1);
  });

  test.each([
    ['duel', 'written'],
    ['convoy', 'written'],
    ['raider_hunt', 'initiative'],
  ])('%s (%s movement): hard against easy, no order refused', (scenario, movement) => {
    const game = newGame(R, { scenario, options: { movement } }, 11);
    const bots = {
      A: createBot(R, { level: 'hard', seed: 'a', maxIterations: 4 }),
      B: createBot(R, { level: 'easy', seed: 'b' }),
    };
    let state = game.state as OnepageState;
    let decisions = 0;
    while (!state.result && decisions < 400) {
      const owed = R.pending(state)[0]!;
      const order = bots[owed.seat as 'A' | 'B'].decide(inputFor(R, state, owed.seat));
      state = applyChecked(R, state, owed.seat, order, game.dice) as OnepageState;
      decisions += 1;
    }
    expect(state.result).not.toBeNull();
  });
});
