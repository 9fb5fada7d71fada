import { BAND_HEXES, CLASSES, TRACKS, fitted, type ClassId } from './cards.js';

/**
 * Fleet points (issue 30, "a points value for every ship"): what a ship costs when a side builds
 * its own fleet. Derived from the ship card alone, never from its victory points:
 *
 *   points = fitted tracks + 2 × torpedo dice + move band in hexes ÷ 3 + turn value
 *
 * docs/rules/star-trek.md ("Points") gives the table and the reasons.
 */
export function shipPoints(cls: ClassId): number {
  const card = CLASSES[cls];
  const tracks = TRACKS.filter((track) => fitted(cls, track)).length;
  return tracks + 2 * card.torpedoDice + BAND_HEXES[card.move] / 3 + card.turn;
}

/** The points of a fleet: the sum of its ships' {@link shipPoints}. */
export function fleetPoints(forces: readonly { readonly cls: ClassId }[]): number {
  return forces.reduce((sum, ship) => sum + shipPoints(ship.cls), 0);
}
