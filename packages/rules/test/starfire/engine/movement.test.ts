import { describe, expect, test } from 'vitest';
import { hexEquals } from '../../../src/hex/hex.js';
import { formatLabel } from '../../../src/hex/label.js';
import { owedDecision } from '../../../src/starfire/pending.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { scriptedDice } from '../../../src/dice/scripted.js';
import { openContext } from '../../../src/starfire/context.js';
import { startTurn } from '../../../src/starfire/phases/turn.js';
import { at, battle, countingDice, eventsOf, expectRefused, play, unit } from './helpers.js';

/** CT with one engine room: 2 MP, turn mode 2. */
const SLOW_CT = 'S(I)LQ';
/** The default CT: three rooms, 6 MP. */
const FAST_CT = 'SSAAZ(I)R(I)LQ(I)';

function declareNothing(state: StarfireState): StarfireState {
  let s = state;
  while (owedDecision(s)?.kind === 'declare') {
    const seat = owedDecision(s)?.seat ?? 'A';
    s = play(s, seat, { type: 'declare', hardTurn: [], engineModulation: [] }).state;
  }
  return s;
}

const slow = { designs: { A: { CT: SLOW_CT }, B: { CT: SLOW_CT } } };

describe('movement order (seed, Movement Phase)', () => {
  test('the lowest initiative side declares and steps first, then the winner, round after round', () => {
    let s = battle({ A1: { hex: '0505', facing: 'A' }, B1: { hex: '1010', facing: 'A' } }, slow);
    expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'declare' });
    s = declareNothing(s);
    const seen: string[] = [];
    while (owedDecision(s)?.kind === 'move') {
      const seat = owedDecision(s)?.seat ?? 'A';
      seen.push(seat);
      s = play(s, seat, { type: 'step', unit: `${seat}1`, action: 'stay' }, countingDice).state;
    }
    expect(seen).toEqual(['B', 'A', 'B', 'A']);
    expect(s.stage.phase).not.toBe('movement');
  });

  test('a side whose ships have no MP left is skipped while the other keeps spending', () => {
    let s = battle(
      { A1: { hex: '0505', facing: 'A' }, B1: { hex: '1010', facing: 'A' } },
      { designs: { A: { CT: FAST_CT }, B: { CT: SLOW_CT } } },
    );
    s = declareNothing(s);
    const seen: string[] = [];
    while (owedDecision(s)?.kind === 'move') {
      const seat = owedDecision(s)?.seat ?? 'A';
      seen.push(seat);
      s = play(s, seat, { type: 'step', unit: `${seat}1`, action: 'stay' }, countingDice).state;
    }
    expect(seen).toEqual(['B', 'A', 'B', 'A', 'A', 'A', 'A', 'A']);
  });
});

describe('steps (seed: "moving one hex in the direction the ship is facing, or may remain")', () => {
  test.each([
    ['forward facing A goes to the hex above', 'A', 'forward', '0504'],
    ['forward facing D goes to the hex below', 'D', 'forward', '0506'],
    ['forward facing B from an odd column', 'B', 'forward', '0604'],
    ['stay keeps the hex', 'C', 'stay', '0505'],
  ] as const)('%s', (_name, facing, action, expected) => {
    let s = battle(
      { A1: { hex: '0505', facing }, B1: { hex: '2020', facing: 'A' } },
      { ...slow, phase: 'movement', initiative: ['B', 'A'] },
    );
    const { state, events } = play(s, 'A', { type: 'step', unit: 'A1', action });
    s = state;
    expect(formatLabel(unit(s, 'A1').hex ?? at('0101'))).toBe(expected);
    expect(unit(s, 'A1').mp).toBe(1);
    expect(eventsOf(events, 'unit_stepped')[0]).toMatchObject({ unit: 'A1', action, mpLeft: 1 });
  });

  test('any number of ships may share a hex (seed)', () => {
    let s = battle(
      { A1: { hex: '0506', facing: 'A' }, B1: { hex: '0505', facing: 'A' } },
      { ...slow, phase: 'movement', initiative: ['B', 'A'] },
    );
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward' }).state;
    expect(hexEquals(unit(s, 'A1').hex ?? at('0101'), at('0505'))).toBe(true);
  });
});

describe('turn mode (seed: Turn Mode; Starfire rulings, Movement: Turn mode: the counter carries over)', () => {
  const place = (turnCount = 0) =>
    battle(
      { A1: { hex: '0510', facing: 'A', turnCount }, B1: { hex: '3030', facing: 'A' } },
      {
        designs: { A: { CT: FAST_CT }, B: { CT: SLOW_CT } },
        phase: 'movement',
        initiative: ['A', 'B'],
      },
    );
  const stepB = (s: StarfireState) =>
    owedDecision(s)?.seat === 'B'
      ? play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state
      : s;

  test('turning after one MP with turn mode 2 is refused', () => {
    const s = stepB(place());
    expectRefused(
      s,
      'A',
      { type: 'step', unit: 'A1', action: 'forward', facing: 'B' },
      'order/turn_not_allowed',
    );
  });

  test('after two MP straight the ship turns one hexside and the counter restarts', () => {
    let s = stepB(place());
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward' }).state;
    s = stepB(s);
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward', facing: 'B' }).state;
    expect(unit(s, 'A1').facing).toBe('B');
    expect(unit(s, 'A1').turnCount).toBe(0);
  });

  test('staying without turning counts toward the turn mode, mixed with moving (seed)', () => {
    let s = stepB(place());
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'stay' }).state;
    s = stepB(s);
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward', facing: 'F' }).state;
    expect(unit(s, 'A1').facing).toBe('F');
  });

  test('a turn of two hexsides at once is refused', () => {
    let s = stepB(place(5));
    expectRefused(
      s,
      'A',
      { type: 'step', unit: 'A1', action: 'stay', facing: 'C' },
      'order/turn_not_allowed',
    );
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'stay', facing: 'B' }).state;
    expect(unit(s, 'A1').facing).toBe('B');
  });

  test('the facing changes after the MP, never before (seed): the ship moves along its old facing, then turns', () => {
    const s = stepB(place(1));
    const { state } = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward', facing: 'B' });
    expect(formatLabel(unit(state, 'A1').hex ?? at('0101'))).toBe('0509');
    expect(unit(state, 'A1').facing).toBe('B');
  });

  test('the counter carries over from the previous turn (Starfire rulings, Movement: Turn mode)', () => {
    const s = stepB(place(1));
    const { state } = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward', facing: 'F' });
    expect(unit(state, 'A1').facing).toBe('F');
  });
});

describe('bases and engines', () => {
  test('bases have no MP, never step and cannot declare (seed, Bases)', () => {
    const s = battle(
      { A1: { hex: '0510', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
      {
        forces: { A: [{ hull: 'BS1', count: 1 }], B: [{ hull: 'CT', count: 1 }] },
        designs: { B: { CT: SLOW_CT } },
        initiative: ['B', 'A'],
      },
    );
    expect(unit(s, 'A1').mp).toBe(0);
    expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'declare' });
    expectRefused(
      s,
      'A',
      { type: 'declare', hardTurn: ['A1'], engineModulation: [] },
      'order/not_your_turn',
    );
  });

  test('a destroyed drive stops its whole engine room from the next turn (seed, Inertialess Engines)', () => {
    const s = structuredClone(
      battle(
        { A1: { hex: '0510', facing: 'A' }, B1: { hex: '3030', facing: 'A' } },
        {
          forces: { A: [{ hull: 'CA', count: 1 }], B: [{ hull: 'CT', count: 1 }] },
          designs: { B: { CT: SLOW_CT } },
        },
      ),
    );
    expect(unit(s, 'A1').mp).toBe(4);
    const rooms = s.setup.units[0]?.design.engineRooms ?? [];
    const secondDriveOfRoom = rooms[1]?.slotIndexes[1] ?? -1;
    unit(s, 'A1').slots[secondDriveOfRoom] = 'destroyed';
    const ctx = openContext(s, scriptedDice([5, 3]));
    startTurn(ctx);
    expect(unit(ctx.state, 'A1').mp).toBe(3);
  });
});

describe('the map edge (seed: "Any unit that moves off of the edge of the map is removed from play")', () => {
  test('a ship moving off the top edge leaves the game', () => {
    const s = battle(
      {
        A1: { hex: '0501', facing: 'A' },
        A2: { hex: '0510', facing: 'A' },
        B1: { hex: '3030', facing: 'A' },
      },
      {
        forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'CT', count: 1 }] },
        ...slow,
        phase: 'movement',
        initiative: ['B', 'A'],
      },
    );
    const { state, events } = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward' });
    expect(unit(state, 'A1')).toMatchObject({ status: 'left_map', hex: null, mp: 0 });
    expect(eventsOf(events, 'unit_left_map')[0]).toMatchObject({
      unit: 'A1',
      edge: 'top',
      status: 'left_map',
    });
  });

  test.each([
    ['top', '0501', 'A', 'escaped'],
    ['bottom', '0534', 'D', 'left_map'],
  ] as const)(
    'convoy raid: a freighter off the %s edge (from %s facing %s) is %s (seed, Convoy raid)',
    (_edge, hex, facing, status) => {
      const s = battle(
        { A1: { hex: '0520', facing: 'A' }, A2: { hex, facing }, B1: { hex: '3030', facing: 'A' } },
        {
          scenario: 'convoy_raid',
          forces: {
            A: [
              { hull: 'DD', count: 1 },
              { hull: 'FT2', count: 1 },
            ],
            B: [{ hull: 'CT', count: 1 }],
          },
          designs: { B: { CT: SLOW_CT } },
          phase: 'movement',
          initiative: ['A', 'B'],
        },
      );
      let state = s;
      if (owedDecision(state)?.seat === 'B')
        state = play(state, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
      state = play(state, 'A', { type: 'step', unit: 'A2', action: 'forward' }).state;
      expect(unit(state, 'A2').status).toBe(status);
    },
  );
});
