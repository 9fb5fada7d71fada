import { describe, expect, test } from 'vitest';
import type { Viewer } from '../../src/core/ruleset.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import { battle, eventsOf, expectRefused, game, play, rolls } from './helpers.js';

const A: Viewer = { kind: 'seat', seat: 'A' };
const B: Viewer = { kind: 'seat', seat: 'B' };
const SPECTATOR: Viewer = { kind: 'spectator' };
const SALT = [7, 9];

describe('Initiative', () => {
  test('"Each players roll d6 equal to the Initiative score of their Faction": 3 Federation dice, 4 Klingon dice', () => {
    const { state, events } = game('duel', rolls(...SALT, 6, 2, 1, 1, 1, 1, 2));
    expect(
      eventsOf(events, 'initiative_rolled').map((e) => [e.seat, e.dice.length, e.total]),
    ).toEqual([
      ['A', 3, 9],
      ['B', 4, 5],
    ]);
    // The highest total acts first (product ruling).
    expect(R.pending(state)).toEqual([{ seat: 'A', kind: 'action' }]);
  });

  test('"Once an Action has been performed the player chooses one of the dice and removes it … The player’s next Action is on the new total"; a tie acts simultaneously and secretly', () => {
    // A rolls 6 2 1 (9), B rolls 4 3 1 1 (9): "If at any point both players have initiative scores that match the Actions happen simultaneously."
    let { state } = game('duel', rolls(...SALT, 6, 2, 1, 4, 3, 1, 1));
    expect(R.pending(state)).toEqual([
      { seat: 'A', kind: 'action' },
      { seat: 'B', kind: 'action' },
    ]);
    const a = play(state, 'A', { type: 'pass', drop: 6 });
    // A's choice is hidden from B and from spectators until both are in.
    expect(R.pending(a.state)).toEqual([{ seat: 'B', kind: 'action' }]);
    const submitted = eventsOf(a.events, 'action_submitted')[0]!;
    expect(R.viewEvent(submitted, A)).toEqual(submitted);
    expect(R.viewEvent(submitted, B)).toEqual({ type: 'action_submitted', seat: 'A' });
    expect(R.viewEvent(submitted, SPECTATOR)).toEqual({ type: 'action_submitted', seat: 'A' });
    const stageFor = (v: Viewer) => R.view(a.state, v).stage;
    expect(stageFor(B)).toMatchObject({ submitted: [{ seat: 'A', content: null }] });
    expect(stageFor(SPECTATOR)).toMatchObject({ submitted: [{ seat: 'A', content: null }] });
    expect(stageFor(A)).toMatchObject({
      submitted: [{ seat: 'A', content: { type: 'pass', drop: 6 } }],
    });
    expectRefused(a.state, 'A', { type: 'pass' }, 'order/already_submitted');
    const both = play(a.state, 'B', { type: 'pass', drop: 1 });
    expect(eventsOf(both.events, 'actions_revealed')[0]!.actions.map((x) => x.seat)).toEqual([
      'A',
      'B',
    ]);
    expect(eventsOf(both.events, 'die_removed').map((e) => [e.seat, e.value, e.total])).toEqual([
      ['A', 6, 3],
      ['B', 1, 8],
    ]);
    state = both.state;
    // B (8) now acts before A (3), twice.
    expect(R.pending(state)).toEqual([{ seat: 'B', kind: 'action' }]);
    expectRefused(state, 'B', { type: 'pass', drop: 6 }, 'order/bad_drop');
    state = play(state, 'B', { type: 'pass', drop: 4 }).state;
    expect(R.pending(state)).toEqual([{ seat: 'B', kind: 'action' }]);
    state = play(state, 'B', { type: 'pass', drop: 3 }).state;
    // B holds 1, A holds 2 and 1.
    expect(R.pending(state)).toEqual([{ seat: 'A', kind: 'action' }]);
    state = play(state, 'A', { type: 'pass' }).state; // drops its lowest, 1: A holds 2
    state = play(state, 'A', { type: 'pass' }).state;
    // "A side whose dice are all used has no more actions that turn" (ruling): B acts alone.
    expect(state.initiative).toEqual({ A: [], B: [1] });
    expect(R.pending(state)).toEqual([{ seat: 'B', kind: 'action' }]);
    // Then damage control (no success on twelve 1s) and turn 2's initiative.
    const last = play(
      state,
      'B',
      { type: 'pass' },
      rolls(...Array<number>(12).fill(1), 1, 1, 1, 2, 2, 2, 2),
    );
    expect(eventsOf(last.events, 'repair_rolled')).toHaveLength(2);
    expect(last.state.turn).toBe(2);
    expect(last.state.initiative).toEqual({ A: [1, 1, 1], B: [2, 2, 2, 2] });
  });

  test('simultaneous volleys: both are rolled before either one’s hits are applied', () => {
    const state = battle(
      {
        A: [{ cls: 'heavy_cruiser', at: '0409', heading: 1 }],
        B: [{ cls: 'battlecruiser', at: '0709', heading: 4 }],
      },
      { initiative: { A: [4, 1], B: [4, 1] } },
    );
    const a = play(state, 'A', { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons' });
    const b = play(
      a.state,
      'B',
      { type: 'fire', ship: 'B1', target: 'A1', area: 'weapons' },
      rolls(6, 6, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1),
    );
    expect(
      b.events.map((e) => e.type).filter((t) => t === 'phasers_fired' || t === 'shields_hit'),
    ).toEqual(['phasers_fired', 'phasers_fired', 'shields_hit', 'shields_hit']);
    expect(b.state.ships.map((s) => s.tracks.shields)).toEqual([5, 4]);
    expect(R.pending(b.state)).toEqual([
      { seat: 'A', kind: 'action' },
      { seat: 'B', kind: 'action' },
    ]);
  });

  test('an action the other side’s simultaneous action made impossible is void', () => {
    const state = battle(
      {
        A: [{ cls: 'heavy_cruiser', at: '1009', heading: 5 }],
        B: [{ cls: 'battlecruiser', at: '1509', heading: 4 }],
      },
      { initiative: { A: [3, 1], B: [3, 1] } },
    );
    const a = play(state, 'A', {
      type: 'move',
      ship: 'A1',
      band: 'medium',
      turnAt: 0,
      turn: 0,
      drop: 3,
    });
    const b = play(a.state, 'B', {
      type: 'fire',
      ship: 'B1',
      target: 'A1',
      area: 'weapons',
      drop: 3,
    });
    expect(eventsOf(b.events, 'ship_moved')).toHaveLength(1);
    expect(eventsOf(b.events, 'action_void')).toEqual([
      {
        type: 'action_void',
        seat: 'B',
        action: 'fire',
        reason: 'order/out_of_range',
        message: expect.stringMatching(/^The target is \d+ hexes away; range is \d+\.$/),
      },
    ]);
    expect(b.state.initiative).toEqual({ A: [1], B: [1] });
  });
});
