import { neighbor, rotateFacing, type Facing } from '../../hex/facing.js';
import { hexEquals, type Hex } from '../../hex/hex.js';
import { hexToOffset, inBounds, type MapBounds, type MapEdge } from '../../hex/map.js';
import { writableUnit, writableUnitAt, type EngineContext } from '../context.js';
import type { StepOrder } from '../orders.js';
import { rulingsOf } from '../rulings.js';
import type { SideId, UnitStatus } from '../scenarios/types.js';
import type { StarfireState, UnitState } from '../state.js';
import { getUnit, isFreighter, sideInPlay } from '../unit-state.js';

/** The movement stage, or a programmer error. */
function movementStage(state: StarfireState) {
  if (state.stage.phase !== 'movement') throw new Error('not in the movement phase');
  return state.stage;
}

/**
 * The side's unit that would pass the warp point in this MP step (Starfire rulings, Warp points:
 * Passing through). From rules 1.2.0 the written order is never overtaken ("This order cannot be
 * changed"): only the first unit still waiting may pass, and with no MP left it blocks the others
 * until the next turn. Under 1.1.0 the first waiting unit with MP left passes.
 */
export function nextToTransit(state: StarfireState, side: SideId): UnitState | null {
  const neverOvertaken = rulingsOf(state.setup).transitOrderNeverOvertaken;
  for (const id of state.transitOrders[side] ?? []) {
    const unit = getUnit(state, id);
    if (unit.status !== 'waiting_transit') continue;
    if (unit.mp > 0) return unit;
    if (neverOvertaken) return null;
  }
  return null;
}

/** The warp point index through which `side` arrives, or `null`. */
export function arrivalWarpPoint(state: StarfireState, side: SideId): number | null {
  const transit = state.setup.scenario.transitOrder;
  return transit && transit.side === side ? transit.warpPoint : null;
}

/** Index of the warp point in `h`, or -1. */
export function warpPointAt(state: StarfireState, h: Hex): number {
  return state.setup.scenario.terrain.warpPoints.findIndex((w) => hexEquals(w, h));
}

/** True when a unit on the map or waiting off it still has MP to spend. */
function anyMpLeft(state: StarfireState): boolean {
  return state.units.some(
    (unit) =>
      (unit.status === 'on_map' || unit.status === 'waiting_transit') &&
      unit.mp > 0 &&
      sideInPlay(state, unit.side),
  );
}

/** Opens the movement phase after the declarations. */
export function beginMovement(ctx: EngineContext): void {
  ctx.state.stage = { phase: 'movement', round: 1, sideIndex: -1, owed: [], exits: [] };
  ctx.events.push({ type: 'phase_started', turn: ctx.state.turn, phase: 'movement' });
}

/** The units of `side` that owe one step this round: its ships with MP, and the next unit to transit. */
function owedUnits(state: StarfireState, side: SideId): string[] {
  const owed = state.units
    .filter((u) => u.side === side && u.status === 'on_map' && u.mp > 0)
    .map((u) => u.id);
  const transiting = nextToTransit(state, side);
  if (transiting && arrivalWarpPoint(state, side) !== null) owed.push(transiting.id);
  return owed;
}

/**
 * Moves the movement phase on: the next side in movement order (lowest initiative first) with
 * units owing a step opens its round; after the last side the next MP round begins. Returns true
 * while some side owes steps, false when every MP is spent (seed, Movement Phase).
 */
export function advanceMovement(ctx: EngineContext): boolean {
  const state = ctx.state;
  const stage = movementStage(state);
  stage.owed = stage.owed.filter((id) => {
    const unit = getUnit(state, id);
    return unit.mp > 0 && (unit.status === 'on_map' || unit.status === 'waiting_transit');
  });
  if (stage.owed.length > 0) return true;
  // A full cycle of sides with nobody to step ends the phase even if some MP could not be spent.
  for (let idle = 0; idle <= state.moveOrder.length && anyMpLeft(state); idle += 1) {
    stage.sideIndex += 1;
    const newRound = stage.sideIndex >= state.moveOrder.length;
    if (newRound) {
      stage.sideIndex = 0;
      stage.round += 1;
    }
    // Exits are counted per MP step of the whole game from rules 1.2.0, per side's step before.
    if (newRound || !rulingsOf(state.setup).oneExitPerGameStep) stage.exits = [];
    const side = state.moveOrder[stage.sideIndex] as SideId;
    if (!sideInPlay(state, side)) continue;
    stage.owed = owedUnits(state, side);
    if (stage.owed.length > 0) return true;
  }
  return false;
}

/** Which edge a hex off the map lies beyond (rows first: top and bottom win at the corners). */
export function edgeBeyond(bounds: MapBounds, h: Hex): MapEdge {
  const { column, row } = hexToOffset(h);
  if (row < 1) return 'top';
  if (row > bounds.rows) return 'bottom';
  return column < 1 ? 'left' : 'right';
}

/**
 * What leaving the map by `edge` makes of a unit: in the convoy raid a freighter off the top edge
 * has escaped; everything else has left the map (seed: "removed from play").
 */
export function leaveMapStatus(state: StarfireState, unit: UnitState, edge: MapEdge): UnitStatus {
  return state.setup.scenario.victory === 'convoy_escape' && isFreighter(unit) && edge === 'top'
    ? 'escaped'
    : 'left_map';
}

/**
 * Waiting units of the side that did not pass this round spend their MP anyway (seed, Warp Point
 * Transits). They are listed in set-up order: the public event must not give away the hidden
 * transit order.
 */
function closeRound(ctx: EngineContext, side: SideId): void {
  const waited: string[] = [];
  const units = ctx.state.units;
  for (let i = 0; i < units.length; i += 1) {
    const old = units[i] as UnitState;
    if (old.side === side && old.status === 'waiting_transit' && old.mp > 0) {
      const unit = writableUnitAt(ctx, i);
      unit.mp -= 1;
      waited.push(unit.id);
    }
  }
  if (waited.length > 0) ctx.events.push({ type: 'units_waited', units: waited });
}

/** Where a forward or stay step takes a ship on the map, and its facing and turn-mode counter after it. */
export interface MoveResult {
  readonly hex: Hex;
  readonly facing: Facing;
  readonly turnCount: number;
  readonly turned: boolean;
}

/**
 * The outcome of a checked forward or stay step of a ship with `unit.mp` MP before it: the ship
 * moves along its present facing (or stays), the MP counts toward turn mode, and a facing change
 * after the step resets the counter, as does the last MP of a Hard Turn. The hex may lie off the
 * map (the ship then leaves it). Pure: used by {@link applyStep} and by path planning.
 */
export function moveResult(unit: UnitState, order: StepOrder): MoveResult {
  const from = unit.hex as Hex;
  const oldFacing = unit.facing as Facing;
  const hex = order.action === 'forward' ? neighbor(from, oldFacing) : from;
  const turned = !!order.facing && order.facing !== oldFacing;
  const facing = turned ? (order.facing as Facing) : oldFacing;
  const lastHardTurnMp = unit.declaration === 'hard_turn' && unit.mp === 1;
  const turnCount = turned || lastHardTurnMp ? 0 : unit.turnCount + 1;
  return { hex, facing, turnCount, turned };
}

/**
 * Applies one checked step. Forward and stay count toward the turn mode; a facing change after
 * the step resets the counter. The last MP of a Hard Turn may take any facing and resets the
 * counter. Transit places the unit on the warp point with the chosen facing and resets the
 * counter, the MP not counting toward turn mode. Exit removes the unit (disengaged).
 */
export function applyStep(ctx: EngineContext, side: SideId, order: StepOrder): void {
  const state = ctx.state;
  const stage = movementStage(state);
  const unit = writableUnit(ctx, order.unit);
  stage.owed = stage.owed.filter((id) => id !== unit.id);
  unit.mp -= 1;
  if (order.action === 'transit') {
    const warpPoint = arrivalWarpPoint(state, side) ?? 0;
    const at = state.setup.scenario.terrain.warpPoints[warpPoint] as Hex;
    unit.status = 'on_map';
    unit.hex = at;
    unit.facing = order.facing ?? 'A';
    unit.turnCount = 0;
    unit.transited = true;
    unit.startHex = at;
    unit.enteredByLastStep = false;
    ctx.events.push({
      type: 'unit_transited',
      unit: unit.id,
      warpPoint,
      hex: at,
      facing: unit.facing,
      mpLeft: unit.mp,
    });
  } else if (order.action === 'exit') {
    const warpPoint = warpPointAt(state, unit.hex as Hex);
    stage.exits.push(warpPoint);
    unit.status = 'exited';
    unit.hex = null;
    unit.mp = 0;
    ctx.events.push({ type: 'unit_exited', unit: unit.id, warpPoint });
  } else {
    const from = unit.hex as Hex;
    const moved = moveResult({ ...unit, mp: unit.mp + 1 }, order);
    const to = moved.hex;
    if (order.action === 'forward') unit.leftStartHex = true;
    unit.enteredByLastStep = order.action === 'forward';
    if (!inBounds(state.setup.scenario.map, to)) {
      const edge = edgeBeyond(state.setup.scenario.map, to);
      unit.status = leaveMapStatus(state, unit, edge);
      unit.hex = null;
      unit.mp = 0;
      unit.turnCount += 1;
      ctx.events.push({ type: 'unit_left_map', unit: unit.id, edge, status: unit.status });
    } else {
      unit.hex = to;
      unit.facing = moved.facing;
      unit.turnCount = moved.turnCount;
      const { facing, turned } = moved;
      ctx.events.push({
        type: 'unit_stepped',
        unit: unit.id,
        action: order.action,
        from,
        to,
        facing,
        turned,
        mpLeft: unit.mp,
      });
    }
  }
  if (stage.owed.length === 0) closeRound(ctx, side);
}

/** The two facings one hexside away. */
export function adjacentFacings(facing: Facing): readonly Facing[] {
  return [rotateFacing(facing, -1), rotateFacing(facing, 1)];
}
