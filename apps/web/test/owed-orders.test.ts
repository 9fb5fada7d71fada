import { describe, expect, test } from 'vitest';
import { starfireRuleset, viewState } from '@broadside/rules/starfire';
import { EMPTY_SESSION, type Session } from '../src/net/session.js';
import {
  memoLegalOrders,
  newlyOwed,
  owedKind,
  type BattleMode,
} from '../src/rulesets/starfire/battle/owed-orders.js';
import { newPatrol } from './fixtures.js';
import { memoOrders } from '../src/game/owed-orders.js';

/** Side A of a new Patrol game, owing the first deployment (seed scenario 1: A deploys first). */
function patrolAsA(over: Partial<Session> = {}): Session {
  const state = newPatrol();
  return {
    ...EMPTY_SESSION,
    role: { kind: 'seat', seat: 'A' },
    status: 'live',
    seq: 3,
    view: viewState(state, { kind: 'seat', seat: 'A' }),
    pending: starfireRuleset.pending(state),
    ...over,
  };
}

describe('owed orders of the battle screen', () => {
  test.each<[string, BattleMode, Partial<Session>, string]>([
    ['a player owing the deployment', 'player', {}, 'deploy'],
    ['a spectator never owes', 'spectator', {}, ''],
    ['nothing is owed before the game is live', 'player', { status: 'open' }, ''],
    [
      'nothing is owed when the other side owes',
      'player',
      { role: { kind: 'seat', seat: 'B' } },
      '',
    ],
  ])('owedKind: %s', (_why, mode, over, kind) => {
    expect(owedKind(patrolAsA(over), mode)).toBe(kind);
  });

  test('legal orders are asked once per view and again for a new view', () => {
    const legal = memoLegalOrders();
    const s = patrolAsA();
    const first = legal(s, 'player');
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((o) => o.type === 'deploy')).toBe(true);
    expect(legal({ ...s }, 'player')).toBe(first);
    expect(legal({ ...s, seq: 4, view: { ...s.view! } }, 'player')).not.toBe(first);
    expect(legal(s, 'spectator')).toEqual([]);
  });

  test('a batch that came without its view, then the full view at the same sequence', () => {
    // The view patch did not fit: the batch (A now owes) is applied on the old view; the full
    // view asked for comes at the same sequence, and its legal orders must be asked again.
    const asked: unknown[] = [];
    const legal = memoOrders((view) => (asked.push(view), [view]));
    const s = patrolAsA();
    const stale = { ...s, view: { ...s.view! } };
    expect(legal(stale, 'player')).toEqual([stale.view]);
    expect(legal(s, 'player')).toEqual([s.view]);
    expect(legal(s, 'player')).toEqual([s.view]);
    expect(asked).toEqual([stale.view, s.view]);
  });

  test.each<[string, Partial<Session>, Partial<Session>, boolean]>([
    ['a new batch leaves a decision owed', { seq: 2 }, { seq: 3 }, true],
    ['the same batch again (a reconnect, a chat line)', { seq: 3 }, { seq: 3 }, false],
    ['a new batch but the other side owes', { seq: 2 }, { seq: 3, pending: [] }, false],
  ])('newlyOwed: %s', (_why, before, after, expected) => {
    expect(newlyOwed(patrolAsA(after), patrolAsA(before))).toBe(expected);
  });
});
