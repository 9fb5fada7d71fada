import {
  parseLabel,
  type AnyRuleset,
  type FleetPickView,
  type ForceRow,
  type RuleError,
} from '@broadside/rules';
import type { MapTerrain, MapUnit } from '../map/map-data.js';
import { NO_TERRAIN } from '../map/map-data.js';
import type { EditorOwnDesign, ScenarioEditorPart } from '../rulesets/contract/scenario-editor.js';
import { editorBoard } from '../scenario-editor/board.js';
import { valueAt, withValueAt } from '../scenario-editor/setup-json.js';
import type { FleetPickFields } from './fleet-pick-draft.js';

/**
 * What the fleet-pick panel needs of a ruleset, taken from the ruleset's part of the scenario
 * editor (`WebRuleset.scenarioEditor`): its designs, how a ship row is written into a side's
 * `custom.forces`, its points and its own row fields. No ruleset writes anything new for the
 * fleet phase; the rules package checks the pick when it is sent.
 */

type Phase = FleetPickView['fleetPick'];

/**
 * What the own designs `rows` name add to the set-up's custom part (e.g. `{ designs: [...] }`):
 * the keys a pick carries besides its forces.
 */
export function ownCustom(
  part: ScenarioEditorPart,
  own: readonly EditorOwnDesign[],
  seat: string,
  rows: readonly ForceRow[],
): Record<string, unknown[]> {
  const named = new Set(
    part.ships(withValueAt({}, part.forcesPath(seat), [...rows]), seat).map((s) => s.design),
  );
  const added: Record<string, unknown[]> = {};
  const seen = new Set<string>();
  for (const design of own.filter((d) => named.has(d.id)))
    for (const [key, items] of Object.entries(design.custom))
      for (const item of items) {
        // Two own ships may bring the same card (e.g. their own faction): it goes once.
        const id = `${key}:${JSON.stringify(item)}`;
        if (seen.has(id)) continue;
        seen.add(id);
        added[key] = [...(added[key] ?? []), item];
      }
  return added;
}

/** The set-up input with `seat`'s rows in place of its set-up ships, and the own designs named. */
export function pickSetup(
  part: ScenarioEditorPart,
  phase: Phase,
  seat: string,
  rows: readonly ForceRow[],
  own: readonly EditorOwnDesign[] = [],
): unknown {
  let setup = withValueAt(phase.input, part.forcesPath(seat), [...rows]);
  for (const [key, items] of Object.entries(ownCustom(part, own, seat, rows))) {
    const before = valueAt(setup, ['custom', key]);
    setup = withValueAt(
      setup,
      ['custom', key],
      [...(Array.isArray(before) ? before : []), ...items],
    );
  }
  return setup;
}

/** The `choose_fleet` order of `rows`, with the own designs they name. */
export function pickOrder(
  part: ScenarioEditorPart,
  own: readonly EditorOwnDesign[],
  seat: string,
  rows: readonly ForceRow[],
): Record<string, unknown> {
  return { type: 'choose_fleet', forces: [...rows], ...ownCustom(part, own, seat, rows) };
}

/** A side's rows in a set-up, as the ruleset writes them. */
export function rowsIn(part: ScenarioEditorPart, setup: unknown, seat: string): ForceRow[] {
  const rows = valueAt(setup, part.forcesPath(seat));
  return Array.isArray(rows) ? (rows as ForceRow[]) : [];
}

/** The draft helper's fields for `seat`, made of the ruleset's editor part. */
export function pickFields(
  part: ScenarioEditorPart,
  phase: Phase,
  seat: string,
  own: readonly EditorOwnDesign[] = [],
): FleetPickFields {
  return {
    designKey: 'design',
    fleetPoints: (rows) => part.fleetPoints(pickSetup(part, phase, seat, rows, own), seat) ?? 0,
    newRow(design, hex) {
      const empty = pickSetup(part, phase, seat, []);
      return rowsIn(part, part.placeShip(empty, seat, design, hex), seat)[0] ?? { hex };
    },
  };
}

/** The map's terrain of the set-up, drawn as the battle board will draw it (none if refused). */
export function pickTerrain(rules: AnyRuleset, phase: Phase): MapTerrain {
  const custom = valueAt(phase.input, ['custom']);
  // The budget is checked per pick; the set-up's own ships may cost more than it.
  const unbudgeted = withValueAt(phase.input, ['custom', 'budget'], undefined);
  const board = editorBoard(rules, custom === undefined ? phase.input : unbudgeted);
  return board.picture?.terrain ?? NO_TERRAIN;
}

/** The side's rows as counters on the map, named by the editor part's designs. */
export function pickUnits(
  part: ScenarioEditorPart,
  phase: Phase,
  seat: string,
  rows: readonly ForceRow[],
  own: readonly EditorOwnDesign[] = [],
): MapUnit[] {
  const bounds = { columns: phase.columns, rows: phase.rows };
  return part.ships(pickSetup(part, phase, seat, rows), seat).flatMap((ship, i) => {
    const hex = ship.hex === null ? null : parseLabel(ship.hex, bounds);
    const design = [...part.designs, ...own].find((d) => d.id === ship.design);
    return [
      {
        id: `pick-${i}`,
        name: `${i + 1}. ${design?.name ?? ship.design}`,
        hull: (design?.name ?? ship.design).slice(0, 3).toUpperCase(),
        side: seat,
        hex: hex?.ok ? hex.value : null,
        facing: ship.heading === null ? null : ship.heading * 60,
        state: 'active',
      } satisfies MapUnit,
    ];
  });
}

/**
 * The row a refusal's path names: the server's path into the order (`forces`, index …) or the
 * set-up check's (`custom`, `forces`, seat, index …); `null` for the fleet as a whole.
 */
export function refusedRow(error: Pick<RuleError, 'path'> | null): number | null {
  if (!error) return null;
  const path = error.path ?? [];
  const at = path[0] === 'forces' ? path[1] : path[0] === 'custom' ? path[3] : undefined;
  return typeof at === 'number' ? at : null;
}
