import { describe, expect, test } from 'vitest';
import type { Viewer } from '../../src/core/ruleset.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { openContext } from '../../src/scl/context.js';
import { detectionRadius, detectionRange, emitDetectionChecks } from '../../src/scl/detection.js';
import type { SclEvent } from '../../src/scl/events.js';
import { playRandomlyWith } from '../../src/core/random-play.js';
import { randomOrder, seededRandom } from '../../src/scl/random-play.js';
import { sclRuleset as R } from '../../src/scl/ruleset.js';
import { unit } from '../../src/scl/state.js';
import { eventsOf, position, rolls } from './helpers.js';

const A: Viewer = { kind: 'seat', seat: 'A' };
const B: Viewer = { kind: 'seat', seat: 'B' };
const SPECTATOR: Viewer = { kind: 'spectator' };

/** The detection step's checks on a position (the step before fire, "Detection Procedure"). */
function checksOn(state: ReturnType<typeof position>) {
  const ctx = openContext(state, rolls());
  emitDetectionChecks(ctx);
  return eventsOf(ctx.events as SclEvent[], 'detection_check');
}

describe('each detection check is told to the side that made it (issue 28)', () => {
  test('ships out of range: each side hears how far its own sensors reach, and nothing more', () => {
    // Bismarck at Bay: the Bismarck (CQ 1, sensors 1) and a Kafer cruiser 18 hexes apart.
    const state = position('bismarck_at_bay', [
      { id: 'A1', at: '0610', facing: 2 },
      { id: 'B1', at: '2410', facing: 5 },
    ]);
    expect(state.detected).toEqual({ A: [], B: [] });
    const checks = checksOn(state);
    const bismarck = unit(state, 'A1');
    expect(checks.find((e) => e.seat === 'A')).toEqual({
      type: 'detection_check',
      seat: 'A',
      detector: 'A1',
      target: null,
      range: null,
      detection: detectionRadius(state, bismarck),
      parts: { cq: 1, sensors: 1, signature: 0, aft: 0, fullStop: 0 },
      detected: false,
      vis: { to: ['A'], spectators: false },
    });
    expect(detectionRadius(state, bismarck)).toBe(4);
    // Secrecy ("Hidden information"): A's checks reach neither B nor spectators, and no check
    // names a unit its side has not detected.
    for (const e of checks) {
      expect(e.target).toBeNull();
      expect(R.viewEvent(e, e.seat === 'A' ? A : B)).toEqual(e);
      expect(R.viewEvent(e, e.seat === 'A' ? B : A)).toBeNull();
      expect(R.viewEvent(e, SPECTATOR)).toBeNull();
    }
  });

  test.each([
    // [what, B1's hex, A1 detects it itself]
    ['at range 4: detected', '1010', 4, true],
    ['at range 9: not by A1 itself, though A holds the contact', '1510', 9, false],
  ] as const)('a known enemy %s', (_what, hex, range, found) => {
    const state = position('bismarck_at_bay', [
      { id: 'A1', at: '0610', facing: 2 },
      { id: 'B1', at: hex, facing: 5 },
    ]);
    // A side's contact stays known once held; here it is set as if detected before.
    state.detected.A = ['B1'];
    const check = checksOn(state).find((e) => e.seat === 'A' && e.target === 'B1');
    expect(check).toMatchObject({
      detector: 'A1',
      target: 'B1',
      range,
      detection: detectionRange(state, unit(state, 'A1'), unit(state, 'B1')),
      detected: found,
    });
    expect(checksOn(state).some((e) => e.seat === 'A' && e.target === null)).toBe(!found);
  });

  test('a random game tells checks before fire under 1.3.0, none under 1.2.0', () => {
    const old = R.atVersion!('1.2.0')!;
    for (const [rules, expected] of [
      [R, true],
      [old, false],
    ] as const) {
      const setup = rules.parseSetup({ scenario: 'bismarck_at_bay' });
      if (!setup.ok) throw new Error(setup.error.message);
      const dice = verifiableDice(new Uint8Array(32).fill(7));
      const created = rules.create(setup.value, dice);
      if (!created.ok) throw new Error(created.error.message);
      let told = false;
      const player = { ruleset: rules, seats: ['A', 'B'], randomOrder, where: () => null };
      const { state } = playRandomlyWith(player, created.value.state, dice, seededRandom(9), {
        onMove: ({ events }) => {
          if (events.some((e) => e.type === 'detection_check')) told = true;
        },
      });
      expect(state.result).not.toBeNull();
      expect(told).toBe(expected);
    }
  });
});
