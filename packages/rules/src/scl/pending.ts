import type { PendingDecision } from '../core/ruleset.js';
import { fireOwed, preparesOwed } from './flow.js';
import type { Seat, SclState } from './state.js';

/** Kinds of decision a Star Cruiser Lite game waits for. */
export const DECISION_KINDS = ['prepare', 'move', 'fire'] as const;
/** One of {@link DECISION_KINDS}. */
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** A decision, typed. `move` carries the units due (private to its seat). */
export interface SclDecision extends PendingDecision {
  readonly seat: Seat;
  readonly kind: DecisionKind;
  readonly detail?: { units: string[]; squadron: string | null };
}

/**
 * What the game waits for: prepare orders from both sides at once; one batch of moves (units of
 * one side, slowest first); fire from every side with something to fire, at once.
 */
export function pendingDecisions(state: SclState): readonly SclDecision[] {
  const stage = state.stage;
  switch (stage.phase) {
    case 'prepare':
      return preparesOwed(state).map((seat) => ({ seat, kind: 'prepare' }));
    case 'move': {
      const batch = stage.batches[stage.index];
      return batch
        ? [
            {
              seat: batch.seat,
              kind: 'move',
              detail: { units: [...batch.units], squadron: batch.squadron },
            },
          ]
        : [];
    }
    case 'fire':
      return fireOwed(state).map((seat) => ({ seat, kind: 'fire' }));
    case 'over':
      return [];
  }
}

/** The decision `seat` owes now, if any. */
export function owedBy(state: SclState, seat: string): SclDecision | undefined {
  return pendingDecisions(state).find((d) => d.seat === seat);
}
