import { distance, seedToHex, verifiableDice, SEED_BYTES } from '@broadside/rules';
import {
  GUN_RANGE,
  onepageRuleset as R,
  reachableHexes,
  type OnepageOrder,
  type OnepageState,
} from '@broadside/rules/onepage';
import type { KeptPractice } from './onepage-wreck.js';

/** The set-up the web client gives a practice Duel. */
const DUEL = { scenario: 'duel', options: { movement: 'written' } };

const active = (state: OnepageState, side: string) =>
  state.ships.filter((s) => s.side === side && s.status === 'active');

/**
 * Both sides close on the other's first ship in play (no missiles) and fire every gun in range
 * at it: the rules' "Gun Combat" comes within a few turns.
 */
function closeAndFire(state: OnepageState, seat: string, kind: string): OnepageOrder {
  const enemy = seat === 'A' ? 'B' : 'A';
  const prey = active(state, enemy)[0];
  const own = active(state, seat);
  if (kind === 'fire')
    return {
      type: 'fire',
      shots: own
        .filter((s) => prey && distance(s.hex, prey.hex) <= GUN_RANGE)
        .flatMap((s) => Array.from({ length: s.guns }, () => ({ ship: s.id, target: prey!.id }))),
    };
  const moves = own.map((s) => {
    const reach = reachableHexes(state, s).filter((r) => !r.exit);
    const best = reach.reduce((a, b) =>
      prey && distance(b.hex, prey.hex) < distance(a.hex, prey.hex) ? b : a,
    );
    return { ship: s.id, path: [...best.path] };
  });
  return { type: 'plot', moves, launches: [] };
}

/**
 * A practice Duel (written movement), played by the rules themselves, kept as the browser keeps
 * it, at the moment side A has handed in gun fire with shots and side B owes its own: whatever
 * B answers in the browser, the batch that follows reveals the fire and rolls A's shots.
 */
export function practiceBeforeFire(): KeptPractice {
  for (let n = 1; n < 100; n += 1) {
    const seed = new Uint8Array(SEED_BYTES).fill(n);
    const dice = verifiableDice(seed);
    const setup = R.parseSetup(DUEL);
    if (!setup.ok) throw new Error(setup.error.message);
    const created = R.create(setup.value, dice);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    const orders: { seat: string; order: OnepageOrder }[] = [];
    for (let step = 0; step < 100 && !R.result(state); step += 1) {
      const owed = R.pending(state)[0];
      if (!owed) break;
      const last = orders[orders.length - 1]?.order;
      if (owed.seat === 'B' && owed.kind === 'fire' && last?.type === 'fire' && last.shots.length)
        return { setup: DUEL, seed: seedToHex(seed), orders, savedAt: new Date().toISOString() };
      const order = closeAndFire(state, owed.seat, owed.kind);
      if (!R.check(state, owed.seat, order).ok) break;
      state = R.apply(state, owed.seat, order, dice).state;
      orders.push({ seat: owed.seat, order });
    }
  }
  throw new Error('No seed brought side A to fire first.');
}
