import {
  starfireRuleset,
  type StarfireOrder,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';
import { poseScore } from './pose.js';

/**
 * Deployment within the scenario's constraints: of every legal hex and facing for the next unit
 * (the rules list them), the one where it stands best against the enemy already placed (or,
 * with none yet, nearest the middle of the map and facing it).
 */
export function planDeployment(state: StarfireState, seat: string): StarfireOrder | null {
  let best: { order: StarfireOrder; score: number } | null = null;
  for (const order of starfireRuleset.legalOrders(state, seat)) {
    if (order.type !== 'deploy') continue;
    const unit = state.units.find((u) => u.id === order.unit) as UnitState;
    const score = poseScore(state, unit, order.hex, order.facing);
    if (!best || score > best.score) best = { order, score };
  }
  return best?.order ?? null;
}

/** Intact systems: the strongest ships go through the warp point first. */
function strength(unit: UnitState): number {
  return unit.slots.filter((s) => s === 'intact').length;
}

/** The transit order: strongest ships first, so the first to arrive can fight. */
export function planTransitOrder(state: StarfireState, seat: string): StarfireOrder | null {
  const units = state.units
    .filter((u) => u.side === seat && u.status === 'waiting_transit')
    .sort((a, b) => strength(b) - strength(a) || (a.id < b.id ? -1 : 1))
    .map((u) => u.id);
  const order: StarfireOrder = { type: 'transit_order', units };
  return starfireRuleset.check(state, seat, order).ok ? order : null;
}
