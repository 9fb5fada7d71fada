import type { FleetPickView, ForceRow } from '@broadside/rules';

/**
 * The draft of a fleet-phase pick (issue 30, "each side picks its fleet"), written once for the
 * one-page rules, Star Cruiser Lite and Star Trek: the rows the player has chosen, the row
 * selected for placing on the map, and the points used against the side's budget. A ruleset
 * supplies only its {@link FleetPickFields}; the rules package checks the order when it is sent.
 * Pure: the panel that draws it keeps a draft and replaces it with each change.
 */

/** What a ruleset tells the fleet-pick panel. */
export interface FleetPickFields {
  /** The key a force row names its design by (`design`, `cls`). */
  readonly designKey: string;
  /** A side's points total: the rules package's own function. */
  fleetPoints(rows: readonly ForceRow[]): number;
  /** A new row of `design` at `hex`, with the ruleset's defaults for its other fields. */
  newRow(design: string, hex: string): ForceRow;
}

/** A pick being made. */
export interface FleetPickDraft {
  readonly rows: readonly ForceRow[];
  /** The row a click on a zone hex places, or `null`. */
  readonly selected: number | null;
}

type Phase = FleetPickView['fleetPick'];

/** The draft a seat starts from: its pick if made, else the ships its set-up suggests. */
export function draftFrom(phase: Phase): FleetPickDraft {
  const rows = phase.own?.forces ?? phase.suggested ?? [];
  return { rows, selected: rows.length > 0 ? 0 : null };
}

/** The seat's deployment zone, as a set of CCRR labels. */
export function zoneOf(phase: Phase, seat: string): ReadonlySet<string> {
  return new Set(phase.zones[seat] ?? []);
}

/**
 * A click on `hex`: the selected row moves there when the hex is in the zone. Returns the new
 * draft and a note to show when the click did nothing (`''` when it did something).
 */
export function placeSelected(
  draft: FleetPickDraft,
  hex: string,
  zone: ReadonlySet<string>,
): { readonly draft: FleetPickDraft; readonly note: string } {
  if (draft.selected === null) return { draft, note: 'Select a ship to place first.' };
  if (!zone.has(hex)) return { draft, note: `Hex ${hex} is outside your deployment zone.` };
  const rows = draft.rows.map((row, i) => (i === draft.selected ? { ...row, hex } : row));
  return { draft: { ...draft, rows }, note: '' };
}

/** Adds a ship of `design` on the first zone hex no row stands on, and selects it. */
export function addShip(
  draft: FleetPickDraft,
  design: string,
  zone: ReadonlySet<string>,
  fields: FleetPickFields,
): FleetPickDraft {
  const taken = new Set(draft.rows.map((r) => String(r['hex'])));
  const hex = [...zone].find((h) => !taken.has(h)) ?? [...zone][0] ?? '';
  const rows = [...draft.rows, fields.newRow(design, hex)];
  return { rows, selected: rows.length - 1 };
}

/** Removes row `index`; the selection follows the rows that are left. */
export function removeShip(draft: FleetPickDraft, index: number): FleetPickDraft {
  const rows = draft.rows.filter((_, i) => i !== index);
  if (rows.length === 0 || draft.selected === null) return { rows, selected: null };
  const shifted = draft.selected > index ? draft.selected - 1 : draft.selected;
  return { rows, selected: Math.min(shifted, rows.length - 1) };
}

/** The points used, the side's budget (or `null` without one) and whether the pick is over it. */
export function pointsOf(
  draft: FleetPickDraft,
  phase: Phase,
  seat: string,
  fields: FleetPickFields,
): { readonly used: number; readonly budget: number | null; readonly over: boolean } {
  const used = fields.fleetPoints(draft.rows);
  const budget = phase.budget[seat] ?? null;
  return { used, budget, over: budget !== null && used > budget };
}

/** The order the Submit button sends. */
export function orderOf(draft: FleetPickDraft): { type: 'choose_fleet'; forces: ForceRow[] } {
  return { type: 'choose_fleet', forces: [...draft.rows] };
}

/** What the panel says while it waits: who still picks, or that the battle is about to begin. */
export function waitingText(phase: Phase, seat: string | null): string {
  const picking = phase.seats.filter((s) => s.status === 'picking' && s.seat !== seat);
  if (picking.length === 0) return 'Both fleets are picked: the battle begins.';
  return `Waiting for ${picking.map((s) => s.name).join(' and ')} to pick a fleet.`;
}
