import { ok, type Result } from '../core/result.js';
import { inBounds } from '../hex/map.js';
import { BAND_HEXES, fitted, TRACK_MAX } from './cards.js';
import { classCard } from './own-cards.js';
import { reject } from './errors.js';
import {
  BOARDING_RANGE,
  WEAPON_RANGE,
  distanceToStand,
  measure,
  moveProblem,
  onAsteroid,
  type Manoeuvre,
  type Position,
} from './geometry.js';
import type { ActionOrder } from './orders.js';
import { allowedBands, enemyToken, online, positionOf, realFound, visibleShips } from './rules.js';
import { scenarioOf } from './custom.js';
import { type Seat } from './scenarios.js';
import { findShip, type ShipState, type StartrekState } from './state.js';

type Path = (string | number)[];

/** The seat's own ship on the map, or the error naming why not. */
export function ownShip(state: StartrekState, seat: Seat, id: string, path: Path) {
  const ship = findShip(state, id);
  if (!ship) return reject('order/unknown_ship', `No ship ${id}.`, path);
  if (ship.side !== seat) return reject('order/not_your_ship', `${id} is not your ship.`, path);
  if (ship.status !== 'active')
    return reject('order/ship_not_in_play', `${id} is not on the map (${ship.status}).`, path);
  return ok(ship);
}

/** The seat's own uncloaked ship on the map. */
function uncloaked(state: StartrekState, seat: Seat, id: string, path: Path) {
  const ship = ownShip(state, seat, id, path);
  if (ship.ok && ship.value.cloak) return reject('order/cloaked', `${id} is cloaked.`, path);
  return ship;
}

/** An enemy ship on the map, or `order/invalid_target`. */
function enemy(state: StartrekState, seat: Seat, id: string, cloakOk: boolean) {
  const target = findShip(state, id);
  if (!target || target.side === seat || target.status !== 'active' || (target.cloak && !cloakOk))
    return reject('order/invalid_target', `${id} is not an enemy ship you can target.`, ['target']);
  return ok(target);
}

function offline(ship: ShipState, track: Parameters<typeof online>[1]) {
  return online(ship, track)
    ? null
    : reject('order/offline', `${ship.id}'s ${track} track is Offline.`, ['ship']);
}

/** Checks one manoeuvre of a ship or token from `from`. */
function checkManoeuvre(
  state: StartrekState,
  ship: ShipState,
  from: Position,
  m: Manoeuvre,
  path: Path,
) {
  const turn = classCard(state.setup, ship.cls).turn;
  if (Math.abs(m.turn) > turn || m.turnAt > BAND_HEXES[m.band])
    return reject(
      'order/bad_turn',
      `${ship.id} turns at most ${turn} hexside(s), within its ${BAND_HEXES[m.band]} hexes.`,
      path,
    );
  const problem = moveProblem(state.map, from, m);
  if (problem === 'off_map') return reject('order/off_map', 'The move leaves the map.', path);
  if (problem === 'asteroid')
    return reject('order/asteroid', 'The move ends on an asteroid.', path);
  return ok(undefined);
}

function checkBand(state: StartrekState, ship: ShipState, band: ActionOrder & { band: string }) {
  if (!online(ship, 'engines')) return offline(ship, 'engines');
  if (!allowedBands(ship, classCard(state.setup, ship.cls)).includes(band.band as 'short'))
    return reject('order/band_too_long', `${ship.id} cannot move ${band.band} now.`, ['band']);
  return null;
}

/**
 * The rules of an action for `seat` in `state` (not its initiative die): every error code the
 * action can have. Used when it is checked and again when a simultaneous pair is resolved.
 */
export function checkAction(state: StartrekState, seat: Seat, order: ActionOrder): Result<void> {
  switch (order.type) {
    case 'pass':
      return ok(undefined);
    case 'move': {
      const ship = uncloaked(state, seat, order.ship, ['ship']);
      if (!ship.ok) return ship;
      return (
        checkBand(state, ship.value, order) ??
        checkManoeuvre(state, ship.value, positionOf(ship.value), order, [])
      );
    }
    case 'move_cloaked': {
      const ship = ownShip(state, seat, order.ship, ['ship']);
      if (!ship.ok) return ship;
      const cloak = ship.value.cloak;
      if (!cloak) return reject('order/not_cloaked', `${order.ship} is not cloaked.`, ['ship']);
      const banned = checkBand(state, ship.value, order);
      if (banned) return banned;
      const named = order.tokens.map((t) => t.token);
      if (
        named.length !== cloak.tokens.length ||
        new Set(named).size !== named.length ||
        !cloak.tokens.every((t) => named.includes(t.id))
      )
        return reject('order/bad_tokens', `Give each of ${order.ship}'s tokens once.`, ['tokens']);
      for (const [i, move] of order.tokens.entries()) {
        const token = cloak.tokens.find((t) => t.id === move.token)!;
        const checked = checkManoeuvre(state, ship.value, token, { ...move, band: order.band }, [
          'tokens',
          i,
        ]);
        if (!checked.ok) return checked;
      }
      return ok(undefined);
    }
    case 'fire': {
      const ship = uncloaked(state, seat, order.ship, ['ship']);
      if (!ship.ok) return ship;
      const down = offline(ship.value, 'phasers');
      if (down) return down;
      const target = enemy(state, seat, order.target, true);
      if (!target.ok) return target;
      if (target.value.cloak && !realFound(target.value, order.ship))
        return reject(
          'order/not_scanned',
          `${order.target} is cloaked: ${order.ship} must find its real token with a scan of its own first.`,
          ['target'],
        );
      return inRange(ship.value, positionOf(target.value), WEAPON_RANGE);
    }
    case 'launch': {
      const ship = uncloaked(state, seat, order.ship, ['ship']);
      if (!ship.ok) return ship;
      const down = offline(ship.value, 'torpedoes');
      if (down) return down;
      const target = enemy(state, seat, order.target, false);
      if (!target.ok) return target;
      const range = inRange(ship.value, positionOf(target.value), WEAPON_RANGE);
      if (!range.ok) return range;
      const h = order.hex;
      if (
        !inBounds(state.map, h) ||
        onAsteroid(state.map, h) ||
        distanceToStand(h, positionOf(target.value)) !== 1
      )
        return reject('order/bad_hex', 'Place the torpedo on the map next to the target.', ['hex']);
      return ok(undefined);
    }
    case 'detonate': {
      const torpedo = state.torpedoes.find((t) => t.id === order.torpedo);
      if (!torpedo)
        return reject('order/unknown_torpedo', `No torpedo ${order.torpedo}.`, ['torpedo']);
      if (torpedo.side !== seat)
        return reject('order/not_your_torpedo', `${order.torpedo} is not yours.`, ['torpedo']);
      const nearest = nearestShips(state, torpedo.hex);
      if (nearest.length === 0) return reject('order/no_target', 'No ship to hit.', ['torpedo']);
      if (order.target !== undefined && !nearest.some((s) => s.id === order.target))
        return reject('order/not_nearest', `${order.target} is not nearest the torpedo.`, [
          'target',
        ]);
      return ok(undefined);
    }
    case 'cloak': {
      const ship = uncloaked(state, seat, order.ship, ['ship']);
      if (!ship.ok) return ship;
      if (!fitted(classCard(state.setup, ship.value.cls), 'cloak') || cloakAfter(ship.value) < 2)
        return reject('order/no_cloak', `${order.ship} cannot cloak.`, ['ship']);
      return ok(undefined);
    }
    case 'scan': {
      const ship = uncloaked(state, seat, order.ship, ['ship']);
      if (!ship.ok) return ship;
      const down = offline(ship.value, 'detectCloak');
      if (down) return down;
      const found = enemyToken(state, seat, order.token);
      if (!found) return reject('order/unknown_token', `No enemy token ${order.token}.`, ['token']);
      return inRange(ship.value, found.token, WEAPON_RANGE);
    }
    case 'warp': {
      const ship = ownShip(state, seat, order.ship, ['ship']);
      if (!ship.ok) return ship;
      if (scenarioOf(state.setup).noWarp.includes(ship.value.cls))
        return reject('order/no_warp', `${order.ship} cannot go to warp here.`, ['ship']);
      return offline(ship.value, 'engines') ?? ok(undefined);
    }
    case 'board': {
      if (!state.setup.boarding) return reject('order/option_off', 'Boarding is off.');
      const ship = uncloaked(state, seat, order.ship, ['ship']);
      if (!ship.ok) return ship;
      const down = offline(ship.value, 'transporters');
      if (down) return down;
      const target = enemy(state, seat, order.target, false);
      if (!target.ok) return target;
      return inRange(ship.value, positionOf(target.value), BOARDING_RANGE);
    }
    case 'assault': {
      if (!state.setup.boarding) return reject('order/option_off', 'Boarding is off.');
      const target = enemy(state, seat, order.target, true);
      if (!target.ok) return target;
      if (!state.boarders.some((b) => b.side === seat && b.ship === order.target))
        return reject('order/no_boarders', `No party of yours aboard ${order.target}.`, ['target']);
      return ok(undefined);
    }
  }
}

function inRange(ship: ShipState, to: Position, range: number): Result<void> {
  const d = measure(positionOf(ship), to).distance;
  return d <= range
    ? ok(undefined)
    : reject('order/out_of_range', `The target is ${d} hexes away; range is ${range}.`, ['target']);
}

/** The Cloak track after cloaking: raised by what the phasers give up, at most 6. */
export function cloakAfter(ship: ShipState): number {
  return Math.min(TRACK_MAX, ship.tracks.cloak + ship.tracks.phasers - 1);
}

/** The uncloaked ships (either side) nearest a hex, in state order. */
export function nearestShips(state: StartrekState, h: Position['hex']): ShipState[] {
  const ships = visibleShips(state);
  const best = Math.min(...ships.map((s) => distanceToStand(h, positionOf(s))));
  return ships.filter((s) => distanceToStand(h, positionOf(s)) === best);
}
