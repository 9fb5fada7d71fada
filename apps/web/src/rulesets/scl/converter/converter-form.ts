import { BISMARCK_EXAMPLE, type ScShipInput } from '@broadside/rules/scl';

/**
 * The Star Cruiser converter's form: what it starts with (the rules' own Bismarck BC example)
 * and how a typed field becomes a figure. Pure, so the page only renders and calls
 * `explainConversion`.
 */

/** The Bismarck BC's figures as the rules' example reads them (from the rules package). */
export const BISMARCK_FIGURES: ScShipInput = BISMARCK_EXAMPLE;

/** The figures the form edits with a plain number field, with their labels. */
export const NUMBER_FIELDS = [
  ['damagePoints', 'Damage points'],
  ['movement', 'Movement'],
  ['remoteStations', 'Remote stations'],
  ['targetingComputer', 'Targeting computer'],
  ['lateralReflected', 'Lateral reflected signature'],
  ['radialReflected', 'Radial reflected signature'],
  ['radialProfile', 'Radial profile'],
  ['lateralProfile', 'Lateral profile'],
  ['armor', 'Armor'],
  ['screens', 'Screens'],
  ['damageControlParties', 'Damage control parties'],
  ['submunitionDamage', 'Submunition damage points'],
] as const;

/** A number field's key. */
export type NumberField = (typeof NUMBER_FIELDS)[number][0];

/**
 * A typed number: the number, or NaN for text that is none (the converter then names the field).
 * An empty field is `null` where `blankIsNone` (a sensor the ship does not have).
 */
export function typedNumber(text: string, blankIsNone = false): number | null {
  const t = text.trim();
  if (t === '') return blankIsNone ? null : Number.NaN;
  return /^[+-]?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** The text a figure shows in its field (`null`: empty). */
export function fieldText(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}
