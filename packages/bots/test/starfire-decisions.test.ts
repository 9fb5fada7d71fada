import { hexToOffset, offsetToHex, type Facing } from '@broadside/rules';
import type { StarfireState } from '@broadside/rules/starfire';
import { describe, expect, test } from 'vitest';
import { createBot } from '../src/index.js';
import { facingToward } from '../src/starfire/geometry.js';
import { applyChecked, inputFor, newGame, rulesetOf } from './support.js';

const R = rulesetOf('starfire');

/** Plays easy bots from a new game of `scenario` until `ready` holds for the side owing. */
function positionWhere(
  scenario: string,
  ready: (state: StarfireState, seat: string, kind: string) => boolean,
): { state: StarfireState; seat: string } {
  const game = newGame(R, { scenario }, 21);
  const bots: Record<string, ReturnType<typeof createBot>> = {};
  let state = game.state as StarfireState;
  for (let n = 0; n < 4000 && state.result === null; n += 1) {
    const owed = R.pending(state)[0]!;
    if (ready(state, owed.seat, owed.kind)) return { state, seat: owed.seat };
    bots[owed.seat] ??= createBot(R, { level: 'easy', seed: owed.seat });
    const order = bots[owed.seat]!.decide(inputFor(R, state, owed.seat));
    state = applyChecked(R, state, owed.seat, order, game.dice) as StarfireState;
  }
  throw new Error('the position never came up');
}

/**
 * Starfire decisions the bots must get right, each named after the seed rulebook's section or
 * scenario it comes from.
 */
describe('Starfire decisions', () => {
  test('Convoy raid (scenario 3), victory: a freighter on the top edge row steps off it', () => {
    const { state, seat } = positionWhere(
      'convoy_raid',
      (s, _seat, kind) =>
        kind === 'move' &&
        s.stage.phase === 'movement' &&
        s.stage.owed.some((id) => s.units.find((u) => u.id === id)?.hull.startsWith('FT')),
    );
    const stage = state.stage as Extract<StarfireState['stage'], { phase: 'movement' }>;
    const id = stage.owed.find((o) => state.units.find((u) => u.id === o)?.hull.startsWith('FT'))!;
    const unit = state.units.find((u) => u.id === id)!;
    const column = hexToOffset(unit.hex!).column;
    const hex = offsetToHex(column, 1);
    const facing: Facing = facingToward(hex, offsetToHex(column, -2));
    // Only the freighter still owes a step: it stands on the top row, bow to the edge.
    const moved: StarfireState = {
      ...state,
      stage: { ...stage, owed: [id] },
      units: state.units.map((u) => (u.id === id ? { ...u, hex, facing, mp: 1 } : u)),
    };
    for (const level of ['easy', 'hard'] as const) {
      const order = createBot(R, { level, seed: 'x', maxIterations: 4 }).decide(
        inputFor(R, moved, seat),
      );
      expect(order).toEqual({ type: 'step', unit: id, action: 'forward' });
    }
  });

  test.each(['patrol', 'raiders'])(
    '%s, Combat phase: a ship with a target in arc fires rather than passes',
    (scenario) => {
      const { state, seat } = positionWhere(
        scenario,
        (s, owing, kind) =>
          kind === 'fire' &&
          R.legalOrders(s, owing).some((o: { type: string }) => o.type === 'fire'),
      );
      for (const level of ['easy', 'hard'] as const) {
        const order = createBot(R, { level, seed: 'x', maxIterations: 8 }).decide(
          inputFor(R, state, seat),
        ) as { type: string };
        expect(order.type).toBe('fire');
      }
    },
  );
});
