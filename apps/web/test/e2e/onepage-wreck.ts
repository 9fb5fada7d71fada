import {
  designOf,
  activeShips,
  type OnepageOrder,
  type OnepageState,
} from '@broadside/rules/onepage';
import { findPractice, huntOrder, type KeptPractice } from './onepage-practice.js';

const HOLD: OnepageOrder = { type: 'plot', moves: [], launches: [] };

/**
 * Side A's order in the hunt: every ship holds and never fires. Side B's: every ship closes on
 * A's first ship still in play, launches every missile it can at it and fires every gun in range.
 */
function hunt(state: OnepageState, seat: string, kind: string): OnepageOrder {
  const prey = activeShips(state, 'A')[0];
  if (seat === 'A' || !prey) return kind === 'fire' ? { type: 'fire', shots: [] } : HOLD;
  return huntOrder(state, activeShips(state, 'B'), prey, kind, true);
}

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
  return findPractice({
    seeds: 200,
    steps: 200,
    orderFor: hunt,
    found: ({ state, owed, kept }) => {
      const lost = state.ships.find((s) => s.side === 'A' && s.status === 'destroyed');
      const live = activeShips(state, 'A')[0];
      return lost && live && owed.seat === 'A' && owed.kind === 'plot'
        ? {
            kept: kept(),
            wreck: lost.id,
            wreckName: `${designOf(state, lost.design).name} ${lost.id}`,
            live: live.id,
          }
        : null;
    },
    failure: 'No seed gave side A a wreck with the battle still on.',
  });
}
