import { distance, neighbor, oppositeFacing, type Hex } from '@broadside/rules';
import { HULLS, type StarfireState, type UnitState } from '@broadside/rules/starfire';
import { pointsToKill, fragility } from './durability.js';
import { edgeRoom, nearest, offBow } from './geometry.js';
import { armament, damageOut, quickShot, shotValue } from './threat.js';

/** Extra weight of damage dealt to the swarm's chosen target. */
const FOCUS_WEIGHT = 1.5;
/** Weight of expected damage taken against damage dealt. */
const IN_WEIGHT = 0.8;
/** Laser range (Weapon Chart: lasers fire out to 6 hexes). */
const LASER_REACH = 6;
/** Hexes behind the target's stern the swarm closes on: straight behind, in its blindspot. */
const STERN_DEPTH = 2;
/** Hexes a swarm ship may stray from its nearest friend before it counts against it. */
const COHESION = 2;

/** Statuses of a unit still in the battle (placed, or yet to be). */
const IN_PLAY = new Set(['on_map', 'undeployed', 'waiting_transit']);

/** Units of `side` (`own`) or of its enemies that fight: in play, not freighters. */
function fighters(state: StarfireState, side: string, own: boolean): UnitState[] {
  return state.units.filter(
    (u) => (u.side === side) === own && IN_PLAY.has(u.status) && HULLS[u.hull].kind !== 'freighter',
  );
}

/**
 * True when `side` fights as a swarm: at least two ships and at least as many as the enemy, each
 * of them at most half the size (hull spaces) of the smallest enemy. Raiders (scenario 5): six
 * corvettes of 16 HS against two heavy cruisers of 60.
 */
export function isSwarm(state: StarfireState, side: string): boolean {
  const own = fighters(state, side, true);
  const enemies = fighters(state, side, false);
  if (own.length < 2 || enemies.length === 0 || own.length < enemies.length) return false;
  const biggest = Math.max(...own.map((u) => HULLS[u.hull].hullSpaces));
  const smallest = Math.min(...enemies.map((u) => HULLS[u.hull].hullSpaces));
  return biggest * 2 <= smallest;
}

/**
 * Damage points that destroy `target` with lasers alone, which pass over shields (Damage): its
 * points to destroy less its shields.
 */
export function laserPointsToKill(state: StarfireState, target: UnitState): number {
  const { points, shields } = pointsToKill(state, target);
  return points - shields;
}

/**
 * The enemy the whole swarm closes on and fires at: the one nearest destruction by lasers, the
 * lowest id on a tie. It depends on the enemy's damage only, never on where one swarm ship
 * stands, so every ship of the swarm picks the same one.
 */
export function focusOf(state: StarfireState, enemies: readonly UnitState[]): UnitState | null {
  let best: { unit: UnitState; points: number } | null = null;
  for (const unit of enemies) {
    const points = laserPointsToKill(state, unit);
    if (!best || points < best.points || (points === best.points && unit.id < best.unit.id))
      best = { unit, points };
  }
  return best?.unit ?? null;
}

/** The hex `depth` hexes straight behind a ship: in its blindspot (Geometry: Arcs). */
export function sternHex(unit: UnitState, depth = STERN_DEPTH): Hex | null {
  if (!unit.hex || !unit.facing) return null;
  let hex = unit.hex;
  for (let i = 0; i < depth; i += 1) hex = neighbor(hex, oppositeFacing(unit.facing));
  return hex;
}

/**
 * Expected damage `unit` takes next combat phase from `enemy`, with the enemy's fire shared out
 * among the swarm: each enemy weapon's damage on `unit`, times `unit`'s share of that weapon's
 * expected damage on every swarm ship it bears on. A ship that goes in with its friends takes
 * a part of the fire; one that goes in alone takes it all.
 */
export function sharedDamageIn(
  state: StarfireState,
  enemy: UnitState,
  unit: UnitState,
  friends: readonly UnitState[],
): number {
  if (!enemy.hex || !enemy.facing || !unit.hex) return 0;
  const { weapons, sensors, base } = armament(state, enemy);
  let total = 0;
  for (const weapon of weapons) {
    const shot = (target: UnitState) =>
      shotValue(quickShot(enemy, weapon.code, weapon.restricted, target, sensors, base));
    const mine = shot(unit);
    if (mine === 0) continue;
    let all = mine;
    for (const friend of friends) all += shot(friend);
    total += (mine * mine) / all;
  }
  return total;
}

/**
 * The hard level's swarm (see {@link isSwarm}): how good it is for one small ship to stand where
 * it stands. Damage dealt counts more on the chosen target (focus fire) and on ships near
 * destruction; damage taken counts only the ship's share of the enemy's fire (so ships go in
 * together, not one by one), more as the ship nears destruction. Out of laser reach of the
 * target it closes on the hex behind the target's stern, where the target cannot fire back
 * (Geometry: Arcs, blindspot) and lasers, which pass over shields (Damage), strike armour; and it
 * keeps near its friends.
 */
export function swarmStanding(
  state: StarfireState,
  unit: UnitState,
  enemies: readonly UnitState[],
): number {
  const hex = unit.hex;
  const facing = unit.facing;
  if (!hex || !facing) return 0;
  const focus = focusOf(state, enemies);
  const friends = fighters(state, unit.side, true).filter(
    (u) => u.id !== unit.id && u.status === 'on_map' && u.hex !== null,
  );
  const out = damageOut(
    state,
    unit,
    enemies,
    (t) => fragility(state, t) * (t.id === focus?.id ? FOCUS_WEIGHT : 1),
  );
  let taken = 0;
  for (const enemy of enemies) taken += sharedDamageIn(state, enemy, unit, friends);
  let score = out - IN_WEIGHT * taken * fragility(state, unit);
  if (focus?.hex && distance(hex, focus.hex) > LASER_REACH) {
    const stern = sternHex(focus) ?? focus.hex;
    score -= 0.3 * distance(hex, stern) + 0.4 * offBow(hex, facing, focus.hex);
  }
  const near = nearest(hex, friends);
  if (near) score -= 0.2 * Math.max(0, near.distance - COHESION);
  if (edgeRoom(state, hex) < 2) score -= 1;
  return score;
}
