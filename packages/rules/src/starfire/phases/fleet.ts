import type { EngineContext } from '../context.js';
import type { HullCode } from '../data/hulls.js';
import { defaultDesign } from '../design/defaults.js';
import { parseDesign } from '../design/parse.js';
import type { Design } from '../design/types.js';
import type { ResolvedUnit, SideId } from '../scenarios/types.js';
import type { StarfireState } from '../state.js';
import { newUnitState, sideInPlay } from '../unit-state.js';

/**
 * The fleet phase (setup `fleetChoice: 'each_side'`): before anyone deploys, each side in turn
 * (A, B, …) picks one design per hull it fields, "one design type per hull size". Hulls it
 * leaves out keep the default design.
 */

/** The hulls a side fields, in the order of its units (each once). */
export function fleetHulls(state: StarfireState, side: SideId): HullCode[] {
  const hulls: HullCode[] = [];
  for (const unit of state.setup.units) {
    if (unit.side === side && !hulls.includes(unit.hull)) hulls.push(unit.hull);
  }
  return hulls;
}

/** The side that picks its fleet now, or `null` outside the fleet phase or when every side is done. */
export function fleetSideToChoose(state: StarfireState): SideId | null {
  const stage = state.stage;
  if (stage.phase !== 'fleet') return null;
  return (
    state.setup.sides.find((side) => !stage.chosen.includes(side) && sideInPlay(state, side)) ??
    null
  );
}

/** True while a side still owes its fleet. */
export function advanceFleet(ctx: EngineContext): boolean {
  return fleetSideToChoose(ctx.state) !== null;
}

/** Ends the fleet phase: deployment begins. */
export function endFleetPhase(ctx: EngineContext): void {
  ctx.state.stage = { phase: 'deployment', index: 0 };
}

/**
 * Gives a side its fleet (designs already checked): every unit of the side gets the design of
 * its hull, the chosen one or the default, with every system intact and full stores. The setup
 * is replaced by a copy; the old one is never changed.
 */
export function applyChooseFleet(
  ctx: EngineContext,
  side: SideId,
  texts: Partial<Record<HullCode, string>>,
  timeout: boolean,
): void {
  const state = ctx.state;
  const designs = new Map<HullCode, Design>();
  for (const hull of fleetHulls(state, side)) {
    const text = texts[hull];
    const parsed = text === undefined ? null : parseDesign(hull, text);
    if (parsed && !parsed.ok) throw new Error(`unchecked ${hull} design for side ${side}`);
    designs.set(hull, parsed ? parsed.value : defaultDesign(hull));
  }
  const units: ResolvedUnit[] = state.setup.units.map((unit) =>
    unit.side === side ? { ...unit, design: designs.get(unit.hull) as Design } : unit,
  );
  state.setup = { ...state.setup, units };
  state.units = state.units.map((unit, index) => {
    if (unit.side !== side) return unit;
    const fresh = newUnitState(units[index] as ResolvedUnit, false);
    return { ...fresh, status: unit.status };
  });
  if (state.stage.phase === 'fleet') state.stage.chosen.push(side);
  const chosen: Partial<Record<HullCode, string>> = {};
  for (const [hull, design] of designs) chosen[hull] = design.text;
  ctx.events.push({ type: 'fleet_chosen', side, designs: chosen, timeout });
}
