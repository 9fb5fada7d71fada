import { mySeat, owedByMe, type Session } from '../net/session.js';
import type { BattleMode } from '../rulesets/contract/battle-mode.js';

export type { BattleMode } from '../rulesets/contract/battle-mode.js';

/** The seat whose orders the screen gives: yours, whoever owes in practice, nobody when watching. */
export function actingSeat(s: Session, mode: BattleMode): string | null {
  return mode === 'spectator' ? null : mySeat(s);
}

/** The kind of decision the acting seat owes in a live game (`deploy`, `move`, `fire` …), or `''`. */
export function owedKind(s: Session, mode: BattleMode): string {
  if (actingSeat(s, mode) === null || s.status !== 'live') return '';
  return owedByMe(s)?.kind ?? '';
}

/**
 * A ruleset's legal orders for the decision owed, asked once per view and seat: the page renders
 * many times between two server messages. `legal` is the ruleset's own `legalOrders` of a view.
 * The cache follows the view itself, not the sequence number: a batch whose view patch did not
 * fit arrives without a view, and the full view asked for then comes at the same sequence.
 */
export function memoOrders<Order>(
  legal: (view: unknown, seat: string) => readonly Order[],
): (s: Session, mode: BattleMode) => readonly Order[] {
  let cache: { view: unknown; seat: string; orders: readonly Order[] } | null = null;
  return (s, mode) => {
    const seat = actingSeat(s, mode);
    if (!s.view || seat === null || !owedKind(s, mode)) return [];
    if (cache?.view === s.view && cache.seat === seat) return cache.orders;
    const orders = legal(s.view, seat);
    cache = { view: s.view, seat, orders };
    return orders;
  };
}

/**
 * True when a new batch arrived and this browser owes a decision after it: the moment to
 * announce the decision (a reconnect or a chat line, which leave the sequence, stay quiet).
 */
export function newlyOwed(next: Session, previous: Session): boolean {
  return owedByMe(next) !== null && next.seq !== previous.seq;
}

/** The detail the rules gave the decision of `kind` that `seat` owes, if it owes one. */
export function owedDetail<T>(s: Session | null, seat: string | null, kind: string): T | undefined {
  return s?.pending.find((p) => p.seat === seat && p.kind === kind)?.detail as T | undefined;
}
