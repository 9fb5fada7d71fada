import { serverError, type WireError } from '@broadside/protocol';
import type { AnyRuleset, PendingDecision, SeatId } from '@broadside/rules';
import type { LogEntry } from '../store/types.js';
import { sameJson } from '../util/same-json.js';
import type { LiveGame } from './live-game.js';

/** A seat's own pending decisions. */
function decisionsOf(pending: readonly PendingDecision[], seat: SeatId): PendingDecision[] {
  return pending.filter((p) => p.seat === seat);
}

/**
 * Moves each seat's decision sequence on after entry `seq`: always for the seat that acted, and
 * for every other seat whose pending decisions changed. A seat still deciding the same thing
 * (a simultaneous plot while another seat's plot came in) keeps its sequence.
 */
export function advanceDecisions(
  decisionSeq: Map<SeatId, number>,
  actor: SeatId,
  before: readonly PendingDecision[],
  after: readonly PendingDecision[],
  seq: number,
): void {
  for (const seat of decisionSeq.keys()) {
    if (seat === actor || !sameJson(decisionsOf(before, seat), decisionsOf(after, seat)))
      decisionSeq.set(seat, seq);
  }
}

/**
 * Works out the decision sequences of a game being loaded, step by step as its log is replayed
 * from the snapshot: a seat whose decision did not change since the snapshot keeps the snapshot's
 * sequence (the earliest the replay can vouch for).
 */
export function decisionTracker(
  ruleset: AnyRuleset,
  seats: readonly { seat: SeatId }[],
): {
  decisionSeq: Map<SeatId, number>;
  step: (state: unknown, entry: LogEntry | null, snapshotSeq: number) => void;
} {
  const decisionSeq = new Map<SeatId, number>();
  let before: readonly PendingDecision[] = [];
  return {
    decisionSeq,
    step(state, entry, snapshotSeq) {
      const after = ruleset.pending(state);
      if (entry === null) for (const { seat } of seats) decisionSeq.set(seat, snapshotSeq);
      else advanceDecisions(decisionSeq, entry.seat, before, after, entry.seq);
      before = after;
    },
  };
}

/**
 * Why a seat may not give an order in this game now, whatever the order; `null` if it may. A seat
 * may act when it owes a decision or the ruleset lets it act out of turn (`mayAct`), and its
 * client has seen the game at least as far as the seat's decision last changed.
 */
export function gameRefusal(game: LiveGame, seat: SeatId, expectedSeq: number): WireError | null {
  if (game.header.status === 'finished') return serverError('game/over');
  if (game.header.status === 'open') return serverError('game/not_started');
  if (!game.ruleset.mayAct(game.state, seat)) return serverError('order/not_pending');
  return staleRefusal(game, seat, expectedSeq);
}

/**
 * `order/stale_sequence` when the client has not seen the game as far as the seat's decision last
 * changed, or claims to have seen beyond it; `null` when `expectedSeq` is current.
 */
export function staleRefusal(game: LiveGame, seat: SeatId, expectedSeq: number): WireError | null {
  const since = game.decisionSeq.get(seat) ?? game.header.seq;
  if (expectedSeq < since || expectedSeq > game.header.seq) {
    return serverError(
      'order/stale_sequence',
      `The game is at sequence ${game.header.seq}; this seat's decision dates from ${since}, not ${expectedSeq}.`,
      ['expectedSeq'],
    );
  }
  return null;
}
