import type { HullCode } from '../data/hulls.js';
import { SYSTEMS, type SystemCategory, type SystemCode } from '../data/systems.js';
import { defaultDesign } from './defaults.js';
import type { Design } from './types.js';

/**
 * Fleet points (issue 30, "a points value for every ship"). The Quick Start Rules print no
 * costs, so Broadside derives them from the two charts the seed does print, the Hull Chart and
 * the System Chart (docs/rules/starfire.md, "Points"):
 *
 *   system points = 1 + hull spaces × weight of its role
 *   design points = the sum of its systems' points
 *
 * The 1 is the hit the system soaks (damage destroys one system per point, left to right); the
 * hull spaces are what the seed charges for a system, weighted by what the space buys: a weapon
 * deals damage (×2), a drive gives movement (×2), a defence or any other system only itself (×1).
 * A hull adds nothing of its own: an empty hull is worth nothing, and a base pays for no drives.
 */

/** Points per hull space of a system, by its role on the System Chart. */
export const POINTS_PER_HULL_SPACE: Readonly<Record<SystemCategory, number>> = Object.freeze({
  weapon: 2,
  engine: 2,
  defense: 1,
  other: 1,
});

/** Points of one system: the hit it soaks plus its weighted hull spaces (Points). */
export function systemPoints(code: SystemCode): number {
  const spec = SYSTEMS[code];
  return 1 + spec.hullSpaces * POINTS_PER_HULL_SPACE[spec.category];
}

/** Points of a checked design: the sum of its systems' points (Points). */
export function designPoints(design: Design): number {
  return design.slots.reduce((sum, slot) => sum + systemPoints(slot.code), 0);
}

/** One unit of a fleet as far as points go: its hull and, unless it keeps the default, its design. */
export interface PricedUnit {
  readonly hull: HullCode;
  readonly design?: Design | undefined;
}

/**
 * Points of a fleet: the sum of its units' {@link designPoints}, each unit without a design
 * priced at its hull's default design.
 */
export function fleetPoints(units: readonly PricedUnit[]): number {
  return units.reduce(
    (sum, unit) => sum + designPoints(unit.design ?? defaultDesign(unit.hull)),
    0,
  );
}
