import { emit, type Ctx } from './context.js';
import { ESCAPE_POINTS } from './scenarios.js';
import { edgeBeyond, onMap, step } from './geometry.js';
import { gravityPull } from './gravity.js';
import type { Plan } from './orders.js';
import { getShip, type MissileState, type ShipState } from './state.js';

/** Missiles are lost after this many missile movements without an attack (ruling). */
export const MISSILE_ENDURANCE = 3;

/**
 * Executes the ship paths of one or more checked plans step by step, all at once (Movement):
 * at step i every ship with an i-th direction moves one hex. A step off the map (a checked exit)
 * makes the ship escape. Then every ship that moved and is still on the map feels gravity, once.
 */
export function executePaths(ctx: Ctx, plans: readonly Plan[]): void {
  const paths = plans
    .flatMap((plan) => plan.moves)
    .filter((move) => move.path.length > 0)
    .map((move) => ({ ship: getShip(ctx.state, move.ship), path: move.path }))
    .sort((a, b) => (a.ship.id < b.ship.id ? -1 : 1));
  const longest = paths.reduce((n, p) => Math.max(n, p.path.length), 0);
  for (let i = 0; i < longest; i += 1) {
    const moves = [];
    const escaped: ShipState[] = [];
    for (const { ship, path } of paths) {
      const direction = path[i];
      if (direction === undefined || ship.status !== 'active') continue;
      const to = step(ship.hex, direction);
      moves.push({ ship: ship.id, from: ship.hex, to, heading: direction });
      ship.heading = direction;
      if (onMap(ctx.state.map, to)) ship.hex = to;
      else escaped.push(ship);
    }
    emit(ctx, { type: 'ships_stepped', step: i + 1, moves });
    for (const ship of escaped) escape(ctx, ship, moves.find((m) => m.ship === ship.id)!.to);
  }
  for (const { ship } of paths) {
    if (ship.status === 'active') pull(ctx, ship);
  }
}

function escape(ctx: Ctx, ship: ShipState, beyond: ShipState['hex']): void {
  const edge = edgeBeyond(ctx.state.map, beyond) ?? 'right';
  ship.status = 'escaped';
  if (ship.design === 'freighter') ctx.state.score[ship.side] += ESCAPE_POINTS;
  emit(ctx, { type: 'ship_escaped', ship: ship.id, edge });
}

/** Applies the gravity pull (if any) to a unit that ended its movement where it stands. */
export function pull(ctx: Ctx, unit: ShipState | MissileState): void {
  const pulled = gravityPull(ctx.state.map, unit.hex);
  if (!pulled) return;
  emit(ctx, {
    type: 'gravity_pull',
    unit: unit.id,
    pull: pulled.pull,
    from: unit.hex,
    to: pulled.to,
    body: pulled.body.name,
  });
  unit.hex = pulled.to;
}

/**
 * Places the missiles of checked launches in their launchers' hexes (after the ships moved):
 * each takes one from stock and flies at its target from the next missile movement on.
 */
export function executeLaunches(ctx: Ctx, plans: readonly Plan[]): void {
  for (const launch of plans.flatMap((plan) => plan.launches)) {
    const ship = getShip(ctx.state, launch.ship);
    if (ship.status !== 'active' || ship.missiles === 0) continue;
    ship.missiles -= 1;
    const id = `M${ctx.state.nextMissile}`;
    ctx.state.nextMissile += 1;
    ctx.state.missiles.push({
      id,
      side: ship.side,
      ship: ship.id,
      target: launch.target,
      hex: ship.hex,
      heading: ship.heading,
      turnsLeft: MISSILE_ENDURANCE,
    });
    emit(ctx, {
      type: 'missile_launched',
      missile: id,
      ship: ship.id,
      target: launch.target,
      hex: ship.hex,
      stockLeft: ship.missiles,
    });
  }
}
