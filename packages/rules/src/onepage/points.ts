import { DESIGN_IDS, DESIGNS, isDesignId, type Design, type DesignId } from './designs.js';

/**
 * Points: what a ship is worth when sides pick their own fleets. The rulebook prices nothing;
 * the values are Broadside's own, derived from the printed figures alone (docs/rules/onepage.md,
 * Points): `hull + 3 × guns + missiles + 2 × MP`.
 */

/** The weights of the points formula, per printed figure. */
export const POINTS_WEIGHTS = {
  /** One hull point soaks one point of damage: the unit of the scale. */
  hull: 1,
  /** A gun hits on 4+ for 2d6, so it deals about 3.5 a turn at range 1: counted as 3. */
  guns: 3,
  /** A missile flies once and hits about half the time for 1d6: counted as 1. */
  missiles: 1,
  /** An MP closes, keeps or breaks range 1 and dodges missiles: counted as 2. */
  mp: 2,
} as const;

/** The points value of one design (Points). */
export function designPoints(design: Design): number {
  const w = POINTS_WEIGHTS;
  return (
    w.hull * design.hull + w.guns * design.guns + w.missiles * design.missiles + w.mp * design.mp
  );
}

/** Every design's points value, by id. */
export const DESIGN_POINTS: Readonly<Record<DesignId, number>> = Object.fromEntries(
  DESIGN_IDS.map((id) => [id, designPoints(DESIGNS[id])]),
) as Record<DesignId, number>;

/**
 * The total points of a side's ships (each entry names its design): a printed design's from
 * {@link DESIGN_POINTS}, an own design's (one of `own`, Own designs) by {@link designPoints}.
 * A design in neither counts 0: the set-up check refuses it.
 */
export function fleetPoints(
  forces: readonly { readonly design: string }[],
  own: readonly Design[] = [],
): number {
  return forces.reduce((sum, ship) => {
    const mine = own.find((d) => d.id === ship.design);
    if (mine) return sum + designPoints(mine);
    return sum + (isDesignId(ship.design) ? DESIGN_POINTS[ship.design] : 0);
  }, 0);
}
