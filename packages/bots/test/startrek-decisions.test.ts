import { parseLabel, type Hex } from '@broadside/rules';
import {
  classCard,
  initialState,
  startingTracks,
  type HouseRule,
  type ShipState,
  type StartrekState,
  type Tracks,
} from '@broadside/rules/startrek';
import { describe, expect, test } from 'vitest';
import { createBot } from '../src/index.js';
import { inputFor, rulesetOf } from './support.js';

const R = rulesetOf('startrek');

function at(label: string): Hex {
  const parsed = parseLabel(label, { columns: 24, rows: 18 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { q: parsed.value.q, r: parsed.value.r };
}

/** A ship of a set position: class, fore hex (CCRR), heading, tracks changed, cloak tokens. */
interface Spec {
  readonly cls: string;
  readonly at: string;
  readonly heading?: number;
  readonly tracks?: Partial<Tracks>;
  /** Cloaked: the labels of its tokens (heading 0) and which one is real. */
  readonly cloak?: { tokens: string[]; real: number };
}

/**
 * A duel-map battle on turn 1 in the action phase: ships `A1…`, `B1…` as given, the initiative
 * dice given, the draft's own rules (no house rule) unless `houseRules` says otherwise.
 */
function battle(
  sides: { A: Spec[]; B: Spec[] },
  initiative: { A: number[]; B: number[] },
  houseRules: HouseRule[] = [],
): StartrekState {
  const state = initialState({ scenario: 'duel', boarding: false, scenery: false, houseRules });
  state.turn = 1;
  let token = 1;
  state.ships = (['A', 'B'] as const).flatMap((side) =>
    sides[side].map((spec, i): ShipState => {
      const tokens = (spec.cloak?.tokens ?? []).map((label) => ({
        id: `K${token++}`,
        hex: at(label),
        heading: 0,
      }));
      const real = spec.cloak ? tokens[spec.cloak.real]! : null;
      return {
        id: `${side}${i + 1}`,
        side,
        cls: spec.cls,
        status: 'active',
        hex: real ? real.hex : at(spec.at),
        heading: real ? 0 : (spec.heading ?? 0),
        tracks: {
          ...startingTracks(classCard(state.setup, spec.cls), spec.cloak !== undefined),
          ...spec.tracks,
        },
        arrives: null,
        cloak: real ? { tokens, real: real.id, scans: [] } : null,
      };
    }),
  );
  state.nextId = 100;
  state.initiative = initiative;
  const total = (seat: 'A' | 'B') => initiative[seat].reduce((a, b) => a + b, 0);
  const best = Math.max(total('A'), total('B'));
  state.stage = {
    phase: 'action',
    seats: (['A', 'B'] as const).filter((s) => initiative[s].length > 0 && total(s) === best),
    submitted: [],
  };
  return state;
}

function hardOrder(state: StartrekState, seat: string): unknown {
  return createBot(R, { level: 'hard', seed: 'test', maxIterations: 4 }).decide(
    inputFor(R, state, seat),
  );
}

const A_FIRST = { A: [6, 5, 4], B: [3, 2, 1] };

interface Case {
  readonly name: string;
  readonly state: () => StartrekState;
  readonly seat: string;
  readonly expected: Record<string, unknown>;
}

/**
 * Star Trek decisions the hard level must get right, each named after the section of the draft
 * rulebook it comes from (Actions, Cloaking, Damage Control).
 */
const CASES: Case[] = [
  {
    name: 'Actions (phasers): fires on the enemy whose shields are down, at its weapons',
    state: () =>
      battle(
        {
          A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
          B: [
            { cls: 'battlecruiser', at: '0909', heading: 4 },
            { cls: 'escort', at: '0911', heading: 4, tracks: { shields: 2 } },
          ],
        },
        A_FIRST,
      ),
    seat: 'A',
    expected: { type: 'fire', ship: 'A1', target: 'B2', area: 'weapons' },
  },
  {
    name: 'Actions (Active Torpedoes): detonates a torpedo an enemy is nearest to',
    state: () => {
      const s = battle(
        {
          A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1, tracks: { phasers: 2 } }],
          B: [{ cls: 'battlecruiser', at: '1209', heading: 4 }],
        },
        A_FIRST,
      );
      s.torpedoes = [{ id: 'T1', side: 'A', ship: 'A1', hex: at('1309'), dice: 4 }];
      return s;
    },
    seat: 'A',
    expected: { type: 'detonate', torpedo: 'T1', area: 'weapons' },
  },
  {
    name: 'Cloaking: scans a cloak token when no enemy can be fired on',
    state: () =>
      battle(
        {
          A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
          B: [{ cls: 'raider', at: '0909', cloak: { tokens: ['0909', '1012'], real: 1 } }],
        },
        A_FIRST,
      ),
    seat: 'A',
    expected: { type: 'scan', ship: 'A1' },
  },
  {
    name: 'Cloaking: drops the cloak (no action) to fire on an enemy in range',
    state: () =>
      battle(
        {
          A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
          B: [{ cls: 'raider', at: '0909', cloak: { tokens: ['0909', '1012'], real: 0 } }],
        },
        { A: [3, 2, 1], B: [6, 5, 4, 3] },
      ),
    seat: 'B',
    expected: { type: 'decloak', ship: 'B1' },
  },
  {
    name: 'Cloaking: a crippled ship cloaks before the enemy fires again',
    state: () =>
      battle(
        {
          A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
          B: [
            {
              cls: 'raider',
              at: '0909',
              heading: 4,
              tracks: { shields: 2, phasers: 3, torpedoes: 1, transporters: 1, lifeSupport: 2 },
            },
          ],
        },
        { A: [6], B: [6, 1] },
      ),
    seat: 'B',
    expected: { type: 'cloak', ship: 'B1' },
  },
  {
    name: 'Basics (movement): a ship with nothing in range closes to weapons range',
    state: () =>
      battle(
        {
          A: [{ cls: 'heavy_cruiser', at: '0209', heading: 1 }],
          B: [{ cls: 'battlecruiser', at: '2209', heading: 4 }],
        },
        A_FIRST,
      ),
    seat: 'A',
    expected: { type: 'move', ship: 'A1' },
  },
];

describe('Star Trek hard decisions', () => {
  test.each(CASES)('$name', ({ state, seat, expected }) => {
    const s = state();
    const order = hardOrder(s, seat);
    expect(order).toMatchObject(expected);
    expect(R.check(s, seat, order).ok).toBe(true);
  });

  test('Actions (torpedoes), with torpedoes falling off with distance: launches next to the target', () => {
    // Under the house rule every die hits at distance 1, so a torpedo beats phasers on full shields.
    const s = battle(
      {
        A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
        B: [{ cls: 'battlecruiser', at: '1209', heading: 4 }],
      },
      A_FIRST,
      ['torpedo_falloff'],
    );
    expect(hardOrder(s, 'A')).toMatchObject({ type: 'launch', ship: 'A1', target: 'B1' });
  });

  test('Actions (Active Torpedoes): holds a torpedo its own ship is nearest to', () => {
    const s = battle(
      {
        A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1, tracks: { phasers: 1 } }],
        B: [{ cls: 'battlecruiser', at: '1209', heading: 4 }],
      },
      A_FIRST,
    );
    s.torpedoes = [{ id: 'T1', side: 'A', ship: 'A1', hex: at('0509'), dice: 4 }];
    expect(hardOrder(s, 'A')).not.toMatchObject({ type: 'detonate' });
  });

  test('Actions: hits past the shields go where they hurt the defender least', () => {
    const s = battle(
      {
        A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1, tracks: { shields: 1 } }],
        B: [{ cls: 'battlecruiser', at: '0909', heading: 4 }],
      },
      A_FIRST,
    );
    s.stage = {
      phase: 'allocate',
      owed: [{ seat: 'A', ship: 'A1', area: 'systems', hits: 2, source: 'phasers', by: 'B1' }],
    };
    // Life Support first: under the draft's damage control a lower value succeeds more often.
    expect(hardOrder(s, 'A')).toEqual({
      type: 'allocate',
      systems: ['lifeSupport', 'lifeSupport'],
    });
  });

  test('Damage Control: successes move energy from the transporters into the shields', () => {
    const s = battle(
      {
        A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1, tracks: { shields: 3 } }],
        B: [{ cls: 'battlecruiser', at: '0909', heading: 4 }],
      },
      A_FIRST,
    );
    s.stage = { phase: 'repair', successes: { A1: 2 }, seats: ['A'], submitted: [] };
    expect(hardOrder(s, 'A')).toEqual({
      type: 'repair',
      transfers: [{ ship: 'A1', from: 'transporters', to: 'shields', points: 2 }],
    });
  });
});
