import { err, ok, ruleError, type Result } from '../../core/result.js';
import { isFacing, type Facing } from '../../hex/facing.js';
import { distance, type Hex } from '../../hex/hex.js';
import { formatLabel } from '../../hex/label.js';
import { hexesInBounds, inBounds } from '../../hex/map.js';
import { checkConstraint, fixedFacing, outOfGame, type DeploymentContext } from './constraints.js';
import type {
  DeploymentConstraint,
  Placement,
  ResolvedSetup,
  ResolvedUnit,
  SideId,
} from './types.js';

export type { DeploymentContext, PlacedUnit } from './constraints.js';

/**
 * One step of deployment: a side places the warp point (rules 1.2.0), writes its transit order,
 * or places the listed units.
 */
export interface DeploymentStep {
  readonly kind: 'warp_point' | 'transit_order' | 'place';
  readonly side: SideId;
  /** Units concerned, flagship first. */
  readonly units: readonly string[];
}

/** The constraints a unit's placement must meet: its side's flagship rules or its other-units rules. */
export function deploymentConstraints(
  resolved: ResolvedSetup,
  unit: ResolvedUnit,
): readonly DeploymentConstraint[] {
  const side = resolved.scenario.sides.find((s) => s.id === unit.side);
  if (!side)
    throw new Error(`unit ${unit.id} belongs to side ${unit.side}, which is not in the scenario`);
  return unit.role === 'flagship' ? side.deployment.flagship : side.deployment.others;
}

/** True when the unit starts off the map, waiting to come through a warp point. */
export function waitsToTransit(resolved: ResolvedSetup, unit: ResolvedUnit): boolean {
  return deploymentConstraints(resolved, unit).some((rule) => rule.kind === 'transit');
}

/**
 * The order of deployment: the warp point first where a side places it (warp point assault from
 * rules 1.2.0: side A); then side by side in the scenario's deployment order; a side whose units
 * transit writes its transit order (warp point assault: side B writes first, then side A places).
 * Within a side the flagship comes first, since the others are placed relative to it.
 */
export function deploymentSequence(resolved: ResolvedSetup): readonly DeploymentStep[] {
  // A set-up is never changed in place (the fleet phase and the warp point's placement make a
  // new one), so its sequence is worked out once; every deployment order asks for it.
  let steps = sequences.get(resolved);
  if (!steps) {
    steps = workOutSequence(resolved);
    sequences.set(resolved, steps);
  }
  return steps;
}

const sequences = new WeakMap<ResolvedSetup, readonly DeploymentStep[]>();

function workOutSequence(resolved: ResolvedSetup): readonly DeploymentStep[] {
  const steps: DeploymentStep[] = [];
  const placement = resolved.warpPointPlacement;
  if (placement) steps.push({ kind: 'warp_point', side: placement.side, units: [] });
  for (const side of resolved.scenario.deploymentOrder) {
    const units = resolved.units.filter((unit) => unit.side === side);
    const transiting = units
      .filter((unit) => waitsToTransit(resolved, unit))
      .map((unit) => unit.id);
    const placing = units.filter((unit) => !waitsToTransit(resolved, unit)).map((unit) => unit.id);
    if (transiting.length > 0) steps.push({ kind: 'transit_order', side, units: transiting });
    if (placing.length > 0) steps.push({ kind: 'place', side, units: placing });
  }
  return steps;
}

/**
 * The first side, in deployment order before `side`, that still has a unit to place. A side out
 * of the game places nothing more (its units, placed or not, have left the map), so it is skipped.
 */
function earlierSideStillPlacing(ctx: DeploymentContext, side: SideId): SideId | null {
  for (const step of deploymentSequence(ctx.resolved)) {
    if (step.side === side) return null;
    if (step.kind !== 'place' || outOfGame(ctx, step.side)) continue;
    if (step.units.some((id) => !ctx.placed.some((p) => p.unitId === id))) return step.side;
  }
  return null;
}

/**
 * Checks one placement against the scenario. Errors, in the order checked: `deploy/unknown_unit`,
 * `deploy/already_placed`, `deploy/unit_waits_to_transit`, `deploy/out_of_turn` (an earlier
 * side still in the game has not finished placing), `deploy/bad_facing`, `deploy/off_map`, then
 * the first failed constraint: `deploy/wrong_distance`, `deploy/anchor_not_placed`,
 * `deploy/flagship_not_placed`, `deploy/not_within_3_of_flagship`,
 * `deploy/facing_must_match_flagship`, `deploy/not_on_bottom_edge`,
 * `deploy/too_close_to_freighter`, `deploy/too_close_to_enemy`, `deploy/on_warp_point`,
 * `deploy/too_far_from_warp_point`.
 */
export function checkPlacement(ctx: DeploymentContext, placement: Placement): Result<void> {
  const ready = unitReadyToPlace(ctx, placement.unitId);
  if (!ready.ok) return ready;
  if (!isFacing(placement.facing)) {
    return err(
      ruleError(
        'deploy/bad_facing',
        `Facing must be one of A to F, not ${String(placement.facing)}.`,
        ['facing'],
      ),
    );
  }
  return checkWhere(ctx, ready.value, placement);
}

/** The unit, if it exists, is not yet placed, is not waiting to transit, and its side's turn to place has come. */
function unitReadyToPlace(ctx: DeploymentContext, unitId: string): Result<ResolvedUnit> {
  const unit = ctx.resolved.units.find((u) => u.id === unitId);
  if (!unit)
    return err(
      ruleError('deploy/unknown_unit', `There is no unit ${unitId} in this game.`, ['unit']),
    );
  if (ctx.placed.some((p) => p.unitId === unit.id)) {
    return err(ruleError('deploy/already_placed', `${unit.id} is already on the map.`, ['unit']));
  }
  if (waitsToTransit(ctx.resolved, unit)) {
    return err(
      ruleError(
        'deploy/unit_waits_to_transit',
        `${unit.id} is not placed: it enters through the warp point in the transit order.`,
        ['unit'],
      ),
    );
  }
  const earlier = earlierSideStillPlacing(ctx, unit.side);
  if (earlier !== null) {
    return err(
      ruleError(
        'deploy/out_of_turn',
        `${unit.id} cannot be placed yet: side ${earlier} places all its units before side ${unit.side}.`,
        ['unit'],
      ),
    );
  }
  return ok(unit);
}

/** The map and the scenario's constraints, for a unit that is ready to be placed. */
function checkWhere(
  ctx: DeploymentContext,
  unit: ResolvedUnit,
  placement: Placement,
): Result<void> {
  const map = ctx.resolved.scenario.map;
  if (!inBounds(map, placement.hex)) {
    return err(
      ruleError(
        'deploy/off_map',
        `${unit.id} cannot be placed at ${formatLabel(placement.hex)}: it is off the ${map.columns} × ${map.rows} map.`,
        ['hex'],
      ),
    );
  }
  for (const rule of deploymentConstraints(ctx.resolved, unit)) {
    const checked = checkConstraint(ctx, unit, placement, rule);
    if (!checked.ok) return checked;
  }
  return ok(undefined);
}

/** The facing a unit must take now (its flagship's, where the scenario says so), or `null` for any. */
export function requiredFacing(ctx: DeploymentContext, unitId: string): Facing | null {
  const unit = ctx.resolved.units.find((u) => u.id === unitId);
  return unit ? fixedFacing(ctx, unit, deploymentConstraints(ctx.resolved, unit)) : null;
}

/**
 * Every hex where the unit may be placed now, for the UI to highlight (with the required facing,
 * if any). Empty when the unit cannot be placed now at all.
 */
export function legalPlacementHexes(ctx: DeploymentContext, unitId: string): readonly Hex[] {
  const ready = unitReadyToPlace(ctx, unitId);
  if (!ready.ok) return [];
  const facing = requiredFacing(ctx, unitId) ?? 'A';
  return hexesInBounds(ctx.resolved.scenario.map).filter(
    (hex) => checkWhere(ctx, ready.value, { unitId, hex, facing }).ok,
  );
}

/**
 * Checks a side's written transit order: every one of its waiting units exactly once. Errors:
 * `deploy/no_transit_order` (this side writes none), `deploy/transit_unknown_unit`,
 * `deploy/transit_duplicate_unit`, `deploy/transit_order_incomplete`.
 */
export function checkTransitOrder(
  resolved: ResolvedSetup,
  side: SideId,
  unitIds: readonly string[],
): Result<readonly string[]> {
  if (resolved.scenario.transitOrder?.side !== side) {
    return err(
      ruleError(
        'deploy/no_transit_order',
        `Side ${side} has no transit order to write in ${resolved.scenario.name}.`,
        [],
      ),
    );
  }
  const waiting = resolved.units
    .filter((unit) => unit.side === side && waitsToTransit(resolved, unit))
    .map((u) => u.id);
  const seen = new Set<string>();
  for (const [index, id] of unitIds.entries()) {
    if (!waiting.includes(id)) {
      return err(
        ruleError(
          'deploy/transit_unknown_unit',
          `${id} is not one of side ${side}'s ships waiting to transit.`,
          ['units', index],
        ),
      );
    }
    if (seen.has(id)) {
      return err(
        ruleError('deploy/transit_duplicate_unit', `${id} appears twice in the transit order.`, [
          'units',
          index,
        ]),
      );
    }
    seen.add(id);
  }
  const missing = waiting.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    return err(
      ruleError(
        'deploy/transit_order_incomplete',
        `The transit order must list every waiting ship; missing: ${missing.join(', ')}.`,
        ['units'],
      ),
    );
  }
  return ok([...unitIds]);
}

/**
 * Checks where a side places the warp point (warp point assault from rules 1.2.0: "One warp point
 * is placed by Player A in the middle of the map", made exact as any hex within 3 of the centre
 * hex). Errors: `deploy/no_warp_point_to_place` (this game has none to place),
 * `deploy/warp_point_placed` (already placed), `deploy/off_map`, `deploy/warp_point_off_centre`.
 */
export function checkWarpPointPlacement(resolved: ResolvedSetup, at: Hex): Result<void> {
  const placement = resolved.warpPointPlacement;
  if (!placement) {
    return err(
      ruleError(
        'deploy/no_warp_point_to_place',
        `No side places a warp point in ${resolved.scenario.name}.`,
        [],
      ),
    );
  }
  if (placement.placed) {
    return err(ruleError('deploy/warp_point_placed', 'The warp point is already placed.', []));
  }
  const map = resolved.scenario.map;
  if (!inBounds(map, at)) {
    return err(
      ruleError(
        'deploy/off_map',
        `The warp point cannot be placed at ${formatLabel(at)}: it is off the ${map.columns} × ${map.rows} map.`,
        ['hex'],
      ),
    );
  }
  const away = distance(at, placement.centre);
  if (away > placement.within) {
    return err(
      ruleError(
        'deploy/warp_point_off_centre',
        `The warp point must be within ${placement.within} hexes of the centre hex ${formatLabel(placement.centre)}; ${formatLabel(at)} is ${away} away.`,
        ['hex'],
      ),
    );
  }
  return ok(undefined);
}

/** Every hex where the warp point may be placed now, for the UI and bots; empty when none. */
export function legalWarpPointHexes(resolved: ResolvedSetup): readonly Hex[] {
  const placement = resolved.warpPointPlacement;
  if (!placement || placement.placed) return [];
  return hexesInBounds(resolved.scenario.map).filter(
    (h) => checkWarpPointPlacement(resolved, h).ok,
  );
}
