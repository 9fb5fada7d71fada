import type { QueuedOrder } from '@broadside/protocol';
import type { Hex } from '@broadside/rules';
import { planPath, planStays, type StarfireView } from '@broadside/rules/starfire';
import type { PlannedPath } from './map-props.js';
import { plansFromQueue, queueFromPlans } from './path-queue.js';

/** A planned path with what it was planned from: the target, and the ship's MP then. */
export interface Plan extends PlannedPath {
  readonly target: Hex;
  readonly mp: number;
}

/**
 * Whether `side` may plan a path for the ship now: the movement phase, the side's own ship on the
 * map with MP left (on move or not: a player plans and queues while the other side moves).
 */
export function canPlan(view: StarfireView, side: string | null, unitId: string | null): boolean {
  const unit = view.units.find((u) => u.id === unitId);
  return (
    view.stage.phase === 'movement' &&
    !!unit &&
    unit.side === side &&
    unit.status === 'on_map' &&
    unit.mp > 0
  );
}

/**
 * The rules package's plan of the ship's path to `target` for this turn (with `stay`, followed by
 * a stay for every MP left), or `null` when the ship cannot get there.
 */
export function planTo(
  view: StarfireView,
  unitId: string,
  target: Hex,
  stay: boolean,
): Plan | null {
  const unit = view.units.find((u) => u.id === unitId);
  if (!unit) return null;
  const steps = planPath(unit, view.setup.scenario.map, target, { fillWithStays: stay });
  return steps ? { unit: unitId, steps: steps.map((s) => s.order), target, mp: unit.mp } : null;
}

/** A stay for every MP the ship has left, as a plan ending where it stands; `null` when it may not stay. */
export function planHold(view: StarfireView, unitId: string): Plan | null {
  const unit = view.units.find((u) => u.id === unitId);
  const steps = unit?.hex ? planStays(unit) : null;
  return unit?.hex && steps
    ? { unit: unitId, steps: steps.map((s) => s.order), target: unit.hex, mp: unit.mp }
    : null;
}

/** Whether a plan no longer fits its ship (it moved, or the turn moved on). */
export function planIsStale(view: StarfireView, plan: Plan): boolean {
  const unit = view.units.find((u) => u.id === plan.unit);
  return !unit || unit.mp !== plan.mp || view.stage.phase !== 'movement';
}

/** The side's queue with the planned path in place of what that ship had queued. */
export function queueWithPlan(
  view: StarfireView,
  side: string,
  queued: readonly QueuedOrder[],
  plan: PlannedPath,
): QueuedOrder[] {
  const plans = new Map(plansFromQueue(queued));
  plans.set(plan.unit, plan.steps);
  return queueFromPlans(view, side, plans);
}
