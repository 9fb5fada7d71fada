import {
  OFFLINE,
  WEAPON_RANGE,
  classCard,
  distanceToStand,
  fitted,
  houseRule,
  legalOrders,
  manoeuvre,
  measure,
  nearestShips,
  scenarioOf,
  type ActionOrder,
  type Position,
  type ShipState,
  type StartrekState,
} from '@broadside/rules/startrek';
import { atLeast, binomial, torpedoDie } from './odds.js';
import { phaserDice, toDestroy, volleyValue } from './value.js';

/**
 * The hard level's Star Trek action plan: every listed legal action (and dropping a cloak) is
 * given a value in victory points expected, and the best is played. Phasers go where their
 * expected hits and chance to destroy are worth most; torpedoes in flight are detonated once an
 * enemy is nearest and within reach of the dice; cloaked enemies are scanned; a cloaked ship
 * drops its cloak when it has a target, and a crippled ship cloaks when the enemy acts next;
 * a ship moves only when it has nothing in reach, an unarmed one away from the enemy.
 */

/** A detonation now is worth this much more than its dice: the target may move off. */
const TORPEDO_URGENCY = 1.3;
/** … and this much more when the enemy acts next and could move its ship off first. */
const TORPEDO_HURRY = 2;
/** A launched torpedo still needs an action to detonate. */
const LAUNCH_SHARE = 0.45;
/** A found token still needs an action to fire on. */
const SCAN_SHARE = 0.5;
/** What being in weapons range is worth per ship, against hexes still to close. */
const IN_RANGE = 0.35;

type Seat = 'A' | 'B';

function enemySeat(seat: Seat): Seat {
  return seat === 'A' ? 'B' : 'A';
}

function activeOf(state: StartrekState, side: Seat): ShipState[] {
  return state.ships.filter((s) => s.side === side && s.status === 'active');
}

/** Whether `shooter` may fire on the cloaked `target`: a scan found its real token (its own, or shared). */
function foundBy(target: ShipState, shooter: string): boolean {
  return (
    target.cloak?.scans.some((s) => s.real && (s.by === undefined || s.by === shooter)) ?? false
  );
}

/** Where a seat may believe an enemy ship is: its own stand, or each cloak token no scan ruled out. */
export function believedStands(ship: ShipState): Position[] {
  if (!ship.cloak) return [{ hex: ship.hex, heading: ship.heading }];
  const found = ship.cloak.scans.find((s) => s.real);
  if (found) return ship.cloak.tokens.filter((t) => t.id === found.token);
  const out = ship.cloak.tokens.filter(
    (t) => !ship.cloak!.scans.some((s) => s.token === t.id && !s.real),
  );
  return out.length > 0 ? out : ship.cloak.tokens;
}

function pos(ship: ShipState): Position {
  return { hex: ship.hex, heading: ship.heading };
}

/** The value of `shooter`'s phasers (with `dice` dice) at `target`. */
function phaserValue(state: StartrekState, dice: number, target: ShipState): number {
  if (dice <= OFFLINE) return 0;
  return volleyValue(state, target, binomial(dice, atLeast(target.tracks.shields)));
}

/** The best phaser volley `shooter` (firing `dice` dice from `at`) has on a visible enemy in range. */
function bestFireFrom(
  state: StartrekState,
  seat: Seat,
  at: Position,
  dice: number,
  shooter: string,
): number {
  let best = 0;
  for (const target of activeOf(state, enemySeat(seat))) {
    if (target.cloak && !foundBy(target, shooter)) continue;
    if (measure(at, pos(target)).distance > WEAPON_RANGE) continue;
    best = Math.max(best, phaserValue(state, dice, target));
  }
  return best;
}

/** The expected hits the enemy's best single volley deals `ship` (ships it could fire with). */
function threatOn(state: StartrekState, seat: Seat, ship: ShipState): number {
  let worst = 0;
  for (const enemy of activeOf(state, enemySeat(seat))) {
    if (enemy.cloak && !believedStands(enemy).length) continue;
    const dice = phaserDice(enemy);
    if (dice <= OFFLINE) continue;
    const near = believedStands(enemy).some((p) => measure(p, pos(ship)).distance <= WEAPON_RANGE);
    if (near) worst = Math.max(worst, dice * atLeast(ship.tracks.shields));
  }
  return worst;
}

/**
 * The seat's lead on victory points if the battle ended now: points scored, and the scenario's
 * survivors still on the map (Rescue's freighters).
 */
export function lead(state: StartrekState, seat: Seat): number {
  const survivors = scenarioOf(state.setup).survivors;
  let value = state.score[seat] - state.score[enemySeat(seat)];
  for (const ship of state.ships)
    if (ship.status === 'active' && survivors.includes(ship.cls))
      value += (ship.side === seat ? 1 : -1) * classCard(state.setup, ship.cls).points;
  return value;
}

/** The value to the enemy of its best phaser volley at `ship` (its chance to destroy it included). */
function exposureOf(state: StartrekState, seat: Seat, ship: ShipState): number {
  let worst = 0;
  for (const enemy of activeOf(state, enemySeat(seat))) {
    const near = believedStands(enemy).some((p) => measure(p, pos(ship)).distance <= WEAPON_RANGE);
    if (near) worst = Math.max(worst, phaserValue(state, phaserDice(enemy), ship));
  }
  return worst;
}

/** Whether the enemy acts before this seat's next action (its total after this seat drops a die). */
function enemyNext(state: StartrekState, seat: Seat): boolean {
  const mine = [...state.initiative[seat]].sort((a, b) => a - b);
  const after = mine.slice(1).reduce((a, b) => a + b, 0);
  const theirs = state.initiative[enemySeat(seat)].reduce((a, b) => a + b, 0);
  return state.initiative[enemySeat(seat)].length > 0 && theirs >= after;
}

/**
 * How well placed a ship is: an armed ship wants an enemy within weapons range (best near the
 * middle of it, so a move of the enemy does not take it out), closing from farther; an unarmed
 * one wants to be out of the reach of enemy phasers.
 */
function placeScore(state: StartrekState, seat: Seat, ship: ShipState, at: Position): number {
  const enemies = activeOf(state, enemySeat(seat));
  const stands = enemies.flatMap((e) => believedStands(e).map((p) => ({ e, p })));
  if (stands.length === 0) return 0;
  const card = classCard(state.setup, ship.cls);
  if (!fitted(card, 'phasers') || (ship.tracks.phasers <= OFFLINE && !ship.cloak)) {
    let score = 0;
    for (const { e, p } of stands) {
      if (phaserDice(e) <= OFFLINE) continue;
      const d = measure(p, at).distance;
      score -= (d <= WEAPON_RANGE + 3 ? 1 : 0) / believedStands(e).length;
      score += Math.min(d, 15) * 0.01;
    }
    return score;
  }
  const d = Math.min(...stands.map(({ p }) => measure(at, p).distance));
  // Ahead on points, the side waits for the enemy to come into its range instead.
  if (lead(state, seat) > 0) return d <= WEAPON_RANGE ? 0 : -0.01 * Math.max(0, d - 12);
  if (d <= WEAPON_RANGE) return IN_RANGE - 0.01 * Math.abs(d - 5);
  return -0.03 * (d - WEAPON_RANGE);
}

/** The value of one action order for the seat. */
export function actionValue(state: StartrekState, seat: Seat, order: ActionOrder): number {
  const ship = 'ship' in order ? state.ships.find((s) => s.id === order.ship) : undefined;
  switch (order.type) {
    case 'pass':
      return order.drop === undefined ? 0 : -0.01;
    case 'fire': {
      const target = state.ships.find((s) => s.id === order.target)!;
      const area = areaFor(target);
      return phaserValue(state, ship!.tracks.phasers, target) - (order.area === area ? 0 : 0.001);
    }
    case 'detonate': {
      const torpedo = state.torpedoes.find((t) => t.id === order.torpedo)!;
      const nearest = nearestShips(state, torpedo.hex);
      const target = order.target ? nearest.find((s) => s.id === order.target)! : nearest[0]!;
      if (target.side === seat) return -1;
      const d = distanceToStand(torpedo.hex, pos(target));
      const p = torpedoDie(d, houseRule(state.setup, 'torpedo_falloff'));
      const value =
        volleyValue(state, target, binomial(torpedo.dice, p)) *
        (enemyNext(state, seat) ? TORPEDO_HURRY : TORPEDO_URGENCY);
      return value - (order.area === areaFor(target) ? 0 : 0.001);
    }
    case 'launch': {
      const target = state.ships.find((s) => s.id === order.target)!;
      // An own ship as near the torpedo as the target could take the blast.
      const own = activeOf(state, seat).filter((s) => !s.cloak);
      const mine = Math.min(99, ...own.map((s) => distanceToStand(order.hex, pos(s))));
      if (mine <= 2) return -1;
      const dice = classCard(state.setup, ship!.cls).torpedoDice;
      const p = torpedoDie(1, houseRule(state.setup, 'torpedo_falloff'));
      return LAUNCH_SHARE * volleyValue(state, target, binomial(dice, p)) + 0.0001 * mine;
    }
    case 'scan': {
      const target = state.ships.find(
        (s) => s.side !== seat && s.cloak?.tokens.some((t) => t.id === order.token),
      )!;
      const cloak = target.cloak!;
      if (foundBy(target, ship!.id)) return -1;
      const candidates = believedStands(target);
      const token = cloak.tokens.find((t) => t.id === order.token)!;
      if (!candidates.some((c) => c === token)) return -1;
      const success = 1 - (1 - atLeast(target.tracks.cloak)) ** ship!.tracks.detectCloak;
      const fire = phaserValue(state, ship!.tracks.phasers, { ...target, cloak: null });
      return (SCAN_SHARE * success * fire) / candidates.length;
    }
    case 'cloak': {
      if (!enemyNext(state, seat)) return -1;
      // The enemy's next volley at the ship is what the cloak saves; the action it costs is a
      // volley of the ship's own, unless the side is ahead and only needs to keep its lead.
      const exposure = exposureOf(state, seat, ship!);
      if (exposure === 0) return -1;
      const own = bestFireFrom(state, seat, pos(ship!), ship!.tracks.phasers, ship!.id);
      return lead(state, seat) > 0 ? exposure : exposure - own;
    }
    case 'warp':
      return warpValue(state, seat, ship!);
    case 'move': {
      const end = manoeuvre(pos(ship!), order).end;
      return placeScore(state, seat, ship!, end) - placeScore(state, seat, ship!, pos(ship!));
    }
    case 'move_cloaked': {
      const first = order.tokens[0]!;
      const token = ship!.cloak!.tokens.find((t) => t.id === first.token)!;
      const end = manoeuvre(token, { ...first, band: order.band }).end;
      return placeScore(state, seat, ship!, end) - placeScore(state, seat, ship!, token);
    }
    default:
      return -1;
  }
}

/**
 * Going to warp gives the enemy half the ship's points instead of all of them: worth it for a
 * ship the enemy's remaining volleys would likely destroy, unless it is the side's last ship
 * and leaving would lose the battle on points anyway.
 */
function warpValue(state: StartrekState, seat: Seat, ship: ShipState): number {
  const threat = threatOn(state, seat, ship);
  const volleys = Math.max(2, state.initiative[enemySeat(seat)].length);
  if (threat * volleys < toDestroy(ship) + 1) return -1;
  const points = classCard(state.setup, ship.cls).points;
  if (lead(state, seat) - Math.ceil(points / 2) <= 0) return -1;
  return points / 2;
}

/** Where hits past the shields hurt most: the weapons while the target has any, else its systems. */
export function areaFor(target: ShipState): 'weapons' | 'systems' {
  return target.tracks.phasers > OFFLINE || target.tracks.torpedoes > OFFLINE
    ? 'weapons'
    : 'systems';
}

/**
 * A cloaked own ship worth uncovering now: the value of its best volley once its cloak's points
 * are back in the phasers, unless the enemy could nearly destroy it.
 */
function decloakValue(state: StartrekState, seat: Seat, ship: ShipState): number {
  const fire = bestFireFrom(state, seat, pos(ship), phaserDice(ship), ship.id);
  if (fire === 0) return -1;
  const room = toDestroy(ship);
  const threat = threatOn(state, seat, ship);
  if (2 * threat >= room) return -1;
  return fire - 0.05;
}

/** The best action of the seat with its value, or `null` when it owes none. */
export function planAction(
  state: StartrekState,
  seat: Seat,
  deadline: () => boolean = () => false,
): { order: unknown; value: number } | null {
  const listed = legalOrders(state, seat);
  let best: { order: unknown; value: number } | null = null;
  for (const order of listed) {
    if (order.type === 'concede' || order.type === 'decloak') continue;
    if (best && deadline()) break;
    const value = actionValue(state, seat, order as ActionOrder);
    if (!best || value > best.value) best = { order, value };
  }
  for (const ship of activeOf(state, seat)) {
    if (!ship.cloak) continue;
    const value = decloakValue(state, seat, ship);
    if (best && value > best.value) best = { order: { type: 'decloak', ship: ship.id }, value };
  }
  return best;
}
