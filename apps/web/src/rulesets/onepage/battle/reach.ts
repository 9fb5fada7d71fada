import { distance, hexEquals, hexesInBounds, inBounds, type Hex } from '@broadside/rules';
import {
  GUN_RANGE,
  MISSILE_MP,
  gravityPull,
  reachableHexes,
  type OnepageState,
  type OnepageView,
  type Pull,
  type ShipState,
} from '@broadside/rules/onepage';
import { shipName } from './map-model.js';
import { pathHexes } from './plan.js';

/**
 * What the board shows of a ship's plotted move before it is sent, each part computed by the
 * rules package's own functions: where the path ends, the gravity pull there ("Gravity wells":
 * a ship that moved is pulled once towards the body, `gravityPull`), and from where the ship
 * then fires its guns and launches its missiles.
 */
export interface MoveEnd {
  /** The last hex of the path, or `null` while the ship holds or when the path leaves the map. */
  readonly end: Hex | null;
  /** The pull at the end of the path (`null`: none; a ship that holds is not pulled). */
  readonly pull: Pull | null;
  /** Where the ship stands after its move and the pull: where it fires and launches from. */
  readonly at: Hex;
}

/** The end of `ship`'s draft path and the gravity pull it feels there (see {@link MoveEnd}). */
export function moveEnd(view: OnepageView, ship: ShipState, dirs: readonly number[]): MoveEnd {
  if (dirs.length === 0) return { end: null, pull: null, at: ship.hex };
  const end = pathHexes(ship.hex, dirs).at(-1) as Hex;
  if (!inBounds(view.map, end)) return { end: null, pull: null, at: ship.hex };
  const pull = gravityPull(view.map, end);
  return { end, pull, at: pull?.to ?? end };
}

/** The hexes within gun range of `from` ("Guns": range 1, the ship's own hex included). */
export function gunRange(view: OnepageView, from: Hex): Hex[] {
  return hexesInBounds(view.map).filter((h) => distance(h, from) <= GUN_RANGE);
}

/**
 * The hexes a missile launched at `from` can reach in its first missile movement ("Missile":
 * 3 MPs, never through a body, on the map), by the rules' own breadth-first reach. It attacks
 * a target in or next to the hex it ends in.
 */
export function missileReach(view: OnepageView, ship: ShipState, from: Hex): Hex[] {
  const missile = { ...ship, hex: from, mp: MISSILE_MP };
  return reachableHexes(view as unknown as OnepageState, missile)
    .filter((r) => !r.exit)
    .map((r) => r.hex);
}

/**
 * Why a click on `target` did not extend `ship`'s path, as a sentence that says what to do: a
 * body's hex is impassable ("Gravity wells"), else the ship has too few MP left this turn.
 */
export function outOfReach(
  view: OnepageView,
  ship: ShipState,
  dirs: readonly number[],
  target: Hex,
): string {
  const name = shipName(view, ship.id);
  const body = view.map.bodies.find((b) => hexEquals(b.hex, target));
  if (body) return `Out of reach: nothing enters the hex of ${body.name}; go round it.`;
  const left = Math.max(0, ship.mp - dirs.length);
  if (left === 0)
    return `Out of reach: the ${name} has no MP left this turn; click a hex of its path to go back there, or press u to take a step back.`;
  return `Out of reach: the ${name} has ${left} MP left this turn; click one of the hexes marked green.`;
}
