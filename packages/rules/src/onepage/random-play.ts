import type { DiceSource } from '../core/dice-source.js';
import type { FoldEntry } from '../core/fold.js';
import {
  pick,
  playRandomlyWith,
  type RandomMove as CoreRandomMove,
  type RandomPlayOptions as CoreRandomPlayOptions,
} from '../core/random-play.js';
import { distance } from '../hex/hex.js';
import type { OnepageEvent } from './events.js';
import { bodyAt, edgeBeyond, onMap, step, stepToward } from './geometry.js';
import { GUN_RANGE } from './guns.js';
import { legalOrders } from './legal-orders.js';
import { planOrder, type Launch, type OnepageOrder, type ShipPath, type Shot } from './orders.js';
import { pendingDecisions } from './pending.js';
import { onepageRuleset } from './ruleset.js';
import { enemyOf, type Seat } from './scenarios.js';
import { activeShips, type OnepageState, type ShipState } from './state.js';

export { seededRandom } from '../core/seeded-random.js';

function mayExit(state: OnepageState, ship: ShipState, to: ShipState['hex']): boolean {
  const edge = edgeBeyond(state.map, to);
  return state.map.exits.some(
    (e) => e.side === ship.side && e.edge === edge && e.designs.includes(ship.design),
  );
}

/** A random path within the ship's MP, mostly toward the nearest enemy or its exit edge. */
function randomPath(state: OnepageState, ship: ShipState, random: () => number): ShipPath {
  const path: number[] = [];
  const length = Math.floor(random() * (ship.mp + 1));
  const runner = state.map.exits.some(
    (e) => e.side === ship.side && e.designs.includes(ship.design),
  );
  const enemies = activeShips(state, enemyOf(ship.side));
  let at = ship.hex;
  for (let i = 0; i < length; i += 1) {
    const options = [0, 1, 2, 3, 4, 5].filter((d) => {
      const to = step(at, d);
      return !bodyAt(state.map, to) && (onMap(state.map, to) || mayExit(state, ship, to));
    });
    let direction = pick(options, random);
    if (random() < 0.6) {
      const nearest = [...enemies].sort((a, b) => distance(at, a.hex) - distance(at, b.hex))[0];
      const goal = runner
        ? pick(
            [1, 2].filter((d) => options.includes(d)),
            random,
          )
        : undefined;
      const toward = nearest && !runner ? stepToward(state.map, at, nearest.hex) : -1;
      direction = goal ?? (options.includes(toward) ? toward : direction);
    }
    if (direction === undefined) break;
    path.push(direction);
    at = step(at, direction);
    if (!onMap(state.map, at)) break;
  }
  return { ship: ship.id, path };
}

/** A random plot or move: random paths, some launches at random enemies. */
function randomPlan(state: OnepageState, seat: Seat, random: () => number) {
  const moves: ShipPath[] = [];
  const launches: Launch[] = [];
  const enemies = activeShips(state, enemyOf(seat));
  for (const ship of activeShips(state, seat)) {
    const move = random() < 0.2 ? { ship: ship.id, path: [] } : randomPath(state, ship, random);
    moves.push(move);
    let end = ship.hex;
    for (const d of move.path) end = step(end, d);
    if (!onMap(state.map, end)) continue;
    for (let l = 0; l < Math.min(ship.launchers, ship.missiles); l += 1) {
      const target = pick(enemies, random);
      if (target && random() < 0.4) launches.push({ ship: ship.id, target: target.id });
    }
  }
  return { moves, launches };
}

/** Random gun fire: each working gun fires at a random enemy in range, most of the time. */
function randomShots(state: OnepageState, seat: Seat, random: () => number): Shot[] {
  const shots: Shot[] = [];
  const enemies = activeShips(state, enemyOf(seat));
  for (const ship of activeShips(state, seat)) {
    const inRange = enemies.filter((e) => distance(ship.hex, e.hex) <= GUN_RANGE);
    for (let g = 0; g < ship.guns; g += 1) {
      const target = pick(inRange, random);
      if (target && random() < 0.85) shots.push({ ship: ship.id, target: target.id });
    }
  }
  return shots;
}

/**
 * A random order for a random seat that owes a decision, or `null` when none is owed. Now and
 * then one of `legalOrders` (never a concession), otherwise a random full plot, move or fire.
 */
export function randomOrder(
  state: OnepageState,
  random: () => number,
): { seat: Seat; order: OnepageOrder } | null {
  const owed = pick(pendingDecisions(state), random);
  if (!owed) return null;
  if (random() < 0.3) {
    const listed = legalOrders(state, owed.seat).filter((o) => o.type !== 'concede');
    const order = pick(listed, random);
    if (order) return { seat: owed.seat, order };
  }
  if (owed.kind === 'fire')
    return {
      seat: owed.seat,
      order: { type: 'fire', shots: randomShots(state, owed.seat, random) },
    };
  return { seat: owed.seat, order: planOrder(owed.kind, randomPlan(state, owed.seat, random)) };
}

/** One step of a random game, as played. */
export type RandomMove = CoreRandomMove<OnepageState, OnepageEvent>;

/** Options of {@link playRandomly}. */
export type RandomPlayOptions = CoreRandomPlayOptions<OnepageState, OnepageEvent>;

/** Plays random orders from `start` until the game is over: see {@link playRandomlyWith}. */
export function playRandomly(
  start: OnepageState,
  dice: DiceSource,
  random: () => number,
  options: RandomPlayOptions = {},
): { state: OnepageState; log: FoldEntry[] } {
  const player = {
    ruleset: onepageRuleset,
    seats: ['A', 'B'],
    randomOrder,
    where: (s: OnepageState) => s.stage,
  };
  return playRandomlyWith(player, start, dice, random, options);
}
