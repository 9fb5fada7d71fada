import type { PendingDecision } from '../core/ruleset.js';
import { fireOwed, plotsOwed } from './flow.js';
import type { Seat } from './scenarios.js';
import type { OnepageState } from './state.js';

/** Kinds of decision a one-page game waits for. */
export const DECISION_KINDS = ['plot', 'move', 'fire'] as const;

/** One of {@link DECISION_KINDS}. */
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** A decision the game waits for, typed for the one-page rules. */
export interface OnepageDecision extends PendingDecision {
  readonly seat: Seat;
  readonly kind: DecisionKind;
}

/**
 * What the game waits for: written plots from every side at once, one initiative move at a time,
 * or gun fire from every side that has a shot (at once). Empty only when the game is over.
 */
export function pendingDecisions(state: OnepageState): readonly OnepageDecision[] {
  const stage = state.stage;
  switch (stage.phase) {
    case 'plot':
      return plotsOwed({ state }).map((seat) => ({ seat, kind: 'plot' }));
    case 'move': {
      const seat = stage.order[stage.index];
      return seat ? [{ seat, kind: 'move' }] : [];
    }
    case 'fire':
      return fireOwed({ state }).map((seat) => ({ seat, kind: 'fire' }));
    case 'over':
      return [];
  }
}

/** The decision `seat` owes now, if any. */
export function owedBy(state: OnepageState, seat: string): OnepageDecision | undefined {
  return pendingDecisions(state).find((d) => d.seat === seat);
}
