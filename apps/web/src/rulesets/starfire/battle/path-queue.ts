import type { QueuedOrder } from '@broadside/protocol';
import { hexEquals, neighbor, type Hex } from '@broadside/rules';
import type { StarfireView, StepOrder } from '@broadside/rules/starfire';

/** Each ship's planned steps, in order. */
export type ShipPlans = ReadonlyMap<string, readonly StepOrder[]>;

/** The steps of a queue, grouped by ship (the queue's other orders are ignored). */
export function plansFromQueue(orders: readonly QueuedOrder[]): ShipPlans {
  const plans = new Map<string, StepOrder[]>();
  for (const { order } of orders) {
    const step = order as Partial<StepOrder>;
    if (step.type !== 'step' || typeof step.unit !== 'string') continue;
    plans.set(step.unit, [...(plans.get(step.unit) ?? []), step as StepOrder]);
  }
  return plans;
}

/**
 * The queue that plays the side's planned steps in the order the movement phase asks for them:
 * each time the side is on move, one step of every ship with MP left (first the ships that still
 * owe a step now, if the side is on move). It stops where a ship that will owe a step has none
 * planned, after the planned steps of that round: a queued step further on could not be played
 * before the player moves that ship by hand, and would cancel the queue.
 */
export function queueFromPlans(view: StarfireView, side: string, plans: ShipPlans): QueuedOrder[] {
  const ships = view.units.filter((u) => u.side === side && u.status === 'on_map' && u.mp > 0);
  const left = new Map(ships.map((u) => [u.id, u.mp]));
  const used = new Map<string, number>();
  const stage = view.stage;
  const onMoveNow =
    stage.phase === 'movement' && stage.owed.some((id) => ships.some((u) => u.id === id));
  let group = onMoveNow && stage.phase === 'movement' ? [...stage.owed] : ships.map((u) => u.id);
  const queue: QueuedOrder[] = [];
  while (group.length > 0) {
    let covered = true;
    for (const id of group) {
      const step = plans.get(id)?.[used.get(id) ?? 0];
      if (!step) {
        covered = false;
        continue;
      }
      queue.push({ kind: 'move', order: step });
      used.set(id, (used.get(id) ?? 0) + 1);
      left.set(id, (left.get(id) ?? 0) - 1);
    }
    if (!covered) break;
    group = ships.map((u) => u.id).filter((id) => (left.get(id) ?? 0) > 0);
  }
  return queue;
}

/** The hexes a ship passes through on its planned steps, from where it stands (no repeats). */
export function routeHexes(view: StarfireView, unitId: string, steps: readonly StepOrder[]): Hex[] {
  const unit = view.units.find((u) => u.id === unitId);
  if (!unit?.hex || !unit.facing) return [];
  const hexes: Hex[] = [unit.hex];
  let at = unit.hex;
  let facing = unit.facing;
  for (const step of steps) {
    if (step.action === 'forward') at = neighbor(at, facing);
    if (step.facing) facing = step.facing;
    const last = hexes[hexes.length - 1] as Hex;
    if (!hexEquals(last, at)) hexes.push(at);
  }
  return hexes;
}
