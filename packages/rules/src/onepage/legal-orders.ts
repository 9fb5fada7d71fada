import { distance, hexKey, type Hex } from '../hex/hex.js';
import { bodyAt, edgeBeyond, onMap, step } from './geometry.js';
import { GUN_RANGE } from './guns.js';
import { planOrder, type OnepageOrder, type Plan, type Shot } from './orders.js';
import { owedBy } from './pending.js';
import { enemyOf, isSeat } from './scenarios.js';
import { activeShips, type OnepageState, type ShipState } from './state.js';

/** A hex a ship can reach this turn and one shortest path to it (`exit`: it leaves the map). */
export interface Reach {
  readonly hex: Hex;
  readonly path: readonly number[];
  readonly exit: boolean;
}

/**
 * Every hex a ship can end its move in this turn, each with one shortest path (breadth first,
 * directions tried 0 … 5), never through a body; plus, for a ship allowed to leave the map, the
 * first exit found. The start hex (empty path) comes first.
 */
export function reachableHexes(state: OnepageState, ship: ShipState): Reach[] {
  const seen = new Set([hexKey(ship.hex)]);
  const reach: Reach[] = [{ hex: ship.hex, path: [], exit: false }];
  let exit: Reach | null = null;
  let frontier = [reach[0] as Reach];
  for (let depth = 0; depth < ship.mp; depth += 1) {
    const next: Reach[] = [];
    for (const from of frontier) {
      for (let direction = 0; direction < 6; direction += 1) {
        const to = step(from.hex, direction);
        const key = hexKey(to);
        if (seen.has(key) || bodyAt(state.map, to)) continue;
        const path = [...from.path, direction];
        if (!onMap(state.map, to)) {
          const edge = edgeBeyond(state.map, to);
          const allowed = state.map.exits.some(
            (e) => e.side === ship.side && e.edge === edge && e.designs.includes(ship.design),
          );
          if (allowed && !exit) exit = { hex: to, path, exit: true };
          continue;
        }
        seen.add(key);
        next.push({ hex: to, path, exit: false });
      }
    }
    reach.push(...next);
    frontier = next;
  }
  return exit ? [...reach, exit] : reach;
}

function plan(partial: Partial<Plan>): Plan {
  return { moves: partial.moves ?? [], launches: partial.launches ?? [] };
}

/** A representative list of plots or moves (see {@link legalOrders}). */
function planOrders(state: OnepageState, type: 'plot' | 'move', ships: ShipState[]) {
  const orders: OnepageOrder[] = [planOrder(type, plan({}))];
  const enemies = activeShips(state, enemyOf(ships[0]?.side ?? 'A'));
  for (const ship of ships) {
    for (const reach of reachableHexes(state, ship).slice(1)) {
      orders.push(planOrder(type, plan({ moves: [{ ship: ship.id, path: [...reach.path] }] })));
    }
    if (ship.launchers > 0 && ship.missiles > 0) {
      for (const enemy of enemies) {
        orders.push(planOrder(type, plan({ launches: [{ ship: ship.id, target: enemy.id }] })));
      }
    }
  }
  return orders;
}

/** A representative list of fire orders (see {@link legalOrders}). */
function fireOrders(state: OnepageState, ships: ShipState[]): OnepageOrder[] {
  const orders: OnepageOrder[] = [{ type: 'fire', shots: [] }];
  const enemies = activeShips(state, enemyOf(ships[0]?.side ?? 'A'));
  const all: Shot[] = [];
  for (const ship of ships) {
    const inRange = enemies.filter((e) => distance(ship.hex, e.hex) <= GUN_RANGE);
    for (const enemy of inRange) {
      const shots = Array.from({ length: ship.guns }, () => ({ ship: ship.id, target: enemy.id }));
      if (shots.length > 0) orders.push({ type: 'fire', shots });
    }
    const first = inRange[0];
    if (first) for (let g = 0; g < ship.guns; g += 1) all.push({ ship: ship.id, target: first.id });
  }
  if (orders.length > 2) orders.push({ type: 'fire', shots: all });
  return orders;
}

/**
 * Legal orders for a seat, enough for a UI to highlight and a bot to play. Plots and moves have
 * a huge space, so the list is representative: every ship holding; each single ship moving to
 * each hex it can reach (one shortest path, the others holding), or leaving the map where it
 * may; each single launch at each enemy ship. Fire: holding fire; each ship firing all its guns
 * at each enemy in range; every ship firing all guns at its first enemy in range. `concede`
 * always comes last, also for a seat that owes nothing.
 */
export function legalOrders(state: OnepageState, seat: string): readonly OnepageOrder[] {
  if (state.result || !isSeat(seat)) return [];
  const owed = owedBy(state, seat);
  const ships = activeShips(state, seat);
  const orders: OnepageOrder[] = !owed
    ? []
    : owed.kind === 'fire'
      ? fireOrders(state, ships)
      : planOrders(state, owed.kind, ships);
  orders.push({ type: 'concede' });
  return orders;
}
