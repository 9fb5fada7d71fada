import { facingAt, neighbor } from '../hex/facing.js';
import { distance, hexEquals, type Hex } from '../hex/hex.js';
import { inBounds } from '../hex/map.js';
import { BAND_HEXES, type Band } from './cards.js';

/**
 * Stands on hexes. A ship's stand covers two hexes: its fore hex (`hex`) and the aft hex right
 * behind it, against its heading 0–5 (0 up, then clockwise). Cloak tokens are placed the same way.
 */

/** Weapons range of phasers, torpedo launches and scans: Long (9 hexes). */
export const WEAPON_RANGE = BAND_HEXES.long;
/** Transporter range of the boarding option: Short (3 hexes). */
export const BOARDING_RANGE = BAND_HEXES.short;

/** Where a stand is: fore hex and heading. */
export interface Position {
  readonly hex: Hex;
  readonly heading: number;
}

/** The hex one step from `h` in direction 0–5. */
export function step(h: Hex, direction: number): Hex {
  return neighbor(h, facingAt(direction));
}

/** A heading normalised to 0–5. */
export function wrap(heading: number): number {
  return ((heading % 6) + 6) % 6;
}

/** The aft hex of a stand: one step behind the fore hex. */
export function aftHex(p: Position): Hex {
  return step(p.hex, p.heading + 3);
}

/** The two hexes of a stand, fore first. */
export function standHexes(p: Position): [Hex, Hex] {
  return [p.hex, aftHex(p)];
}

/** The shortest distance and the arc of `from` it is measured from. */
export interface Measure {
  readonly distance: number;
  readonly arc: 'fore' | 'aft';
}

/**
 * Basics: the shortest of the four distances fore–fore, fore–aft, aft–fore and aft–aft, and the
 * arc (the end of `from`) it starts from. A tie goes to the fore arc.
 */
export function measure(from: Position, to: Position): Measure {
  const [ff, fa] = standHexes(from);
  const targets = standHexes(to);
  const fore = Math.min(...targets.map((t) => distance(ff, t)));
  const aft = Math.min(...targets.map((t) => distance(fa, t)));
  return aft < fore ? { distance: aft, arc: 'aft' } : { distance: fore, arc: 'fore' };
}

/** Distance from a single hex (a torpedo) to the nearer hex of a stand. */
export function distanceToStand(h: Hex, p: Position): number {
  const [fore, aft] = standHexes(p);
  return Math.min(distance(h, fore), distance(h, aft));
}

/** A move: the full band, one turn of `turn` hexsides after `turnAt` hexes. */
export interface Manoeuvre {
  readonly band: Band;
  readonly turnAt: number;
  readonly turn: number;
}

/**
 * The fore hexes a move passes and where it ends: `turnAt` hexes ahead, a pivot on the fore hex
 * of `turn` hexsides (positive clockwise), then the rest of the band ahead on the new heading.
 */
export function manoeuvre(from: Position, m: Manoeuvre): { path: Hex[]; end: Position } {
  let at = from.hex;
  let heading = from.heading;
  const path: Hex[] = [];
  const length = BAND_HEXES[m.band];
  for (let i = 0; i <= length; i += 1) {
    if (i === m.turnAt) heading = wrap(heading + m.turn);
    if (i === length) break;
    at = step(at, heading);
    path.push(at);
  }
  return { path, end: { hex: at, heading } };
}

/** The map a game is played on: its size and the asteroid hexes of the scenery option. */
export interface StarMap {
  columns: number;
  rows: number;
  asteroids: Hex[];
}

/** True when the hex is on an asteroid. */
export function onAsteroid(map: StarMap, h: Hex): boolean {
  return map.asteroids.some((a) => hexEquals(a, h));
}

/** Why a move is not allowed on this map, or `null`: every hex on the map, no stand on an asteroid. */
export function moveProblem(
  map: StarMap,
  from: Position,
  m: Manoeuvre,
): 'off_map' | 'asteroid' | null {
  const { path, end } = manoeuvre(from, m);
  const stand = standHexes(end);
  if (![...path, ...stand].every((h) => inBounds(map, h))) return 'off_map';
  if (stand.some((h) => onAsteroid(map, h))) return 'asteroid';
  return null;
}
