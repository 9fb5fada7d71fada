import { describe, expect, test } from 'vitest';
import { offsetToHex } from '../../../src/hex/map.js';
import { DEFAULT_MAP } from '../../../src/starfire/geometry/default-map.js';
import { openContext } from '../../../src/starfire/context.js';
import { initialState } from '../../../src/starfire/create.js';
import { applyHit } from '../../../src/starfire/phases/damage.js';
import { settle } from '../../../src/starfire/phases/flow.js';
import { decideInitiative } from '../../../src/starfire/phases/initiative.js';
import { edgeBeyond } from '../../../src/starfire/phases/movement.js';
import { owedDecision } from '../../../src/starfire/pending.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { currentSpeed, designOf } from '../../../src/starfire/unit-state.js';
import {
  at,
  battle,
  countingDice,
  eventsOf,
  expectRefused,
  noDice,
  play,
  rolls,
  testSetup,
  unit,
} from './helpers.js';

/**
 * The engine rulings of docs/rules-reference.md (choices where both the seed and
 * the Starfire rulings are silent), one test each.
 */

const SLOW_CT = 'S(I)LQ';
const FAST_CT = 'SSAAZ(I)R(I)LQ(I)';

describe('engine rulings: initiative and movement', () => {
  test('engine ruling: with a scenario override and more sides, the other sides are ordered by roll', () => {
    const s = structuredClone(
      battle(
        {
          A1: { hex: '0505', facing: 'A' },
          B1: { hex: '2020', facing: 'A' },
          C1: { hex: '3030', facing: 'A' },
        },
        {
          forces: {
            A: [{ hull: 'CT', count: 1 }],
            B: [{ hull: 'CT', count: 1 }],
            C: [{ hull: 'CT', count: 1 }],
          },
          sidesCount: 3,
          initiative: ['A', 'B', 'C'],
        },
      ),
    );
    (s.setup.scenario as { initiativeOverride: unknown }).initiativeOverride = {
      turn: 1,
      side: 'C',
    };
    s.initiative = [];
    const ctx = openContext(s, rolls(3, 8));
    decideInitiative(ctx);
    expect(ctx.state.initiative).toEqual(['C', 'B', 'A']);
    expect(ctx.state.rolls).toBe(s.rolls + 2);
  });

  test('engine ruling: a Hard Turn may turn one hexside before its last MP when the turn mode allows; the counter resets at the end even without a turn', () => {
    let s = battle(
      { A1: { hex: '0510', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
      { designs: { A: { CT: FAST_CT }, B: { CT: SLOW_CT } }, initiative: ['A', 'B'] },
    );
    s = play(s, 'B', { type: 'declare', hardTurn: [], engineModulation: [] }).state;
    s = play(s, 'A', { type: 'declare', hardTurn: ['A1'], engineModulation: [] }).state;
    const stay = (state: StarfireState, facing?: 'B') => {
      let next = state;
      if (owedDecision(next)?.seat === 'B')
        next = play(next, 'B', { type: 'step', unit: 'B1', action: 'stay' }, countingDice).state;
      return play(
        next,
        'A',
        facing
          ? { type: 'step', unit: 'A1', action: 'stay', facing }
          : { type: 'step', unit: 'A1', action: 'stay' },
        countingDice,
      ).state;
    };
    s = stay(s);
    s = stay(s, 'B');
    expect(unit(s, 'A1')).toMatchObject({ facing: 'B', turnCount: 0 });
    for (let i = 0; i < 4; i += 1) s = stay(s);
    // Four stays after the turn would have counted 4; the Hard Turn's last MP reset it (and the
    // turn then ended: the counter carries over into turn 2).
    expect(s.turn).toBe(2);
    expect(unit(s, 'A1')).toMatchObject({ facing: 'B', turnCount: 0 });
  });

  test.each([
    ['above the top-left corner: the top edge counts', 0, 0, 'top'],
    ['below the bottom-right corner: the bottom edge counts', 45, 35, 'bottom'],
    ['left of the map', 0, 10, 'left'],
    ['right of the map', 45, 10, 'right'],
  ] as const)('engine ruling, map edge: %s', (_name, column, row, edge) => {
    expect(edgeBeyond(DEFAULT_MAP, offsetToHex(column, row))).toBe(edge);
  });

  test('rules 1.1.0: "a given Movement Point" is one side’s MP step, so each side may exit one ship in the same round', () => {
    let s = battle(
      {
        A1: { hex: '1010', facing: 'A' },
        A2: { hex: '0505', facing: 'A' },
        B1: { hex: '1010', facing: 'A' },
        B2: { hex: '3030', facing: 'A' },
      },
      {
        forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'CT', count: 2 }] },
        designs: { A: { CT: SLOW_CT }, B: { CT: SLOW_CT } },
        warpPoints: ['1010'],
        phase: 'movement',
        initiative: ['B', 'A'],
        rulesVersion: '1.1.0',
      },
    );
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'exit' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'stay' }).state;
    expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'move' });
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'exit' }).state;
    expect([unit(s, 'A1').status, unit(s, 'B1').status]).toEqual(['exited', 'exited']);
  });
});

describe('engine rulings: combat', () => {
  test('engine ruling: shelter declarations go side by side, lowest initiative first', () => {
    const s = structuredClone(
      battle(
        { A1: { hex: '1010', facing: 'D' }, B1: { hex: '1012', facing: 'A' } },
        { planets: ['1010', '1012'], phase: 'combat', initiative: ['A', 'B'] },
      ),
    );
    s.stage = { phase: 'shelter', sideIndex: 0 };
    const ctx = openContext(s, noDice);
    settle(ctx);
    expect(owedDecision(ctx.state)).toEqual({ seat: 'B', kind: 'shelter' });
    const next = play(ctx.state, 'B', { type: 'shelter', units: [] }).state;
    expect(owedDecision(next)).toEqual({ seat: 'A', kind: 'shelter' });
    expectRefused(ctx.state, 'A', { type: 'shelter', units: ['A1'] }, 'order/not_your_turn');
  });

  test('engine ruling: damage points left over when nothing remains to hit are lost', () => {
    const s = battle(
      { A1: { hex: '0101', facing: 'D' }, B1: { hex: '4030', facing: 'A' } },
      { designs: { A: { CT: SLOW_CT }, B: { CT: SLOW_CT } } },
    );
    const ctx = openContext(s, noDice);
    applyHit(ctx, 'A1', 'B1', { slot: 2, weapon: 'F', damage: 5, interceptable: false });
    expect(eventsOf(ctx.events, 'damage')[0]).toMatchObject({ points: 5, wasted: 1 });
    expect(eventsOf(ctx.events, 'unit_destroyed')).toEqual([
      { type: 'unit_destroyed', unit: 'B1', wreck: false },
    ]);
  });

  test.each([
    ['both magazines intact: the leftmost gives the reload', [], 3],
    ['the leftmost magazine destroyed: the next one gives it', [3], 4],
  ] as const)('engine ruling, magazines: %s', (_name, destroyed, from) => {
    const s = structuredClone(
      battle(
        { A1: { hex: '1010', facing: 'D' }, B1: { hex: '1012', facing: 'A' } },
        { designs: { A: { CT: 'S(I)RMgMgQ' }, B: { CT: SLOW_CT } }, phase: 'combat' },
      ),
    );
    unit(s, 'A1').stores[2] = 0;
    for (const slot of destroyed) unit(s, 'A1').slots[slot] = 'destroyed';
    const { state, events } = play(
      s,
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: 2, target: 'B1' }] },
      rolls(10),
    );
    expect(eventsOf(events, 'shot')[0]).toMatchObject({ munitionsLeft: 0, reloadFrom: from });
    expect(unit(state, 'A1').stores[from]).toBe(5);
  });
});

describe('engine ruling: stalemate', () => {
  test('a whole turn in which nobody can move or fire ends the game as at a turn limit', () => {
    // Two bases 30 hexes apart: no MP, and out of every weapon's reach even with Y.
    const state = initialState(
      testSetup({ forces: { A: [{ hull: 'BS1', count: 1 }], B: [{ hull: 'BS1', count: 1 }] } }),
    );
    for (const [id, label] of [
      ['A1', '0505'],
      ['B1', '3505'],
    ] as const) {
      const u = unit(state, id);
      u.status = 'on_map';
      u.hex = at(label);
      u.facing = 'A';
      u.mp = currentSpeed(u, designOf(state, id));
    }
    state.turn = 1;
    state.initiative = ['A', 'B'];
    state.moveOrder = ['B', 'A'];
    state.stage = { phase: 'combat', sideIndex: 0, queue: null };
    const ctx = openContext(state, countingDice);
    settle(ctx);
    expect(ctx.state.turn).toBe(2);
    expect(ctx.state.result).toMatchObject({ reason: 'turn_limit', winners: [] });
    expect(ctx.state.result?.summary).toMatch(/^Stalemate/);
  });
});
