import type { TemplateResult } from 'lit';
import type { Hex, MapBounds } from '@broadside/rules';

/** The refusal beside a field (empty unless the refusal's path names this field). */
export type FieldNote = (path: readonly (string | number)[]) => TemplateResult;

/** One ship of a set-up as the scenario editor lists it. */
export interface EditorShip {
  /** The design or class id. */
  readonly design: string;
  /** Its starting hex as a CCRR label, or `null` when the ruleset deploys it in play. */
  readonly hex: string | null;
  /** Heading 0–5 (0 up, then clockwise), or `null` when it has none before play. */
  readonly heading: number | null;
}

/** A design the editor offers for placing. */
export interface EditorDesign {
  readonly id: string;
  readonly name: string;
  /** Its points (the rules package's), or `null` in a ruleset without points. */
  readonly points: number | null;
}

/**
 * One of the player's own saved designs a side may field (issue 30), and what fielding it adds
 * to the set-up's `custom` part (e.g. `{ designs: [design] }`), lists the rules join.
 */
export interface EditorOwnDesign extends EditorDesign {
  readonly custom: Readonly<Record<string, readonly unknown[]>>;
}

/** A terrain tool of the editor's palette: a click on a hex toggles this kind there. */
export interface EditorTool {
  readonly id: string;
  readonly label: string;
}

/**
 * A ruleset's own part of the shared scenario editor (`#/scenarios/edit/<ruleset>`). The editor
 * keeps the set-up as the ruleset's own JSON and never checks it itself: every change goes
 * through these functions, and the ruleset's `parseSetup` judges the result. Each function
 * returns a new set-up and leaves its argument alone.
 */
export interface ScenarioEditorPart {
  /** The set-up the editor opens for a base scenario: its forces written out, ready to change. */
  start(scenario: string): unknown;
  /** The base scenario of a set-up. */
  scenarioOf(setup: unknown): string;
  /** The set-up with another map size. */
  withMap(setup: unknown, bounds: MapBounds): unknown;
  /** The map size limits the ruleset accepts. */
  readonly mapLimits: { readonly min: number; readonly max: number };
  /** The turn limit, or `null` for the scenario's own. */
  turnLimit(setup: unknown): number | null;
  /** The set-up with a turn limit (`null`: the scenario's own). */
  withTurnLimit(setup: unknown, turns: number | null): unknown;
  /** The sides, in order. */
  seats(setup: unknown): readonly string[];
  /** The designs a ship may be. */
  readonly designs: readonly EditorDesign[];
  /**
   * The player's own saved designs (from the library) a side may field, where the ruleset takes
   * them; the fleet-pick screen offers them after {@link designs}.
   */
  ownDesigns?(): Promise<readonly EditorOwnDesign[]>;
  /** A side's ships, in the set-up's order. */
  ships(setup: unknown, seat: string): readonly EditorShip[];
  /** The set-up with a ship of `design` added to `seat` at `hex` (CCRR). */
  placeShip(setup: unknown, seat: string, design: string, hex: string): unknown;
  /** The set-up with a side's ship turned one hex side clockwise. */
  turnShip(setup: unknown, seat: string, index: number): unknown;
  /** The set-up without a side's ship. */
  removeShip(setup: unknown, seat: string, index: number): unknown;
  /** The path into the set-up of a side's forces, as refusals name it. */
  forcesPath(seat: string): readonly (string | number)[];
  /** The path into the set-up of a side's ship `index`, as refusals name it. */
  shipPath(seat: string, index: number): readonly (string | number)[];
  /** A side's points (the rules package's own function), or `null` in a ruleset without points. */
  fleetPoints(setup: unknown, seat: string): number | null;
  /** A side's budget, if the ruleset has budgets and one is set. */
  budget?(setup: unknown, seat: string): number | undefined;
  /** The set-up with a side's budget (`undefined`: none). */
  withBudget?(setup: unknown, seat: string, budget: number | undefined): unknown;
  /** What the Place ship tool does in this ruleset, when it is not plain (shown under the tools). */
  readonly shipHint?: string;
  /** The terrain the board's palette places. */
  readonly terrainTools: readonly EditorTool[];
  /** The set-up with terrain `tool` toggled at `hex`. */
  toggleTerrain(setup: unknown, tool: string, hex: Hex): unknown;
  /**
   * The ruleset's own fields (victory, zones, options, terrain details …). Beside each field it
   * puts `note(path)` with the field's path into the set-up: the editor fills it with the rules'
   * refusal when that is the field the refusal's path names.
   */
  renderFields(setup: unknown, update: (next: unknown) => void, note: FieldNote): TemplateResult;
  /** A ship row's own fields (crew quality, cloak, arrival …), if the ruleset has any. */
  renderShipFields?(
    setup: unknown,
    seat: string,
    index: number,
    update: (next: unknown) => void,
  ): TemplateResult;
}
