import { emit, roll, type Ctx } from './context.js';
import { explainSilence, resolveGuns, sidesThatCanFire } from './guns.js';
import { missileCombat, moveMissiles } from './missiles.js';
import { executeLaunches, executePaths } from './movement.js';
import type { Plan, Shot } from './orders.js';
import { SEATS, type Seat } from './scenarios.js';
import { activeShips } from './state.js';
import { atTurnLimit, finish, finishIfDecided } from './victory.js';

/**
 * The turn sequence: movement (written plots or initiative moves), missile movement, missile
 * combat, gun combat, end of turn. Each function runs the game on until the next decision.
 */

/** Starts the next turn: written plots are owed by every side at once, or initiative is rolled. */
export function startTurn(ctx: Ctx): void {
  const state = ctx.state;
  state.turn += 1;
  emit(ctx, { type: 'turn_started', turn: state.turn });
  if (state.setup.movement === 'written') {
    state.stage = { phase: 'plot', submitted: [] };
    return;
  }
  for (;;) {
    const a = roll(ctx);
    const b = roll(ctx);
    emit(ctx, {
      type: 'initiative_rolled',
      turn: state.turn,
      dice: [
        { seat: 'A', die: a },
        { seat: 'B', die: b },
      ],
    });
    if (a.value === b.value) continue;
    const [first, second]: [Seat, Seat] = a.value < b.value ? ['A', 'B'] : ['B', 'A'];
    emit(ctx, { type: 'initiative_decided', turn: state.turn, first, second });
    state.stage = { phase: 'move', order: [first, second], index: 0 };
    return;
  }
}

/** Seats that still owe a written plot. */
export function plotsOwed(ctx: Pick<Ctx, 'state'>): Seat[] {
  const stage = ctx.state.stage;
  if (stage.phase !== 'plot') return [];
  return SEATS.filter(
    (seat) =>
      activeShips(ctx.state, seat).length > 0 && !stage.submitted.some((s) => s.seat === seat),
  );
}

/** A written plot handed in; when the last is in, all are revealed and executed together. */
export function submitPlot(ctx: Ctx, seat: Seat, plan: Plan, timeout: boolean): void {
  const stage = ctx.state.stage;
  if (stage.phase !== 'plot') throw new Error('no plot is owed');
  const plot = { moves: [...plan.moves], launches: [...plan.launches] };
  stage.submitted.push({ seat, content: plot, timeout });
  emit(ctx, { type: 'plot_submitted', seat, plot, ...(timeout ? { timeout } : {}) });
  if (plotsOwed(ctx).length > 0) return;
  const plots = [...stage.submitted].sort((a, b) => (a.seat < b.seat ? -1 : 1));
  emit(ctx, {
    type: 'plots_revealed',
    turn: ctx.state.turn,
    plots: plots.map((p) => ({ seat: p.seat, plot: p.content, timeout: p.timeout })),
  });
  const plans = plots.map((p) => p.content);
  executePaths(ctx, plans);
  executeLaunches(ctx, plans);
  if (!finishIfDecided(ctx)) afterMovement(ctx);
}

/** An initiative move, executed at once; after the second side, missiles move. */
export function submitMove(ctx: Ctx, seat: Seat, plan: Plan, timeout: boolean): void {
  const stage = ctx.state.stage;
  if (stage.phase !== 'move') throw new Error('no move is owed');
  const copy = { moves: [...plan.moves], launches: [...plan.launches] };
  emit(ctx, { type: 'move_made', seat, plan: copy, timeout });
  executePaths(ctx, [copy]);
  executeLaunches(ctx, [copy]);
  if (finishIfDecided(ctx)) return;
  stage.index += 1;
  if (stage.index >= stage.order.length) afterMovement(ctx);
}

/** Missiles move after ships, then missile combat, then gun combat is owed (or skipped). */
function afterMovement(ctx: Ctx): void {
  moveMissiles(ctx);
  missileCombat(ctx);
  if (finishIfDecided(ctx)) return;
  const owed = sidesThatCanFire(ctx.state);
  if (owed.length === 0) {
    explainSilence(ctx, []);
    endTurn(ctx);
    return;
  }
  ctx.state.stage = { phase: 'fire', owed, submitted: [] };
}

/** Seats that still owe gun fire. */
export function fireOwed(ctx: Pick<Ctx, 'state'>): Seat[] {
  const stage = ctx.state.stage;
  if (stage.phase !== 'fire') return [];
  return stage.owed.filter((seat) => !stage.submitted.some((s) => s.seat === seat));
}

/** Gun fire handed in; when the last is in, all is revealed and resolved together. */
export function submitFire(ctx: Ctx, seat: Seat, shots: readonly Shot[], timeout: boolean): void {
  const stage = ctx.state.stage;
  if (stage.phase !== 'fire') throw new Error('no fire is owed');
  const copy = [...shots];
  stage.submitted.push({ seat, content: copy, timeout });
  emit(ctx, { type: 'fire_submitted', seat, shots: copy, ...(timeout ? { timeout } : {}) });
  if (fireOwed(ctx).length > 0) return;
  const fires = [...stage.submitted].sort((a, b) => (a.seat < b.seat ? -1 : 1));
  emit(ctx, {
    type: 'fire_revealed',
    turn: ctx.state.turn,
    fires: fires.map((f) => ({ seat: f.seat, shots: f.content, timeout: f.timeout })),
  });
  explainSilence(
    ctx,
    fires.flatMap((f) => f.content),
  );
  resolveGuns(
    ctx,
    fires.map((f) => ({ seat: f.seat, shots: f.content })),
  );
  if (!finishIfDecided(ctx)) endTurn(ctx);
}

function endTurn(ctx: Ctx): void {
  emit(ctx, { type: 'turn_ended', turn: ctx.state.turn });
  if (ctx.state.turn >= ctx.state.turnLimit) finish(ctx, atTurnLimit(ctx.state));
  else startTurn(ctx);
}
