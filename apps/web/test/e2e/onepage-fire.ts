import { activeShips, type OnepageState, type Seat } from '@broadside/rules/onepage';
import { findPractice, huntOrder, type KeptPractice } from './onepage-practice.js';

/**
 * Both sides close on the other's first ship in play (no missiles) and fire every gun in range
 * at it: the rules' "Gun Combat" comes within a few turns.
 */
function closeAndFire(state: OnepageState, seat: string, kind: string) {
  const own = seat as Seat;
  const enemy = own === 'A' ? 'B' : 'A';
  return huntOrder(state, activeShips(state, own), activeShips(state, enemy)[0], kind, false);
}

/**
 * A practice Duel (written movement), played by the rules themselves, kept as the browser keeps
 * it, at the moment side A has handed in gun fire with shots and side B owes its own: whatever
 * B answers in the browser, the batch that follows reveals the fire and rolls A's shots.
 */
export function practiceBeforeFire(): KeptPractice {
  return findPractice({
    seeds: 100,
    steps: 100,
    orderFor: closeAndFire,
    found: ({ owed, orders, kept }) => {
      const last = orders[orders.length - 1]?.order;
      return owed.seat === 'B' && owed.kind === 'fire' && last?.type === 'fire' && last.shots.length
        ? kept()
        : null;
    },
    failure: 'No seed brought side A to fire first.',
  });
}
