import { driftUnmoved, movable, startActivations } from './activation.js';
import { emit, roll, type Ctx } from './context.js';
import { controllers } from './control.js';
import { systemChecks } from './damage.js';
import { emitDetectionChecks, refreshDetection, visibility } from './detection.js';
import { hasFire, resolveFire } from './fire.js';
import { answerCommand, nextActivation } from './fleet.js';
import { moveBatches } from './move-order.js';
import { executeMove, holdCourse } from './movement.js';
import type { FireOrder, PrepareOrder, UnitMove } from './orders.js';
import { resolvePrepare } from './prepare.js';
import { scenarioOf } from './custom.js';
import { ESCAPE_POINTS } from './scenarios.js';
import { currentMa } from './stats.js';
import { SEATS, activeUnits, unit, type SclState, type Seat, type Unit } from './state.js';
import { atTurnLimit, finish, finishIfDecided } from './victory.js';

/**
 * The turn sequence of the seed: 1 damage control, 2 movement (slowest first; launches at its
 * start), 3 detection and fire, 4 system checks. Each function runs the game on to the next
 * decision.
 */

/** Starts the next turn: every side owes its prepare order (repairs, Full Stop, launches). */
export function startTurn(ctx: Ctx): void {
  const state = ctx.state;
  state.turn += 1;
  for (const u of state.units) u.fullStop = false;
  emit(ctx, { type: 'turn_started', turn: state.turn });
  state.stage = { phase: 'prepare', submitted: [] };
}

/** Seats that still owe a prepare order. */
export function preparesOwed(state: SclState): Seat[] {
  const stage = state.stage;
  if (stage.phase !== 'prepare') return [];
  return SEATS.filter((s) => !stage.submitted.some((x) => x.seat === s));
}

/** A prepare order handed in; the last one resolves them all and starts movement. */
export function submitPrepare(
  ctx: Ctx,
  seat: Seat,
  prepare: Omit<PrepareOrder, 'type'>,
  timeout: boolean,
): void {
  const stage = ctx.state.stage;
  if (stage.phase !== 'prepare') throw new Error('no prepare is owed');
  stage.submitted.push({ seat, content: prepare, timeout });
  emit(ctx, { type: 'prepare_submitted', seat, content: prepare, ...(timeout ? { timeout } : {}) });
  if (preparesOwed(ctx.state).length > 0) return;
  const orders = [...stage.submitted].sort((a, b) => (a.seat < b.seat ? -1 : 1));
  resolvePrepare(
    ctx,
    orders.map((o) => ({ seat: o.seat, prepare: o.content })),
  );
  startMovement(ctx);
}

/**
 * Movement starts: uncontrolled missiles hold course, initiative is rolled (ties again), and
 * units move slowest first — by movement allowance, or in vector movement by speed — with the
 * side that lost initiative first among equals (each unit adds its CQ with that option).
 */
function startMovement(ctx: Ctx): void {
  const state = ctx.state;
  const control = controllers(state);
  for (const u of activeUnits(state))
    if (u.kind === 'missile' && control[u.id] === null) executeMove(ctx, u, holdCourse(state, u));
  if (state.command) {
    if (!startActivations(ctx)) endActivations(ctx);
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
    state.initiative = { A: a.value, B: b.value };
    if (a.value !== b.value) break;
  }
  const cq = state.setup.rules.cq_initiative;
  const key = (u: Unit) => [
    state.setup.movement === 'vector' ? u.speed : currentMa(u),
    state.initiative[u.side] + (cq ? u.cq : 0),
    state.initiative[u.side],
  ];
  const order = activeUnits(state)
    .filter((u) => movable(u, control))
    .sort((x, y) => {
      const kx = key(x);
      const ky = key(y);
      for (let i = 0; i < kx.length; i += 1) if (kx[i] !== ky[i]) return kx[i]! - ky[i]!;
      return x.id < y.id ? -1 : 1;
    });
  const list = moveBatches(state, order);
  if (list.length === 0) {
    startFire(ctx);
    return;
  }
  state.stage = { phase: 'move', batches: list, index: 0 };
}

/** Movement is over: vector units that moved in no activation drift on; then fire. */
function endActivations(ctx: Ctx): void {
  driftUnmoved(ctx);
  startFire(ctx);
}

/** Fleet Commander rule: a side's answer (`null`: draw a chit). */
export function submitCommand(
  ctx: Ctx,
  seat: Seat,
  squadron: string | null,
  timeout: boolean,
): void {
  if (!answerCommand(ctx, seat, squadron, timeout)) endActivations(ctx);
}

/** A batch of moves; units left out hold course. */
export function submitMove(
  ctx: Ctx,
  seat: Seat,
  moves: readonly UnitMove[],
  timeout: boolean,
): void {
  const state = ctx.state;
  const stage = state.stage;
  if (stage.phase !== 'move') throw new Error('no move is owed');
  const batch = stage.batches[stage.index]!;
  if (batch.seat !== seat) throw new Error('not this seat’s move');
  for (const id of batch.units) {
    const u = unit(state, id);
    if (u.status !== 'active') continue;
    const move = moves.find((m) => m.unit === id) ?? holdCourse(state, u);
    executeMove(ctx, u, move, timeout);
    if ((u.status as string) === 'escaped') scoreEscape(ctx, u);
    if (state.command && !state.command.moved.includes(id)) state.command.moved.push(id);
  }
  if (finishIfDecided(ctx)) return;
  stage.index += 1;
  if (stage.index < stage.batches.length) return;
  if (!state.command) startFire(ctx);
  else if (!nextActivation(ctx, seat)) endActivations(ctx);
}

function scoreEscape(ctx: Ctx, u: Unit): void {
  const state = ctx.state;
  if (scenarioOf(state.setup).victory !== 'breakout') return;
  if (u.side !== 'B' || u.kind !== 'ship' || state.map.exitEdge === null) return;
  const escape = [...ctx.events]
    .reverse()
    .find((e) => e.type === 'unit_escaped' && e.unit === u.id);
  if (escape?.type === 'unit_escaped' && escape.edge === state.map.exitEdge)
    state.score.B += ESCAPE_POINTS;
}

/** Detection, then fire from every side that has something to fire (all at once). */
function startFire(ctx: Ctx): void {
  refreshDetection(ctx);
  emitDetectionChecks(ctx);
  if (finishIfDecided(ctx)) return;
  const owed = SEATS.filter((s) => hasFire(ctx.state, s));
  if (owed.length === 0) {
    afterFire(ctx);
    return;
  }
  ctx.state.stage = { phase: 'fire', owed, submitted: [] };
}

/** Seats that still owe fire. */
export function fireOwed(state: SclState): Seat[] {
  const stage = state.stage;
  if (stage.phase !== 'fire') return [];
  return stage.owed.filter((s) => !stage.submitted.some((x) => x.seat === s));
}

/** Fire handed in; the last one resolves all of it. */
export function submitFire(ctx: Ctx, seat: Seat, fire: Omit<FireOrder, 'type'>, timeout: boolean) {
  const stage = ctx.state.stage;
  if (stage.phase !== 'fire') throw new Error('no fire is owed');
  stage.submitted.push({ seat, content: fire, timeout });
  emit(ctx, { type: 'fire_submitted', seat, content: fire, ...(timeout ? { timeout } : {}) });
  if (fireOwed(ctx.state).length > 0) return;
  const fires = [...stage.submitted].sort((a, b) => (a.seat < b.seat ? -1 : 1));
  resolveFire(
    ctx,
    fires.map((f) => ({ seat: f.seat, fire: f.content })),
  );
  afterFire(ctx);
}

/** System checks, missile endurance, the end of the turn. */
function afterFire(ctx: Ctx): void {
  if (finishIfDecided(ctx)) return;
  systemChecks(ctx);
  const state = ctx.state;
  for (const u of activeUnits(state)) {
    if (u.kind !== 'missile') continue;
    u.endurance -= 1;
    if (u.endurance <= 0) {
      const vis = visibility(state, u.id);
      u.status = 'lost';
      emit(ctx, { type: 'missile_lost', unit: u.id, reason: 'endurance', vis });
    }
  }
  refreshDetection(ctx);
  if (finishIfDecided(ctx)) return;
  emit(ctx, { type: 'turn_ended', turn: state.turn });
  if (state.turn >= state.turnLimit) finish(ctx, atTurnLimit(state));
  else startTurn(ctx);
}
