import { err, ok, ruleError } from '../../src/core/result.js';
import type { GameResult, Ruleset } from '../../src/core/ruleset.js';
import { hashValue } from '../../src/core/canonical-json.js';

/**
 * A tiny dice race used to test the record machinery without the Starfire engine: two seats
 * take turns rolling a d6 (or passing); the first to `target` points wins. Creation rolls a d2
 * for who starts. A seat may concede at any time; a timeout loses.
 */
export interface ToySetup {
  readonly target: number;
}
export interface ToyState {
  readonly target: number;
  readonly scores: { A: number; B: number };
  readonly toMove: 'A' | 'B';
  readonly rolls: number;
  readonly result: GameResult | null;
}
export type ToyOrder =
  { readonly type: 'roll' } | { readonly type: 'pass' } | { readonly type: 'concede' };
export type ToyEvent = { readonly type: string; readonly seat?: string; readonly value?: number };

const other = (seat: 'A' | 'B'): 'A' | 'B' => (seat === 'A' ? 'B' : 'A');

export const toyRuleset: Ruleset<ToySetup, ToyState, ToyOrder, ToyEvent, ToyState> = {
  id: 'toy',
  version: '1.0.0',
  name: 'Toy dice race',
  describe: () => ({
    id: 'toy',
    name: 'Toy dice race',
    version: '1.0.0',
    summary: 'Two seats race to a target score with a d6.',
    scenarios: [],
    units: [],
    designs: false,
  }),
  setupLabel: (setup) => `Race to ${setup.target}`,
  seatName: (_setup, seat) => `Racer ${seat}`,
  turn: () => null,
  viewPending: (state, _viewer) => toyRuleset.pending(state),
  mayAct: (state) => state.result === null,
  parseSetup(input) {
    const target = (input as { target?: unknown } | null)?.target;
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 1) {
      return err(ruleError('setup/invalid', 'target must be a positive integer', ['target']));
    }
    return ok({ target });
  },
  create(setup, dice) {
    const first = dice.roll(0, 2) === 1 ? 'A' : 'B';
    const state: ToyState = {
      target: setup.target,
      scores: { A: 0, B: 0 },
      toMove: first,
      rolls: 1,
      result: null,
    };
    return ok({ state, events: [{ type: 'first', seat: first }] });
  },
  seats: () => ['A', 'B'],
  pending: (state) => (state.result ? [] : [{ seat: state.toMove, kind: 'roll' }]),
  legalOrders: (state, seat) =>
    state.result || seat !== state.toMove ? [] : [{ type: 'roll' }, { type: 'pass' }],
  check(state, seat, order) {
    const type = (order as { type?: unknown } | null)?.type;
    if (type === 'concede') return ok({ type });
    if (type !== 'roll' && type !== 'pass')
      return err(ruleError('order/invalid', `unknown order ${String(type)}`, ['type']));
    if (seat !== state.toMove)
      return err(ruleError('order/not_your_turn', `it is ${state.toMove}'s turn`));
    return ok({ type });
  },
  apply(state, seat, order, dice) {
    const s = seat as 'A' | 'B';
    if (order.type === 'concede') {
      const winner = other(s);
      const result: GameResult = {
        winners: [winner],
        level: null,
        reason: 'concession',
        summary: `${winner} wins: ${s} conceded.`,
      };
      return { state: { ...state, result }, events: [{ type: 'conceded', seat }] };
    }
    if (order.type === 'pass')
      return { state: { ...state, toMove: other(s) }, events: [{ type: 'passed', seat }] };
    const value = dice.roll(state.rolls, 6);
    const scores = { ...state.scores, [s]: state.scores[s] + value };
    const result: GameResult | null =
      scores[s] >= state.target
        ? { winners: [s], level: null, reason: 'victory', summary: `${s} wins the race.` }
        : null;
    return {
      state: { ...state, scores, rolls: state.rolls + 1, toMove: other(s), result },
      events: [{ type: 'rolled', seat, value }],
    };
  },
  timeout(state, seat) {
    const winner = other(seat as 'A' | 'B');
    const result: GameResult = {
      winners: [winner],
      level: null,
      reason: 'timeout',
      summary: `${winner} wins on time.`,
    };
    return { state: { ...state, result }, events: [{ type: 'timed_out', seat }] };
  },
  view: (state) => state,
  viewEvent: (event) => event,
  result: (state) => state.result,
  hash: (state) => hashValue(state),
  rollCount: (state) => state.rolls,
};
