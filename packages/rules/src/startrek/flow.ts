import { isStriking, resolvePlain, rollStrike } from './actions.js';
import { OFFLINE, type Track } from './cards.js';
import { factionCard } from './own-cards.js';
import { checkAction } from './check-actions.js';
import { checkTransfers } from './check.js';
import { emit, rollMany, type Ctx } from './context.js';
import { applyStrike, applySystems, decloak, settleAllocations, type Strike } from './damage.js';
import type { Die } from './events.js';
import { houseRule } from './house-rules.js';
import type { ActionOrder, Transfer } from './orders.js';
import { scenarioOf } from './custom.js';
import { SEATS, type Seat } from './scenarios.js';
import { activeShips, getShip, initiativeTotal, type Allocation } from './state.js';
import { atTurnLimit, finish, finishIfDecided } from './victory.js';

/**
 * The turn sequence (Turns): initiative, actions in initiative order, damage control. Each
 * function runs the game on until the next decision.
 */

/** Starts the next turn: reinforcements drop out of warp, then both sides roll initiative. */
export function startTurn(ctx: Ctx): void {
  const state = ctx.state;
  state.turn += 1;
  emit(ctx, { type: 'turn_started', turn: state.turn });
  for (const ship of state.ships) {
    if (ship.status !== 'reserve' || ship.arrives !== state.turn) continue;
    ship.status = 'active';
    emit(ctx, {
      type: 'ship_arrived',
      ship: ship.id,
      at: { hex: ship.hex, heading: ship.heading },
    });
  }
  for (const seat of SEATS) {
    if (activeShips(state, seat).length === 0) {
      state.initiative[seat] = [];
      continue;
    }
    const faction = scenarioOf(state.setup).sides.find((s) => s.id === seat)!.faction;
    const dice = rollMany(ctx, factionCard(state.setup, faction).initiative);
    state.initiative[seat] = dice.map((d) => d.value);
    emit(ctx, {
      type: 'initiative_rolled',
      turn: state.turn,
      seat,
      dice,
      total: initiativeTotal(state, seat),
    });
  }
  nextStep(ctx);
}

/** The next action: the side(s) with the highest total; damage control when no dice are left. */
export function nextStep(ctx: Ctx): void {
  if (finishIfDecided(ctx)) return;
  const state = ctx.state;
  for (const seat of SEATS) if (activeShips(state, seat).length === 0) state.initiative[seat] = [];
  const holding = SEATS.filter((seat) => state.initiative[seat].length > 0);
  if (holding.length === 0) {
    startRepair(ctx);
    return;
  }
  const best = Math.max(...holding.map((seat) => initiativeTotal(state, seat)));
  const seats = holding.filter((seat) => initiativeTotal(state, seat) === best);
  state.stage = { phase: 'action', seats, submitted: [] };
}

/** An action handed in: alone it resolves at once; on a tie it waits, hidden, for the other. */
export function submitAction(ctx: Ctx, seat: Seat, order: ActionOrder, timeout: boolean): void {
  const stage = ctx.state.stage;
  if (stage.phase !== 'action') throw new Error('no action is owed');
  const total = initiativeTotal(ctx.state, seat);
  if (stage.seats.length === 1) {
    emit(ctx, { type: 'action_taken', seat, total, order, timeout });
    resolveActions(ctx, [{ seat, content: order }], false);
    return;
  }
  stage.submitted.push({ seat, content: order, timeout });
  emit(ctx, { type: 'action_submitted', seat, order, ...(timeout ? { timeout } : {}) });
  if (stage.submitted.length < stage.seats.length) return;
  const actions = [...stage.submitted].sort((a, b) => (a.seat < b.seat ? -1 : 1));
  emit(ctx, {
    type: 'actions_revealed',
    total,
    actions: actions.map((a) => ({ seat: a.seat, order: a.content, timeout: a.timeout })),
  });
  resolveActions(ctx, actions, true);
}

/**
 * Resolves one action, or a simultaneous pair: first the actions that roll against no target
 * (moves, launches, cloaks, scans, warps) in seat order, then the striking ones, all rolled before
 * any of their hits is applied. In a pair every action is checked again when its turn comes, and
 * is void if the other side's action made it impossible. Then each side removes its die.
 */
function resolveActions(
  ctx: Ctx,
  actions: { seat: Seat; content: ActionOrder }[],
  recheck: boolean,
): void {
  const valid = (seat: Seat, order: ActionOrder): boolean => {
    if (!recheck) return true;
    const checked = checkAction(ctx.state, seat, order);
    if (!checked.ok)
      emit(ctx, {
        type: 'action_void',
        seat,
        action: order.type,
        reason: checked.error.code,
        message: checked.error.message,
      });
    return checked.ok;
  };
  for (const { seat, content } of actions)
    if (!isStriking(content) && valid(seat, content)) resolvePlain(ctx, seat, content);
  const strikes: Strike[] = [];
  for (const { seat, content } of actions) {
    if (!isStriking(content) || !valid(seat, content)) continue;
    const strike = rollStrike(ctx, seat, content);
    if (strike) strikes.push(strike);
  }
  const owed: Allocation[] = [];
  for (const strike of strikes) {
    const item = applyStrike(ctx, strike);
    if (item) owed.push(item);
  }
  for (const { seat, content } of actions) removeDie(ctx, seat, content.drop);
  afterDamage(ctx, owed);
}

function removeDie(ctx: Ctx, seat: Seat, drop: number | undefined): void {
  const dice = ctx.state.initiative[seat];
  const value = drop !== undefined && dice.includes(drop) ? drop : Math.min(...dice);
  dice.splice(dice.indexOf(value), 1);
  emit(ctx, {
    type: 'die_removed',
    seat,
    value,
    left: [...dice],
    total: initiativeTotal(ctx.state, seat),
  });
}

/** Allocations still owed (ships that cannot take them are destroyed), or the next action. */
export function afterDamage(ctx: Ctx, owed: readonly Allocation[]): void {
  const left = settleAllocations(ctx, owed);
  if (left.length > 0 && !ctx.state.result) ctx.state.stage = { phase: 'allocate', owed: left };
  else nextStep(ctx);
}

/** The defender's sub-systems for its first allocation owed. */
export function submitAllocation(
  ctx: Ctx,
  seat: Seat,
  systems: readonly Track[],
  timeout: boolean,
  dice?: Die[],
): void {
  const stage = ctx.state.stage;
  if (stage.phase !== 'allocate') throw new Error('no allocation is owed');
  const index = stage.owed.findIndex((a) => a.seat === seat);
  const item = stage.owed[index]!;
  const rest = stage.owed.filter((_, i) => i !== index);
  applySystems(ctx, item, systems, timeout, dice);
  afterDamage(ctx, rest);
}

/** Drops the cloak of every cloaked ship of `seat` whose Cloak track is Offline. */
function dropOfflineCloaks(ctx: Ctx): void {
  for (const ship of ctx.state.ships)
    if (ship.cloak && ship.tracks.cloak <= OFFLINE) decloak(ctx, ship, true);
}

/** Damage Control: every ship with Life Support online rolls; sides with successes decide. */
function startRepair(ctx: Ctx): void {
  const state = ctx.state;
  const successes: Record<string, number> = {};
  const seats: Seat[] = [];
  for (const seat of SEATS) {
    const faction = scenarioOf(state.setup).sides.find((s) => s.id === seat)!.faction;
    // The draft: roll as many dice as the current Life Support value, each a success when it
    // is equal to or greater than "this value". The house rule: the faction's Crew Quality, and
    // nothing rolled while Life Support is Offline.
    const byCrew = houseRule(state.setup, 'crew_damage_control');
    const rolled = activeShips(state, seat)
      .filter((ship) => !byCrew || ship.tracks.lifeSupport > OFFLINE)
      .map((ship) => {
        const needed = byCrew
          ? factionCard(state.setup, faction).crewQuality
          : ship.tracks.lifeSupport;
        const dice = rollMany(ctx, ship.tracks.lifeSupport);
        const count = dice.filter((d) => d.value >= needed).length;
        if (count > 0) successes[ship.id] = count;
        return { ship: ship.id, dice, needed, successes: count };
      });
    if (rolled.length > 0) emit(ctx, { type: 'repair_rolled', seat, ships: rolled });
    if (rolled.some((r) => r.successes > 0)) seats.push(seat);
  }
  if (seats.length === 0) {
    endTurn(ctx);
    return;
  }
  state.stage = { phase: 'repair', successes, seats, submitted: [] };
}

/** Damage control handed in; when every side's is in, all are revealed and applied. */
export function submitRepair(ctx: Ctx, seat: Seat, transfers: Transfer[], timeout: boolean): void {
  const stage = ctx.state.stage;
  if (stage.phase !== 'repair') throw new Error('no repair is owed');
  const copy = transfers.map((t) => ({ ...t }));
  stage.submitted.push({ seat, content: copy, timeout });
  emit(ctx, { type: 'repair_submitted', seat, transfers: copy, ...(timeout ? { timeout } : {}) });
  if (stage.submitted.length < stage.seats.length) return;
  const repairs = [...stage.submitted]
    .sort((a, b) => (a.seat < b.seat ? -1 : 1))
    .map((r) => ({
      seat: r.seat,
      transfers: r.content,
      timeout: r.timeout,
      // A decloak after handing in can make a transfer impossible: the whole list is then void.
      void: !checkTransfers(ctx.state, r.seat, stage.successes, r.content).ok,
    }));
  emit(ctx, { type: 'repairs_revealed', repairs });
  for (const r of repairs) {
    if (r.void) continue;
    for (const t of r.transfers) {
      const ship = getShip(ctx.state, t.ship);
      ship.tracks[t.from] -= t.points;
      ship.tracks[t.to] += t.points;
    }
  }
  dropOfflineCloaks(ctx);
  endTurn(ctx);
}

function endTurn(ctx: Ctx): void {
  emit(ctx, { type: 'turn_ended', turn: ctx.state.turn });
  if (ctx.state.turn >= ctx.state.turnLimit) finish(ctx, atTurnLimit(ctx.state));
  else startTurn(ctx);
}
