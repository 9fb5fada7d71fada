import { deepFreeze } from './freeze.js';

/**
 * The System Chart (seed QSR, "System / Name / Hull Spaces"). What each system does in play
 * is in the Starfire rulings; this module only names them and sizes them.
 */

/** System codes as written in design strings. */
export const SYSTEM_CODES = ['A', 'D', 'E', 'F', 'G', 'H', 'I', 'L', 'Mg', 'Pt', 'Q', 'R', 'S', 'X', 'Y', 'Z'] as const;

/** One system code. */
export type SystemCode = (typeof SYSTEM_CODES)[number];

/** Broad role of a system, for display and grouping. */
export const SYSTEM_CATEGORIES = ['weapon', 'defense', 'engine', 'other'] as const;

/** One of {@link SYSTEM_CATEGORIES}. */
export type SystemCategory = (typeof SYSTEM_CATEGORIES)[number];

/** One row of the System Chart. */
export interface SystemSpec {
  readonly code: SystemCode;
  readonly name: string;
  /** Hull spaces the system takes. */
  readonly hullSpaces: number;
  readonly category: SystemCategory;
}

/** The System Chart, by code. */
export const SYSTEMS: Readonly<Record<SystemCode, SystemSpec>> = deepFreeze({
  A: { code: 'A', name: 'Armor', hullSpaces: 1, category: 'defense' },
  D: { code: 'D', name: 'Point Defense', hullSpaces: 2, category: 'defense' },
  E: { code: 'E', name: 'Energy Beam', hullSpaces: 6, category: 'weapon' },
  F: { code: 'F', name: 'Force Beam', hullSpaces: 5, category: 'weapon' },
  G: { code: 'G', name: 'Sprint Missile Launcher', hullSpaces: 3, category: 'weapon' },
  H: { code: 'H', name: 'Cargo Hold', hullSpaces: 1, category: 'other' },
  I: { code: 'I', name: 'Inertialess Engine', hullSpaces: 1, category: 'engine' },
  L: { code: 'L', name: 'Laser Beam', hullSpaces: 4, category: 'weapon' },
  Mg: { code: 'Mg', name: 'Magazine', hullSpaces: 1, category: 'other' },
  Pt: { code: 'Pt', name: 'Plasma Torpedo Launcher', hullSpaces: 6, category: 'weapon' },
  Q: { code: 'Q', name: 'Crew Quarters', hullSpaces: 1, category: 'other' },
  R: { code: 'R', name: 'Missile Launcher', hullSpaces: 4, category: 'weapon' },
  S: { code: 'S', name: 'Shields', hullSpaces: 1, category: 'defense' },
  X: { code: 'X', name: 'Science Instruments', hullSpaces: 1, category: 'other' },
  Y: { code: 'Y', name: 'Combat Sensors', hullSpaces: 1, category: 'other' },
  Z: { code: 'Z', name: 'Datalink', hullSpaces: 0, category: 'other' },
});

/** Systems a freighter may mount (seed QSR: "Freighters may only mount I, Q and H"). */
export const FREIGHTER_SYSTEMS: readonly SystemCode[] = deepFreeze(['I', 'Q', 'H']);

/** Systems a base may not mount (seed QSR: "Bases may not mount Inertialess Engines"). */
export const BASE_FORBIDDEN_SYSTEMS: readonly SystemCode[] = deepFreeze(['I']);

/** Type guard for unchecked input. */
export function isSystemCode(value: unknown): value is SystemCode {
  return typeof value === 'string' && (SYSTEM_CODES as readonly string[]).includes(value);
}
