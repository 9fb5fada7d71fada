import { deepFreeze } from './freeze.js';

/**
 * The Weapon Chart (seed QSR), transcribed cell by cell. Each row has 21 entries, one per
 * range 0 … 20; `null` is the chart's "–": the weapon cannot fire at that range.
 */

/** Weapon codes, in the chart's order. */
export const WEAPON_CODES = ['R', 'G', 'Pt', 'F', 'L', 'E'] as const;

/** One weapon code. */
export type WeaponCode = (typeof WEAPON_CODES)[number];

/** Missiles (R, G) and torpedoes (Pt) are munitions that Point Defense can intercept; beams are not. */
export const WEAPON_KINDS = ['missile', 'torpedo', 'beam'] as const;

/** One of {@link WEAPON_KINDS}. */
export type WeaponKind = (typeof WEAPON_KINDS)[number];

/** A value per range 0 … 20; `null` where the weapon cannot fire. */
export type RangeRow = readonly (number | null)[];

/** One weapon's rows of the chart. */
export interface WeaponSpec {
  readonly code: WeaponCode;
  /** Name as the chart's section heading gives it. */
  readonly name: string;
  /** To-hit number by range: a d10 roll equal to or less than it hits. */
  readonly toHit: RangeRow;
  /** Damage by range, in systems destroyed. */
  readonly damage: RangeRow;
  /** Rate of fire (RoF): 1 for every weapon of the QSR. */
  readonly rateOfFire: number;
  readonly kind: WeaponKind;
}

/** The largest range the chart lists. */
export const CHART_MAX_RANGE = 20;

const _ = null;

/** The Weapon Chart, by weapon code. */
export const WEAPON_CHART: Readonly<Record<WeaponCode, WeaponSpec>> = deepFreeze({
  R: {
    code: 'R',
    name: 'Standard Missiles',
    // prettier-ignore
    toHit: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 4, 4, 3, 3, _, _, _],
    // prettier-ignore
    damage: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, _, _, _],
    rateOfFire: 1,
    kind: 'missile',
  },
  G: {
    code: 'G',
    name: 'Sprint Missiles',
    // prettier-ignore
    toHit: [7, 6, 5, 4, 3, 2, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
    // prettier-ignore
    damage: [2, 2, 2, 2, 2, 2, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
    rateOfFire: 1,
    kind: 'missile',
  },
  Pt: {
    code: 'Pt',
    name: 'Plasma Torpedoes',
    // prettier-ignore
    toHit: [3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 4, 3, 3, 3, 2, 2, 1, 1, 1, _, _],
    // prettier-ignore
    damage: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, _, _],
    rateOfFire: 1,
    kind: 'torpedo',
  },
  F: {
    code: 'F',
    name: 'Force Beams',
    // prettier-ignore
    toHit: [8, 8, 8, 7, 7, 7, 7, 6, _, _, _, _, _, _, _, _, _, _, _, _, _],
    // prettier-ignore
    damage: [3, 2, 2, 2, 1, 1, 1, 1, _, _, _, _, _, _, _, _, _, _, _, _, _],
    rateOfFire: 1,
    kind: 'beam',
  },
  L: {
    code: 'L',
    name: 'Laser Beams',
    // prettier-ignore
    toHit: [8, 8, 8, 7, 7, 7, 7, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
    // prettier-ignore
    damage: [2, 2, 2, 1, 1, 1, 1, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
    rateOfFire: 1,
    kind: 'beam',
  },
  E: {
    code: 'E',
    name: 'Energy Beams',
    // prettier-ignore
    toHit: [7, 7, 7, 6, 6, 6, 6, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
    // prettier-ignore
    damage: [3, 3, 2, 2, 2, 1, 1, _, _, _, _, _, _, _, _, _, _, _, _, _, _],
    rateOfFire: 1,
    kind: 'beam',
  },
});

/** Type guard for unchecked input. */
export function isWeaponCode(value: unknown): value is WeaponCode {
  return typeof value === 'string' && (WEAPON_CODES as readonly string[]).includes(value);
}

function cell(row: RangeRow, range: number): number | null {
  if (!Number.isSafeInteger(range) || range < 0) return null;
  return row[range] ?? null;
}

/** The chart's to-hit number for `weapon` at `range`, or `null` where it cannot fire (also beyond 20). */
export function toHitAt(weapon: WeaponCode, range: number): number | null {
  return cell(WEAPON_CHART[weapon].toHit, range);
}

/** The chart's damage for `weapon` at `range`, or `null` where it cannot fire. */
export function damageAt(weapon: WeaponCode, range: number): number | null {
  return cell(WEAPON_CHART[weapon].damage, range);
}

/** The longest range at which `weapon` can fire, from its chart row. */
export function maxRange(weapon: WeaponCode): number {
  const row = WEAPON_CHART[weapon].toHit;
  for (let range = row.length - 1; range >= 0; range -= 1) {
    if (row[range] !== null) return range;
  }
  return -1;
}
