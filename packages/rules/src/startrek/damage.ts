import type { Area, Track } from './cards.js';
import { classCard } from './own-cards.js';
import { emit, roll, type Ctx } from './context.js';
import type { Die } from './events.js';
import { positionOf, capacity, eligibleSystems } from './rules.js';
import { enemyOf } from './scenarios.js';
import { getShip, type Allocation, type ShipState } from './state.js';

/** Hits rolled against a ship, before they are applied. */
export interface Strike {
  target: string;
  hits: number;
  area: Area;
  source: Allocation['source'];
  by: string;
  /** Phasers and torpedoes hit the shields first; an assault goes straight to the systems. */
  throughShields: boolean;
}

/** Destroys a ship: the enemy scores its points. */
export function destroy(ctx: Ctx, ship: ShipState): void {
  const to = enemyOf(ship.side);
  const points = classCard(ctx.state.setup, ship.cls).points;
  ship.status = 'destroyed';
  ship.cloak = null;
  ctx.state.score[to] += points;
  ctx.state.boarders = ctx.state.boarders.filter((b) => b.ship !== ship.id);
  emit(ctx, { type: 'ship_destroyed', ship: ship.id, points, to });
}

/**
 * Applies a strike: shields drop by the hits but never below 1; what is left spills into the
 * systems, owed as an allocation by the defender. Returns that allocation, if any.
 */
export function applyStrike(ctx: Ctx, strike: Strike): Allocation | null {
  const ship = getShip(ctx.state, strike.target);
  if (ship.status !== 'active' || strike.hits === 0) return null;
  let spill = strike.hits;
  if (strike.throughShields) {
    const before = ship.tracks.shields;
    const drop = Math.min(strike.hits, before - 1);
    ship.tracks.shields = before - drop;
    spill = strike.hits - drop;
    emit(ctx, {
      type: 'shields_hit',
      ship: ship.id,
      hits: strike.hits,
      shieldsBefore: before,
      shieldsAfter: ship.tracks.shields,
      spill,
    });
  }
  if (spill === 0) return null;
  const { area, source, by } = strike;
  return { seat: ship.side, ship: ship.id, area, hits: spill, source, by };
}

/**
 * Drops allocations of ships no longer on the map, and destroys a ship owed more hits than its
 * tracks can take (a hit must be taken and no track above 1 is left). Returns what is still owed.
 */
export function settleAllocations(ctx: Ctx, owed: readonly Allocation[]): Allocation[] {
  const left: Allocation[] = [];
  for (const item of owed) {
    const ship = getShip(ctx.state, item.ship);
    if (ship.status !== 'active') continue;
    if (left.some((a) => a.ship === ship.id) || capacity(ship) >= item.hits) left.push(item);
    else destroy(ctx, ship);
  }
  return left.filter((a) => getShip(ctx.state, a.ship).status === 'active');
}

/** Marks the hits on the chosen sub-systems; a cloak knocked Offline drops at once. */
export function applySystems(
  ctx: Ctx,
  item: Allocation,
  systems: readonly Track[],
  timeout: boolean,
  dice?: Die[],
): void {
  const ship = getShip(ctx.state, item.ship);
  for (const system of systems) ship.tracks[system] -= 1;
  emit(ctx, {
    type: 'systems_hit',
    ship: ship.id,
    area: item.area,
    systems: [...systems],
    timeout,
    ...(dice ? { dice } : {}),
  });
  if (ship.cloak && ship.tracks.cloak <= 1) decloak(ctx, ship, true);
}

/** Timeout: each hit goes to a sub-system picked by a die with one face per eligible track. */
export function randomAllocation(ctx: Ctx, item: Allocation): { systems: Track[]; dice: Die[] } {
  const ship = getShip(ctx.state, item.ship);
  const tracks = { ...ship.tracks };
  const systems: Track[] = [];
  const dice: Die[] = [];
  for (let i = 0; i < item.hits; i += 1) {
    const allowed = eligibleSystems({ ...ship, tracks }, item.area);
    let pick = allowed[0] as Track;
    if (allowed.length > 1) {
      const die = roll(ctx, allowed.length);
      dice.push(die);
      pick = allowed[die.value - 1] as Track;
    }
    systems.push(pick);
    tracks[pick] -= 1;
  }
  return { systems, dice };
}

/**
 * Drops a cloak (no action): the ship reappears on its real token, and the Cloak track goes back
 * into the phasers (at most 6). `forced`: the cloak went Offline.
 */
export function decloak(ctx: Ctx, ship: ShipState, forced: boolean): void {
  const cloak = ship.cloak;
  if (!cloak) return;
  const token = cloak.tokens.find((t) => t.id === cloak.real)!;
  ship.hex = token.hex;
  ship.heading = token.heading;
  ship.tracks.phasers = Math.min(6, ship.tracks.phasers + ship.tracks.cloak - 1);
  ship.tracks.cloak = 1;
  ship.cloak = null;
  emit(ctx, {
    type: 'ship_decloaked',
    ship: ship.id,
    token: token.id,
    at: positionOf(ship),
    phasers: ship.tracks.phasers,
    cloak: ship.tracks.cloak,
    forced,
  });
}
