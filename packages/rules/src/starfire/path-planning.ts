import { FACINGS, type Facing } from '../hex/facing.js';
import { hexEquals, hexKey, type Hex } from '../hex/hex.js';
import { inBounds, type MapBounds } from '../hex/map.js';
import { checkMoveStep } from './check/step.js';
import type { StepOrder } from './orders.js';
import { adjacentFacings, moveResult } from './phases/movement.js';
import type { UnitState } from './state.js';
import { turnModeOf } from './unit-state.js';

/** One planned movement point: the step order and where it leaves the ship. */
export interface PlannedStep {
  readonly order: StepOrder;
  readonly hex: Hex;
  readonly facing: Facing;
}

/** What a plan must avoid or end with. */
export interface PlanOptions {
  /** Hexes the path may not enter (the ship's own hex and the map's outside are handled anyway). */
  readonly blocked?: readonly Hex[];
  /** The facing the ship must have at the end of the path; any when left out. */
  readonly facing?: Facing;
  /** Append a stay for every MP left after the target is reached (the path then spends all MP). */
  readonly fillWithStays?: boolean;
}

/** The ship as it will be after some planned steps: only what the movement rules read. */
type Node = UnitState;

/** The facings a step may end with (as `legalOrders` offers them): none, one hexside, any on a Hard Turn's last MP. */
function facingChoices(node: Node): readonly (Facing | undefined)[] {
  const facing = node.facing as Facing;
  const turns =
    node.declaration === 'hard_turn' && node.mp === 1
      ? FACINGS.filter((f) => f !== facing)
      : adjacentFacings(facing);
  return [undefined, ...turns];
}

/** The ship after one checked step, or `null` when the step is illegal or leaves the map or enters a blocked hex. */
function after(
  node: Node,
  order: StepOrder,
  map: MapBounds,
  blocked: ReadonlySet<string>,
): Node | null {
  if (!checkMoveStep(node, order).ok) return null;
  const moved = moveResult(node, order);
  if (!inBounds(map, moved.hex)) return null;
  if (order.action === 'forward' && blocked.has(hexKey(moved.hex))) return null;
  return {
    ...node,
    hex: moved.hex,
    facing: moved.facing,
    turnCount: moved.turnCount,
    mp: node.mp - 1,
    leftStartHex: node.leftStartHex || order.action === 'forward',
  };
}

/** Every legal forward or stay step of the ship as it will be, straight ahead first. */
function successors(
  node: Node,
  map: MapBounds,
  blocked: ReadonlySet<string>,
): { order: StepOrder; next: Node }[] {
  const out: { order: StepOrder; next: Node }[] = [];
  if (node.mp <= 0) return out;
  for (const action of ['forward', 'stay'] as const) {
    for (const facing of facingChoices(node)) {
      const order: StepOrder = facing
        ? { type: 'step', unit: node.id, action, facing }
        : { type: 'step', unit: node.id, action };
      const next = after(node, order, map, blocked);
      if (next) out.push({ order, next });
    }
  }
  return out;
}

/** A search state: the ship's position, facing, turn-mode progress (capped) and whether it left its start. */
function nodeKey(node: Node): string {
  const progress = Math.min(node.turnCount, turnModeOf(node));
  return `${hexKey(node.hex as Hex)}|${node.facing}|${progress}|${node.leftStartHex}|${node.mp}`;
}

/** Stays for every MP the ship has left, or `null` when the rules forbid one of them. */
function stays(node: Node): PlannedStep[] | null {
  const steps: PlannedStep[] = [];
  let at = node;
  while (at.mp > 0) {
    const order: StepOrder = { type: 'step', unit: at.id, action: 'stay' };
    if (!checkMoveStep(at, order).ok) return null;
    const moved = moveResult(at, order);
    steps.push({ order, hex: moved.hex, facing: moved.facing });
    at = { ...at, turnCount: moved.turnCount, mp: at.mp - 1 };
  }
  return steps;
}

/** Whether a ship can plan at all: on the map, with a hex, a facing and MP left. */
function movable(unit: UnitState): boolean {
  return unit.status === 'on_map' && unit.hex !== null && unit.facing !== null && unit.mp > 0;
}

/**
 * Breadth-first search over the ship's future steps, one MP per level, in a fixed order: every
 * hex it can reach with the MP it has left, each with the first shortest path found.
 */
function search(
  unit: UnitState,
  map: MapBounds,
  options: PlanOptions,
  goal: (node: Node) => boolean,
): { steps: PlannedStep[]; end: Node } | null {
  if (!movable(unit)) return null;
  const blocked = new Set((options.blocked ?? []).map(hexKey));
  const seen = new Set<string>([nodeKey(unit)]);
  let level: { node: Node; path: PlannedStep[] }[] = [{ node: unit, path: [] }];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { node, path } of level) {
      for (const { order, next: to } of successors(node, map, blocked)) {
        const key = nodeKey(to);
        if (seen.has(key)) continue;
        seen.add(key);
        const steps = [...path, { order, hex: to.hex as Hex, facing: to.facing as Facing }];
        if (goal(to)) return { steps, end: to };
        next.push({ node: to, path: steps });
      }
    }
    level = next;
  }
  return null;
}

/**
 * Plans the ship's path to `target` for the MP it has left this turn: the fewest legal forward
 * and stay steps (turn mode, Hard Turn and Engine Modulation as the movement rules check them)
 * that end in `target` (with `options.facing` if given), never leaving the map or entering a
 * blocked hex; with `fillWithStays`, followed by a stay for each MP left. `null` when no such path
 * exists. Pure and deterministic: the same ship and target always give the same plan.
 */
export function planPath(
  unit: UnitState,
  map: MapBounds,
  target: Hex,
  options: PlanOptions = {},
): PlannedStep[] | null {
  const fits = (node: Node): boolean =>
    hexEquals(node.hex as Hex, target) &&
    (options.facing === undefined || node.facing === options.facing) &&
    (!options.fillWithStays || stays(node) !== null);
  const found = search(unit, map, options, fits);
  if (!found) return null;
  return options.fillWithStays ? [...found.steps, ...(stays(found.end) ?? [])] : found.steps;
}

/** A stay for every MP the ship has left, or `null` when the rules forbid one (Engine Modulation). */
export function planStays(unit: UnitState): PlannedStep[] | null {
  return movable(unit) ? stays(unit) : null;
}

/** Every hex other than its own that the ship can reach this turn by a planned path, in search order. */
export function reachableHexes(
  unit: UnitState,
  map: MapBounds,
  options: Omit<PlanOptions, 'facing' | 'fillWithStays'> = {},
): Hex[] {
  const found = new Map<string, Hex>();
  const start = unit.hex;
  search(unit, map, options, (node) => {
    const h = node.hex as Hex;
    if (start && !hexEquals(h, start)) found.set(hexKey(h), h);
    return false;
  });
  return [...found.values()];
}

/** A place and facing the ship can end its move in, and one shortest plan that gets it there. */
export interface ReachablePose {
  readonly hex: Hex;
  readonly facing: Facing;
  /** Steps to get there, then a stay for every MP left (the path spends all MP). */
  readonly steps: readonly PlannedStep[];
}

/**
 * For bots: every hex and facing the ship can end this turn's move in (its own hex included,
 * when it may stay), each with the first shortest plan found, stays filling the MP left. One
 * breadth-first search, so far cheaper than a {@link planPath} per hex and facing.
 */
export function reachablePoses(
  unit: UnitState,
  map: MapBounds,
  options: Omit<PlanOptions, 'facing' | 'fillWithStays'> = {},
): ReachablePose[] {
  const found = new Map<string, ReachablePose>();
  const note = (node: Node, steps: readonly PlannedStep[]) => {
    const key = `${hexKey(node.hex as Hex)}|${node.facing}`;
    if (found.has(key)) return;
    const rest = stays(node);
    if (rest === null) return;
    found.set(key, {
      hex: node.hex as Hex,
      facing: node.facing as Facing,
      steps: [...steps, ...rest],
    });
  };
  if (!movable(unit)) return [];
  note(unit, []);
  const blocked = new Set((options.blocked ?? []).map(hexKey));
  const seen = new Set<string>([nodeKey(unit)]);
  let level: { node: Node; path: PlannedStep[] }[] = [{ node: unit, path: [] }];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { node, path } of level) {
      for (const { order, next: to } of successors(node, map, blocked)) {
        const key = nodeKey(to);
        if (seen.has(key)) continue;
        seen.add(key);
        const steps = [...path, { order, hex: to.hex as Hex, facing: to.facing as Facing }];
        note(to, steps);
        next.push({ node: to, path: steps });
      }
    }
    level = next;
  }
  return [...found.values()];
}
