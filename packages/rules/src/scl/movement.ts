import { ok, type Result } from '../core/result.js';
import type { Hex } from '../hex/hex.js';
import { hexToOffset } from '../hex/map.js';
import { bothVisibility, detectedBy, refreshDetection, visibility } from './detection.js';
import { emit, type Ctx } from './context.js';
import { houseRule } from './house-rules.js';
import { reject, type OrderErrorCode } from './errors.js';
import { onMap, step, turn } from './geometry.js';
import type { Step, UnitMove } from './orders.js';
import { currentMa } from './stats.js';
import { enemyOf, type SclState, type Unit } from './state.js';

/** Vector movement never goes faster than this (the map is 30 hexes wide). */
export const MAX_SPEED = 30;

/** Where a move takes a unit. */
export interface Trace {
  readonly path: Hex[];
  readonly facing: number;
  readonly course: number;
  readonly speed: number;
  /** The map edge it left by, if it left. */
  readonly escaped: string | null;
}

function edgeOf(state: SclState, h: Hex): string {
  const { column, row } = hexToOffset(h);
  if (column > state.map.columns) return 'right';
  if (column < 1) return 'left';
  return row < 1 ? 'top' : 'bottom';
}

function fail(code: OrderErrorCode, message: string, path: (string | number)[] = []) {
  return reject(code, message, path);
}

/** Checks the movement system's limits on a unit's steps (not the map). */
function checkRules(state: SclState, u: Unit, move: UnitMove): Result<void> {
  const ma = currentMa(u);
  const forward = move.steps.filter((s) => s === 'F').length;
  const turns = move.steps.filter((s) => s === 'L' || s === 'R').length;
  const slips = move.steps.filter((s) => s === 'SL' || s === 'SR').length;
  const system = state.setup.movement;
  if (system !== 'vector') {
    if (move.thrust !== undefined || move.facing !== undefined || slips > 0)
      return fail('order/bad_move', 'Thrust, free facing and slips belong to vector movement.');
    if (system === 'standard') {
      if (move.steps.length > ma)
        return fail('order/bad_move', `${u.id} has ${ma} MP, not ${move.steps.length}.`);
      return ok(undefined);
    }
    if (forward > ma) return fail('order/bad_move', `${u.id} may move ${ma} hexes at most.`);
    // "Quasi-Naval" Movement: two 60-degree turns up to half the allowance, else one, "no more
    // than 1 turn per hex moved": each turn needs a hex moved since the start or the last turn.
    // The house rule pivot_in_place lets a ship that moves no hex turn once.
    const pivot = forward === 0 && houseRule(state.setup, 'pivot_in_place');
    const allowed = forward === 0 ? 1 : forward <= Math.floor(ma / 2) ? 2 : 1;
    if (turns > allowed)
      return fail('order/bad_move', `${u.id} may make ${allowed} turn(s) moving ${forward}.`, [
        'steps',
      ]);
    let since = pivot ? 1 : 0;
    for (const [k, s] of move.steps.entries()) {
      if (s === 'F') since += 1;
      else if (since === 0)
        return fail(
          'order/bad_move',
          forward === 0
            ? `Quasi-naval: ${u.id} moves no hex, so it may not turn (no more than 1 turn per hex moved).`
            : 'Quasi-naval: no more than 1 turn per hex moved; a turn comes after a hex.',
          ['steps', k],
        );
      else since = 0;
    }
    return ok(undefined);
  }
  const thrust = move.thrust ?? 0;
  const speed = u.speed + thrust;
  if (Math.abs(thrust) > ma) return fail('order/bad_move', `${u.id} has thrust ${ma}.`);
  if (speed < 0 || speed > MAX_SPEED)
    return fail('order/bad_move', `Speed must stay from 0 to ${MAX_SPEED}.`);
  if (forward + slips !== speed)
    return fail('order/bad_move', `${u.id} must move exactly ${speed} hexes.`);
  const band = speedBand(u, speed);
  if (turns > band.turns)
    return fail(
      'order/bad_move',
      `At speed ${speed} ${u.id} may change course ${band.turns} time(s).`,
    );
  if (slips > band.slips)
    return fail(
      'order/bad_move',
      `Slips: only at speed ${2 * ma}+, at most ${Math.floor(ma / 2)}.`,
    );
  if (move.facing !== undefined && !freeFacingAllowed(move))
    return fail('order/bad_move', 'Free facing only without speed or course change.');
  return ok(undefined);
}

/** Vector movement: the thrust a unit may use this turn (speed stays 0 … {@link MAX_SPEED}). */
export function thrustRange(u: Unit): { min: number; max: number } {
  const ma = currentMa(u);
  return { min: 0 - Math.min(ma, u.speed), max: Math.min(ma, MAX_SPEED - u.speed) };
}

/**
 * Vector movement's speed bands, at the new speed: course changes allowed (2 below MA, 1 below
 * 2 × MA, none from 2 × MA) and slips (⌊MA / 2⌋ from 2 × MA, none below).
 */
export function speedBand(u: Unit, speed: number): { turns: number; slips: number } {
  const ma = currentMa(u);
  if (speed < ma) return { turns: 2, slips: 0 };
  if (speed < 2 * ma) return { turns: 1, slips: 0 };
  return { turns: 0, slips: Math.floor(ma / 2) };
}

/** Vector movement: a free facing change is allowed when the move changes neither speed nor course. */
export function freeFacingAllowed(move: Pick<UnitMove, 'steps' | 'thrust'>): boolean {
  return (move.thrust ?? 0) === 0 && !move.steps.some((s) => s === 'L' || s === 'R');
}

/** Walks a move on the map: where the unit goes, and whether it leaves (further steps void). */
export function traceMove(state: SclState, u: Unit, move: UnitMove): Result<Trace> {
  const checked = checkRules(state, u, move);
  if (!checked.ok) return checked;
  const vector = state.setup.movement === 'vector';
  let at = u.hex;
  let facing = u.facing;
  let course = vector ? u.course : u.facing;
  const path: Hex[] = [];
  let escaped: string | null = null;
  for (const s of move.steps as Step[]) {
    if (escaped) break;
    if (s === 'L' || s === 'R') {
      course = turn(course, s === 'L' ? -1 : 1);
      facing = course;
      continue;
    }
    const dir = s === 'F' ? course : turn(course, s === 'SL' ? -1 : 1);
    at = step(at, dir);
    path.push(at);
    if (!onMap(state.map, at)) escaped = edgeOf(state, at);
  }
  if (vector && move.facing !== undefined) facing = move.facing;
  const forward = path.length;
  const speed = vector ? u.speed + (move.thrust ?? 0) : forward;
  return ok({ path, facing: vector ? facing : course, course, speed, escaped });
}

/** The default move: hold course (standard and naval: stay; vector: drift straight on). */
export function holdCourse(state: SclState, u: Unit): UnitMove {
  if (state.setup.movement !== 'vector') return { unit: u.id, steps: [] };
  return { unit: u.id, steps: Array.from({ length: u.speed }, () => 'F' as const), thrust: 0 };
}

/** Moves a unit (a checked move; a bad one falls back to holding course). */
export function executeMove(ctx: Ctx, u: Unit, move: UnitMove, timeout = false): void {
  const state = ctx.state;
  let traced = traceMove(state, u, move);
  if (!traced.ok) traced = traceMove(state, u, holdCourse(state, u));
  if (!traced.ok)
    traced = ok({ path: [], facing: u.facing, course: u.course, speed: 0, escaped: null });
  const t = traced.value;
  const before = visibility(state, u.id);
  const from = u.hex;
  u.facing = t.facing;
  u.course = t.course;
  u.speed = t.speed;
  if (t.escaped) {
    u.status = 'escaped';
    for (const c of state.units)
      if (c.status === 'aboard' && c.mother === u.id) c.status = 'escaped';
    emit(ctx, { type: 'unit_escaped', unit: u.id, edge: t.escaped, vis: before });
    refreshDetection(ctx);
    return;
  }
  u.hex = t.path[t.path.length - 1] ?? u.hex;
  const enemy = enemyOf(u.side);
  const seenAfter = detectedBy(state, enemy).includes(u.id);
  const after = { to: seenAfter ? [u.side, enemy] : [u.side], spectators: seenAfter };
  emit(ctx, {
    type: 'unit_moved',
    unit: u.id,
    from,
    path: t.path,
    facing: u.facing,
    course: u.course,
    speed: u.speed,
    ...(timeout ? { timeout } : {}),
    vis: bothVisibility(before, after),
  });
  refreshDetection(ctx);
}
