import { legalOrders, type StarfireOrder, type StarfireView } from '@broadside/rules/starfire';
import { memoOrders, type BattleMode } from '../../../game/owed-orders.js';
import type { Session } from '../../../net/session.js';

export { actingSeat, newlyOwed, owedKind, type BattleMode } from '../../../game/owed-orders.js';

/** Starfire's legal orders for the decision owed, memoised per sequence number and seat. */
export function memoLegalOrders(): (s: Session, mode: BattleMode) => readonly StarfireOrder[] {
  return memoOrders((view, seat) => legalOrders(view as StarfireView, seat));
}
