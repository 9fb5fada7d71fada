import { describe, expect, test } from 'vitest';
import type { Viewer } from '../../src/core/ruleset.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { formatLabel } from '../../src/hex/label.js';
import { step } from '../../src/scl/geometry.js';
import { playRandomly, seededRandom, type RandomMove } from '../../src/scl/random-play.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import type { SclState } from '../../src/scl/state.js';
import { at, eventsOf, fire, play, position, rolls, setupOf } from './helpers.js';

const A: Viewer = { kind: 'seat', seat: 'A' };
const B: Viewer = { kind: 'seat', seat: 'B' };
const SPECTATOR: Viewer = { kind: 'spectator' };

/** Unit ids a viewer may have heard of across a step: its own, and enemies detected before or after. */
function known(before: SclState, after: SclState, viewer: Viewer): Set<string> {
  const ids = new Set<string>();
  for (const s of [before, after])
    for (const u of s.units) {
      const enemy = u.side === 'A' ? 'B' : 'A';
      const mine = viewer.kind === 'seat' && viewer.seat === u.side;
      if (mine || s.detected[enemy].includes(u.id)) ids.add(u.id);
    }
  return ids;
}

/** No view or event of the step names a unit the viewer has not detected. */
export function checkSecrecy(move: RandomMove): void {
  for (const viewer of [A, B, SPECTATOR]) {
    const ids = known(move.before, move.after, viewer);
    const unknown = move.after.units.map((u) => u.id).filter((id) => !ids.has(id));
    const view = R.view(move.after, viewer);
    for (const u of view.units)
      if (!ids.has(u.id)) throw new Error(`${JSON.stringify(viewer)} sees ${u.id} in the view`);
    const text = JSON.stringify([
      move.events.map((e) => R.viewEvent(e, viewer)),
      R.viewPending(move.after, viewer),
    ]);
    for (const id of unknown)
      if (text.includes(`"${id}"`))
        throw new Error(`${JSON.stringify(viewer)} hears of undetected ${id}: ${text}`);
  }
}

describe('detection is hidden information', () => {
  test('an undetected raider pair moves: its position reaches neither A nor spectators', () => {
    // The raiders (signature 0) are 9 hexes from the Bismarck: beyond its range of 4.
    let state = position(
      'bismarck_at_bay',
      [
        { id: 'A1', at: '0510', facing: 2 },
        { id: 'B2', at: '1410', facing: 5 },
      ],
      { stage: { phase: 'prepare', submitted: [] } },
    );
    expect(state.detected).toEqual({ A: [], B: [] });
    const all = [];
    let events = play(state, 'A', { type: 'prepare' }).events;
    state = play(state, 'A', { type: 'prepare' }).state;
    const applied = play(state, 'B', { type: 'prepare' }, rolls(2, 5));
    all.push(...events, ...applied.events);
    state = applied.state;
    // B lost initiative, but both move at their MA: the Bismarck (6) first, then the raiders (7).
    expect(R.pending(state)).toEqual([
      { seat: 'A', kind: 'move', detail: { units: ['A1'], squadron: null } },
    ]);
    const m1 = play(state, 'A', { type: 'move', moves: [{ unit: 'A1', steps: ['F'] }] });
    state = m1.state;
    expect(R.viewPending(state, A)).toEqual([{ seat: 'B', kind: 'move' }]);
    const m2 = play(state, 'B', { type: 'move', moves: [{ unit: 'B2', steps: ['F', 'F'] }] });
    events = [...m1.events, ...m2.events];
    all.push(...events);
    expect(m2.state.detected.A).toEqual([]);
    const moved = all.find((e) => e.type === 'unit_moved' && e.unit === 'B2')!;
    expect(moved).toBeDefined();
    for (const viewer of [A, SPECTATOR]) {
      expect(R.viewEvent(moved, viewer)).toBeNull();
      const text = JSON.stringify([
        all.map((e) => R.viewEvent(e, viewer)),
        R.view(m2.state, viewer),
      ]);
      expect(text).not.toContain('"B2"');
    }
    expect(R.viewEvent(moved, B)).toEqual(moved);
    expect(R.view(m2.state, B).units.map((u) => u.id)).toEqual(['B2']);
    expect(R.view(m2.state, A).units.map((u) => u.id)).toEqual(['A1']);
  });

  test('a firer the target has not detected stays anonymous to it and to spectators', () => {
    // The Bismarck sees the raiders at 3 hexes (range 4); they see it only at 1.
    let h = at('1010');
    for (let i = 0; i < 3; i += 1) h = step(h, 2);
    const state = position(
      'bismarck_at_bay',
      [
        { id: 'A1', at: '1010', facing: 2 },
        { id: 'B2', at: formatLabel(h), facing: 5 },
      ],
      { stage: { phase: 'fire', owed: ['A'], submitted: [] } },
    );
    expect(state.detected).toEqual({ A: ['B2'], B: [] });
    const { events } = play(
      state,
      'A',
      fire({ beams: [{ unit: 'A1', battery: 1, target: 'B2' }] }),
      rolls(1),
    );
    const shot = eventsOf(events, 'beam_shot')[0]!;
    expect(R.viewEvent(shot, A)).toEqual(shot);
    for (const viewer of [B, SPECTATOR])
      expect(R.viewEvent(shot, viewer)).toMatchObject({
        firer: null,
        battery: null,
        range: null,
        modifier: null,
        target: 'B2',
      });
    expect(R.view(state, B).units.map((u) => u.id)).toEqual(['B2']);
    expect(R.view(state, SPECTATOR).units.map((u) => u.id)).toEqual(['B2']);
  });

  test('random games: no view, event or pending decision names an undetected unit', () => {
    for (const [game, scenario, movement] of [
      [1, 'bismarck_at_bay', 'standard'],
      [2, 'carrier_strike', 'vector'],
      [3, 'breakout', 'naval'],
      [4, 'carrier_strike', 'standard'],
    ] as const) {
      const seed = Uint8Array.from({ length: 32 }, (_, i) => (game * 5 + i) & 0xff);
      const dice = verifiableDice(seed);
      const created = R.create(
        setupOf(scenario, movement, { massed_missiles: game % 2 === 0 }),
        dice,
      );
      if (!created.ok) throw new Error(created.error.message);
      const { state } = playRandomly(created.value.state, dice, seededRandom(game), {
        timeoutChance: 0.02,
        onMove: checkSecrecy,
      });
      expect(state.result).not.toBeNull();
    }
  });
});

describe('missile ids tell nothing of the other side’s launches (issue 27)', () => {
  /** Bismarck at Bay under rules `version`; B launches a missile, A launches `a` missiles. */
  function launches(version: string, a: number) {
    const rules = version === R.version ? R : R.atVersion!(version)!;
    const setup = rules.parseSetup({ scenario: 'bismarck_at_bay' });
    if (!setup.ok) throw new Error(setup.error.message);
    const dice = verifiableDice(new Uint8Array(32));
    const created = rules.create(setup.value, dice);
    if (!created.ok) throw new Error(created.error.message);
    const launch = (ship: string) => ({ ship, craft: 'missile', facing: 0 });
    const prepare = (ship: string, n: number) => ({
      type: 'prepare',
      repairs: [],
      fullStop: [],
      launches: Array.from({ length: n }, () => launch(ship)),
      recover: [],
    });
    let state = created.value.state;
    for (const [seat, order] of [
      ['B', prepare('B1', 1)],
      ['A', prepare('A1', a)],
    ] as const) {
      const checked = rules.check(state, seat, order);
      if (!checked.ok) throw new Error(checked.error.message);
      state = rules.apply(state, seat, checked.value, dice).state;
    }
    return state;
  }

  const missiles = (state: SclState) =>
    state.units.filter((u) => u.kind === 'missile').map((u) => u.id);

  test('each side numbers its own missiles; a view shows only the viewer’s own counter', () => {
    const state = launches(R.version, 1);
    expect(missiles(state).sort()).toEqual(['AM1', 'BM1']);
    expect(R.view(state, A).nextId).toEqual({ A: 2 });
    expect(R.view(state, B).nextId).toEqual({ B: 2 });
    expect(R.view(state, SPECTATOR).nextId).toEqual({});
  });

  test('whether A launched is not in B’s counter', () => {
    expect(R.view(launches(R.version, 0), B).nextId).toEqual(
      R.view(launches(R.version, 1), B).nextId,
    );
  });

  test('rules 1.1.0 keep one counter for both sides, as its records were made', () => {
    const state = launches('1.1.0', 1);
    expect(missiles(state).sort()).toEqual(['AM1', 'BM2']);
    expect(state.nextId).toBe(3);
  });
});

describe('the moving order tells nothing of undetected units (issue 27)', () => {
  /** A1 and B1 far apart, neither detected; both hand in prepare orders, A1 stopping or not. */
  function afterPrepare(version: 'current' | '1.1.0', stop: boolean) {
    let state = position(
      'bismarck_at_bay',
      [
        { id: 'A1', at: '0210', facing: 1 },
        { id: 'B1', at: '2910', facing: 4 },
      ],
      { stage: { phase: 'prepare', submitted: [] } },
    );
    if (version === '1.1.0') state = { ...state, setup: { ...state.setup, houseRules: undefined } };
    expect(state.detected).toEqual({ A: [], B: [] });
    const dice = verifiableDice(new Uint8Array(32));
    const prepare = (fullStop: string[]) => ({
      type: 'prepare',
      repairs: [],
      fullStop,
      launches: [],
      recover: [],
    });
    state = play(state, 'A', prepare(stop ? ['A1'] : []), dice).state;
    return play(state, 'B', prepare([]), dice).state;
  }

  test.each([
    ['B', B],
    ['spectators', SPECTATOR],
  ] as const)(
    'whether an undetected ship stopped (Full Stop) changes nothing %s see',
    (_name, viewer) => {
      const [moving, stopped] = [afterPrepare('current', false), afterPrepare('current', true)];
      expect(R.viewPending(stopped, viewer)).toEqual(R.viewPending(moving, viewer));
      expect(R.view(stopped, viewer)).toEqual(R.view(moving, viewer));
      // A side the enemy detects nothing of owes one move, even with nothing to move.
      const stage = stopped.stage;
      expect(stage.phase === 'move' && stage.batches.map((b) => [b.seat, b.units])).toEqual(
        expect.arrayContaining([['A', []]]),
      );
    },
  );

  test('rules 1.1.0 keep the order they were played with: a stopped ship had no move', () => {
    const stage = afterPrepare('1.1.0', true).stage;
    expect(stage.phase === 'move' && stage.batches.map((b) => b.seat)).toEqual(['B']);
  });
});
