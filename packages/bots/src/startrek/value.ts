import {
  OFFLINE,
  capacity,
  classCard,
  scenarioOf,
  type ShipState,
  type StartrekState,
} from '@broadside/rules/startrek';

/**
 * What ships are worth to the Star Trek bots: victory points at stake, hits still needed to
 * destroy a ship, and how much each of its tracks matters to its side.
 */

/** Victory points riding on a ship: its card's, twice for a scenario survivor (both sides score). */
export function worth(state: StartrekState, ship: ShipState): number {
  const points = classCard(state.setup, ship.cls).points;
  return scenarioOf(state.setup).survivors.includes(ship.cls) ? points * 2 : points;
}

/** The phasers a ship fires with once uncloaked: a cloak's points go back to the phasers. */
export function phaserDice(ship: ShipState): number {
  if (!ship.cloak) return ship.tracks.phasers;
  return Math.min(6, ship.tracks.phasers + ship.tracks.cloak - 1);
}

/** Hits a ship can still take before the next one destroys it: shields above 1, then its tracks. */
export function toDestroy(ship: ShipState): number {
  return ship.tracks.shields - OFFLINE + capacity(ship);
}

/**
 * The value of one hit on `ship` for its enemy: what it is worth, and more for a ship that
 * still fires hard, spread over the hits it can take (so a ship near destruction draws fire).
 */
export function hitValue(state: StartrekState, ship: ShipState): number {
  const armed = phaserDice(ship) > OFFLINE ? phaserDice(ship) / 6 : 0;
  return (worth(state, ship) + 6 * armed) / (toDestroy(ship) + 1);
}

/**
 * The value of a volley on `target` whose hits follow `dist`: each hit is worth
 * {@link hitValue}, and destroying the target (more hits than it can take) adds its worth.
 */
export function volleyValue(state: StartrekState, target: ShipState, dist: readonly number[]) {
  const room = toDestroy(target);
  const unit = hitValue(state, target);
  let value = 0;
  dist.forEach((p, hits) => {
    value += p * (Math.min(hits, room) * unit + (hits > room ? worth(state, target) : 0));
  });
  return value;
}
