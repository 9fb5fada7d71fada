import type {
  EditorDesign,
  EditorShip,
  ScenarioEditorPart,
} from '../rulesets/contract/scenario-editor.js';
import { asObject, valueAt, withValueAt, type SetupJson } from './setup-json.js';

/** One ship row of a set-up's `custom.forces`: its design, CCRR hex and heading under the ruleset's keys. */
export type ForceRow = Readonly<Record<string, unknown>>;

/**
 * What a ruleset whose custom forces are rows with a starting hex (the one-page rules, Star
 * Cruiser Lite, Star Trek) tells {@link labelForcesPart}.
 */
export interface LabelForcesConfig {
  /** The key of a row's design: `design` or `cls`. */
  readonly designKey: string;
  /** The key of a row's heading: `heading` or `facing`. */
  readonly headingKey: string;
  /** The sides, in order. */
  readonly seats: readonly string[];
  readonly designs: readonly EditorDesign[];
  /** The set-up of a scenario before any change (scenario and options), as practice starts it. */
  base(scenario: string): SetupJson;
  /** The scenario's own ships as rows, by side. */
  scenarioForces(scenario: string): Readonly<Record<string, readonly object[]>>;
  /** A side's points (the rules package's own function). */
  fleetPoints(rows: readonly ForceRow[]): number;
  /** The heading a new ship of a side starts with. */
  readonly defaultHeading: Readonly<Record<string, number>>;
  /** The map size limits of the ruleset's `custom.map`. */
  readonly mapLimits: { readonly min: number; readonly max: number };
}

/** The generic parts this helper fills in; the ruleset adds its terrain and its own fields. */
export type LabelForcesPart = Omit<
  ScenarioEditorPart,
  'terrainTools' | 'toggleTerrain' | 'renderFields' | 'renderShipFields'
>;

const forcesPath = (seat: string) => ['custom', 'forces', seat] as const;

/**
 * The ship half of a ruleset's editor part, for set-ups whose `custom.forces[seat]` lists ships
 * with a CCRR `hex`, and whose `custom` holds `map`, `turnLimit` and `budget`: placing, turning
 * and removing a ship edit that list and nothing else.
 */
export function labelForcesPart(config: LabelForcesConfig): LabelForcesPart {
  const rows = (setup: unknown, seat: string): readonly ForceRow[] => {
    const given = valueAt(setup, forcesPath(seat));
    return Array.isArray(given) ? (given as ForceRow[]) : [];
  };
  const setRows = (setup: unknown, seat: string, next: readonly ForceRow[]) =>
    withValueAt(setup, forcesPath(seat), next);
  return {
    start(scenario) {
      const forces = config.scenarioForces(scenario);
      return { ...config.base(scenario), custom: { forces } };
    },
    scenarioOf: (setup) => String(asObject(setup).scenario ?? ''),
    withMap: (setup, bounds) =>
      withValueAt(setup, ['custom', 'map'], { columns: bounds.columns, rows: bounds.rows }),
    mapLimits: config.mapLimits,
    turnLimit(setup) {
      const turns = valueAt(setup, ['custom', 'turnLimit']);
      return typeof turns === 'number' ? turns : null;
    },
    withTurnLimit: (setup, turns) =>
      withValueAt(setup, ['custom', 'turnLimit'], turns === null ? undefined : turns),
    seats: () => config.seats,
    designs: config.designs,
    ships: (setup, seat): readonly EditorShip[] =>
      rows(setup, seat).map((row) => ({
        design: String(row[config.designKey] ?? ''),
        hex: typeof row.hex === 'string' ? row.hex : null,
        heading:
          typeof row[config.headingKey] === 'number' ? (row[config.headingKey] as number) : 0,
      })),
    placeShip: (setup, seat, design, hex) =>
      setRows(setup, seat, [
        ...rows(setup, seat),
        {
          [config.designKey]: design,
          hex,
          [config.headingKey]: config.defaultHeading[seat] ?? 0,
        },
      ]),
    turnShip: (setup, seat, index) =>
      setRows(
        setup,
        seat,
        rows(setup, seat).map((row, i) => {
          if (i !== index) return row;
          const heading =
            typeof row[config.headingKey] === 'number' ? Number(row[config.headingKey]) : 0;
          return { ...row, [config.headingKey]: (heading + 1) % 6 };
        }),
      ),
    removeShip: (setup, seat, index) =>
      setRows(
        setup,
        seat,
        rows(setup, seat).filter((_, i) => i !== index),
      ),
    forcesPath,
    shipPath: (seat, index) => [...forcesPath(seat), index],
    fleetPoints: (setup, seat) => config.fleetPoints(rows(setup, seat)),
    budget(setup, seat) {
      const budget = valueAt(setup, ['custom', 'budget', seat]);
      return typeof budget === 'number' ? budget : undefined;
    },
    withBudget: (setup, seat, budget) => withValueAt(setup, ['custom', 'budget', seat], budget),
  };
}
