import { deepClone } from '../core/clone.js';
import { classCard, factionCard } from './own-cards.js';
import { cloakAfter, nearestShips } from './check-actions.js';
import { emit, roll, rollMany, type Ctx } from './context.js';
import type { Strike } from './damage.js';
import { distanceToStand, manoeuvre, measure } from './geometry.js';
import { houseRule } from './house-rules.js';
import type { ActionOrder } from './orders.js';
import { enemyToken, positionOf } from './rules.js';
import { scenarioOf } from './custom.js';
import { enemyOf, type Seat } from './scenarios.js';
import { getShip } from './state.js';

/** Actions that roll against a target: resolved after the others in a simultaneous pair. */
export const STRIKING = ['fire', 'detonate', 'board', 'assault'] as const;

/** Whether an action rolls against a target. */
export function isStriking(order: ActionOrder): boolean {
  return (STRIKING as readonly string[]).includes(order.type);
}

function count(dice: { value: number }[], needed: number): number {
  return dice.filter((d) => d.value >= needed).length;
}

/** Resolves a checked action that does not roll against a target (move, launch, cloak, scan, warp, pass). */
export function resolvePlain(ctx: Ctx, seat: Seat, order: ActionOrder): void {
  const state = ctx.state;
  switch (order.type) {
    case 'move': {
      const ship = getShip(state, order.ship);
      const from = positionOf(ship);
      const { path, end } = manoeuvre(from, order);
      ship.hex = end.hex;
      ship.heading = end.heading;
      emit(ctx, { type: 'ship_moved', ship: ship.id, band: order.band, from, to: end, path });
      return;
    }
    case 'move_cloaked': {
      const ship = getShip(state, order.ship);
      const cloak = ship.cloak!;
      const moved = order.tokens.map((m) => {
        const token = cloak.tokens.find((t) => t.id === m.token)!;
        const from = { hex: token.hex, heading: token.heading };
        const { end } = manoeuvre(from, { ...m, band: order.band });
        token.hex = end.hex;
        token.heading = end.heading;
        if (token.id === cloak.real) {
          ship.hex = end.hex;
          ship.heading = end.heading;
        }
        return { token: token.id, from, to: end };
      });
      emit(ctx, { type: 'tokens_moved', ship: ship.id, band: order.band, tokens: moved });
      return;
    }
    case 'launch': {
      const ship = getShip(state, order.ship);
      ship.tracks.torpedoes -= 1;
      const id = `T${state.nextId++}`;
      const dice = classCard(state.setup, ship.cls).torpedoDice;
      state.torpedoes.push({ id, side: seat, ship: ship.id, hex: order.hex, dice });
      emit(ctx, {
        type: 'torpedo_launched',
        torpedo: id,
        ship: ship.id,
        target: order.target,
        hex: order.hex,
        torpedoesLeft: ship.tracks.torpedoes,
      });
      return;
    }
    case 'cloak': {
      const ship = getShip(state, order.ship);
      const cloak = cloakAfter(ship);
      ship.tracks.phasers = 1;
      ship.tracks.cloak = cloak;
      const tokens = Array.from({ length: cloak }, () => ({
        id: `K${state.nextId++}`,
        hex: ship.hex,
        heading: ship.heading,
      }));
      // Which token is real is a secret die: it appears in no event, only in the owner's view.
      const real = tokens[roll(ctx, tokens.length).value - 1]!.id;
      ship.cloak = { tokens, real, scans: [] };
      emit(ctx, {
        type: 'ship_cloaked',
        seat,
        ship: ship.id,
        phasers: 1,
        cloak,
        tokens: deepClone(tokens),
        real,
      });
      return;
    }
    case 'scan': {
      const ship = getShip(state, order.ship);
      const found = enemyToken(state, seat, order.token)!;
      const cloak = found.ship.cloak!;
      const dice = rollMany(ctx, ship.tracks.detectCloak);
      const needed = found.ship.tracks.cloak;
      const successes = count(dice, needed);
      const real = successes > 0 ? found.token.id === cloak.real : null;
      if (real !== null) {
        // The draft: "The firing ship must get in range of a token and then roll": a scan counts
        // for the ship that made it, unless the side shares its scans (house rule).
        const by = houseRule(state.setup, 'shared_scans') ? undefined : ship.id;
        cloak.scans = cloak.scans.filter((s) => s.token !== found.token.id || s.by !== by);
        cloak.scans.push({ token: found.token.id, real, ...(by === undefined ? {} : { by }) });
      }
      emit(ctx, {
        type: 'token_scanned',
        ship: ship.id,
        token: found.token.id,
        target: found.ship.id,
        dice,
        needed,
        successes,
        real,
      });
      return;
    }
    case 'warp': {
      const ship = getShip(state, order.ship);
      const to = enemyOf(seat);
      const points = Math.ceil(classCard(state.setup, ship.cls).points / 2);
      if (ship.cloak) {
        const real = ship.cloak.tokens.find((t) => t.id === ship.cloak!.real)!;
        ship.hex = real.hex;
        ship.heading = real.heading;
      }
      ship.status = 'warped';
      ship.cloak = null;
      state.score[to] += points;
      state.boarders = state.boarders.filter((b) => b.ship !== ship.id);
      emit(ctx, { type: 'ship_warped', ship: ship.id, points, to });
      return;
    }
    default:
      return;
  }
}

/** Rolls a checked striking action; returns the hits to apply (boarding returns none). */
export function rollStrike(ctx: Ctx, seat: Seat, order: ActionOrder): Strike | null {
  const state = ctx.state;
  switch (order.type) {
    case 'fire': {
      const ship = getShip(state, order.ship);
      const target = getShip(state, order.target);
      const { distance, arc } = measure(positionOf(ship), positionOf(target));
      const dice = rollMany(ctx, ship.tracks.phasers);
      const needed = target.tracks.shields;
      const hits = count(dice, needed);
      emit(ctx, {
        type: 'phasers_fired',
        ship: ship.id,
        target: target.id,
        arc,
        distance,
        area: order.area,
        dice,
        needed,
        hits,
      });
      return {
        target: target.id,
        hits,
        area: order.area,
        source: 'phasers',
        by: ship.id,
        throughShields: true,
      };
    }
    case 'detonate': {
      const torpedo = state.torpedoes.find((t) => t.id === order.torpedo)!;
      const target = order.target
        ? getShip(state, order.target)
        : nearestShips(state, torpedo.hex)[0]!;
      const distance = distanceToStand(torpedo.hex, positionOf(target));
      const dice = rollMany(ctx, torpedo.dice);
      // The draft: "each die that comes up equal to the distance is a hit" (0 counts as 1).
      const needed = Math.max(1, distance);
      const hits = houseRule(state.setup, 'torpedo_falloff')
        ? count(dice, needed)
        : dice.filter((d) => d.value === needed).length;
      state.torpedoes = state.torpedoes.filter((t) => t.id !== torpedo.id);
      emit(ctx, {
        type: 'torpedo_detonated',
        torpedo: torpedo.id,
        target: target.id,
        distance,
        area: order.area,
        dice,
        needed,
        hits,
      });
      return {
        target: target.id,
        hits,
        area: order.area,
        source: 'torpedo',
        by: torpedo.id,
        throughShields: true,
      };
    }
    case 'board': {
      const ship = getShip(state, order.ship);
      const target = getShip(state, order.target);
      const dice = rollMany(ctx, ship.tracks.transporters);
      const needed = target.tracks.shields;
      const success = count(dice, needed) > 0;
      if (success && !state.boarders.some((b) => b.side === seat && b.ship === target.id))
        state.boarders.push({ side: seat, ship: target.id });
      emit(ctx, {
        type: 'boarding_attempt',
        ship: ship.id,
        target: target.id,
        dice,
        needed,
        success,
      });
      return null;
    }
    case 'assault': {
      const target = getShip(state, order.target);
      const side = scenarioOf(state.setup).sides.find((s) => s.id === seat)!;
      const attacker = factionCard(state.setup, side.faction);
      const defender = factionCard(state.setup, classCard(state.setup, target.cls).faction);
      const dice = rollMany(ctx, attacker.assault);
      const needed = defender.defence;
      const hits = count(dice, needed);
      emit(ctx, { type: 'assault', target: target.id, area: order.area, dice, needed, hits });
      return {
        target: target.id,
        hits,
        area: order.area,
        source: 'assault',
        by: `party:${seat}`,
        throughShields: false,
      };
    }
    default:
      return null;
  }
}
