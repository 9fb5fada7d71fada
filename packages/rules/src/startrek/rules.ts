import {
  AREA_TRACKS,
  BAND_HEXES,
  BANDS,
  OFFLINE,
  TRACKS,
  type Area,
  type Band,
  type ShipClass,
  type Track,
} from './cards.js';
import type { Position } from './geometry.js';
import { type ShipState, type StartrekState, type Token } from './state.js';

/** Small rules shared by checking, resolving and listing orders. */

/** A track above 1 works; at 1 it is Offline. */
export function online(ship: ShipState, track: Track): boolean {
  return ship.tracks[track] > OFFLINE;
}

/** The longest band engines allow: 6 Long, 4–5 Medium, 2–3 Short, Offline none. */
export function engineBand(engines: number): Band | null {
  if (engines >= 6) return 'long';
  if (engines >= 4) return 'medium';
  if (engines >= 2) return 'short';
  return null;
}

/** The bands a ship may move now: up to its card's band and its engines' band. */
export function allowedBands(
  ship: Pick<ShipState, 'tracks'>,
  card: Pick<ShipClass, 'move'>,
): Band[] {
  const byEngines = engineBand(ship.tracks.engines);
  if (!byEngines) return [];
  const limit = Math.min(BAND_HEXES[byEngines], BAND_HEXES[card.move]);
  return BANDS.filter((b) => BAND_HEXES[b] <= limit);
}

/** Where a ship stands (for a cloaked ship: its real token). */
export function positionOf(ship: ShipState): Position {
  return { hex: ship.hex, heading: ship.heading };
}

/** Points a ship can still lose before it is destroyed: the sum of its tracks above 1. */
export function capacity(ship: ShipState): number {
  return TRACKS.reduce((sum, t) => sum + ship.tracks[t] - OFFLINE, 0);
}

/**
 * The sub-systems that may take the next hit in `area`: its tracks above 1; when none is left
 * there, any track above 1 (the hit must be taken somewhere).
 */
export function eligibleSystems(ship: ShipState, area: Area): Track[] {
  const inArea = AREA_TRACKS[area].filter((t) => online(ship, t));
  return inArea.length > 0 ? inArea : TRACKS.filter((t) => online(ship, t));
}

/** The cloak token with this id among enemy ships of `seat`, with its ship. */
export function enemyToken(
  state: StartrekState,
  seat: ShipState['side'],
  token: string,
): { ship: ShipState; token: Token } | null {
  for (const ship of state.ships) {
    if (ship.side === seat || ship.status !== 'active' || !ship.cloak) continue;
    const found = ship.cloak.tokens.find((t) => t.id === token);
    if (found) return { ship, token: found };
  }
  return null;
}

/** Uncloaked ships on the map, either side: what a torpedo can hit. */
export function visibleShips(state: StartrekState): ShipState[] {
  return state.ships.filter((s) => s.status === 'active' && !s.cloak);
}

/**
 * Whether `shooter` may fire on the cloaked ship `target`: a scan found its real token, made by
 * `shooter` itself or, when scans are shared (a scan that names no ship), by any ship of its side.
 */
export function realFound(target: ShipState, shooter: string): boolean {
  return (
    target.cloak?.scans.some((s) => s.real && (s.by === undefined || s.by === shooter)) ?? false
  );
}
