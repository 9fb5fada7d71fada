import { BAND_HEXES, CLASSES, TRACKS, fitted, type ClassId, type ShipClass } from './cards.js';
import { classCard } from './own-cards.js';
import type { StartrekSetup } from './state.js';

/**
 * Fleet points (issue 30, "a points value for every ship"): what a ship costs when a side builds
 * its own fleet. Derived from the ship card alone, never from its victory points:
 *
 *   points = fitted tracks + 2 × torpedo dice + move band in hexes ÷ 3 + turn value
 *
 * docs/rules/star-trek.md ("Points") gives the table and the reasons.
 */
export function shipPoints(cls: ClassId | ShipClass): number {
  const card = typeof cls === 'string' ? CLASSES[cls] : cls;
  const tracks = TRACKS.filter((track) => fitted(card, track)).length;
  return tracks + 2 * card.torpedoDice + BAND_HEXES[card.move] / 3 + card.turn;
}

/**
 * The points of a fleet: the sum of its ships' {@link shipPoints}; `setup` supplies its own
 * cards (`custom.classes`), else only printed classes are known.
 */
export function fleetPoints(
  forces: readonly { readonly cls: string }[],
  setup: Pick<StartrekSetup, 'custom'> = {},
): number {
  return forces.reduce((sum, ship) => sum + shipPoints(classCard(setup, ship.cls)), 0);
}
