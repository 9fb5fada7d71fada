import { distance, seedToHex, verifiableDice, SEED_BYTES } from '@broadside/rules';
import {
  DESIGNS,
  GUN_RANGE,
  onepageRuleset as R,
  reachableHexes,
  type OnepageOrder,
  type OnepageState,
} from '@broadside/rules/onepage';

/** A practice game as the browser keeps it (see the web client's practice store). */
export interface KeptPractice {
  readonly setup: unknown;
  readonly seed: string;
  readonly orders: readonly { readonly seat: string; readonly order: unknown }[];
  readonly savedAt: string;
}

/** The set-up the web client gives a practice Duel. */
const DUEL = { scenario: 'duel', options: { movement: 'written' } };

const active = (state: OnepageState, side: string) =>
  state.ships.filter((s) => s.side === side && s.status === 'active');

/**
 * Side A's order in the hunt: every ship holds and never fires. Side B's: every ship closes on
 * A's first ship still in play, launches every missile it can at it and fires every gun in range.
 */
function huntOrder(state: OnepageState, seat: string, kind: string): OnepageOrder {
  const prey = active(state, 'A')[0];
  if (seat === 'A' || !prey) return kind === 'fire' ? { type: 'fire', shots: [] } : HOLD;
  const hunters = active(state, 'B');
  if (kind === 'fire')
    return {
      type: 'fire',
      shots: hunters
        .filter((s) => distance(s.hex, prey.hex) <= GUN_RANGE)
        .flatMap((s) => Array.from({ length: s.guns }, () => ({ ship: s.id, target: prey.id }))),
    };
  const moves = hunters.map((s) => {
    const reach = reachableHexes(state, s).filter((r) => !r.exit);
    const best = reach.reduce((a, b) =>
      distance(b.hex, prey.hex) < distance(a.hex, prey.hex) ? b : a,
    );
    return { ship: s.id, path: [...best.path] };
  });
  const launches = hunters.flatMap((s) =>
    Array.from({ length: Math.min(s.launchers, s.missiles) }, () => ({
      ship: s.id,
      target: prey.id,
    })),
  );
  return { type: 'plot', moves, launches };
}

const HOLD: OnepageOrder = { type: 'plot', moves: [], launches: [] };

/**
 * A practice Duel (written movement) played by the rules themselves until one of side A's ships
 * is destroyed while the battle goes on and A owes the next plot: side B hunts it down while A
 * holds. Tries dice seeds in turn until one gets there; the result resumes in the browser as a
 * kept practice game, so the screen opens on side A's plot with a wreck of its own on the map.
 */
export function practiceWithWreck(): {
  kept: KeptPractice;
  /** The lost ship's id and its name on screen (e.g. `Heavy Cruiser A1`). */
  wreck: string;
  wreckName: string;
  /** A ship of side A still in play. */
  live: string;
} {
  for (let n = 1; n < 200; n += 1) {
    const seed = new Uint8Array(SEED_BYTES).fill(n);
    const dice = verifiableDice(seed);
    const setup = R.parseSetup(DUEL);
    if (!setup.ok) throw new Error(setup.error.message);
    const created = R.create(setup.value, dice);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    const orders: { seat: string; order: unknown }[] = [];
    for (let step = 0; step < 200 && !R.result(state); step += 1) {
      const owed = R.pending(state)[0];
      if (!owed) break;
      const lost = state.ships.find((s) => s.side === 'A' && s.status === 'destroyed');
      const live = active(state, 'A')[0];
      if (lost && live && owed.seat === 'A' && owed.kind === 'plot')
        return {
          kept: { setup: DUEL, seed: seedToHex(seed), orders, savedAt: new Date().toISOString() },
          wreck: lost.id,
          wreckName: `${DESIGNS[lost.design].name} ${lost.id}`,
          live: live.id,
        };
      const order = huntOrder(state, owed.seat, owed.kind);
      if (!R.check(state, owed.seat, order).ok) break;
      state = R.apply(state, owed.seat, order, dice).state;
      orders.push({ seat: owed.seat, order });
    }
  }
  throw new Error('No seed gave side A a wreck with the battle still on.');
}
