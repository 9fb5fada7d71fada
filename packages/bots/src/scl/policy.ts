import { pendingDecisions, type SclState } from '@broadside/rules/scl';
import { planFire } from './fire.js';
import { planMove } from './move.js';
import { planPrepare } from './prepare.js';

/**
 * The hard level's Star Cruiser Lite plans, one per decision kind: prepare (launches, repairs),
 * every unit of a move batch to its best pose, and fire allocated over every battery, missile and
 * submunition. `null` for the Fleet Commander's choice, which the level judges by looking ahead.
 */
export function sclDeepPolicy(raw: unknown, seat: string, deadline: () => boolean): unknown {
  const state = raw as SclState;
  const owed = pendingDecisions(state).find((d) => d.seat === seat);
  switch (owed?.kind) {
    case 'prepare':
      return planPrepare(state, seat);
    case 'move':
      return planMove(state, seat, deadline);
    case 'fire':
      return planFire(state, seat);
    default:
      return null;
  }
}
