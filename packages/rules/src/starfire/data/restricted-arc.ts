import { deepFreeze } from './freeze.js';
import type { HullCode } from './hulls.js';
import type { SystemCode } from './systems.js';
import type { WeaponCode } from './weapons.js';

/**
 * Restricted-arc mounts (seed QSR: "Lasers (L) and Force Beams (F) mounted on Escorts (ES) are
 * subject to Restricted Arc. Energy Beams (E) mounted on Escorts (ES) and Corvettes (CT) are
 * subject to Restricted Arc."). Such a weapon is written with a trailing `+`.
 */
export const RESTRICTED_MOUNTS: Readonly<Record<HullCode, readonly WeaponCode[]>> = deepFreeze({
  ES: ['F', 'L', 'E'],
  CT: ['E'],
  DD: [],
  CL: [],
  CA: [],
  FT1: [],
  FT2: [],
  BS1: [],
  BS2: [],
});

/** True when `system` mounted on `hull` may only fire into the front 120° arc (and its own hex). */
export function isRestrictedMount(hull: HullCode, system: SystemCode): boolean {
  return (RESTRICTED_MOUNTS[hull] as readonly string[]).includes(system);
}
