import type { PendingDecision } from '../core/ruleset.js';
import { SEATS, type Seat } from './scenarios.js';
import type { StartrekState } from './state.js';

/** Kinds of decision a game waits for. */
export const DECISION_KINDS = ['action', 'allocate', 'repair'] as const;

/** One of {@link DECISION_KINDS}. */
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** A decision the game waits for, typed for these rules. */
export interface StartrekDecision extends PendingDecision {
  readonly seat: Seat;
  readonly kind: DecisionKind;
}

/**
 * What the game waits for: the action of the side with the highest initiative total (both sides
 * at once on a tie), the defender's choice of sub-systems for each volley that got through, or
 * damage control from every side with successes (at once). Empty only when the game is over.
 */
export function pendingDecisions(state: StartrekState): readonly StartrekDecision[] {
  const stage = state.stage;
  switch (stage.phase) {
    case 'action':
      return stage.seats
        .filter((seat) => !stage.submitted.some((s) => s.seat === seat))
        .map((seat) => ({ seat, kind: 'action' }));
    case 'allocate':
      return SEATS.flatMap((seat) => {
        const first = stage.owed.find((a) => a.seat === seat);
        return first
          ? [
              {
                seat,
                kind: 'allocate' as const,
                detail: {
                  ship: first.ship,
                  area: first.area,
                  hits: first.hits,
                  source: first.source,
                  by: first.by,
                },
              },
            ]
          : [];
      });
    case 'repair':
      return stage.seats
        .filter((seat) => !stage.submitted.some((s) => s.seat === seat))
        .map((seat) => ({
          seat,
          kind: 'repair',
          detail: {
            successes: Object.fromEntries(
              Object.entries(stage.successes).filter(
                ([ship]) => state.ships.find((s) => s.id === ship)?.side === seat,
              ),
            ),
          },
        }));
    case 'over':
      return [];
  }
}

/** The decision `seat` owes now, if any. */
export function owedBy(state: StartrekState, seat: string): StartrekDecision | undefined {
  return pendingDecisions(state).find((d) => d.seat === seat);
}
