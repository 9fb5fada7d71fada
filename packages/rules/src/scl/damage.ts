import type { WithSetup } from './classes.js';
import { emit, roll, type Ctx } from './context.js';
import { controllers } from './control.js';
import { visibility } from './detection.js';
import type { Die, SystemName } from './events.js';
import type { Repair } from './orders.js';
import { DESTROYED_BONUS } from './scenarios.js';
import { currentArmor, statsOf } from './stats.js';
import { enemyOf, rowsFilled, totalHp, unit, type Seat, type Unit } from './state.js';

/** A system survives its check when d6 − CQ is at most this, after rows 1, 2 and 3. */
export const SURVIVES_ON = [5, 3, 1] as const;

/**
 * "Armor Saving Roll": one d10 per point of damage; a point is stopped when the roll plus the
 * firer's armor penetration is at most the armor; a 10 always hits. Armor of 0 stops nothing
 * and rolls no dice. Returns the points that get through.
 */
export function armorSaves(ctx: Ctx, target: Unit, points: number, ap: number): number {
  const armor = currentArmor(ctx.state, target);
  if (armor <= 0 || points <= 0) return points;
  const dice: Die[] = [];
  let saved = 0;
  for (let i = 0; i < points; i += 1) {
    const die = roll(ctx, 10);
    dice.push(die);
    if (die.value !== 10 && die.value + ap <= armor) saved += 1;
  }
  emit(ctx, { type: 'armor_saves', unit: target.id, points, armor, ap, dice, saved });
  return points - saved;
}

/** Damage that got through armor, waiting to be marked (beams: all at once). */
export interface Hit {
  readonly target: string;
  readonly hits: number;
  readonly by: Seat;
}

/** Marks hits row by row; a unit whose four rows are full is destroyed. Scores the firer's side. */
export function markHits(ctx: Ctx, hits: readonly Hit[]): void {
  for (const h of hits) {
    const u = unit(ctx.state, h.target);
    if (u.status !== 'active' || h.hits <= 0) continue;
    const before = u.hits;
    u.hits = Math.min(totalHp(u), before + h.hits);
    const scored = u.hits - before;
    if (u.kind !== 'missile') ctx.state.score[h.by] += scored;
    emit(ctx, {
      type: 'damage_applied',
      unit: u.id,
      hits: u.hits,
      hitsBefore: before,
      rowsFilled: rowsFilled(u),
    });
    if (u.hits >= totalHp(u)) {
      u.status = 'destroyed';
      for (const c of ctx.state.units)
        if (c.status === 'aboard' && c.mother === u.id) c.status = 'destroyed';
      if (u.kind !== 'missile') ctx.state.score[enemyOf(u.side)] += DESTROYED_BONUS;
      emit(ctx, { type: 'unit_destroyed', unit: u.id });
    }
  }
}

/** Missiles (each of a salvo) a check covers: in the magazine, recovered aboard, in flight. */
function missileSystems(ctx: Ctx, u: Unit): { index: number; unit: Unit | null }[] {
  const systems: { index: number; unit: Unit | null }[] = [];
  for (let i = 0; i < u.magazine; i += 1) systems.push({ index: i, unit: null });
  const control = controllers(ctx.state);
  const flying = ctx.state.units.filter(
    (m) =>
      m.kind === 'missile' &&
      ((m.status === 'aboard' && m.mother === u.id) ||
        (m.status === 'active' && control[m.id] === u.id)),
  );
  for (const m of flying)
    for (let i = 0; i < m.count - m.hits; i += 1) systems.push({ index: i, unit: m });
  return systems;
}

/**
 * "System Check Phase": for each row filled since the last check, every battery, missile and
 * submunition shot rolls d6 − CQ; it survives on 1–5, 1–3, then 1 (rows 1, 2, 3).
 */
export function systemChecks(ctx: Ctx): void {
  for (const u of ctx.state.units) {
    if (u.status !== 'active' || u.kind === 'missile') continue;
    const filled = Math.min(3, rowsFilled(u));
    while (u.checkedRows < filled) {
      u.checkedRows += 1;
      const survivesOn = SURVIVES_ON[u.checkedRows - 1] ?? 1;
      const rolls: { system: SystemName; index: number; die: Die; survived: boolean }[] = [];
      const check = (system: SystemName, index: number) => {
        const die = roll(ctx);
        const survived = die.value - u.cq <= survivesOn;
        rolls.push({ system, index, die, survived });
        return survived;
      };
      u.batteries.forEach((b, i) => {
        if (b.ok && !check('battery', i)) b.ok = false;
      });
      for (const m of missileSystems(ctx, u)) {
        if (check('missile', m.index)) continue;
        if (!m.unit) {
          u.magazine -= 1;
          u.magazineLost += 1;
        } else {
          m.unit.hits += 1;
          if (m.unit.hits >= m.unit.count) {
            const vis = visibility(ctx.state, m.unit.id);
            m.unit.status = 'lost';
            emit(ctx, { type: 'missile_lost', unit: m.unit.id, reason: 'system_check', vis });
          }
        }
      }
      const subs = u.subs;
      for (let i = 0; i < subs; i += 1)
        if (!check('submunition', i)) {
          u.subs -= 1;
          u.subsLost += 1;
        }
      emit(ctx, {
        type: 'system_check',
        unit: u.id,
        row: u.checkedRows,
        survivesOn,
        rolls,
        vis: visibility(ctx.state, u.id),
      });
    }
  }
}

/** Hull hits in the row now being filled (the only ones damage control may mend). */
export function openRowHits(u: Unit): number {
  let total = 0;
  for (const row of u.rows) {
    if (u.hits < total + row) return u.hits - total;
    total += row;
  }
  return 0;
}

/** True when `repair` names a destroyed system of `u` (or a mendable hull hit). */
export function repairable(u: Unit, r: Repair): boolean {
  switch (r.system) {
    case 'battery':
      return r.battery !== undefined && u.batteries[r.battery]?.ok === false;
    case 'missile':
      return u.magazineLost > 0;
    case 'submunition':
      return u.subsLost > 0;
    case 'hull':
      return openRowHits(u) > 0;
  }
}

/**
 * "Damage Control": each party on a destroyed system rolls d6 + CQ; 6 or more repairs it. A
 * repaired missile or submunition shot returns one to the ship; a hull repair mends one hit of
 * the open row (rows already filled are never recovered).
 */
export function damageControl(ctx: Ctx, repairs: readonly Repair[]): void {
  for (const r of repairs) {
    const u = unit(ctx.state, r.ship);
    if (u.status !== 'active' || !repairable(u, r)) continue;
    const die = roll(ctx);
    const repaired = die.value + u.cq >= 6;
    if (repaired) {
      if (r.system === 'battery' && r.battery !== undefined) {
        const b = u.batteries[r.battery];
        if (b) b.ok = true;
      } else if (r.system === 'missile') {
        u.magazineLost -= 1;
        u.magazine += 1;
      } else if (r.system === 'submunition') {
        u.subsLost -= 1;
        u.subs += 1;
      } else u.hits -= 1;
    }
    emit(ctx, {
      type: 'repair_rolled',
      ship: u.id,
      system: r.system,
      ...(r.battery !== undefined ? { battery: r.battery } : {}),
      die,
      repaired,
      vis: visibility(ctx.state, u.id),
    });
  }
}

/** Damage control parties of a unit. */
export function parties(game: WithSetup, u: Unit): number {
  return u.kind === 'ship' ? statsOf(game, u).dc : 0;
}
