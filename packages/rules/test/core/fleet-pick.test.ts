/**
 * The fleet phase (core/fleet-pick.ts) in the three kit rulesets: a set-up with
 * `fleetChoice: 'each_side'` waits for one `choose_fleet` order per seat, refuses a bad pick with
 * a structured error whose path leads into the order, hides each pick until every seat has
 * picked, and then plays exactly the game the merged set-up would have started. The rulebooks'
 * sections: docs/rules/onepage.md, star-cruiser-lite.md and star-trek.md, "Each side picks its
 * fleet".
 */
import { describe, expect, test } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { isFleetPickView, mergePicks, type FleetPickView } from '../../src/core/fleet-pick.js';
import type { AnyRuleset, Viewer } from '../../src/core/ruleset.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { RULESETS } from '../../src/rulesets.js';
import { seedOf } from '../contract/harness.js';

type Row = Record<string, unknown>;

/** Per ruleset: the scenario used and the key a force row names its design under. */
const KIT = [
  {
    id: 'onepage',
    scenario: 'duel',
    designKey: 'design',
    designKeys: ['designs'],
    alt: ['frigate', 'destroyer'],
  },
  {
    id: 'scl',
    scenario: 'duel',
    designKey: 'cls',
    designKeys: ['classes'],
    alt: ['lance', 'halberd'],
  },
  {
    id: 'startrek',
    scenario: 'duel',
    designKey: 'cls',
    designKeys: ['classes', 'factions'],
    alt: ['frigate', 'escort'],
  },
] as const;

const seat = (s: string): Viewer => ({ kind: 'seat', seat: s });
const spectator: Viewer = { kind: 'spectator' };

function started(R: AnyRuleset, input: Row) {
  const setup = R.parseSetup(input);
  if (!setup.ok) throw new Error(setup.error.message);
  const created = R.create(setup.value, verifiableDice(seedOf(7)));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state as unknown;
}

function pickView(R: AnyRuleset, state: unknown, viewer: Viewer): FleetPickView['fleetPick'] {
  const view = R.view(state, viewer);
  if (!isFleetPickView(view)) throw new Error('not in the fleet phase');
  return view.fleetPick;
}

function play(R: AnyRuleset, state: unknown, s: string, order: unknown) {
  const checked = R.check(state, s, order);
  if (!checked.ok) throw new Error(`${checked.error.code}: ${checked.error.message}`);
  return R.apply(state, s, checked.value, verifiableDice(seedOf(7)));
}

describe.each(KIT)(
  '$id: each side picks its fleet',
  ({ id, scenario, designKey, designKeys, alt }) => {
    const R = RULESETS[id]!;
    const scenarioIds = R.describe().scenarios.map((s) => s.id);
    const name = scenarioIds.includes(scenario) ? scenario : scenarioIds[0]!;
    const input = {
      scenario: name,
      fleetChoice: 'each_side',
      custom: { budget: { A: 500, B: 500 } },
    };

    test('the game opens in the fleet phase, both seats owing a pick', () => {
      const state = started(R, input);
      expect(R.pending(state)).toEqual([
        { seat: 'A', kind: 'choose_fleet' },
        { seat: 'B', kind: 'choose_fleet' },
      ]);
      const setup = R.parseSetup(input);
      expect(setup.ok && R.setupLabel(setup.value)).toMatch(/each side picks its fleet/);
    });

    test('the battle starts after both picks exactly as the merged set-up would have', () => {
      let state = started(R, input);
      const picks: Record<string, { forces: Row[] }> = {};
      for (const s of ['B', 'A']) {
        const [order] = R.legalOrders(state, s) as { type: string; forces: Row[] }[];
        expect(order?.type).toBe('choose_fleet');
        picks[s] = { forces: order!.forces };
        const applied = play(R, state, s, order);
        expect(applied.events[0]).toEqual({ type: 'fleet_chosen', seat: s });
        state = applied.state;
      }
      const { fleetChoice: _f, ...plain } = input;
      const direct = started(R, mergePicks(plain, picks, designKeys));
      expect(R.hash(state)).toBe(R.hash(direct));
      expect(isFleetPickView(R.view(state, spectator))).toBe(false);
    });

    const suggested = (state: unknown, s: string) =>
      (pickView(R, state, seat(s)).suggested ?? []) as Row[];

    /** A hex of the map in no side's zone, away from every ship: refused as outside the zone. */
    const outsideZones = (state: unknown) => {
      const { zones, columns, rows } = pickView(R, state, spectator);
      const zoned = new Set(Object.values(zones).flat());
      const two = (n: number) => String(n).padStart(2, '0');
      const free: string[] = [];
      for (let c = 2; c < columns; c += 1)
        for (let r = 2; r < rows; r += 1)
          if (!zoned.has(two(c) + two(r))) free.push(two(c) + two(r));
      return free[Math.floor(free.length / 2)]!;
    };

    test.each([
      {
        what: 'a ship outside the deployment zone',
        order: (st: unknown) => ({
          type: 'choose_fleet',
          forces: [{ ...suggested(st, 'A')[0], hex: outsideZones(st) }],
        }),
        code: 'order/outside_zone',
        path: ['forces', 0, 'hex'],
      },
      {
        what: 'an unknown design (Custom battles)',
        order: (st: unknown) => ({
          type: 'choose_fleet',
          forces: [{ ...suggested(st, 'A')[0], [designKey]: 'no_such_ship' }],
        }),
        code: 'setup/unknown_design',
        path: ['forces', 0, designKey],
      },
      {
        what: 'a hex that is no CCRR label',
        order: (st: unknown) => ({
          type: 'choose_fleet',
          forces: [{ ...suggested(st, 'A')[0], hex: 'x1' }],
        }),
        code: 'setup/bad_hex',
        path: ['forces', 0, 'hex'],
      },
      {
        what: 'no ships at all',
        order: () => ({ type: 'choose_fleet', forces: [] }),
        code: 'setup/empty_side',
        path: ['forces'],
      },
      {
        what: 'forces that are not a list',
        order: () => ({ type: 'choose_fleet', forces: 'all of them' }),
        code: 'order/malformed',
        path: ['forces'],
      },
      {
        what: 'a field the ruleset does not take',
        order: (st: unknown) => ({ type: 'choose_fleet', forces: suggested(st, 'A'), extra: 1 }),
        code: 'order/malformed',
        path: ['extra'],
      },
      {
        what: 'a battle order before the fleets are picked',
        order: () => ({ type: 'end_phase' }),
        code: 'order/fleet_phase',
        path: ['type'],
      },
    ])('refuses $what: $code at $path', ({ order, code, path }) => {
      const state = started(R, input);
      const before = canonicalJson(state);
      const checked = R.check(state, 'A', order(state));
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      expect(checked.error.code).toBe(code);
      expect(checked.error.path).toEqual(path);
      expect(checked.error.message.length).toBeGreaterThan(0);
      expect(canonicalJson(state)).toBe(before);
    });

    test('refuses a fleet over budget (Points), at the forces', () => {
      const tight = { ...input, custom: { budget: { A: 1, B: 1 } } };
      const state = started(R, tight);
      const checked = R.check(state, 'A', { type: 'choose_fleet', forces: suggested(state, 'A') });
      expect(checked.ok ? null : [checked.error.code, checked.error.path]).toEqual([
        'setup/over_budget',
        ['forces'],
      ]);
    });

    test('the first pick answers to its own budget only, not to the other side’s set-up ships', () => {
      const withBudget = (b: number) =>
        started(R, { ...input, custom: { budget: { A: b, B: b } } });
      const one = (st: unknown) => ({
        type: 'choose_fleet',
        forces: suggested(st, 'A').slice(0, 1),
      });
      // The least budget that one of A's ships fits (found by the rules' own check)…
      const least = Array.from({ length: 500 }, (_, i) => i + 1).find((b) => {
        const st = withBudget(b);
        return R.check(st, 'A', one(st)).ok;
      })!;
      const tight = withBudget(least);
      // …is less than B's set-up ships cost, so B's suggestion is over it…
      const bAll = R.check(tight, 'B', { type: 'choose_fleet', forces: suggested(tight, 'B') });
      expect(bAll.ok ? null : bAll.error.code).toBe('setup/over_budget');
      // …and A, picking first, is still judged by its own budget and has a listed pick.
      expect(R.check(tight, 'A', one(tight)).ok).toBe(true);
      expect(R.legalOrders(tight, 'A')).toHaveLength(1);
    });

    test('refuses a second pick from the same side', () => {
      const state = play(R, started(R, input), 'A', R.legalOrders(started(R, input), 'A')[0]).state;
      const again = R.check(state, 'A', { type: 'choose_fleet', forces: suggested(state, 'A') });
      expect(again.ok ? null : again.error.code).toBe('order/fleet_chosen');
      expect(R.legalOrders(state, 'A')).toEqual([]);
    });

    test('two different picks of B leave A and spectators the same view until both have picked', () => {
      const state = started(R, input);
      const full = suggested(state, 'B');
      const swap = full[0]![designKey] === alt[0] ? alt[1] : alt[0];
      const picks = [full, [{ ...full[0], [designKey]: swap }]];
      expect(canonicalJson(picks[0])).not.toBe(canonicalJson(picks[1]));
      const after = picks.map((forces) => play(R, state, 'B', { type: 'choose_fleet', forces }));
      for (const viewer of [seat('A'), spectator]) {
        const seen = after.map((a) => ({
          view: canonicalJson(R.view(a.state, viewer)),
          pending: canonicalJson(R.viewPending(a.state, viewer)),
          events: canonicalJson(a.events.map((e) => R.viewEvent(e, viewer))),
          legal: viewer.kind === 'seat' ? canonicalJson(R.legalOrders(a.state, 'A')) : '',
        }));
        expect(seen[0]).toEqual(seen[1]);
      }
      const status = pickView(R, after[0]!.state, spectator).seats.map((s) => s.status);
      expect(status).toEqual(['picking', 'picked']);
      expect(pickView(R, after[0]!.state, seat('B')).own?.forces).toEqual(full);
      expect(pickView(R, after[0]!.state, seat('A')).own).toBeUndefined();
    });

    test('a seat out of time gets its default pick; a concession ends the game', () => {
      const state = started(R, input);
      const timed = R.timeout(state, 'A', verifiableDice(seedOf(7)));
      expect(timed.events).toEqual([{ type: 'fleet_chosen', seat: 'A' }]);
      const conceded = play(R, state, 'B', { type: 'concede' });
      expect(R.result(conceded.state)).toMatchObject({ winners: ['A'], reason: 'concession' });
      expect(R.pending(conceded.state)).toEqual([]);
    });

    describe('the creator sets the deployment zones (fleetZones)', () => {
      /** Side A's zone: one free hex away from the default zones; B keeps the default rule. */
      const zoned = () => {
        const free = outsideZones(started(R, input));
        return { input: { ...input, fleetZones: { A: [free] } }, free };
      };

      test("a ship goes where the creator's zone says, not where the default rule did", () => {
        const { input: withZones, free } = zoned();
        const state = started(R, withZones);
        const view = pickView(R, state, spectator);
        expect(view.zones.A).toEqual([free]);
        expect(view.zones.B).toEqual(pickView(R, started(R, input), spectator).zones.B);
        const ship = suggested(state, 'A')[0]!;
        const inDefault = R.check(state, 'A', { type: 'choose_fleet', forces: [ship] });
        expect(inDefault.ok ? null : inDefault.error).toMatchObject({
          code: 'order/outside_zone',
          path: ['forces', 0, 'hex'],
        });
        expect(
          R.check(state, 'A', { type: 'choose_fleet', forces: [{ ...ship, hex: free }] }).ok,
        ).toBe(true);
      });

      test.each([
        {
          what: 'zones without fleet choice',
          change: { fleetChoice: undefined },
          path: ['fleetZones'],
          code: 'setup/bad_option',
        },
        {
          what: 'a seat that is no side',
          zones: { Q: ['0101'] },
          path: ['fleetZones', 'Q'],
          code: 'setup/bad_zone',
        },
        {
          what: 'an empty zone',
          zones: { A: [] },
          path: ['fleetZones', 'A'],
          code: 'setup/bad_zone',
        },
        {
          what: 'a hex off the map',
          zones: { A: ['0101', '9999'] },
          path: ['fleetZones', 'A', 1],
          code: 'setup/bad_zone',
        },
        {
          what: 'a hex in two zones',
          zones: { A: ['0202'], B: ['0303', '0202'] },
          path: ['fleetZones', 'B', 1],
          code: 'setup/bad_zone',
        },
      ])('refuses $what with $code at its path', ({ change, zones, path, code }) => {
        const bad: Row = { ...input, fleetZones: zones ?? { A: ['0202'] }, ...change };
        if (change && 'fleetChoice' in change) delete bad['fleetChoice'];
        const parsed = R.parseSetup(bad);
        expect(parsed.ok ? null : parsed.error).toMatchObject({ code, path });
      });

      test('a set-up without fleetZones keeps its state as before (no zones stored)', () => {
        const state = started(R, input) as { fleetPick: Row };
        expect('zones' in state.fleetPick).toBe(false);
      });
    });

    test('a set-up without fleetChoice starts the battle at once, as before', () => {
      const state = started(R, { scenario: name });
      expect(isFleetPickView(R.view(state, spectator))).toBe(false);
      expect(R.pending(state).some((p) => p.kind === 'choose_fleet')).toBe(false);
    });
  },
);
