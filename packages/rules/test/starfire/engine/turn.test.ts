import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../src/dice/scripted.js';
import { openContext } from '../../../src/starfire/context.js';
import { decideInitiative } from '../../../src/starfire/phases/initiative.js';
import { endTurn } from '../../../src/starfire/phases/turn.js';
import { starfireRuleset } from '../../../src/starfire/ruleset.js';
import type { SideId } from '../../../src/starfire/scenarios/types.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { battle, eventsOf, expectRefused, noDice, play, rolls, unit } from './helpers.js';

function sides(n: 2 | 3, scenario = 'task_groups'): StarfireState {
  const forces: Partial<Record<SideId, { hull: 'CT'; count: number }[]>> = {
    A: [{ hull: 'CT', count: 1 }],
    B: [{ hull: 'CT', count: 1 }],
  };
  if (n === 3) forces.C = [{ hull: 'CT', count: 1 }];
  const placings: Record<string, { hex: string; facing: 'A' }> = {
    A1: { hex: '0505', facing: 'A' },
    B1: { hex: '2020', facing: 'A' },
  };
  if (n === 3) placings.C1 = { hex: '3030', facing: 'A' };
  return battle(placings, { forces, scenario, ...(n === 3 ? { sidesCount: 3 } : {}) });
}

function initiative(state: StarfireState, turn: number, previous: SideId[], dice: number[]) {
  const s = structuredClone(state);
  s.turn = turn;
  s.initiative = previous;
  const ctx = openContext(s, scriptedDice(dice));
  decideInitiative(ctx);
  return {
    order: ctx.state.initiative,
    moveOrder: ctx.state.moveOrder,
    events: ctx.events,
    rolls: ctx.state.rolls,
  };
}

describe('initiative (seed, Initiative; Starfire rulings, Initiative)', () => {
  test.each([
    ['highest roll wins', 1, [], [7, 3], ['A', 'B'], 2],
    ['a tie at the start of the game is rolled again', 1, [], [5, 5, 2, 9], ['B', 'A'], 4],
    [
      'a later tie goes to the side that lost the previous turn (B)',
      2,
      ['A', 'B'],
      [6, 6],
      ['B', 'A'],
      2,
    ],
    [
      'a later tie goes to the side that lost the previous turn (A)',
      3,
      ['B', 'A'],
      [4, 4],
      ['A', 'B'],
      2,
    ],
  ] as const)('%s', (_name, turn, previous, dice, order, rolled) => {
    const result = initiative(sides(2), turn, [...previous], [...dice]);
    expect(result.order).toEqual(order);
    expect(result.moveOrder).toEqual([...order].reverse());
    expect(result.rolls).toBe(rolled);
    expect(
      eventsOf(result.events, 'initiative_rolled').flatMap((e) => e.dice.map((d) => d.die.value)),
    ).toEqual(dice);
  });

  test.each([
    ['three sides are ordered by roll', 1, [], [4, 9, 6], ['B', 'C', 'A']],
    ['tied sides among three reroll at the start', 1, [], [7, 2, 7, 3, 8], ['C', 'A', 'B']],
    [
      'a later tie among three goes to the side placed lower last turn',
      2,
      ['B', 'C', 'A'],
      [5, 9, 5],
      ['B', 'A', 'C'],
    ],
  ] as const)('%s', (_name, turn, previous, dice, order) => {
    expect(initiative(sides(3), turn, [...previous], [...dice]).order).toEqual(order);
  });

  test('warp point assault: side B has the initiative on turn 1 without a roll (seed)', () => {
    const s = battle(
      { A1: { hex: '2210', facing: 'D' } },
      {
        scenario: 'warp_assault',
        forces: { A: [{ hull: 'DD', count: 1 }], B: [{ hull: 'CT', count: 1 }] },
        waiting: ['B1'],
      },
    );
    const result = initiative(s, 1, [], []);
    expect(result.order).toEqual(['B', 'A']);
    expect(eventsOf(result.events, 'initiative_decided')[0]?.by).toBe('scenario');
    expect(initiative(s, 2, ['B', 'A'], [3, 8]).order).toEqual(['B', 'A']);
  });

  test('warp point assault, turn 2: a tie goes to side A, which lost the initiative B was given on turn 1 (seed)', () => {
    const s = battle(
      { A1: { hex: '2210', facing: 'D' } },
      {
        scenario: 'warp_assault',
        forces: { A: [{ hull: 'DD', count: 1 }], B: [{ hull: 'CT', count: 1 }] },
        waiting: ['B1'],
      },
    );
    const result = initiative(s, 2, ['B', 'A'], [6, 6]);
    expect(result.order).toEqual(['A', 'B']);
    expect(result.rolls).toBe(2);
  });
});

describe('shield recovery (seed: three consecutive turns without damage other than from lasers)', () => {
  function withOfflineShield(cleanTurns: number, damagedThisTurn: boolean): StarfireState {
    const s = structuredClone(
      battle(
        { A1: { hex: '0505', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
        { designs: { A: { CT: 'SSA(I)LQ' } } },
      ),
    );
    Object.assign(unit(s, 'A1'), { cleanTurns, damagedThisTurn });
    unit(s, 'A1').slots[0] = 'offline';
    unit(s, 'A1').slots[1] = 'offline';
    return s;
  }

  test.each([
    [
      'third clean turn: one shield back (the rightmost offline), count restarts',
      2,
      false,
      ['offline', 'intact'],
      0,
    ],
    ['second clean turn: nothing yet', 1, false, ['offline', 'offline'], 2],
    ['damaged this turn: the count restarts', 2, true, ['offline', 'offline'], 0],
  ] as const)('%s', (_name, clean, damaged, shields, after) => {
    const ctx = openContext(withOfflineShield(clean, damaged), rolls());
    endTurn(ctx);
    expect(unit(ctx.state, 'A1').slots.slice(0, 2)).toEqual(shields);
    expect(unit(ctx.state, 'A1').cleanTurns).toBe(after);
  });
});

describe('end of game', () => {
  test('concession in a two-sided game ends it; the other side wins (Starfire rulings, End of battle: Concession)', () => {
    const s = sides(2);
    const { state, events } = play(s, 'B', { type: 'concede' });
    expect(state.result).toMatchObject({ winners: ['A'], reason: 'concession' });
    expect(eventsOf(events, 'side_conceded')).toEqual([
      { type: 'side_conceded', side: 'B', timeout: false },
    ]);
    expectRefused(state, 'A', { type: 'concede' }, 'order/game_over');
  });

  test('concession is accepted even when another side owes the decision', () => {
    const s = sides(2);
    expect(starfireRuleset.pending(s)[0]?.seat).toBe('B');
    expect(play(s, 'A', { type: 'concede' }).state.result?.winners).toEqual(['B']);
  });

  test('with three sides a concession takes the side out and play goes on', () => {
    const s = sides(3);
    const { state } = play(s, 'C', { type: 'concede' });
    expect(state.result).toBeNull();
    expect(unit(state, 'C1').status).toBe('left_map');
    expect(state.conceded).toEqual(['C']);
    expectRefused(state, 'C', { type: 'concede' }, 'order/not_a_side');
  });

  test('a side conceding while its Point Defense is awaited does not stall the game', () => {
    const s = battle(
      {
        A1: { hex: '1010', facing: 'D' },
        B1: { hex: '1012', facing: 'A' },
        C1: { hex: '1110', facing: 'D' },
      },
      {
        forces: {
          A: [{ hull: 'CT', count: 1 }],
          B: [{ hull: 'CT', count: 1 }],
          C: [{ hull: 'CT', count: 1 }],
        },
        designs: { A: { CT: 'S(I)RRLQ' }, B: { CT: 'S(I)DDLQ' }, C: { CT: 'S(I)LQ' } },
        sidesCount: 3,
        phase: 'combat',
        initiative: ['A', 'B', 'C'],
      },
    );
    const fired = play(
      s,
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
      rolls(1),
    ).state;
    expect(starfireRuleset.pending(fired)).toEqual([{ seat: 'B', kind: 'point_defense' }]);
    const { state } = play(fired, 'B', { type: 'concede' }, rolls());
    expect(state.result).toBeNull();
    expect(starfireRuleset.pending(state)[0]?.seat).not.toBe('B');
  });

  test('a timeout ends the game like a concession, with reason timeout', () => {
    const { state } = starfireRuleset.timeout(sides(2), 'A', scriptedDice([]));
    expect(state.result).toMatchObject({ winners: ['B'], reason: 'timeout' });
  });

  /** Three CTs far apart (A and B unarmed), initiative A, B, C: C moves first and fires last. */
  function threeSides(phase: 'movement' | 'combat', cHex = '3030'): StarfireState {
    return battle(
      {
        A1: { hex: '0505', facing: 'A' },
        B1: { hex: '2020', facing: 'A' },
        C1: { hex: cHex, facing: 'A' },
      },
      {
        forces: {
          A: [{ hull: 'CT', count: 1 }],
          B: [{ hull: 'CT', count: 1 }],
          C: [{ hull: 'CT', count: 1 }],
        },
        designs: { A: { CT: 'SA(I)Q' }, B: { CT: 'SA(I)Q' }, C: { CT: 'S(I)LQ' } },
        sidesCount: 3,
        phase,
        initiative: ['A', 'B', 'C'],
      },
    );
  }

  test('three sides: a timed-out side leaves the game like a concession and play goes on without dice (house ruling, timeout)', () => {
    const s = threeSides('movement');
    expect(starfireRuleset.pending(s)).toEqual([{ seat: 'C', kind: 'move' }]);
    const { state, events } = starfireRuleset.timeout(s, 'C', scriptedDice([]));
    expect(state.result).toBeNull();
    expect(unit(state, 'C1')).toMatchObject({ status: 'left_map', hex: null });
    expect(state.conceded).toEqual(['C']);
    expect(state.rolls).toBe(s.rolls);
    expect(starfireRuleset.pending(state)).toEqual([{ seat: 'B', kind: 'move' }]);
    expect(eventsOf(events, 'side_conceded')).toEqual([
      { type: 'side_conceded', side: 'C', timeout: true },
    ]);
    expectRefused(state, 'C', { type: 'step', unit: 'C1', action: 'stay' }, 'order/not_a_side');
  });

  test('three sides: a timeout of a side that owes nothing leaves the owed decision where it was', () => {
    const s = threeSides('movement');
    const { state } = starfireRuleset.timeout(s, 'A', scriptedDice([]));
    expect(state.result).toBeNull();
    expect(unit(state, 'A1').status).toBe('left_map');
    expect(starfireRuleset.pending(state)).toEqual([{ seat: 'C', kind: 'move' }]);
  });

  test('three sides: when the game could only go on by rolling the next initiative, a timeout ends it as at a turn limit', () => {
    const s = threeSides('combat', '0605');
    expect(starfireRuleset.pending(s)).toEqual([{ seat: 'C', kind: 'fire' }]);
    const { state, events } = starfireRuleset.timeout(s, 'C', scriptedDice([]));
    expect(state.rolls).toBe(s.rolls);
    expect(state.result).toMatchObject({ reason: 'timeout', winners: [] });
    expect(state.result?.summary).toMatch(/^Side C ran out of time\. /);
    expect(eventsOf(events, 'turn_started')).toEqual([]);
    expect(state.turn).toBe(s.turn);
  });

  test('a timeout of a side already out of the game, or after the end, changes nothing', () => {
    const out = starfireRuleset.timeout(threeSides('movement'), 'C', scriptedDice([])).state;
    const again = starfireRuleset.timeout(out, 'C', scriptedDice([]));
    expect(again.events).toEqual([]);
    expect(starfireRuleset.hash(again.state)).toBe(starfireRuleset.hash(out));
    const over = starfireRuleset.timeout(sides(2), 'A', scriptedDice([])).state;
    expect(starfireRuleset.timeout(over, 'B', scriptedDice([])).events).toEqual([]);
  });

  test('a timeout replays to the same state (timeout uses no dice, so records replay it)', () => {
    const s = threeSides('movement');
    expect(starfireRuleset.hash(starfireRuleset.timeout(s, 'C', scriptedDice([])).state)).toBe(
      starfireRuleset.hash(starfireRuleset.timeout(s, 'C', scriptedDice([])).state),
    );
  });

  test('the creator’s turn limit applies the scenario’s test at the end of the last turn', () => {
    const s = structuredClone(
      battle(
        { A1: { hex: '0505', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
        { turnLimit: 1 },
      ),
    );
    const ctx = openContext(s, noDice);
    endTurn(ctx);
    expect(ctx.state.result).toMatchObject({ reason: 'turn_limit', winners: [] });
    expect(ctx.state.stage.phase).toBe('over');
  });

  test('pending is empty only when the game is over', () => {
    const s = sides(2);
    expect(starfireRuleset.pending(s).length).toBe(1);
    expect(starfireRuleset.pending(play(s, 'A', { type: 'concede' }).state)).toEqual([]);
  });
});
