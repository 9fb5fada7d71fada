import { describe, expect, test } from 'vitest';
import { formatLabel } from '../../../src/hex/label.js';
import { owedDecision } from '../../../src/starfire/pending.js';
import { starfireRuleset } from '../../../src/starfire/ruleset.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { at, battle, countingDice, eventsOf, expectRefused, play, unit } from './helpers.js';

const SLOW_CT = 'S(I)LQ';

/** Warp point assault: A1 (a DD) defends, B's CTs (2 MP each) wait in the order given. */
function assault(waiting: string[], count = 2, defender: 'DD' | 'CT' = 'DD'): StarfireState {
  return battle(
    { A1: { hex: '2205', facing: 'D' } },
    {
      scenario: 'warp_assault',
      forces: { A: [{ hull: defender, count: 1 }], B: [{ hull: 'CT', count }] },
      designs: { A: { DD: 'SA(I)(I)RQQ', CT: SLOW_CT }, B: { CT: SLOW_CT } },
      waiting,
      initiative: ['B', 'A'],
    },
  );
}

function declareAndStepA(state: StarfireState): StarfireState {
  let s = state;
  if (owedDecision(s)?.kind === 'declare')
    s = play(s, 'A', { type: 'declare', hardTurn: [], engineModulation: [] }).state;
  if (owedDecision(s)?.seat === 'A')
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'stay' }).state;
  return s;
}

describe('warp point transit (seed, Warp Point Transits; Starfire rulings, Warp points)', () => {
  test('units waiting off the map never declare: only the defender is asked', () => {
    const s = assault(['B2', 'B1'], 2, 'CT');
    expect(owedDecision(s)).toEqual({ seat: 'A', kind: 'declare' });
    expectRefused(
      s,
      'A',
      { type: 'declare', hardTurn: ['B1'], engineModulation: [] },
      'order/not_your_unit',
    );
  });

  test('one unit passes per MP step, in the written order; the others spend the MP waiting', () => {
    let s = declareAndStepA(assault(['B2', 'B1']));
    expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'move' });
    expectRefused(
      s,
      'B',
      { type: 'step', unit: 'B1', action: 'transit', facing: 'A' },
      'order/not_owed',
    );
    expectRefused(s, 'B', { type: 'step', unit: 'B2', action: 'forward' }, 'order/cannot_transit');
    expectRefused(s, 'B', { type: 'step', unit: 'B2', action: 'transit' }, 'order/facing_required');
    const first = play(s, 'B', { type: 'step', unit: 'B2', action: 'transit', facing: 'C' });
    s = first.state;
    expect(unit(s, 'B2')).toMatchObject({
      status: 'on_map',
      facing: 'C',
      mp: 1,
      transited: true,
      turnCount: 0,
    });
    expect(formatLabel(unit(s, 'B2').hex ?? at('0101'))).toBe('2217');
    expect(unit(s, 'B1')).toMatchObject({ status: 'waiting_transit', mp: 1 });
    expect(eventsOf(first.events, 'unit_transited')[0]).toMatchObject({
      unit: 'B2',
      warpPoint: 0,
      facing: 'C',
      mpLeft: 1,
    });
    expect(eventsOf(first.events, 'units_waited')[0]?.units).toEqual(['B1']);
    s = declareAndStepA(s);
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'transit', facing: 'D' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B2', action: 'forward' }, countingDice).state;
    expect(unit(s, 'B1').status).toBe('on_map');
  });

  test.each([
    ['side A', { kind: 'seat', seat: 'A' }],
    ['a spectator', { kind: 'spectator' }],
  ] as const)(
    'Starfire rulings, Warp points: the transit order stays hidden: %s cannot tell from the owed steps which ship comes next',
    (_name, viewer) => {
      const written = declareAndStepA(assault(['B2', 'B1']));
      const reversed = declareAndStepA(assault(['B1', 'B2']));
      expect(owedDecision(written)).toEqual({ seat: 'B', kind: 'move' });
      expect(starfireRuleset.view(written, viewer)).toEqual(starfireRuleset.view(reversed, viewer));
      const own = starfireRuleset.view(written, { kind: 'seat', seat: 'B' });
      expect(own.stage).toMatchObject({ phase: 'movement', owed: ['B2'] });
    },
  );

  test('Starfire rulings, Warp points: the transit order stays hidden: the units that wait are listed in set-up order, not in the written order', () => {
    const waitedAfterFirstTransit = (written: string[]) => {
      const s = declareAndStepA(assault(written, 3));
      const { events } = play(s, 'B', { type: 'step', unit: 'B3', action: 'transit', facing: 'A' });
      return eventsOf(events, 'units_waited').map((e) =>
        starfireRuleset.viewEvent(e, { kind: 'seat', seat: 'A' }),
      );
    };
    expect(waitedAfterFirstTransit(['B3', 'B2', 'B1'])).toEqual([
      { type: 'units_waited', units: ['B1', 'B2'] },
    ]);
    expect(waitedAfterFirstTransit(['B3', 'B1', 'B2'])).toEqual(
      waitedAfterFirstTransit(['B3', 'B2', 'B1']),
    );
  });

  test('a unit whose MP run out before its turn waits for the next turn', () => {
    let s = declareAndStepA(assault(['B1', 'B2', 'B3'], 3));
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'transit', facing: 'A' }).state;
    s = declareAndStepA(s);
    s = play(s, 'B', { type: 'step', unit: 'B2', action: 'transit', facing: 'A' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }, countingDice).state;
    expect(unit(s, 'B3').status).toBe('waiting_transit');
    expect(s.turn).toBe(2);
  });

  test('the transit MP does not count toward turn mode', () => {
    let s = declareAndStepA(assault(['B1', 'B2']));
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'transit', facing: 'A' }).state;
    s = declareAndStepA(s);
    s = play(s, 'B', { type: 'step', unit: 'B2', action: 'transit', facing: 'A' }).state;
    expectRefused(
      s,
      'B',
      { type: 'step', unit: 'B1', action: 'forward', facing: 'B' },
      'order/turn_not_allowed',
    );
  });

  test('a ship cannot leave through the warp point on the turn it arrived', () => {
    let s = declareAndStepA(assault(['B1', 'B2']));
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'transit', facing: 'A' }).state;
    s = declareAndStepA(s);
    s = play(s, 'B', { type: 'step', unit: 'B2', action: 'transit', facing: 'A' }).state;
    expectRefused(s, 'B', { type: 'step', unit: 'B1', action: 'exit' }, 'order/cannot_exit');
  });
});

describe('exit through a warp point (Starfire rulings, Warp points: Exit)', () => {
  const atWarp = (placings: Record<string, { hex: string; facing: 'A' | 'D' }>) =>
    battle(
      { ...placings, B1: { hex: '4030', facing: 'A' } },
      {
        forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'CT', count: 1 }] },
        designs: { A: { CT: 'SSAAZ(I)R(I)LQ(I)' }, B: { CT: SLOW_CT } },
        warpPoints: ['1010'],
        phase: 'movement',
        initiative: ['B', 'A'],
      },
    );

  test('(b) a ship that began the movement phase in the hex may exit; one exit per MP', () => {
    let s = atWarp({ A1: { hex: '1010', facing: 'A' }, A2: { hex: '1010', facing: 'A' } });
    const { state, events } = play(s, 'A', { type: 'step', unit: 'A1', action: 'exit' });
    s = state;
    expect(unit(s, 'A1')).toMatchObject({ status: 'exited', hex: null, mp: 0 });
    expect(eventsOf(events, 'unit_exited')[0]).toEqual({
      type: 'unit_exited',
      unit: 'A1',
      warpPoint: 0,
    });
    expectRefused(s, 'A', { type: 'step', unit: 'A2', action: 'exit' }, 'order/cannot_exit');
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'stay' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'exit' }).state;
    expect(unit(s, 'A2').status).toBe('exited');
  });

  test('seed: "Only one ship may leave the map at a time during a given Movement Point", even through two warp points', () => {
    let s = battle(
      {
        A1: { hex: '1010', facing: 'A' },
        A2: { hex: '2020', facing: 'A' },
        B1: { hex: '4030', facing: 'A' },
      },
      {
        forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'CT', count: 1 }] },
        designs: { A: { CT: 'SSAAZ(I)R(I)LQ(I)' }, B: { CT: SLOW_CT } },
        warpPoints: ['1010', '2020'],
        phase: 'movement',
        initiative: ['B', 'A'],
      },
    );
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'exit' }).state;
    expectRefused(s, 'A', { type: 'step', unit: 'A2', action: 'exit' }, 'order/cannot_exit');
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'stay' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'exit' }).state;
    expect(unit(s, 'A2').status).toBe('exited');
  });

  test('(a) a ship that entered the hex with its previous MP may exit', () => {
    let s = atWarp({ A1: { hex: '1011', facing: 'A' }, A2: { hex: '0101', facing: 'D' } });
    expectRefused(s, 'A', { type: 'step', unit: 'A1', action: 'exit' }, 'order/cannot_exit');
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'stay' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'exit' }).state;
    expect(unit(s, 'A1').status).toBe('exited');
  });

  test('neither (a) nor (b): entered earlier, then stayed a MP', () => {
    let s = atWarp({ A1: { hex: '1011', facing: 'A' }, A2: { hex: '0101', facing: 'D' } });
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'forward' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'stay' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A1', action: 'stay' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'stay' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    expectRefused(s, 'A', { type: 'step', unit: 'A1', action: 'exit' }, 'order/cannot_exit');
  });
});
