import type { EventOfType } from '@broadside/rules/onepage';
import { GUN_RANGE } from '@broadside/rules/onepage';

const hexes = (n: number) => `${n} hex${n === 1 ? '' : 'es'}`;

/** Why a ship launches nothing more: `; no missile in stock`, `; no launcher left`, or `''`. */
function missileText(e: EventOfType<'ship_silent'>): string {
  if (e.launchers === 0) return '; no launcher left';
  if (e.missiles === 0) return '; no missile in stock';
  return '';
}

/**
 * Words for a ship that fires no gun at gun combat (Guns: "Range: 1"): its guns are gone, no
 * enemy is within range (naming the nearest and how far it is), or its side gave it no shot;
 * and whether it can still launch missiles.
 */
export function silenceText(e: EventOfType<'ship_silent'>, name: (id: string) => string): string {
  const nearest = e.nearest
    ? `${name(e.nearest.ship)} is ${e.nearest.distance === 0 ? 'in its hex' : hexes(e.nearest.distance) + ' away'}`
    : 'no enemy is left';
  const why =
    e.reason === 'no_gun'
      ? 'every gun is destroyed'
      : e.reason === 'out_of_range'
        ? `no enemy within gun range ${GUN_RANGE} (nearest: ${nearest})`
        : `holds fire though ${nearest}`;
  return `${name(e.ship)} fires no gun: ${why}${missileText(e)}.`;
}
