import type { WithSetup } from './classes.js';
import { distance } from '../hex/hex.js';
import { emit, type Ctx } from './context.js';
import type { DetectionParts, Visibility } from './events.js';
import { arcOf } from './geometry.js';
import { statsOf } from './stats.js';
import { activeUnits, enemyOf, SEATS, unit, type SclState, type Seat, type Unit } from './state.js';

/** The range the parts add up to: their sum + 2, at least 1 hex. */
export function detectionOf(parts: DetectionParts): number {
  return Math.max(1, parts.cq + parts.sensors + parts.signature + parts.aft + parts.fullStop + 2);
}

/** The parts of `detector`'s detection range against `target`; against nothing, signature 0. */
export function detectionParts(game: WithSetup, detector: Unit, target?: Unit): DetectionParts {
  return {
    cq: detector.cq,
    sensors: statsOf(game, detector).sensor,
    signature: target ? statsOf(game, target).signature : 0,
    aft: target && arcOf(target.hex, target.facing, detector.hex) === 'A' ? 2 : 0,
    fullStop: target?.fullStop ? -2 : 0,
  };
}

/**
 * "Detection Procedure": range = detector's CQ + sensor modifier + target's signature modifier
 * + 2, +2 when the target's aft quadrant faces the detector, −2 when the target is at Full Stop,
 * never below 1. Missiles carry no sensors and detect nothing.
 */
export function detectionRange(game: WithSetup, detector: Unit, target: Unit): number {
  return detectionOf(detectionParts(game, detector, target));
}

/** True when `detector` detects `target` itself. */
export function detects(game: WithSetup, detector: Unit, target: Unit): boolean {
  if (detector.kind === 'missile' || detector.status !== 'active' || target.status !== 'active')
    return false;
  return distance(detector.hex, target.hex) <= detectionRange(game, detector, target);
}

/**
 * A unit's detection radius: its range against a signature-0 target (CQ + sensors + 2, at least
 * 1), as the board draws it and remote data measures it.
 */
export function detectionRadius(game: WithSetup, u: Unit): number {
  return detectionOf(detectionParts(game, u));
}

/** Enemy units a side detects now (sorted ids). */
export function detectedBy(state: SclState, side: Seat): string[] {
  const mine = activeUnits(state, side).filter((u) => u.kind !== 'missile');
  return activeUnits(state, enemyOf(side))
    .filter((t) => mine.some((d) => detects(state, d, t)))
    .map((t) => t.id)
    .sort();
}

/**
 * What {@link engagement} reads: the units and what each side has detected. A state is one, and
 * so is a side's view (it knows its own detection), so the board can mark targets as the rules do.
 */
export interface EngagementBoard extends WithSetup {
  readonly units: readonly Unit[];
  readonly detected: Partial<Record<Seat, readonly string[]>>;
}

/**
 * How `firer` may engage `target`: `own` (it detects the target), `remote` (another unit of its
 * side detects it, and one of the two is within twice the other's detection radius: −1 to hit),
 * or `null`. Missiles engage whatever their side has detected, guided by their controller.
 */
export function engagement(
  state: EngagementBoard,
  firer: Unit,
  target: Unit,
): 'own' | 'remote' | null {
  if (target.status !== 'active' || target.side === firer.side) return null;
  if (firer.kind === 'missile')
    return state.detected[firer.side]?.includes(target.id) ? 'own' : null;
  if (detects(state, firer, target)) return 'own';
  const linked = activeUnits(state, firer.side).some(
    (d) =>
      d.id !== firer.id &&
      detects(state, d, target) &&
      distance(d.hex, firer.hex) <=
        2 * Math.max(detectionRadius(state, d), detectionRadius(state, firer)),
  );
  return linked ? 'remote' : null;
}

/** Who may see news of unit `id` now: its side, and the enemy and spectators once detected. */
export function visibility(state: SclState, id: string): Visibility {
  const u = unit(state, id);
  const enemy = enemyOf(u.side);
  const seen = state.detected[enemy].includes(id);
  return { to: seen ? [u.side, enemy] : [u.side], spectators: seen };
}

/** Visibility of a change seen only where the unit was detected before and after it. */
export function bothVisibility(before: Visibility, after: Visibility): Visibility {
  return {
    to: before.to.filter((s) => after.to.includes(s)),
    spectators: before.spectators && after.spectators,
  };
}

/** Recomputes both sides' detection, with a contact event for each change. */
export function refreshDetection(ctx: Ctx): void {
  const state = ctx.state;
  for (const side of SEATS) {
    const now = detectedBy(state, side);
    const before = state.detected[side];
    for (const id of before)
      if (!now.includes(id))
        emit(ctx, {
          type: 'contact_lost',
          seat: side,
          unit: id,
          vis: { to: [side], spectators: true },
        });
    for (const id of now)
      if (!before.includes(id)) {
        const u = unit(state, id);
        emit(ctx, {
          type: 'contact_gained',
          seat: side,
          unit: id,
          cls: u.cls,
          hex: u.hex,
          facing: u.facing,
          vis: { to: [side], spectators: true },
        });
      }
    state.detected[side] = now;
  }
}

/**
 * The detection step before fire ("Detection Procedure"), told to each side about its own
 * sensors: for every own ship or flight, one check against each enemy the side detects (range,
 * detection and its parts, and whether this unit detects it itself), and, when it detects none
 * itself, how far its sensors reach. Units the side has not detected are never named: their
 * ids, ranges or number would tell where they are.
 */
export function emitDetectionChecks(ctx: Ctx): void {
  const state = ctx.state;
  for (const seat of SEATS) {
    const vis = { to: [seat], spectators: false };
    const known = state.detected[seat].map((id) => unit(state, id));
    for (const d of activeUnits(state, seat)) {
      if (d.kind === 'missile') continue;
      let any = false;
      for (const t of known) {
        const parts = detectionParts(state, d, t);
        const found = detects(state, d, t);
        any ||= found;
        emit(ctx, {
          type: 'detection_check',
          seat,
          detector: d.id,
          target: t.id,
          range: distance(d.hex, t.hex),
          detection: detectionOf(parts),
          parts,
          detected: found,
          vis,
        });
      }
      if (!any) {
        const parts = detectionParts(state, d);
        emit(ctx, {
          type: 'detection_check',
          seat,
          detector: d.id,
          target: null,
          range: null,
          detection: detectionOf(parts),
          parts,
          detected: false,
          vis,
        });
      }
    }
  }
}
