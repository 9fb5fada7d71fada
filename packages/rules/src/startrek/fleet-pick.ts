import type { FleetPickHooks, ForceRow } from '../core/fleet-pick.js';
import { CLASS_IDS } from './cards.js';
import { scenarioOf } from './custom.js';
import { fleetPoints } from './points.js';
import type { StartrekSetup } from './state.js';

/**
 * Star Trek's part of the fleet phase (core/fleet-pick.ts; docs/rules/star-trek.md, "Each side
 * picks its fleet"): a pick is a side's `custom.forces` rows (`cls`, fore `hex`, `heading`, and
 * `cloaked` or `arrives` where the class and scenario allow) and, where the set-up takes them, its
 * own cards and factions (`custom.classes`, `custom.factions`). The zones are the core's default,
 * around the ships the set-up gives each side.
 */
export const startrekFleetPick: FleetPickHooks<StartrekSetup> = {
  designKeys: ['classes', 'factions'],
  deployment: (setup) => {
    const scenario = scenarioOf(setup);
    return {
      columns: scenario.columns,
      rows: scenario.rows,
      ships: Object.fromEntries(scenario.sides.map((s) => [s.id, s.ships.map((d) => d.at)])),
    };
  },
  candidates: (setup, seat) => {
    const ships = scenarioOf(setup).sides.find((s) => s.id === seat)?.ships ?? [];
    const rows: ForceRow[] = ships.map((d) => ({
      cls: d.cls,
      hex: d.at,
      heading: d.heading,
      ...(d.cloaked ? { cloaked: true } : {}),
      ...(d.arrives !== undefined ? { arrives: d.arrives } : {}),
    }));
    const first = ships.find((d) => d.arrives === undefined);
    const printed: ForceRow[] = first
      ? CLASS_IDS.map((cls) => ({ cls, hex: first.at, heading: first.heading }))
      : [];
    const cost = (row: ForceRow) =>
      fleetPoints([row] as unknown as Parameters<typeof fleetPoints>[0]);
    return [rows, ...[...rows, ...printed].sort((a, b) => cost(a) - cost(b)).map((r) => [r])];
  },
};
