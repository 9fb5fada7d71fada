import { distance } from '../hex/hex.js';
import { emit, roll, type Ctx } from './context.js';
import { controllers } from './control.js';
import { executeMove, holdCourse } from './movement.js';
import { activeUnits, type SclState, type Seat, type Unit } from './state.js';

/**
 * Command and control: squadrons move when their chits are drawn from one cup. These functions
 * set the next move batch and say whether movement goes on (`true`) or is over (`false`); the
 * turn sequence (flow.ts) then starts fire.
 */

/** Ships of one squadron must be within this many hexes of its leader to move with it. */
export const SQUADRON_REACH = 6;

/** True when a unit moves this turn: in play, not at Full Stop, and (a missile) controlled. */
export function movable(u: Unit, control: Record<string, string | null>): boolean {
  return u.status === 'active' && !u.fullStop && (u.kind !== 'missile' || control[u.id] !== null);
}

/** Units of a squadron that move when it is activated: ships within 6 hexes of its leader. */
export function squadronUnits(state: SclState, squadron: string): Unit[] {
  const control = controllers(state);
  const members = activeUnits(state).filter((u) => u.squadron === squadron);
  const leader = members.find((u) => u.kind === 'ship');
  return members.filter(
    (u) =>
      movable(u, control) &&
      (u.kind !== 'ship' || !leader || distance(u.hex, leader.hex) <= SQUADRON_REACH),
  );
}

/** The squadron's units move next (a batch of its side). */
export function activate(state: SclState, squadron: string, seat: Seat): void {
  const units = squadronUnits(state, squadron).map((u) => u.id);
  state.stage = { phase: 'move', batches: [{ seat, units, squadron }], index: 0 };
}

/** Squadrons with chits in the cup that have not been activated this turn. */
export function squadronsPending(state: SclState): string[] {
  const command = state.command!;
  return [...new Set(command.cup.filter((id) => !command.activated.includes(id)))];
}

/**
 * Fills the cup with every live squadron's chits (sorted), gives the fleet commanders their uses
 * again, and draws the first chit: the Fleet Commander rule never acts before the first draw.
 */
export function startActivations(ctx: Ctx): boolean {
  const command = ctx.state.command!;
  const live = command.squadrons.filter((q) =>
    activeUnits(ctx.state, q.side).some((u) => u.squadron === q.id),
  );
  command.cup = live.flatMap((q) => Array.from({ length: q.rating }, () => q.id)).sort();
  command.activated = [];
  command.moved = [];
  for (const f of command.fleet ?? []) f.used = 0;
  return drawChit(ctx);
}

/**
 * Draws chits (a die over the chits left, sorted) until a squadron with something to move comes
 * up; `false` when every squadron has been activated at least once (movement ends).
 */
export function drawChit(ctx: Ctx): boolean {
  const state = ctx.state;
  const command = state.command!;
  for (;;) {
    if (squadronsPending(state).length === 0) return false;
    const die = roll(ctx, command.cup.length);
    const squadron = command.cup[die.value - 1]!;
    const cupBefore = command.cup.length;
    command.cup.splice(die.value - 1, 1);
    if (!command.activated.includes(squadron)) command.activated.push(squadron);
    const seat = command.squadrons.find((q) => q.id === squadron)!.side;
    emit(ctx, { type: 'chit_drawn', die, squadron, seat, cupBefore });
    if (squadronUnits(state, squadron).length > 0) {
      activate(state, squadron, seat);
      return true;
    }
  }
}

/** Vector units that moved in no activation drift on at the end of movement. */
export function driftUnmoved(ctx: Ctx): void {
  const state = ctx.state;
  if (state.setup.movement !== 'vector') return;
  const control = controllers(state);
  for (const u of activeUnits(state))
    if (movable(u, control) && !state.command!.moved.includes(u.id))
      executeMove(ctx, u, holdCourse(state, u));
}
