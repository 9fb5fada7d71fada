import { describe, expect, test } from 'vitest';
import type { Viewer } from '../../../src/core/ruleset.js';
import { verifiableDice } from '../../../src/dice/verifiable.js';
import { starfireRuleset as rules } from '../../../src/starfire/ruleset.js';
import { randomLegalOrders } from '../../record/starfire-support.js';

const SEAT_A: Viewer = { kind: 'seat', seat: 'A' };
const SEAT_B: Viewer = { kind: 'seat', seat: 'B' };
const SPECTATOR: Viewer = { kind: 'spectator' };
const WRITTEN = ['B8', 'B3', 'B1', 'B2', 'B4', 'B5', 'B6', 'B7'];

function warpAssault(transitOrder: readonly string[]) {
  const dice = verifiableDice(Uint8Array.from({ length: 32 }, (_, i) => i * 3));
  const setup = rules.parseSetup({ scenario: 'warp_assault', turnLimit: 2 });
  if (!setup.ok) throw new Error(setup.error.message);
  const created = rules.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  const placed = rules.check(created.value.state, 'A', {
    type: 'place_warp_point',
    hex: { q: 22, r: 6 },
  });
  if (!placed.ok) throw new Error(placed.error.message);
  const state = rules.apply(created.value.state, 'A', placed.value, dice).state;
  expect(rules.pending(state)).toEqual([{ seat: 'B', kind: 'transit_order' }]);
  const order = rules.check(state, 'B', { type: 'transit_order', units: transitOrder });
  if (!order.ok) throw new Error(order.error.message);
  return { ...rules.apply(state, 'B', order.value, dice), dice };
}

describe('the warp assault transit order stays hidden until the end (seed: "Player B must show Player A the list … following the battle")', () => {
  const written = warpAssault(WRITTEN);

  test('side B sees its own transit order', () => {
    expect(rules.view(written.state, SEAT_B).transitOrders).toEqual({ B: WRITTEN });
  });

  test.each([
    ['side A', SEAT_A],
    ['a spectator', SPECTATOR],
  ])('%s sees neither the order in the state nor in the event', (_name, viewer) => {
    expect(rules.view(written.state, viewer).transitOrders).toEqual({});
    const events = written.events.map((event) => rules.viewEvent(event, viewer));
    expect(JSON.stringify(events)).not.toContain('B8');
    expect(events.find((e) => e?.type === 'transit_order_written')).toMatchObject({
      side: 'B',
      units: null,
    });
  });

  test("side A's and a spectator's views do not depend on what side B wrote", () => {
    const other = warpAssault([...WRITTEN].reverse());
    for (const viewer of [SEAT_A, SPECTATOR]) {
      expect(rules.view(other.state, viewer)).toEqual(rules.view(written.state, viewer));
      expect(other.events.map((e) => rules.viewEvent(e, viewer))).toEqual(
        written.events.map((e) => rules.viewEvent(e, viewer)),
      );
    }
  });

  test('once the game is over, everyone sees the transit order', () => {
    const choose = randomLegalOrders(3);
    let state = written.state;
    for (let move = 0; move < 5000 && rules.result(state) === null; move += 1) {
      const next = choose(state);
      if (!next || next.kind !== 'order') break;
      const checked = rules.check(state, next.seat, next.order);
      if (!checked.ok) throw new Error(checked.error.message);
      state = rules.apply(state, next.seat, checked.value, written.dice).state;
      if (rules.result(state) === null) expect(rules.view(state, SEAT_A).transitOrders).toEqual({});
    }
    expect(rules.result(state)).not.toBeNull();
    for (const viewer of [SEAT_A, SEAT_B, SPECTATOR])
      expect(rules.view(state, viewer).transitOrders).toEqual({ B: WRITTEN });
  });
});
