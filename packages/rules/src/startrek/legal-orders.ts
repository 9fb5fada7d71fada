import { hexKey, type Hex } from '../hex/hex.js';
import {
  AREAS,
  BAND_HEXES,
  TRACKS,
  fitted,
  type Band,
  type ShipClass,
  type Track,
} from './cards.js';
import { checkAction, nearestShips } from './check-actions.js';
import { checkAllocation, checkTransfers } from './check.js';
import { standHexes, step, type Manoeuvre } from './geometry.js';
import type { ActionOrder, StartrekOrder } from './orders.js';
import { classCard } from './own-cards.js';
import { owedBy } from './pending.js';
import { allowedBands, eligibleSystems } from './rules.js';
import { enemyOf, isSeat, type Seat } from './scenarios.js';
import { activeShips, type Allocation, type ShipState, type StartrekState } from './state.js';

/** Every manoeuvre of a band for a ship card: straight, and each turn after each hex. */
export function manoeuvres(card: Pick<ShipClass, 'turn'>, band: Band): Manoeuvre[] {
  const list: Manoeuvre[] = [{ band, turnAt: 0, turn: 0 }];
  const limit = card.turn;
  for (let turn = -limit; turn <= limit; turn += 1) {
    if (turn === 0) continue;
    for (let turnAt = 0; turnAt <= BAND_HEXES[band]; turnAt += 1) list.push({ band, turnAt, turn });
  }
  return list;
}

function hexesNextTo(ship: ShipState): Hex[] {
  const seen = new Map<string, Hex>();
  for (const h of standHexes(ship))
    for (let d = 0; d < 6; d += 1) {
      const n = step(h, d);
      seen.set(hexKey(n), n);
    }
  return [...seen.values()];
}

/** Candidate actions for one ship, before checking. */
function shipActions(state: StartrekState, seat: Seat, ship: ShipState): ActionOrder[] {
  const id = ship.id;
  const enemies = activeShips(state, enemyOf(seat));
  const out: ActionOrder[] = [];
  const card = classCard(state.setup, ship.cls);
  for (const band of allowedBands(ship, card)) {
    for (const m of manoeuvres(card, band)) {
      if (!ship.cloak) out.push({ type: 'move', ship: id, ...m });
      else
        out.push({
          type: 'move_cloaked',
          ship: id,
          band,
          tokens: ship.cloak.tokens.map((t) => ({ token: t.id, turnAt: m.turnAt, turn: m.turn })),
        });
    }
  }
  for (const enemy of enemies) {
    for (const area of AREAS) out.push({ type: 'fire', ship: id, target: enemy.id, area });
    for (const hex of hexesNextTo(enemy))
      out.push({ type: 'launch', ship: id, target: enemy.id, hex });
    for (const token of enemy.cloak?.tokens ?? [])
      out.push({ type: 'scan', ship: id, token: token.id });
    out.push({ type: 'board', ship: id, target: enemy.id });
  }
  out.push({ type: 'cloak', ship: id }, { type: 'warp', ship: id });
  return out;
}

/** Every action the seat may take now (each listed with its default die). */
function actionOrders(state: StartrekState, seat: Seat): ActionOrder[] {
  const out: ActionOrder[] = [{ type: 'pass' }];
  for (const value of [...new Set(state.initiative[seat])].sort().slice(1))
    out.push({ type: 'pass', drop: value });
  for (const ship of activeShips(state, seat)) out.push(...shipActions(state, seat, ship));
  for (const torpedo of state.torpedoes.filter((t) => t.side === seat)) {
    const nearest = nearestShips(state, torpedo.hex);
    for (const area of AREAS)
      for (const target of nearest)
        out.push({
          type: 'detonate',
          torpedo: torpedo.id,
          area,
          ...(nearest.length > 1 ? { target: target.id } : {}),
        });
  }
  for (const b of state.boarders.filter((x) => x.side === seat))
    for (const area of AREAS) out.push({ type: 'assault', target: b.ship, area });
  return out.filter((o) => checkAction(state, seat, o).ok);
}

/** Allocations: for each sub-system first hit, every hit there while it can take one. */
function allocationOrders(state: StartrekState, item: Allocation): StartrekOrder[] {
  const ship = state.ships.find((s) => s.id === item.ship)!;
  const orders = new Map<string, StartrekOrder>();
  for (const prefer of TRACKS) {
    const tracks = { ...ship.tracks };
    const systems: Track[] = [];
    for (let i = 0; i < item.hits; i += 1) {
      const allowed = eligibleSystems({ ...ship, tracks }, item.area);
      const pick = allowed.includes(prefer) ? prefer : allowed[0]!;
      systems.push(pick);
      tracks[pick] -= 1;
    }
    if (checkAllocation(state, item, systems).ok)
      orders.set(systems.join(), { type: 'allocate', systems });
  }
  return [...orders.values()];
}

/** Damage control: nothing, or all of a ship's successes from one track to another. */
function repairOrders(state: StartrekState, seat: Seat, successes: Record<string, number>) {
  const orders: StartrekOrder[] = [{ type: 'repair', transfers: [] }];
  for (const ship of activeShips(state, seat)) {
    const have = successes[ship.id] ?? 0;
    if (have === 0) continue;
    const card = classCard(state.setup, ship.cls);
    for (const from of TRACKS)
      for (const to of TRACKS) {
        if (from === to || !fitted(card, from) || !fitted(card, to)) continue;
        const points = Math.min(have, ship.tracks[from] - 1, 6 - ship.tracks[to]);
        if (points < 1) continue;
        const transfers = [{ ship: ship.id, from, to, points }];
        if (checkTransfers(state, seat, successes, transfers).ok)
          orders.push({ type: 'repair', transfers });
      }
  }
  return orders;
}

/**
 * Legal orders for a seat, enough for a UI to highlight and a bot to play. Actions are listed in
 * full for an uncloaked ship (every band, every turn after every hex, every target, area and
 * torpedo hex), with the default die; passes with each die; a cloaked ship's tokens all making
 * the same manoeuvre (representative). Allocations: each sub-system taking all hits it can.
 * Damage control: nothing, or one ship's successes moved from one track to another. Then a
 * decloak for each own cloaked ship (at any time) and `concede`, always last.
 */
export function legalOrders(state: StartrekState, seat: string): readonly StartrekOrder[] {
  if (state.result || !isSeat(seat)) return [];
  const owed = owedBy(state, seat);
  const stage = state.stage;
  const orders: StartrekOrder[] = [];
  if (owed?.kind === 'action') orders.push(...actionOrders(state, seat));
  if (owed?.kind === 'allocate' && stage.phase === 'allocate')
    orders.push(
      ...allocationOrders(
        state,
        stage.owed.find((a) => a.seat === seat)!,
      ),
    );
  if (owed?.kind === 'repair' && stage.phase === 'repair')
    orders.push(...repairOrders(state, seat, stage.successes));
  for (const ship of activeShips(state, seat))
    if (ship.cloak) orders.push({ type: 'decloak', ship: ship.id });
  orders.push({ type: 'concede' });
  return orders;
}
