import { describe, expect, test } from 'vitest';
import { distance } from '../../../src/hex/hex.js';
import { offsetToHex } from '../../../src/hex/map.js';
import { legalOrders } from '../../../src/starfire/legal-orders.js';
import { owedDecision } from '../../../src/starfire/pending.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { option, TARGET } from './combat-helpers.js';
import { at, battle, countingDice, eventsOf, expectRefused, play, unit } from './helpers.js';

/**
 * The rulings corrected in rules 1.2.0 (docs/rules/starfire.md, "Rulings revised in 1.2.0"),
 * each shown side by side with the 1.1.0 ruling that games of that version keep.
 */

const SLOW_CT = 'S(I)LQ';
const FAST_CT = 'SSAAZ(I)R(I)LQ(I)';
type Version = '1.1.0' | '1.2.0';

describe('transit order (seed, Warp Point Transits: "This order cannot be changed"; rulings, Warp points: Passing through)', () => {
  /** B1 and B2 wait in the order B2, B1; B2, first in the written order, has no MP left. */
  function blocked(rulesVersion: Version): StarfireState {
    const s = structuredClone(
      battle(
        { A1: { hex: '2205', facing: 'D' } },
        {
          scenario: 'warp_assault',
          forces: { A: [{ hull: 'DD', count: 1 }], B: [{ hull: 'CT', count: 2 }] },
          designs: { A: { DD: 'SA(I)(I)RQQ' }, B: { CT: SLOW_CT } },
          waiting: ['B2', 'B1'],
          initiative: ['B', 'A'],
          rulesVersion,
        },
      ),
    );
    unit(s, 'B2').mp = 0;
    return s;
  }

  test.each([
    ['1.1.0', 'the next waiting unit with MP overtakes it', true],
    ['1.2.0', 'nobody passes: the written order is never overtaken', false],
  ] as const)(
    'rules %s, the first unit of the written order has no MP left: %s',
    (version, _what, overtakes) => {
      const s = play(blocked(version), 'A', { type: 'step', unit: 'A1', action: 'stay' }).state;
      const transit = { type: 'step', unit: 'B1', action: 'transit', facing: 'A' } as const;
      if (overtakes) {
        expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'move' });
        expect(unit(play(s, 'B', transit).state, 'B1').status).toBe('on_map');
      } else {
        expect(owedDecision(s)).not.toEqual({ seat: 'B', kind: 'move' });
        expect(legalOrders(s, 'B')).toEqual([]);
        expectRefused(
          s,
          'B',
          transit,
          owedDecision(s)?.seat === 'A' ? 'order/not_your_turn' : 'order/wrong_phase',
        );
      }
    },
  );

  test('rules 1.2.0: the blocked first unit passes first on the next turn', () => {
    let s = play(blocked('1.2.0'), 'A', { type: 'step', unit: 'A1', action: 'stay' }).state;
    for (let guard = 0; guard < 20 && !(s.turn === 2 && owedDecision(s)?.seat === 'B'); guard++) {
      const owed = owedDecision(s);
      if (!owed) throw new Error('the game ended');
      const order = legalOrders(s, owed.seat)[0];
      if (!order) throw new Error(`no legal order for ${owed.kind}`);
      expect(unit(s, 'B1').status).toBe('waiting_transit');
      s = play(s, owed.seat, order, countingDice).state;
    }
    expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'move' });
    expect(s.stage.phase === 'movement' && s.stage.owed).toEqual(['B2']);
    expectRefused(
      s,
      'B',
      { type: 'step', unit: 'B1', action: 'transit', facing: 'A' },
      'order/not_owed',
    );
    s = play(s, 'B', { type: 'step', unit: 'B2', action: 'transit', facing: 'A' }).state;
    expect(unit(s, 'B2').status).toBe('on_map');
  });
});

describe('datalink (rulings, Combat: Datalink: "a Datalink never makes a shot worse")', () => {
  /** A1 (a CA with plasma torpedoes) fires at B1 in 1018; A2 (a CT with a Datalink) is its group. */
  function linked(rulesVersion: Version, firer: string, member: string): StarfireState {
    return battle(
      {
        A1: { hex: firer, facing: 'D' },
        A2: { hex: member, facing: 'D' },
        B1: { hex: '1018', facing: 'A' },
      },
      {
        forces: {
          A: [
            { hull: 'CA', count: 1 },
            { hull: 'CT', count: 1 },
          ],
          B: [{ hull: 'CT', count: 1 }],
        },
        designs: { A: { CT: 'SZ(I)LQ' }, B: { CT: TARGET } },
        phase: 'combat',
        rulesVersion,
      },
    );
  }
  const torpedo = (s: StarfireState) =>
    s.setup.units[0]?.design.slots.find((slot) => slot.code === 'Pt')?.index ?? -1;

  test.each([
    // Pt to-hit by range: 2 → 3, 8 → 5 (the chart rises from range 4 to 9, then falls).
    ['1.1.0', 'CA torpedo at range 8, friend 2 from the target', '1010', '1016', 8, 2, 3],
    ['1.2.0', 'CA torpedo at range 8, friend 2 from the target', '1010', '1016', 8, 8, 5],
    ['1.1.0', 'CA torpedo at range 2, friend 8 from the target', '1016', '1010', 2, 2, 3],
    ['1.2.0', 'CA torpedo at range 2, friend 8 from the target', '1016', '1010', 2, 8, 5],
  ] as const)('rules %s: %s', (version, _name, firer, member, range, toHitRange, toHit) => {
    const s = linked(version, firer, member);
    // Damage always uses the firer's real range (2 at both 2 and 8 for Pt).
    expect(option(s, torpedo(s))).toMatchObject({ range, toHitRange, toHit, damage: 2 });
  });

  test('rules 1.2.0: the torpedo at range 8 rolls against 5, not 3', () => {
    const s = linked('1.2.0', '1010', '1016');
    const { events } = play(
      s,
      'A',
      { type: 'fire', unit: 'A1', shots: [{ slot: torpedo(s), target: 'B1' }] },
      countingDice,
    );
    const shot = eventsOf(events, 'shot')[0];
    expect(shot).toMatchObject({ firer: 'A1', target: 'B1', range: 8, toHitRange: 8 });
    expect(shot?.die.needed).toBe(5);
  });

  test('rules 1.2.0: on a monotonic chart (lasers) the shortest range is still the best', () => {
    const s = battle(
      {
        A1: { hex: '1010', facing: 'D' },
        A2: { hex: '1014', facing: 'D' },
        B1: { hex: '1016', facing: 'A' },
      },
      {
        forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'CT', count: 1 }] },
        designs: { A: { CT: 'SZ(I)LQ' }, B: { CT: TARGET } },
        phase: 'combat',
      },
    );
    expect(option(s, 3)).toMatchObject({ range: 6, toHitRange: 2, toHit: 8, damage: 1 });
  });
});

describe('warp point exits (rulings, Warp points: Exit; seed: "Only one ship may leave the map at a time during a given Movement Point")', () => {
  /** A1 and B1 began the turn in the warp point hex; A moves first in each MP step. */
  const bothAtWarp = (rulesVersion: Version) =>
    battle(
      {
        A1: { hex: '1010', facing: 'A' },
        A2: { hex: '0505', facing: 'A' },
        B1: { hex: '1010', facing: 'A' },
        B2: { hex: '3030', facing: 'A' },
      },
      {
        forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'CT', count: 2 }] },
        designs: { A: { CT: FAST_CT }, B: { CT: FAST_CT } },
        warpPoints: ['1010'],
        phase: 'movement',
        initiative: ['B', 'A'],
        rulesVersion,
      },
    );

  test.each([
    ['1.1.0', 'one exit per MP step of each side: B1 may exit too', null],
    ['1.2.0', 'one exit per MP step of the whole game: B1 must wait', 'order/cannot_exit'],
  ] as const)('rules %s, A1 exits in MP step 1: %s', (version, _what, code) => {
    let s = play(bothAtWarp(version), 'A', { type: 'step', unit: 'A1', action: 'exit' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'stay' }).state;
    expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'move' });
    const exit = { type: 'step', unit: 'B1', action: 'exit' } as const;
    if (code === null) {
      expect(unit(play(s, 'B', exit).state, 'B1').status).toBe('exited');
      return;
    }
    expectRefused(s, 'B', exit, code);
    // The next MP step is a new one for everybody: B1, still in the hex it began in, may exit.
    s = play(s, 'B', { type: 'step', unit: 'B1', action: 'stay' }).state;
    s = play(s, 'B', { type: 'step', unit: 'B2', action: 'stay' }).state;
    s = play(s, 'A', { type: 'step', unit: 'A2', action: 'stay' }).state;
    expect(unit(play(s, 'B', exit).state, 'B1').status).toBe('exited');
  });

  test.each([
    ['rules 1.1.0: a ship using Engine Modulation may exit', '1.1.0', 'engine_modulation', null],
    [
      'rules 1.2.0: no exit after Engine Modulation',
      '1.2.0',
      'engine_modulation',
      'order/cannot_exit',
    ],
    ['rules 1.1.0: no exit during a Hard Turn', '1.1.0', 'hard_turn', 'order/cannot_exit'],
    ['rules 1.2.0: no exit during a Hard Turn', '1.2.0', 'hard_turn', 'order/cannot_exit'],
  ] as const)('%s', (_name, version, declared, code) => {
    let s = battle(
      { A1: { hex: '1010', facing: 'A' }, B1: { hex: '4030', facing: 'A' } },
      {
        designs: { A: { CT: FAST_CT }, B: { CT: SLOW_CT } },
        warpPoints: ['1010'],
        initiative: ['B', 'A'],
        rulesVersion: version,
      },
    );
    const declare =
      declared === 'hard_turn'
        ? { type: 'declare', hardTurn: ['A1'], engineModulation: [] }
        : { type: 'declare', hardTurn: [], engineModulation: ['A1'] };
    s = play(s, 'A', declare).state;
    s = play(s, 'B', { type: 'declare', hardTurn: [], engineModulation: [] }).state;
    const exit = { type: 'step', unit: 'A1', action: 'exit' } as const;
    if (code === null) expect(unit(play(s, 'A', exit).state, 'A1').status).toBe('exited');
    else expectRefused(s, 'A', exit, code);
  });
});

describe('warp point placement (seed, Warp point assault: "One warp point is placed by Player A in the middle of the map")', () => {
  const CENTRE = offsetToHex(22, 17);
  function created(setup: Record<string, unknown> = {}): StarfireState {
    const parsed = R.parseSetup({ scenario: 'warp_assault', ...setup });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const made = R.create(parsed.value, countingDice);
    if (!made.ok) throw new Error(made.error.message);
    return made.value.state;
  }

  test.each([
    ['the centre hex 2217', '2217', null],
    ['a hex 1 from the centre', '2218', null],
    ['a hex 3 from the centre', '2220', null],
    ['a hex 3 from the centre, diagonally', '1916', null],
    ['a hex 4 from the centre, diagonally', '1915', 'deploy/warp_point_off_centre'],
    ['a hex 4 from the centre', '2221', 'deploy/warp_point_off_centre'],
    ['a map corner', '0101', 'deploy/warp_point_off_centre'],
  ] as const)('side A places the warp point in %s', (_name, label, code) => {
    const s = created();
    expect(distance(at(label), CENTRE)).toBe(
      { '2217': 0, '2218': 1, '2220': 3, '1916': 3, '1915': 4, '2221': 4, '0101': 27 }[label],
    );
    const order = { type: 'place_warp_point', hex: at(label) };
    if (code !== null) {
      expectRefused(s, 'A', order, code);
      return;
    }
    const { state, events } = play(s, 'A', order);
    expect(state.setup.scenario.terrain.warpPoints).toEqual([at(label)]);
    expect(eventsOf(events, 'warp_point_placed')).toEqual([
      { type: 'warp_point_placed', side: 'A', warpPoint: 0, hex: at(label) },
    ]);
    expect(owedDecision(state)).toEqual({ seat: 'B', kind: 'transit_order' });
  });

  test.each([
    ['off the map', { type: 'place_warp_point', hex: { q: -5, r: 0 } }, 'A', 'deploy/off_map'],
    ['by side B', { type: 'place_warp_point', hex: at('2217') }, 'B', 'order/not_your_turn'],
    ['without a hex', { type: 'place_warp_point' }, 'A', 'order/malformed'],
  ] as const)('a placement %s is refused', (_name, order, seat, code) => {
    expectRefused(created(), seat, order, code);
  });

  test('legalOrders lists the 37 hexes within 3 of the centre, each accepted', () => {
    const s = created();
    expect(owedDecision(s)).toEqual({ seat: 'A', kind: 'place_warp_point' });
    const orders = legalOrders(s, 'A');
    expect(orders).toHaveLength(37);
    for (const order of orders) {
      expect(order.type === 'place_warp_point' && distance(order.hex, CENTRE)).toBeLessThan(4);
      expect(R.check(s, 'A', order).ok).toBe(true);
    }
    expect(legalOrders(s, 'B')).toEqual([]);
  });

  test('side A then deploys within 15 hexes of where it placed the warp point', () => {
    let s = play(created(), 'A', { type: 'place_warp_point', hex: at('2220') }).state;
    const units = s.units.filter((u) => u.side === 'B').map((u) => u.id);
    s = play(s, 'B', { type: 'transit_order', units }).state;
    expectRefused(
      s,
      'A',
      { type: 'deploy', unit: 'A1', hex: at('2220'), facing: 'A' },
      'deploy/on_warp_point',
    );
    s = play(s, 'A', { type: 'deploy', unit: 'A1', hex: at('2217'), facing: 'A' }).state;
    expect(unit(s, 'A1').status).toBe('on_map');
    expectRefused(s, 'A', { type: 'place_warp_point', hex: at('2217') }, 'order/wrong_phase');
  });

  test.each([
    ['rules 1.1.0: the warp point is fixed in 2217', { rulesVersion: '1.1.0' }, '2217'],
    [
      'a creator who placed the warp point himself',
      { custom: { terrain: { warpPoints: [at('1010')] } } },
      '1010',
    ],
  ])('no placement step with %s', (_name, setup, label) => {
    const s = created(setup);
    expect(owedDecision(s)).toEqual({ seat: 'B', kind: 'transit_order' });
    expect(s.setup.scenario.terrain.warpPoints).toEqual([at(label)]);
    expect(s.setup.warpPointPlacement).toBeUndefined();
    expectRefused(s, 'A', { type: 'place_warp_point', hex: at('2217') }, 'order/wrong_phase');
  });

  test('on a custom map the centre is that map’s middle hex', () => {
    const s = created({ custom: { map: { columns: 30, rows: 30 } } });
    expect(s.setup.warpPointPlacement?.centre).toEqual(offsetToHex(15, 15));
    expect(legalOrders(s, 'A')).toHaveLength(37);
  });
});
