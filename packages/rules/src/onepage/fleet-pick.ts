import type { FleetPickHooks, ForceRow } from '../core/fleet-pick.js';
import { scenarioOf } from './custom.js';
import { DESIGN_IDS } from './designs.js';
import { fleetPoints } from './points.js';
import type { OnepageSetup } from './state.js';

/**
 * The one-page rules' part of the fleet phase (core/fleet-pick.ts; docs/rules/onepage.md, "Each
 * side picks its fleet"): a pick is a side's `custom.forces` rows (`design`, `hex`, `heading`)
 * and, where the set-up takes them, its own designs (`custom.designs`). The zones are the core's
 * default, around the ships the set-up gives each side.
 */
export const onepageFleetPick: FleetPickHooks<OnepageSetup> = {
  designKeys: ['designs'],
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
      design: d.design,
      hex: d.at,
      heading: d.heading,
    }));
    const first = ships[0];
    const printed: ForceRow[] = first
      ? DESIGN_IDS.map((design) => ({ design, hex: first.at, heading: first.heading }))
      : [];
    const cost = (row: ForceRow) =>
      fleetPoints([row] as unknown as Parameters<typeof fleetPoints>[0]);
    return [rows, ...[...rows, ...printed].sort((a, b) => cost(a) - cost(b)).map((r) => [r])];
  },
};
