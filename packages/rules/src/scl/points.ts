import { CLASSES, type ClassBook, type SclClass } from './designs.js';

/**
 * Fleet points (issue 30, "a points value for every ship"): what a class costs when a side
 * builds its own fleet. The seed prices nothing; the values are Broadside's own, worked out from
 * the converted figures alone (docs/rules/star-cruiser-lite.md, "Points"):
 *
 *   points = HP + 4 × batteries + 2 × armor + thrust + magazine + 2 × submunitions
 *            + the points of the fighter flights carried
 */

/** The weights of the points formula, per converted figure. */
export const POINTS_WEIGHTS = {
  /** One hit point soaks one point of damage: the unit of the scale. */
  hp: 1,
  /** A beam battery rolls every turn it has a target in its sectors. */
  batteries: 4,
  /** Armor takes its value off every hit, turn after turn. */
  armor: 2,
  /** A hex of movement allowance: closing, keeping or breaking range. */
  thrust: 1,
  /** A missile in the magazine flies once. */
  magazine: 1,
  /** A submunition shot is a one-off strike at a close target. */
  subs: 2,
} as const;

/**
 * The points value of one class, its carried fighter flights included (Points); the flights'
 * classes are looked up in `classes` (a game's own classes too, `classes.ts`).
 */
export function classPoints(c: SclClass, classes: ClassBook = CLASSES): number {
  const w = POINTS_WEIGHTS;
  const own =
    w.hp * c.hp +
    w.batteries * c.batteryArcs.length +
    w.armor * c.armor +
    w.thrust * c.thrust +
    w.magazine * c.magazine +
    w.subs * c.subs;
  return c.flights.reduce((sum, f) => sum + f.count * classPoints(classes[f.cls]!, classes), own);
}

/**
 * The points of a side's ships: the sum of each one's {@link classPoints} (an unknown class: 0),
 * classes looked up in `classes` (the printed ones unless told).
 */
export function fleetPoints(
  forces: readonly { readonly cls: string }[],
  classes: ClassBook = CLASSES,
): number {
  return forces.reduce((sum, ship) => {
    const c = classes[ship.cls];
    return sum + (c ? classPoints(c, classes) : 0);
  }, 0);
}
