import { scriptedDice } from '../../../src/dice/scripted.js';
import { describe, expect, test } from 'vitest';
import { hashValue } from '../../../src/core/canonical-json.js';
import type { Viewer } from '../../../src/core/ruleset.js';
import { verifiableDice } from '../../../src/dice/verifiable.js';
import { DEFAULT_DESIGNS } from '../../../src/starfire/design/defaults.js';
import type { HullCode } from '../../../src/starfire/data/hulls.js';
import { parseDesign } from '../../../src/starfire/design/parse.js';
import { legalOrders } from '../../../src/starfire/legal-orders.js';
import { starfireEventSchema } from '../../../src/starfire/events.js';
import type { StarfireOrder } from '../../../src/starfire/orders.js';
import { fleetHulls } from '../../../src/starfire/phases/fleet.js';
import { owedDecision } from '../../../src/starfire/pending.js';
import { playRandomly, seededRandom } from '../../../src/starfire/random-play.js';
import { replay } from '../../../src/starfire/replay.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import { resolveSetup } from '../../../src/starfire/scenarios/setup.js';
import { parseStoredState } from '../../../src/starfire/state-schema.js';
import type { StarfireState } from '../../../src/starfire/state.js';
import { designOf } from '../../../src/starfire/unit-state.js';
import { viewEvent, viewState } from '../../../src/starfire/view.js';
import { randomSetup } from './fuzz-support.js';
import { eventsOf, expectRefused, noDice, play, unit } from './helpers.js';

/**
 * Issue 5 ("Fleet choice: each side picks, per hull size, the default design or one of its own
 * valid designs") and issue 7 ("pick a design per hull"): the fleet phase of `fleetChoice:
 * 'each_side'`.
 */

/** Side A: two CT and a DD; side B: one CT (task groups, customised). */
const SETUP = {
  scenario: 'task_groups',
  fleetChoice: 'each_side',
  custom: {
    forces: {
      A: [
        { hull: 'CT', count: 2 },
        { hull: 'DD', count: 1 },
      ],
      B: [{ hull: 'CT', count: 1 }],
    },
  },
} as const;

const SEED = new Uint8Array(32).fill(7);

function fresh(setup: unknown = SETUP): StarfireState {
  const resolved = R.parseSetup(setup);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const created = R.create(resolved.value, noDice);
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** A small valid CT design (one laser, 2 MP), unlike the default. */
const SMALL_CT = 'S(I)LQ';

describe('set-up option fleetChoice', () => {
  test('left out (or "setup"), the game starts in deployment and the resolved setup has no fleetChoice key, so old hashes stay', () => {
    const plain = resolveSetup({ scenario: 'patrol' });
    const explicit = resolveSetup({ scenario: 'patrol', fleetChoice: 'setup' });
    expect(plain.ok && explicit.ok).toBe(true);
    if (!plain.ok || !explicit.ok) return;
    expect('fleetChoice' in plain.value).toBe(false);
    expect(explicit.value).toEqual(plain.value);
    expect(owedDecision(fresh({ scenario: 'patrol' }))).toEqual({ seat: 'A', kind: 'deploy' });
  });

  test('"each_side" starts in the fleet phase with side A to choose', () => {
    const state = fresh();
    expect(state.stage).toEqual({ phase: 'fleet', chosen: [] });
    expect(owedDecision(state)).toEqual({ seat: 'A', kind: 'choose_fleet' });
  });

  test('"each_side" with designs from the creator is refused', () => {
    const resolved = resolveSetup({ ...SETUP, sides: { B: { designs: { CT: SMALL_CT } } } });
    expect(resolved.ok ? null : resolved.error).toMatchObject({
      code: 'setup/designs_with_fleet_choice',
      path: ['sides', 'B', 'designs'],
    });
  });
});

type CheckRow = [name: string, seat: string, order: unknown, code: string | null];

const checkRows: CheckRow[] = [
  ['no designs: the defaults', 'A', { type: 'choose_fleet', designs: {} }, null],
  ['a valid CT design', 'A', { type: 'choose_fleet', designs: { CT: SMALL_CT } }, null],
  [
    'every fielded hull',
    'A',
    { type: 'choose_fleet', designs: { CT: SMALL_CT, DD: DEFAULT_DESIGNS.DD.text } },
    null,
  ],
  [
    'a hull side A does not field',
    'A',
    { type: 'choose_fleet', designs: { CA: DEFAULT_DESIGNS.CA.text } },
    'fleet/hull_not_fielded',
  ],
  [
    'armor before shields (parseDesign: design/shields_not_leftmost)',
    'A',
    { type: 'choose_fleet', designs: { CT: 'AS(I)LQ' } },
    'fleet/invalid_design',
  ],
  ['side B before side A', 'B', { type: 'choose_fleet', designs: {} }, 'order/not_your_turn'],
  [
    'a placement in the fleet phase',
    'A',
    { type: 'deploy', unit: 'A1', hex: { q: 0, r: 0 }, facing: 'A' },
    'order/wrong_phase',
  ],
  ['an unknown hull code', 'A', { type: 'choose_fleet', designs: { XX: 'S' } }, 'order/malformed'],
];

describe('choose_fleet is checked', () => {
  test.each(checkRows)('%s (seat %s)', (_name, seat, order, code) => {
    const state = fresh();
    if (code) expectRefused(state, seat, order, code);
    else expect(R.check(state, seat, order).ok).toBe(true);
  });

  test('an invalid design names its hull and the position of its first fault in the path', () => {
    const checked = R.check(fresh(), 'A', { type: 'choose_fleet', designs: { CT: 'AS(I)LQ' } });
    expect(checked.ok ? null : checked.error).toMatchObject({
      code: 'fleet/invalid_design',
      path: ['designs', 'CT', 1],
    });
    expect(checked.ok ? '' : checked.error.message).toMatch(/CT design .* character 2/);
  });

  test('outside the fleet phase (fleetChoice "setup") choose_fleet is refused', () => {
    expectRefused(
      fresh({ scenario: 'patrol' }),
      'A',
      { type: 'choose_fleet', designs: {} },
      'order/wrong_phase',
    );
  });
});

describe('choose_fleet is applied', () => {
  test('the side’s units take the chosen design (hulls left out: the default), with fresh systems; the input is not changed', () => {
    const before = fresh();
    const hash = R.hash(before);
    const { state, events } = play(before, 'A', {
      type: 'choose_fleet',
      designs: { CT: 'S(I) L Q' },
    });
    expect(R.hash(before)).toBe(hash);
    expect(designOf(state, 'A2').text).toBe(SMALL_CT);
    expect(designOf(state, 'A3').text).toBe(SMALL_CT);
    expect(designOf(state, 'A1').text).toBe(DEFAULT_DESIGNS.DD.text);
    expect(unit(state, 'A2').slots).toEqual(['intact', 'intact', 'intact', 'intact']);
    expect(designOf(before, 'A2').text).toBe(DEFAULT_DESIGNS.CT.text);
    expect(eventsOf(events, 'fleet_chosen')).toEqual([
      {
        type: 'fleet_chosen',
        side: 'A',
        designs: { DD: DEFAULT_DESIGNS.DD.text, CT: SMALL_CT },
        timeout: false,
      },
    ]);
    expect(owedDecision(state)).toEqual({ seat: 'B', kind: 'choose_fleet' });
  });

  test('when the last side has chosen, deployment begins (flagship of side A first)', () => {
    const a = play(fresh(), 'A', { type: 'choose_fleet', designs: {} }).state;
    const b = play(a, 'B', { type: 'choose_fleet', designs: { CT: SMALL_CT } }).state;
    expect(b.stage).toEqual({ phase: 'deployment', index: 0 });
    expect(owedDecision(b)).toEqual({ seat: 'A', kind: 'deploy' });
    expect(legalOrders(b, 'A')[0]).toMatchObject({ type: 'deploy', unit: 'A1' });
  });

  test('a side that times out keeps the default designs and play goes on', () => {
    const chosen = play(fresh(), 'A', { type: 'choose_fleet', designs: { CT: SMALL_CT } }).state;
    const { state, events } = R.timeout(chosen, 'B', scriptedDice([]));
    expect(state.result).toBeNull();
    expect(events).toEqual([
      { type: 'fleet_chosen', side: 'B', designs: { CT: DEFAULT_DESIGNS.CT.text }, timeout: true },
      {
        type: 'fleets_revealed',
        fleets: {
          A: { DD: DEFAULT_DESIGNS.DD.text, CT: SMALL_CT },
          B: { CT: DEFAULT_DESIGNS.CT.text },
        },
      },
    ]);
    expect(owedDecision(state)).toEqual({ seat: 'A', kind: 'deploy' });
  });

  test('a concession in the fleet phase ends a two-sided game', () => {
    const { state } = play(fresh(), 'B', { type: 'concede' });
    expect(state.result?.winners).toEqual(['A']);
  });

  test('a stored fleet-phase state reads back with the same hash', () => {
    const { state } = play(fresh(), 'A', { type: 'choose_fleet', designs: { CT: SMALL_CT } });
    const stored = parseStoredState(JSON.parse(JSON.stringify(state)));
    expect(stored.ok).toBe(true);
    if (stored.ok) expect(R.hash(stored.value)).toBe(R.hash(state));
  });
});

/** The CT design text each viewer sees for side A's unit A2, and whether its `fleet_chosen` shows designs. */
type SecrecyRow = [name: string, viewer: Viewer, ownCt: string, eventShowsDesigns: boolean];

/** Issue 5 with the tournament ruling: fleet choices are secret until every side has chosen. */
const secrecyRows: SecrecyRow[] = [
  ['the choosing side sees its own', { kind: 'seat', seat: 'A' }, SMALL_CT, true],
  [
    'another seat sees only the default',
    { kind: 'seat', seat: 'B' },
    DEFAULT_DESIGNS.CT.text,
    false,
  ],
  ['a spectator sees only the default', { kind: 'spectator' }, DEFAULT_DESIGNS.CT.text, false],
];

describe('fleet choices are secret until the reveal', () => {
  const chosen = play(fresh(), 'A', { type: 'choose_fleet', designs: { CT: SMALL_CT } });
  const event = eventsOf(chosen.events, 'fleet_chosen')[0];

  test.each(secrecyRows)('before the reveal, %s', (_name, viewer, ownCt, eventShowsDesigns) => {
    if (!event) throw new Error('no fleet_chosen');
    const view = viewState(chosen.state, viewer);
    expect(designOf(view, 'A2').text).toBe(ownCt);
    expect(designOf(view, 'A3').text).toBe(ownCt);
    expect(unit(view, 'A2').slots).toHaveLength(designOf(view, 'A2').slots.length);
    expect(view.stage).toEqual({ phase: 'fleet', chosen: ['A'] });
    const seen = viewEvent(event, viewer);
    expect(seen).toEqual(
      eventShowsDesigns ? event : { type: 'fleet_chosen', side: 'A', hidden: true },
    );
    expect(JSON.stringify(seen).includes(SMALL_CT)).toBe(eventShowsDesigns);
    expect(JSON.stringify(view).includes(SMALL_CT)).toBe(eventShowsDesigns);
  });

  test.each(secrecyRows)('after the reveal, all see all (%s)', (_name, viewer) => {
    const { state, events } = play(chosen.state, 'B', { type: 'choose_fleet', designs: {} });
    const revealed = eventsOf(events, 'fleets_revealed');
    expect(revealed).toEqual([
      {
        type: 'fleets_revealed',
        fleets: {
          A: { DD: DEFAULT_DESIGNS.DD.text, CT: SMALL_CT },
          B: { CT: DEFAULT_DESIGNS.CT.text },
        },
      },
    ]);
    for (const e of revealed) expect(viewEvent(e, viewer)).toEqual(e);
    expect(designOf(viewState(state, viewer), 'A2').text).toBe(SMALL_CT);
    expect(viewState(state, viewer)).toEqual(state);
  });

  test('every event, hidden or not, fits the event schema', () => {
    const { events } = play(chosen.state, 'B', { type: 'choose_fleet', designs: {} });
    for (const e of [...chosen.events, ...events]) {
      for (const viewer of secrecyRows.map((row) => row[1])) {
        const seen = viewEvent(e, viewer);
        expect(starfireEventSchema.safeParse(seen).success).toBe(true);
      }
    }
  });
});

/**
 * Games without the option never meet the fleet phase: these hashes (state, events, events as
 * seat B sees them, spectator view of the new game) were taken before fleet choices became
 * secret, and must not change.
 */
const SETUP_GAME_HASHES: [
  scenario: string,
  orders: number,
  state: string,
  events: string,
  viewB: string,
  spectatorStart: string,
][] = [
  [
    'patrol',
    16,
    'fb1b856770da93dab3df16f8ecf0d0dc24216d97673297cbb168e7ef43f25f6b',
    '024144fbf1d80e5cd9769bc1d2c98c978786e6faefcbb9de8ea42b5331fd10c0',
    '024144fbf1d80e5cd9769bc1d2c98c978786e6faefcbb9de8ea42b5331fd10c0',
    'e1c61756bd4d430a7d298e7ad0692ed94b62dab105788728c724e48f32c3bfa4',
  ],
  [
    'task_groups',
    358,
    '10c40b12933eab6e425d966e9359bbfaf87a5d0efd4a6e7f7bc1dac48b65b174',
    '256ae7e145972824004c4ab40aa0160b788d97471a2270956b89d9143f0783ee',
    '256ae7e145972824004c4ab40aa0160b788d97471a2270956b89d9143f0783ee',
    '813970347a8e209b4715b14a135c8e88b2043fee90cf82ced46d166f73999b1f',
  ],
];

describe('games with fleetChoice "setup" are unchanged', () => {
  test.each(SETUP_GAME_HASHES)(
    'replay of a random %s game keeps its state, events and view hashes',
    (scenario, count, stateHash, eventsHash, viewBHash, spectatorHash) => {
      // Taken under rules 1.1.0: a game of that version keeps them byte for byte.
      const setup = { scenario, rulesVersion: '1.1.0' };
      const parsed = R.parseSetup(setup);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const created = R.create(parsed.value, verifiableDice(SEED));
      if (!created.ok) throw new Error(created.error.message);
      const played = playRandomly(
        created.value.state,
        verifiableDice(SEED),
        seededRandom(3),
        20_000,
      );
      expect(played.orders).toHaveLength(count);
      const again = replay(setup, SEED, played.orders);
      if (!again.ok) throw new Error(again.error.message);
      expect(R.hash(again.value.state)).toBe(stateHash);
      expect(hashValue(again.value.events)).toBe(eventsHash);
      const viewB = again.value.events.map((e) => viewEvent(e, { kind: 'seat', seat: 'B' }));
      expect(hashValue(viewB)).toBe(viewBHash);
      expect(hashValue(viewState(created.value.state, { kind: 'spectator' }))).toBe(spectatorHash);
    },
  );
});

describe('legal orders, replay and random play with a fleet phase', () => {
  test('legalOrders offers the defaults, each accepted by check', () => {
    const state = fresh();
    const orders = legalOrders(state, 'A');
    expect(orders).toEqual([
      { type: 'choose_fleet', designs: {} },
      {
        type: 'choose_fleet',
        designs: { DD: DEFAULT_DESIGNS.DD.text, CT: DEFAULT_DESIGNS.CT.text },
      },
    ]);
    for (const order of orders) expect(R.check(state, 'A', order).ok).toBe(true);
    expect(legalOrders(state, 'B')).toEqual([]);
  });

  test('replay from the setup and orders gives the same state, hash included', () => {
    const orders = [
      { seat: 'A', order: { type: 'choose_fleet', designs: { CT: SMALL_CT } } },
      { seat: 'B', order: { type: 'choose_fleet', designs: {} } },
    ];
    const first = replay(SETUP, SEED, orders);
    const second = replay(SETUP, SEED, orders);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(R.hash(first.value.state)).toBe(R.hash(second.value.state));
    expect(eventsOf(first.value.events, 'fleet_chosen').map((e) => e.side)).toEqual(['A', 'B']);
    expect(designOf(first.value.state, 'A2').text).toBe(SMALL_CT);
  });

  test('an illegal fleet in a replay stops it with the order index in the path', () => {
    const replayed = replay(SETUP, SEED, [
      { seat: 'A', order: { type: 'choose_fleet', designs: { CT: '(I)' } } },
    ]);
    expect(replayed.ok ? null : replayed.error.code).toBe('fleet/invalid_design');
    expect(replayed.ok ? [] : replayed.error.path.slice(0, 3)).toEqual([0, 'designs', 'CT']);
  });

  /** Designs other than the defaults, valid for their hull (checked in the test). */
  const ALTERNATES: Partial<Record<HullCode, string>> = {
    ES: 'SAZ(I)L(I)Q',
    CT: 'SSAZ(I)L(I)LQ(I)',
    DD: 'SSAZ(I)RRMg(I)FQ(I)LD(I)YQ',
  };

  test('the alternate designs used below are valid', () => {
    for (const [hull, text] of Object.entries(ALTERNATES) as [HullCode, string][])
      expect(parseDesign(hull, text).ok, hull).toBe(true);
  });

  test.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])(
    'random legal play from a random each_side set-up reaches the end (seed %i)',
    (seed) => {
      const random = seededRandom(seed);
      const setup = { ...(randomSetup(random, 3) as object), fleetChoice: 'each_side' };
      let state = fresh(setup);
      const dice = verifiableDice(SEED);
      const orders: { seat: string; order: StarfireOrder }[] = [];
      // Odd seeds: every side picks the alternates of the hulls it fields; even: random legal orders.
      while (seed % 2 === 1 && state.stage.phase === 'fleet') {
        const seat = owedDecision(state)?.seat;
        if (!seat) break;
        const designs: Partial<Record<HullCode, string>> = {};
        for (const hull of fleetHulls(state, seat)) {
          const text = ALTERNATES[hull];
          if (text) designs[hull] = text;
        }
        const order: StarfireOrder = { type: 'choose_fleet', designs };
        state = play(state, seat, order).state;
        orders.push({ seat, order });
      }
      const played = playRandomly(state, dice, random, 20_000);
      orders.push(...played.orders);
      expect(played.state.result).not.toBeNull();
      const chosen = orders.filter((o) => o.order.type === 'choose_fleet');
      expect(chosen.map((o) => o.seat)).toEqual(state.setup.sides);
      const again = replay(setup, SEED, orders);
      expect(again.ok && R.hash(again.value.state)).toBe(R.hash(played.state));
    },
  );
});
