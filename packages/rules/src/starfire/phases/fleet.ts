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
 * leaves out keep the default design. The choices stay secret (see `viewState`/`viewEvent`)
 * until the last side has chosen, when `fleets_revealed` shows them all at once.
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

/** The canonical design text of every hull a side fields, as the state has it now. */
export function fleetDesignTexts(
  state: StarfireState,
  side: SideId,
): Partial<Record<HullCode, string>> {
  const texts: Partial<Record<HullCode, string>> = {};
  for (const unit of state.setup.units) {
    if (unit.side === side && texts[unit.hull] === undefined) texts[unit.hull] = unit.design.text;
  }
  return texts;
}

/** Ends the fleet phase: every side's designs are revealed at once, then deployment begins. */
export function endFleetPhase(ctx: EngineContext): void {
  const fleets: Partial<Record<SideId, Partial<Record<HullCode, string>>>> = {};
  for (const side of ctx.state.setup.sides) fleets[side] = fleetDesignTexts(ctx.state, side);
  ctx.events.push({ type: 'fleets_revealed', fleets });
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
  ctx.events.push({ type: 'fleet_chosen', side, designs: fleetDesignTexts(state, side), timeout });
}
