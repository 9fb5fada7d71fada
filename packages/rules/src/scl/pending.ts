import type { PendingDecision } from '../core/ruleset.js';
import { eligibleSquadrons, usesLeft } from './fleet.js';
import { fireOwed, preparesOwed } from './flow.js';
import type { Seat, SclState } from './state.js';

/** Kinds of decision a Star Cruiser Lite game waits for. */
export const DECISION_KINDS = ['prepare', 'move', 'command', 'fire'] as const;
/** One of {@link DECISION_KINDS}. */
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** What a `move` decision carries: the units due and the squadron activated. */
export interface MoveDetail {
  readonly units: string[];
  readonly squadron: string | null;
}

/** What a `command` decision carries: the squadrons the fleet commander may activate, uses left. */
export interface CommandDetail {
  readonly squadrons: string[];
  readonly usesLeft: number;
}

/** A decision, typed. `move` and `command` carry details private to their seat. */
export type SclDecision = PendingDecision & { readonly seat: Seat } & (
    | { readonly kind: 'prepare' | 'fire'; readonly detail?: undefined }
    | { readonly kind: 'move'; readonly detail: MoveDetail }
    | { readonly kind: 'command'; readonly detail: CommandDetail }
  );

/**
 * What the game waits for: prepare orders from both sides at once; one batch of moves (units of
 * one side, slowest first); with the Fleet Commander rule, one side's choice to activate a
 * squadron or draw a chit; fire from every side with something to fire, at once.
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
    case 'command': {
      const seat = stage.asking[0]!;
      return [
        {
          seat,
          kind: 'command',
          detail: { squadrons: eligibleSquadrons(state, seat), usesLeft: usesLeft(state, seat) },
        },
      ];
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
