import { err, ok, ruleError, type Result } from '../../core/result.js';
import type { Facing } from '../../hex/facing.js';
import { distance, type Hex } from '../../hex/hex.js';
import { formatLabel } from '../../hex/label.js';
import { isOnEdge } from '../../hex/map.js';
import { HULLS, type HullCode } from '../data/hulls.js';
import type {
  DeploymentConstraint,
  Placement,
  ResolvedSetup,
  ResolvedUnit,
  SideId,
} from './types.js';

/** A unit already on the map during deployment. */
export interface PlacedUnit extends Placement {
  readonly side: SideId;
  readonly hull: HullCode;
}

/**
 * What a deployment check knows: the resolved game, the units placed so far and the sides that
 * have left the game (conceded or ran out of time; none when left out).
 */
export interface DeploymentContext {
  readonly resolved: ResolvedSetup;
  readonly placed: readonly PlacedUnit[];
  /**
   * Sides out of the game: they place nothing more, their units have left the map, and a
   * placement measured from their units no longer applies.
   */
  readonly outOfGame?: readonly SideId[] | undefined;
}

/** True when the side has left the game (conceded, or ran out of time). */
export function outOfGame(ctx: DeploymentContext, side: SideId): boolean {
  return ctx.outOfGame?.includes(side) ?? false;
}

const PATH = ['hex'];

function flagshipOf(resolved: ResolvedSetup, side: SideId): ResolvedUnit | undefined {
  return resolved.units.find((unit) => unit.side === side && unit.role === 'flagship');
}

function placedUnit(ctx: DeploymentContext, unitId: string): PlacedUnit | undefined {
  return ctx.placed.find((p) => p.unitId === unitId);
}

function at(h: Hex): string {
  return formatLabel(h);
}

function checkFlagshipDistance(
  ctx: DeploymentContext,
  unit: ResolvedUnit,
  hex: Hex,
  side: SideId,
  wanted: number,
): Result<void> {
  // The other side's flagship left the map with its side: there is nothing to measure from.
  if (outOfGame(ctx, side)) return ok(undefined);
  const anchor = flagshipOf(ctx.resolved, side);
  const placed = anchor ? placedUnit(ctx, anchor.id) : undefined;
  if (!anchor || !placed) {
    return err(
      ruleError(
        'deploy/anchor_not_placed',
        `${unit.id} is placed from side ${side}'s flagship, which is not on the map yet.`,
        PATH,
      ),
    );
  }
  const actual = distance(hex, placed.hex);
  if (actual === wanted) return ok(undefined);
  return err(
    ruleError(
      'deploy/wrong_distance',
      `${unit.id} must be exactly ${wanted} hexes from ${anchor.id} at ${at(placed.hex)}; ${at(hex)} is ${actual} hexes away.`,
      PATH,
    ),
  );
}

function checkNearFlagship(
  ctx: DeploymentContext,
  unit: ResolvedUnit,
  placement: Placement,
  within: number,
  sameFacing: boolean,
): Result<void> {
  const flagship = flagshipOf(ctx.resolved, unit.side);
  const placed = flagship ? placedUnit(ctx, flagship.id) : undefined;
  if (!flagship || !placed) {
    return err(
      ruleError(
        'deploy/flagship_not_placed',
        `Place the flagship of side ${unit.side} before ${unit.id}.`,
        ['unit'],
      ),
    );
  }
  const actual = distance(placement.hex, placed.hex);
  if (actual > within) {
    return err(
      ruleError(
        `deploy/not_within_${within}_of_flagship`,
        `${unit.id} must be within ${within} hexes of its flagship ${flagship.id} at ${at(placed.hex)}; ${at(placement.hex)} is ${actual} hexes away.`,
        PATH,
      ),
    );
  }
  if (sameFacing && placement.facing !== placed.facing) {
    return err(
      ruleError(
        'deploy/facing_must_match_flagship',
        `${unit.id} must face the same way as its flagship ${flagship.id} (${placed.facing}), not ${placement.facing}.`,
        ['facing'],
      ),
    );
  }
  return ok(undefined);
}

function checkMinDistance(
  ctx: DeploymentContext,
  unit: ResolvedUnit,
  hex: Hex,
  rule: Extract<DeploymentConstraint, { kind: 'min_distance_from' }>,
): Result<void> {
  const { side, kind } = rule.of;
  // The side's units left the map with it: there is nothing to keep away from.
  if (outOfGame(ctx, side)) return ok(undefined);
  const anchors = ctx.resolved.units.filter(
    (u) => u.side === side && (kind === null || HULLS[u.hull].kind === kind),
  );
  const what = kind === null ? `side ${side}'s units` : `side ${side}'s ${kind}s`;
  for (const anchor of anchors) {
    const placed = placedUnit(ctx, anchor.id);
    if (!placed) {
      return err(
        ruleError(
          'deploy/anchor_not_placed',
          `${unit.id} is placed away from ${what}, and ${anchor.id} is not on the map yet.`,
          PATH,
        ),
      );
    }
    const actual = distance(hex, placed.hex);
    if (actual < rule.distance) {
      return err(
        ruleError(
          kind === 'freighter' ? 'deploy/too_close_to_freighter' : 'deploy/too_close_to_enemy',
          `${unit.id} must be no closer than ${rule.distance} hexes to any of ${what}; ${at(hex)} is ${actual} hexes from ${anchor.id} at ${at(placed.hex)}.`,
          PATH,
        ),
      );
    }
  }
  return ok(undefined);
}

function checkNearWarpPoint(
  ctx: DeploymentContext,
  unit: ResolvedUnit,
  hex: Hex,
  rule: Extract<DeploymentConstraint, { kind: 'near_warp_point' }>,
): Result<void> {
  const warpPoint = ctx.resolved.scenario.terrain.warpPoints[rule.warpPoint];
  if (!warpPoint) throw new Error(`scenario has no warp point ${rule.warpPoint}`); // resolveSetup guarantees it
  const actual = distance(hex, warpPoint);
  if (rule.notOnWarpPoint && actual === 0) {
    return err(
      ruleError(
        'deploy/on_warp_point',
        `${unit.id} may not be placed in the warp point hex ${at(warpPoint)}.`,
        PATH,
      ),
    );
  }
  if (actual > rule.within) {
    return err(
      ruleError(
        'deploy/too_far_from_warp_point',
        `${unit.id} must be within ${rule.within} hexes of the warp point at ${at(warpPoint)}; ${at(hex)} is ${actual} hexes away.`,
        PATH,
      ),
    );
  }
  return ok(undefined);
}

/**
 * Checks one placement against one deployment constraint, with an error naming the constraint
 * that failed. The unit must not be a transiting unit (callers check that first).
 */
export function checkConstraint(
  ctx: DeploymentContext,
  unit: ResolvedUnit,
  placement: Placement,
  rule: DeploymentConstraint,
): Result<void> {
  switch (rule.kind) {
    case 'anywhere':
      return ok(undefined);
    case 'distance_from_flagship':
      return checkFlagshipDistance(ctx, unit, placement.hex, rule.side, rule.distance);
    case 'near_own_flagship':
      return checkNearFlagship(ctx, unit, placement, rule.within, rule.sameFacing);
    case 'on_edge':
      return isOnEdge(ctx.resolved.scenario.map, placement.hex, rule.edge)
        ? ok(undefined)
        : err(
            ruleError(
              `deploy/not_on_${rule.edge}_edge`,
              `${unit.id} must be placed on the ${rule.edge} edge of the map; ${at(placement.hex)} is not.`,
              PATH,
            ),
          );
    case 'min_distance_from':
      return checkMinDistance(ctx, unit, placement.hex, rule);
    case 'near_warp_point':
      return checkNearWarpPoint(ctx, unit, placement.hex, rule);
    case 'transit':
      return err(
        ruleError(
          'deploy/unit_waits_to_transit',
          `${unit.id} is not placed: it enters through the warp point in the transit order.`,
          ['unit'],
        ),
      );
  }
}

/** The facing a unit must take, when a constraint fixes it (same facing as its flagship). */
export function fixedFacing(
  ctx: DeploymentContext,
  unit: ResolvedUnit,
  rules: readonly DeploymentConstraint[],
): Facing | null {
  if (!rules.some((rule) => rule.kind === 'near_own_flagship' && rule.sameFacing)) return null;
  const flagship = flagshipOf(ctx.resolved, unit.side);
  return (flagship && placedUnit(ctx, flagship.id)?.facing) ?? null;
}
