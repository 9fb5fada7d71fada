import { deepFreeze } from './freeze.js';

/**
 * The Point Defense intercept table (seed QSR, "Option / Target / Number Intercepted /
 * Intercept On"). Each intact D picks one option per attack.
 */

/** Munitions Point Defense can engage: standard missiles, plasma torpedoes, sprint missiles. */
export const INTERCEPTABLE_MUNITIONS = ['R', 'Pt', 'G'] as const;

/** One of {@link INTERCEPTABLE_MUNITIONS}. */
export type InterceptableMunition = (typeof INTERCEPTABLE_MUNITIONS)[number];

/** One row of the intercept table. */
export interface InterceptOption {
  /** Option number 1 … 6, as in the seed. */
  readonly option: number;
  /** The munition type this option engages. */
  readonly munition: InterceptableMunition;
  /** How many munitions it may engage at most ("One" = 1, "Up to three" = 3). */
  readonly count: number;
  /** A d10 roll equal to or less than this intercepts one munition. */
  readonly interceptOn: number;
}

/** The six options, in the seed's order. */
export const INTERCEPT_OPTIONS: readonly InterceptOption[] = deepFreeze([
  { option: 1, munition: 'R', count: 1, interceptOn: 5 },
  { option: 2, munition: 'R', count: 3, interceptOn: 3 },
  { option: 3, munition: 'Pt', count: 1, interceptOn: 4 },
  { option: 4, munition: 'Pt', count: 3, interceptOn: 2 },
  { option: 5, munition: 'G', count: 1, interceptOn: 3 },
  { option: 6, munition: 'G', count: 3, interceptOn: 1 },
]);

/** The row for an option number, or `undefined` for a number outside 1 … 6. */
export function interceptOption(option: number): InterceptOption | undefined {
  return INTERCEPT_OPTIONS.find((row) => row.option === option);
}
