import {
  starfireRuleset,
  type StarfireOrder,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';
import { distance, hexToOffset, offsetToHex, type Hex } from '@broadside/rules';
import { offBow } from './geometry.js';
import { poseScore, runsForEdge } from './pose.js';
import { isSwarm } from './swarm.js';

/**
 * Deployment within the scenario's constraints: of every legal hex and facing for the next unit
 * (the rules list them), the one where it stands best against the enemy already placed (or,
 * with none yet, nearest the middle of the map and facing it).
 */
export function planDeployment(
  state: StarfireState,
  seat: string,
  deep = false,
  deadline: () => boolean = () => false,
): StarfireOrder | null {
  const ahead = deep ? interceptPoint(state, seat) : null;
  // The hard level's swarm deploys as it fights: together, toward the target's stern.
  const swarm = deep && isSwarm(state, seat);
  let best: { order: StarfireOrder; score: number } | null = null;
  const orders = starfireRuleset.legalOrders(state, seat);
  for (const [index, order] of orders.entries()) {
    // Out of time (checked every 64 placements): the best of those weighed so far.
    if (best && index % 64 === 0 && deadline()) break;
    if (order.type !== 'deploy') continue;
    const unit = state.units.find((u) => u.id === order.unit) as UnitState;
    const score = ahead
      ? -distance(order.hex, ahead.hex) - 0.5 * offBow(order.hex, order.facing, ahead.convoy)
      : poseScore(state, unit, order.hex, order.facing, swarm);
    if (!best || score > best.score) best = { order, score };
  }
  return best?.order ?? null;
}

/**
 * The hard level's raiders in a convoy raid deploy across the convoy's road to the top edge:
 * the hex in the freighters' column as near the top as it may be, where they must pass.
 */
function interceptPoint(state: StarfireState, seat: string): { hex: Hex; convoy: Hex } | null {
  if (state.setup.scenario.victory !== 'convoy_escape' || seat === 'A') return null;
  const freighters = state.units.filter((u) => runsForEdge(state, u) && u.hex !== null);
  if (freighters.length === 0) return null;
  const spots = freighters.map((u) => hexToOffset(u.hex as Hex));
  const column = Math.round(spots.reduce((a, s) => a + s.column, 0) / spots.length);
  const row = Math.min(...spots.map((s) => s.row));
  return { hex: offsetToHex(column, Math.max(4, row - 24)), convoy: offsetToHex(column, row) };
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
