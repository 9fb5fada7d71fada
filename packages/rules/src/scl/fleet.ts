import { distance } from '../hex/hex.js';
import {
  SQUADRON_REACH,
  activate,
  drawChit,
  squadronUnits,
  squadronsPending,
} from './activation.js';
import { emit, type Ctx } from './context.js';
import { activeUnits, enemyOf, type FleetCommander, type SclState, type Seat } from './state.js';

/**
 * The Fleet Commander rule of the optional command and control rules. After a formation ends
 * its activation, a side whose fleet commander's ship is in play and has uses left this turn may,
 * instead of a chit being drawn, activate one of its squadrons that is In Contact with the
 * flagship — even one with no chits left. It counts as activated; no chit leaves the cup.
 */

/** A side's fleet commander, if its scenario names one. */
export function fleetCommanderOf(state: SclState, side: Seat): FleetCommander | undefined {
  return state.command?.fleet?.find((f) => f.side === side);
}

/** Activations the side's fleet commander has left this turn (0 once the flagship is gone). */
export function usesLeft(state: SclState, side: Seat): number {
  const f = fleetCommanderOf(state, side);
  const flagship = f && state.units.find((u) => u.id === f.ship);
  if (!f || flagship?.status !== 'active') return 0;
  return Math.max(0, f.rating - f.used);
}

/**
 * In Contact: the side's ships in play linked to the flagship by a chain of its own ships, each
 * within 6 hexes (the squadron distance) of the next. The flagship itself is In Contact.
 */
export function inContact(state: SclState, side: Seat): Set<string> {
  const f = fleetCommanderOf(state, side);
  const ships = activeUnits(state, side).filter((u) => u.kind === 'ship');
  const flagship = ships.find((u) => u.id === f?.ship);
  const reached = new Set<string>();
  if (!flagship) return reached;
  const queue = [flagship];
  reached.add(flagship.id);
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const s of ships)
      if (!reached.has(s.id) && distance(from.hex, s.hex) <= SQUADRON_REACH) {
        reached.add(s.id);
        queue.push(s);
      }
  }
  return reached;
}

/**
 * The squadrons the side's fleet commander may activate now, sorted: its own squadrons with a
 * ship In Contact and something to move. Empty when it has no uses left.
 */
export function eligibleSquadrons(state: SclState, side: Seat): string[] {
  if (!state.command || usesLeft(state, side) === 0) return [];
  const contact = inContact(state, side);
  return state.command.squadrons
    .filter(
      (q) =>
        q.side === side &&
        activeUnits(state, side).some((u) => u.squadron === q.id && contact.has(u.id)) &&
        squadronUnits(state, q.id).length > 0,
    )
    .map((q) => q.id)
    .sort();
}

/**
 * Who is asked, in order, after a formation of `last` ended its activation: the other side
 * first, then `last` — each only if it may use its fleet commander now.
 */
export function askingOrder(state: SclState, last: Seat): Seat[] {
  return [enemyOf(last), last].filter((s) => eligibleSquadrons(state, s).length > 0);
}

/**
 * After an activation: movement ends (`false`) once every squadron has been activated;
 * otherwise a side that may use its fleet commander is asked, or the next chit is drawn.
 */
export function nextActivation(ctx: Ctx, last: Seat): boolean {
  const state = ctx.state;
  if (squadronsPending(state).length === 0) return false;
  const asking = askingOrder(state, last);
  if (asking.length === 0) return drawChit(ctx);
  state.stage = { phase: 'command', asking };
  return true;
}

/**
 * A side's answer: a squadron to activate, or `null` ("draw a chit", also on a timeout), after
 * which the next side in line is asked or a chit is drawn. `false` when movement ends.
 */
export function answerCommand(
  ctx: Ctx,
  seat: Seat,
  squadron: string | null,
  timeout: boolean,
): boolean {
  const state = ctx.state;
  const stage = state.stage;
  if (stage.phase !== 'command' || stage.asking[0] !== seat)
    throw new Error('no fleet command is owed');
  if (squadron === null) {
    emit(ctx, { type: 'fleet_command_declined', seat, ...(timeout ? { timeout } : {}) });
    const rest = stage.asking.slice(1).filter((s) => eligibleSquadrons(state, s).length > 0);
    if (rest.length > 0) {
      state.stage = { phase: 'command', asking: rest };
      return true;
    }
    return drawChit(ctx);
  }
  const f = fleetCommanderOf(state, seat)!;
  f.used += 1;
  const command = state.command!;
  if (!command.activated.includes(squadron)) command.activated.push(squadron);
  emit(ctx, {
    type: 'fleet_command',
    seat,
    squadron,
    usesLeft: f.rating - f.used,
    cupSize: command.cup.length,
  });
  activate(state, squadron, seat);
  return true;
}
