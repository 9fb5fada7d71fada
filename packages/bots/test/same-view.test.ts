import { canonicalJson, seededRandom, type AnyRuleset } from '@broadside/rules';
import { describe, expect, test } from 'vitest';
import { createBot, type BotLevel } from '../src/index.js';
import { applyChecked, inputFor, newGame, rulesetOf } from './support.js';

const LEVELS: BotLevel[] = ['random', 'easy', 'hard'];

function decisions(ruleset: AnyRuleset, state: unknown, seat: string): unknown[] {
  return LEVELS.map((level) =>
    createBot(ruleset, { level, seed: 'same-view', maxIterations: 6 }).decide(
      inputFor(ruleset, state, seat),
    ),
  );
}

/** Plays quick legal orders until `seat` owes a decision while `ready(state)` holds. */
function playUntil(
  ruleset: AnyRuleset,
  start: { state: unknown; dice: Parameters<AnyRuleset['apply']>[3] },
  seat: string,
  ready: (state: unknown) => boolean,
): unknown {
  let state = start.state;
  const random = seededRandom(5);
  for (let step = 0; step < 2000 && ruleset.result(state) === null; step += 1) {
    if (ruleset.pending(state).some((p) => p.seat === seat) && ready(state)) return state;
    const next = ruleset.pending(state)[0]!;
    const options = ruleset
      .legalOrders(state, next.seat)
      .filter((o: { type?: string }) => o.type !== 'concede' && o.type !== 'decloak');
    const order = options[Math.floor(random() * options.length)];
    state = applyChecked(ruleset, state, next.seat, order, start.dice);
  }
  throw new Error('the position never came up');
}

/**
 * Same view, same decision: a bot decides from its seat's view only, so changing what the seat
 * may not see changes nothing. Each case builds two states that differ only in hidden
 * information, checks the seat sees them alike, and asks every level for its decision in both.
 */
describe('a bot decides from its seat view only', () => {
  test('one-page rules, written movement: the enemy plot handed in but not yet revealed', () => {
    const R = rulesetOf('onepage');
    const game = newGame(R, { scenario: 'duel', options: { movement: 'written' } }, 3);
    const plots = R.legalOrders(game.state, 'B').filter((o: { type: string }) => o.type === 'plot');
    const one = R.apply(game.state, 'B', plots[0], game.dice).state;
    const other = R.apply(game.state, 'B', plots[plots.length - 1], game.dice).state;
    expect(canonicalJson(one)).not.toBe(canonicalJson(other));
    expect(canonicalJson(inputFor(R, one, 'A'))).toBe(canonicalJson(inputFor(R, other, 'A')));
    expect(decisions(R, one, 'A')).toEqual(decisions(R, other, 'A'));
  });

  test('Starfire warp point assault: the attacker’s written transit order', () => {
    const R = rulesetOf('starfire');
    const game = newGame(R, { scenario: 'warp_assault' }, 4);
    type Units = { transitOrders: Record<string, string[]> };
    const state = playUntil(R, game, 'A', (s) => ((s as Units).transitOrders.B?.length ?? 0) > 1);
    const order = (state as Units).transitOrders.B!;
    const other = {
      ...(state as object),
      transitOrders: { ...(state as Units).transitOrders, B: [...order].reverse() },
    };
    expect(canonicalJson(inputFor(R, state, 'A'))).toBe(canonicalJson(inputFor(R, other, 'A')));
    expect(decisions(R, state, 'A')).toEqual(decisions(R, other, 'A'));
  });

  test.each([
    ['startrek', { scenario: 'ambush' }],
    ['scl', { scenario: 'carrier_strike', options: { movement: 'standard' } }],
    ['scl', { scenario: 'breakout', options: { movement: 'vector' } }],
    ['onepage', { scenario: 'convoy', options: { movement: 'written' } }],
  ])('%s %j: hidden parts resampled by the ruleset', (id, setup) => {
    const R = rulesetOf(id);
    const game = newGame(R, setup, 6);
    let state = game.state;
    const random = seededRandom(9);
    let compared = 0;
    for (let step = 0; step < 60 && R.result(state) === null; step += 1) {
      const owed = R.pending(state);
      for (const { seat } of owed) {
        const other = R.determinize!(R.view(state, { kind: 'seat', seat }), seat, random);
        expect(canonicalJson(inputFor(R, other, seat))).toBe(
          canonicalJson(inputFor(R, state, seat)),
        );
        if (step % 10 === 0) {
          expect(decisions(R, other, seat)).toEqual(decisions(R, state, seat));
          compared += 1;
        }
      }
      const next = owed[0]!;
      const order = createBot(R, { level: 'random', seed: `walk${step}` }).decide(
        inputFor(R, state, next.seat),
      );
      state = applyChecked(R, state, next.seat, order, game.dice);
    }
    expect(compared).toBeGreaterThan(0);
  });
});
