import { describe, expect, test } from 'vitest';
import { onepageRuleset as R } from '../../src/onepage/ruleset.js';
import type { OnepageState } from '../../src/onepage/state.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { HOLD_PLOT, battle, eventsOf, play, rolls, type ShipSpec } from './helpers.js';

/** Both sides hold their plots: the turn reaches gun combat. */
function hold(s: OnepageState) {
  return play(play(s, 'A', HOLD_PLOT).state, 'B', HOLD_PLOT);
}

describe('at gun combat a ship that fires nothing says why (Guns: "Range: 1", issue 28)', () => {
  test.each([
    // [what, A1, B1, reason, nearest distance]
    [
      'no enemy within gun range 1: the nearest is named with its distance',
      { design: 'frigate', at: '0505' },
      { design: 'destroyer', at: '0805' },
      'out_of_range',
      3,
    ],
    [
      'every gun destroyed, though the enemy is next to it',
      { design: 'frigate', at: '0505', guns: 0 },
      { design: 'destroyer', at: '0506', guns: 0 },
      'no_gun',
      1,
    ],
    [
      'out of range with no missile in stock',
      { design: 'frigate', at: '0505', missiles: 0 },
      { design: 'destroyer', at: '1205' },
      'out_of_range',
      7,
    ],
  ] as [string, ShipSpec, ShipSpec, string, number][])('%s', (_what, a, b, reason, distance) => {
    const { events } = hold(battle({ A: [a], B: [b] }));
    const silent = eventsOf(events, 'ship_silent');
    expect(silent.map((e) => e.ship)).toEqual(['A1', 'B1']);
    expect(silent[0]).toEqual({
      type: 'ship_silent',
      ship: 'A1',
      reason,
      nearest: { ship: 'B1', distance },
      guns: a.guns ?? expect.any(Number),
      missiles: a.missiles ?? expect.any(Number),
      launchers: expect.any(Number),
    });
    // Said before the turn ends, so it belongs to this turn's gun combat.
    const at = events.findIndex((e) => e.type === 'ship_silent');
    expect(at).toBeLessThan(events.findIndex((e) => e.type === 'turn_ended'));
  });

  test('a ship whose side gives it no shot holds fire; one that fires says nothing', () => {
    const s = hold(
      battle({
        A: [
          { design: 'frigate', at: '0505' },
          { design: 'frigate', at: '0507' },
        ],
        B: [{ design: 'destroyer', at: '0506' }],
      }),
    ).state;
    expect(s.stage.phase).toBe('fire');
    const b = play(s, 'B', { type: 'fire', shots: [] }).state;
    const { events } = play(
      b,
      'A',
      { type: 'fire', shots: [{ ship: 'A1', target: 'B1' }] },
      rolls(1),
    );
    const silent = eventsOf(events, 'ship_silent');
    expect(silent.map((e) => [e.ship, e.reason, e.nearest])).toEqual([
      ['A2', 'held', { ship: 'B1', distance: 1 }],
      ['B1', 'held', { ship: 'A1', distance: 1 }],
    ]);
    // Told before the volley is rolled, from the state the shots were given on.
    const first = events.findIndex((e) => e.type === 'ship_silent');
    expect(first).toBeLessThan(events.findIndex((e) => e.type === 'gun_shot'));
  });

  test('a random game tells silent ships under 1.1.0, none under 1.0.0', () => {
    const old = R.atVersion!('1.0.0')!;
    expect(old.version).toBe('1.0.0');
    for (const [rules, expected] of [
      [R, true],
      [old, false],
    ] as const) {
      const setup = rules.parseSetup({ scenario: 'duel' });
      if (!setup.ok) throw new Error(setup.error.message);
      const dice = verifiableDice(new Uint8Array(32).fill(3));
      const created = rules.create(setup.value, dice);
      if (!created.ok) throw new Error(created.error.message);
      let told = false;
      let state = created.value.state;
      for (let i = 0; i < 200 && rules.result(state) === null; i += 1) {
        const pending = rules.pending(state)[0]!;
        const kind = pending.kind;
        const order = kind === 'fire' ? { type: 'fire', shots: [] } : { ...HOLD_PLOT, type: kind };
        const checked = rules.check(state, pending.seat, order);
        if (!checked.ok) throw new Error(checked.error.message);
        const applied = rules.apply(state, pending.seat, checked.value, dice);
        if (applied.events.some((e) => e.type === 'ship_silent')) told = true;
        state = applied.state;
      }
      expect(told).toBe(expected);
    }
  });
});
