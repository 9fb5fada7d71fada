import type { TimeControl } from '@broadside/protocol';
import { describe, expect, test } from 'vitest';
import { initialClocks, updateClocks } from '../src/match/clocks.js';

const HOUR = 3600_000;
const perTurn: TimeControl = { kind: 'correspondence', perDecisionSeconds: 24 * 3600, per: 'turn' };
const perDecision: TimeControl = { kind: 'correspondence', perDecisionSeconds: 24 * 3600 };

/** Side A decides twice in a turn (2 h, then 3 h), then the turn changes. */
function playTurn(control: TimeControl) {
  let clocks = initialClocks(control, ['A', 'B']);
  clocks = updateClocks(control, clocks, new Set(['A']), 0);
  clocks = updateClocks(control, clocks, new Set(['A']), 0);
  const afterFirst = updateClocks(control, clocks, new Set(['B']), 2 * HOUR);
  const second = updateClocks(control, afterFirst, new Set(['A']), 3 * HOUR);
  const afterSecond = updateClocks(control, second, new Set(['B']), 6 * HOUR);
  const newTurn = updateClocks(control, afterSecond, new Set(['A', 'B']), 7 * HOUR, true);
  return { afterFirst, afterSecond, newTurn };
}

describe('correspondence clocks: days per move or per turn (issue 14, time control)', () => {
  test.each([
    // control, A left after its first decision, after its second, at the new turn
    ['per decision: each decision refills the day', perDecision, 24, 24, 24],
    ['per turn: decisions in one turn share the day', perTurn, 22, 19, 24],
  ])('%s', (_what, control, first, second, turn) => {
    const { afterFirst, afterSecond, newTurn } = playTurn(control);
    expect(afterFirst.seats.A).toEqual({ remainingMs: first * HOUR, runningSince: null });
    expect(afterSecond.seats.A).toEqual({ remainingMs: second * HOUR, runningSince: null });
    expect(newTurn.seats.A).toEqual({ remainingMs: turn * HOUR, runningSince: 7 * HOUR });
  });

  test('per turn with a cap: unused time of the turn is banked up to the cap', () => {
    const capped: TimeControl = { ...perTurn, capSeconds: 36 * 3600 };
    const { newTurn } = playTurn(capped);
    // A used 5 h of its 24 h: 19 h left + a new day = 43 h, capped at 36 h.
    expect(newTurn.seats.A?.remainingMs).toBe(36 * HOUR);
    // B used 2 h (from 2 h to 3 h, and 6 h to 7 h) of its 24 h: 22 h + 24 h, capped.
    expect(newTurn.seats.B?.remainingMs).toBe(36 * HOUR);
  });
});
