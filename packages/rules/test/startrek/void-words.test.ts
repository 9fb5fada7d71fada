import { describe, expect, test } from 'vitest';
import type { Viewer } from '../../src/core/ruleset.js';
import { startrekRuleset as R } from '../../src/startrek/ruleset.js';
import { battle, eventsOf, play, rolls } from './helpers.js';

const SEATS: Viewer[] = [
  { kind: 'seat', seat: 'A' },
  { kind: 'seat', seat: 'B' },
];
const SPECTATOR: Viewer = { kind: 'spectator' };

/** A1 and B1 tied at initiative 3: their actions are revealed and resolved together. */
const tied = () =>
  battle(
    {
      A: [{ cls: 'heavy_cruiser', at: '1009', heading: 5 }],
      B: [{ cls: 'battlecruiser', at: '1509', heading: 4 }],
    },
    { initiative: { A: [3, 1], B: [3, 1] } },
  );

describe('a void action says why (Initiative: equal totals act together, issue 28)', () => {
  const MOVE = { type: 'move', ship: 'A1', band: 'medium', turnAt: 0, turn: 0, drop: 3 };
  const A_FIRES = { type: 'fire', ship: 'A1', target: 'B1', area: 'weapons', drop: 3 };
  const B_FIRES = { type: 'fire', ship: 'B1', target: 'A1', area: 'weapons', drop: 3 };

  test.each([
    // [what, A's order, B's order, the void seat, reason, words]
    [
      'the target moved out of phaser range',
      MOVE,
      B_FIRES,
      'B',
      'order/out_of_range',
      /^The target is (\d+) hexes away; range is (\d+)\.$/,
    ],
    [
      'the target cloaked (Cloaking: the firing ship must find its real token first)',
      A_FIRES,
      { type: 'cloak', ship: 'B1', drop: 3 },
      'A',
      'order/not_scanned',
      /^B1 is cloaked: A1 must find its real token with a scan of its own first\.$/,
    ],
  ] as const)('%s', (_what, orderA, orderB, seat, reason, words) => {
    const a = play(tied(), 'A', orderA);
    const { events } = play(a.state, 'B', orderB, rolls(1, 1, 1, 1, 1, 1));
    const [void_] = eventsOf(events, 'action_void');
    expect(void_).toMatchObject({ seat, action: 'fire', reason });
    expect(void_?.message).toMatch(words);
    const range = words.exec(void_?.message ?? '');
    if (range && range[2]) expect(Number(range[1])).toBeGreaterThan(Number(range[2]));
    // Both seats read why; spectators get the code only: the words may measure to a cloaked
    // ship's real token, which a spectator never learns (Cloaking).
    for (const viewer of SEATS) expect(R.viewEvent(void_!, viewer)).toEqual(void_);
    expect(R.viewEvent(void_!, SPECTATOR)).toEqual({
      type: 'action_void',
      seat,
      action: 'fire',
      reason,
    });
  });

  test('rules 1.1.0 told the void action without words', () => {
    const old = R.atVersion!('1.1.0')!;
    expect(old.version).toBe('1.1.0');
    const a = old.apply(tied(), 'A', MOVE as never, rolls());
    const b = old.apply(a.state, 'B', B_FIRES as never, rolls());
    expect(eventsOf(b.events, 'action_void')).toEqual([
      { type: 'action_void', seat: 'B', action: 'fire', reason: 'order/out_of_range' },
    ]);
  });
});
