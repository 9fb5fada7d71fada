import type { FleetPickHooks, ForceRow } from '../core/fleet-pick.js';
import { scenarioOf } from './custom.js';
import { CLASS_IDS, CLASSES } from './designs.js';
import { fleetPoints } from './points.js';
import type { SclSetup } from './state.js';

/**
 * Star Cruiser Lite's part of the fleet phase (core/fleet-pick.ts; docs/rules/star-cruiser-lite.md,
 * "Each side picks its fleet"): a pick is a side's `custom.forces` rows (`cls`, `hex`, `facing`,
 * `cq`) and, where the set-up takes them, its own classes (`custom.classes`). The zones are the
 * core's default, around the ships the set-up gives each side.
 */
export const sclFleetPick: FleetPickHooks<SclSetup> = {
  designKeys: ['classes'],
  deployment: (setup) => {
    const scenario = scenarioOf(setup);
    return {
      columns: scenario.columns,
      rows: scenario.rows,
      ships: Object.fromEntries(scenario.sides.map((s) => [s.id, s.units.map((u) => u.at)])),
    };
  },
  candidates: (setup, seat) => {
    const units = scenarioOf(setup).sides.find((s) => s.id === seat)?.units ?? [];
    const rows: ForceRow[] = units.map((u) => ({
      cls: u.cls,
      hex: u.at,
      facing: u.facing,
      cq: u.cq,
    }));
    const first = units[0];
    const printed: ForceRow[] = first
      ? CLASS_IDS.filter((id) => CLASSES[id]?.kind === 'ship').map((cls) => ({
          cls,
          hex: first.at,
          facing: first.facing,
        }))
      : [];
    const cost = (row: ForceRow) =>
      fleetPoints([row] as unknown as Parameters<typeof fleetPoints>[0]);
    return [rows, ...[...rows, ...printed].sort((a, b) => cost(a) - cost(b)).map((r) => [r])];
  },
};
