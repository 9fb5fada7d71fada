import { distance } from '@broadside/rules';
import { scenarioOf, type OnepageState, type ShipState } from '@broadside/rules/onepage';
import { turnsToExit } from './route.js';

/** What an escaped freighter is worth to its side (it scores and counts toward the convoy's win). */
export const ESCAPED_FREIGHTER = 30;

/** Whether a ship may leave the map somewhere (a runner: the Convoy's freighters). */
export function isRunner(state: OnepageState, ship: ShipState): boolean {
  return state.map.exits.some((e) => e.side === ship.side && e.designs.includes(ship.design));
}

/** Turns still to be moved, this one included when its movement is still owed. */
export function turnsLeft(state: OnepageState): number {
  const moving = state.stage.phase === 'plot' || state.stage.phase === 'move';
  return Math.max(0, state.turnLimit - state.turn + (moving ? 1 : 0));
}

/**
 * A runner's worth: more the fewer turns it needs to leave the map (gravity included, see
 * `turnsToExit`) while it can still make it in time.
 */
function runnerGoal(state: OnepageState, ship: ShipState): number {
  const togo = turnsToExit(state, ship);
  const reachable = togo <= turnsLeft(state);
  const span = Math.max(1, state.map.columns);
  return reachable ? ESCAPED_FREIGHTER * (0.3 + 0.6 * (1 - togo / span)) : 2;
}

/**
 * What a ship is worth to its side now, on the scale of one hull point: its hull, 4 a gun
 * (a gun deals about 3.5 a turn in range), 2 a missile it can still launch, 1.5 an MP (range and
 * missile defence); a runner adds its goal, an escaped freighter is {@link ESCAPED_FREIGHTER};
 * a destroyed ship is worth nothing.
 */
export function shipValue(state: OnepageState, ship: ShipState): number {
  if (ship.status === 'destroyed') return 0;
  const freighter = ship.design === 'freighter';
  if (ship.status === 'escaped') return freighter && isRunner(state, ship) ? ESCAPED_FREIGHTER : 0;
  let value = ship.hull + 4 * ship.guns + 1.5 * ship.mp;
  value += ship.launchers > 0 ? 2 * ship.missiles : 0.5 * ship.missiles;
  if (isRunner(state, ship)) value += runnerGoal(state, ship);
  return value;
}

/** Fighting strength of a side (Lanchester): its guns (missiles a little) times its hull. */
export function strength(state: OnepageState, side: string): number {
  let fire = 0;
  let hull = 0;
  for (const s of state.ships) {
    if (s.side !== side || s.status !== 'active') continue;
    fire += s.guns + 0.3 * Math.min(s.missiles, s.launchers * 2);
    hull += s.hull;
  }
  return fire * hull;
}

/** The nearest of `others` to `ship`, in hexes (Infinity when none). */
export function nearestDistance(ship: ShipState, others: readonly ShipState[]): number {
  let best = Infinity;
  for (const o of others) best = Math.min(best, distance(ship.hex, o.hex));
  return best;
}

/** Whether the scenario is won by freighters escaping (Convoy). */
export function isConvoy(state: OnepageState): boolean {
  return scenarioOf(state.setup).victory === 'convoy';
}
