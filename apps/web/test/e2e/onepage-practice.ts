import { distance, seedToHex, verifiableDice, SEED_BYTES } from '@broadside/rules';
import {
  GUN_RANGE,
  onepageRuleset as R,
  reachableHexes,
  type OnepageOrder,
  type OnepageState,
  type ShipState,
} from '@broadside/rules/onepage';

/**
 * One-page practice games made by the rules themselves for browser tests: a Duel played by
 * scripted orders until a wanted moment, kept as the browser keeps a practice game so that the
 * screen resumes right there.
 */

/** A practice game as the browser keeps it (see the web client's practice store). */
export interface KeptPractice {
  readonly setup: unknown;
  readonly seed: string;
  readonly orders: readonly { readonly seat: string; readonly order: unknown }[];
  readonly savedAt: string;
}

/** The set-up the web client gives a practice Duel. */
const DUEL = { scenario: 'duel', options: { movement: 'written' } };

/**
 * The order of `hunters` closing on `prey`: each ship's reachable hex nearest to it for a plot
 * (with every missile it can launch at it when `launch`), every gun in range at it for fire.
 */
export function huntOrder(
  state: OnepageState,
  hunters: readonly ShipState[],
  prey: ShipState | undefined,
  kind: string,
  launch: boolean,
): OnepageOrder {
  if (kind === 'fire')
    return {
      type: 'fire',
      shots: hunters
        .filter((s) => prey && distance(s.hex, prey.hex) <= GUN_RANGE)
        .flatMap((s) => Array.from({ length: s.guns }, () => ({ ship: s.id, target: prey!.id }))),
    };
  const moves = hunters.map((s) => {
    const reach = reachableHexes(state, s).filter((r) => !r.exit);
    const best = reach.reduce((a, b) =>
      prey && distance(b.hex, prey.hex) < distance(a.hex, prey.hex) ? b : a,
    );
    return { ship: s.id, path: [...best.path] };
  });
  const launches =
    launch && prey
      ? hunters.flatMap((s) =>
          Array.from({ length: Math.min(s.launchers, s.missiles) }, () => ({
            ship: s.id,
            target: prey.id,
          })),
        )
      : [];
  return { type: 'plot', moves, launches };
}

/** What a search stops on: the game so far, the decision owed now and the orders given. */
export interface PracticeMoment {
  readonly state: OnepageState;
  readonly owed: { readonly seat: string; readonly kind: string };
  readonly orders: readonly { readonly seat: string; readonly order: OnepageOrder }[];
  /** The game so far as the browser keeps it. */
  kept(): KeptPractice;
}

/**
 * Plays practice Duels with dice seeds 1, 2 … (up to `seeds`), each order from `orderFor`, until
 * `found` returns something at a decision owed (at most `steps` orders a game). Throws `failure`
 * when no seed gets there.
 */
export function findPractice<T>(options: {
  readonly seeds: number;
  readonly steps: number;
  readonly orderFor: (state: OnepageState, seat: string, kind: string) => OnepageOrder;
  readonly found: (moment: PracticeMoment) => T | null;
  readonly failure: string;
}): T {
  for (let n = 1; n < options.seeds; n += 1) {
    const seed = new Uint8Array(SEED_BYTES).fill(n);
    const dice = verifiableDice(seed);
    const setup = R.parseSetup(DUEL);
    if (!setup.ok) throw new Error(setup.error.message);
    const created = R.create(setup.value, dice);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    const orders: { seat: string; order: OnepageOrder }[] = [];
    for (let step = 0; step < options.steps && !R.result(state); step += 1) {
      const owed = R.pending(state)[0];
      if (!owed) break;
      const kept = () => ({
        setup: DUEL,
        seed: seedToHex(seed),
        orders,
        savedAt: new Date().toISOString(),
      });
      const hit = options.found({ state, owed, orders, kept });
      if (hit !== null) return hit;
      const order = options.orderFor(state, owed.seat, owed.kind);
      if (!R.check(state, owed.seat, order).ok) break;
      state = R.apply(state, owed.seat, order, dice).state;
      orders.push({ seat: owed.seat, order });
    }
  }
  throw new Error(options.failure);
}
