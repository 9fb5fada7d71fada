import {
  fleetHulls,
  isSideId,
  parseDesign,
  type ChooseFleetOrder,
  type HullCode,
  type StarfireView,
} from '@broadside/rules/starfire';
import { designChoices, type SavedDesign } from '../designer/design-store.js';

/**
 * What the fleet panel shows for the side that owes `choose_fleet`: one picker per hull it
 * fields, with the default design and the player's saved designs, each checked with the rules
 * package's `parseDesign` (a saved design may no longer be valid). The server checks again.
 */

/** One design on offer for a hull. */
export interface FleetOption {
  readonly name: string;
  /** Canonical text, or the saved text when it does not parse. */
  readonly text: string;
  readonly isDefault: boolean;
  /** Why the design cannot be used, or `null` when it is valid for the hull. */
  readonly problem: string | null;
}

/** The picker of one hull. */
export interface FleetRow {
  readonly hull: HullCode;
  /** How many units of this hull the side fields. */
  readonly count: number;
  readonly options: readonly FleetOption[];
}

/** Why a design text cannot be used for a hull (first fault, with its character), or `null`. */
export function designProblem(hull: HullCode, text: string): string | null {
  const parsed = parseDesign(hull, text);
  if (parsed.ok) return null;
  const first = parsed.error[0];
  if (!first) return 'not a valid design';
  return `character ${first.position + 1}: ${first.message}`;
}

/** The pickers for a side: the hulls it fields, in unit order, with their options. */
export function fleetRows(
  view: StarfireView,
  seat: string,
  saved: readonly SavedDesign[],
): readonly FleetRow[] {
  if (!isSideId(seat)) return [];
  return fleetHulls(view, seat).map((hull) => ({
    hull,
    count: view.setup.units.filter((u) => u.side === seat && u.hull === hull).length,
    options: designChoices(saved, hull).map((choice) => ({
      ...choice,
      problem: choice.isDefault ? null : designProblem(hull, choice.text),
    })),
  }));
}

/**
 * The order for the player's picks (hull → design text; `''` or the default's text for the
 * default design), or `null` while any pick is not a valid design. Defaults are left out of
 * the order, since the rules give every hull left out its default design.
 */
export function fleetOrder(
  rows: readonly FleetRow[],
  picks: Readonly<Partial<Record<HullCode, string>>>,
): ChooseFleetOrder | null {
  const designs: Partial<Record<HullCode, string>> = {};
  for (const row of rows) {
    const text = picks[row.hull]?.trim() ?? '';
    const isDefault = row.options.some((o) => o.isDefault && o.text === text);
    if (text === '' || isDefault) continue;
    if (designProblem(row.hull, text) !== null) return null;
    designs[row.hull] = text;
  }
  return { type: 'choose_fleet', designs };
}
