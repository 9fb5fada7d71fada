import { serverError, type WireError } from '@broadside/protocol';
import type { PendingDecision, SeatId } from '@broadside/rules';
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
  game: LiveGame,
  actor: SeatId,
  before: readonly PendingDecision[],
  after: readonly PendingDecision[],
  seq: number,
): void {
  for (const { seat } of game.seats) {
    if (seat === actor || !sameJson(decisionsOf(before, seat), decisionsOf(after, seat)))
      game.decisionSeq.set(seat, seq);
  }
}

/** Every seat's decision sequence for a game just loaded at `seq` (the safe, latest value). */
export function loadedDecisions(
  seats: readonly { seat: SeatId }[],
  seq: number,
): Map<SeatId, number> {
  return new Map(seats.map(({ seat }) => [seat, seq]));
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
