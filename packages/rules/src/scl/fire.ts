import { ok, type Result } from '../core/result.js';
import { emit, roll, type Ctx } from './context.js';
import {
  beamModifier,
  beamPoints,
  isLaserMissile,
  missileDiceCount,
  pointDefenseModifier,
  strikeModifier,
  sumDamage,
} from './combat.js';
import { controllers } from './control.js';
import { engagement, refreshDetection } from './detection.js';
import { armorSaves, markHits, type Hit } from './damage.js';
import { reject } from './errors.js';
import type { AttackFields, Die } from './events.js';
import { arcOf } from './geometry.js';
import type { FireOrder } from './orders.js';
import { effectiveAp } from './stats.js';
import { activeUnits, enemyOf, unit, type SclState, type Seat, type Unit } from './state.js';

type Fire = Omit<FireOrder, 'type'>;

/** True when battery `index` of `firer` bears on `target` (any battery bears on its own hex). */
export function inArc(firer: Unit, index: number, target: Unit): boolean {
  const arc = arcOf(firer.hex, firer.facing, target.hex);
  const battery = firer.batteries[index];
  return battery !== undefined && (arc === null || battery.arcs.includes(arc));
}

/** Submunition shots a unit may fire this turn. */
export function subsAllowed(state: SclState, u: Unit): number {
  return state.setup.rules.unlimited_submunitions ? u.subs : Math.min(1, u.subs);
}

/** Every single fire element a seat could give now. */
export function fireOptions(state: SclState, seat: Seat): Fire {
  const enemies = activeUnits(state, enemyOf(seat));
  const control = controllers(state);
  const out: Fire = { beams: [], pointDefense: [], submunitions: [], missiles: [] };
  const threat = enemies.some(
    (e) => state.detected[seat].includes(e.id) && (e.kind === 'missile' || e.subs > 0),
  );
  for (const u of activeUnits(state, seat)) {
    const targets = enemies.filter((t) => engagement(state, u, t) !== null);
    if (u.kind === 'missile') {
      if (control[u.id])
        for (const t of targets) out.missiles.push({ missile: u.id, target: t.id });
      continue;
    }
    u.batteries.forEach((b, i) => {
      if (!b.ok) return;
      for (const t of targets)
        if (inArc(u, i, t)) out.beams.push({ unit: u.id, battery: i, target: t.id });
      if (threat) out.pointDefense.push({ unit: u.id, battery: i });
    });
    if (subsAllowed(state, u) > 0)
      for (const t of targets) out.submunitions.push({ unit: u.id, target: t.id });
  }
  return out;
}

/** True when a seat has anything to fire or defend with. */
export function hasFire(state: SclState, seat: Seat): boolean {
  const o = fireOptions(state, seat);
  return o.beams.length + o.pointDefense.length + o.submunitions.length + o.missiles.length > 0;
}

function own(state: SclState, seat: Seat, id: string, path: (string | number)[]) {
  const u = state.units.find((x) => x.id === id);
  if (!u || u.side !== seat || u.status !== 'active')
    return reject('order/unknown_unit', `${id} is not a unit of yours in play.`, path);
  return ok(u);
}

function target(state: SclState, firer: Unit, id: string, path: (string | number)[]) {
  const t = state.units.find((x) => x.id === id);
  const how = t ? engagement(state, firer, t) : null;
  if (!t || how === null)
    return reject('order/invalid_target', `${id} is not an enemy ${firer.id} may engage.`, path);
  return ok({ t, remote: how === 'remote' });
}

/** Checks a fire order against the rules. */
export function checkFire(state: SclState, seat: Seat, fire: Fire): Result<void> {
  const used = new Set<string>();
  const battery = (u: Unit, i: number, path: (string | number)[]) => {
    const key = `${u.id}:${i}`;
    if (u.kind === 'missile' || !u.batteries[i]?.ok || used.has(key))
      return reject('order/bad_battery', `${u.id} has no free working battery ${i}.`, path);
    used.add(key);
    return ok(undefined);
  };
  for (const [i, b] of fire.beams.entries()) {
    const u = own(state, seat, b.unit, ['beams', i, 'unit']);
    if (!u.ok) return u;
    const bat = battery(u.value, b.battery, ['beams', i, 'battery']);
    if (!bat.ok) return bat;
    const t = target(state, u.value, b.target, ['beams', i, 'target']);
    if (!t.ok) return t;
    if (!inArc(u.value, b.battery, t.value.t))
      return reject('order/not_in_arc', `${b.target} is outside battery ${b.battery}'s sectors.`, [
        'beams',
        i,
      ]);
  }
  for (const [i, p] of fire.pointDefense.entries()) {
    const u = own(state, seat, p.unit, ['pointDefense', i, 'unit']);
    if (!u.ok) return u;
    const bat = battery(u.value, p.battery, ['pointDefense', i, 'battery']);
    if (!bat.ok) return bat;
  }
  const shots = new Map<string, number>();
  for (const [i, s] of fire.submunitions.entries()) {
    const u = own(state, seat, s.unit, ['submunitions', i, 'unit']);
    if (!u.ok) return u;
    const n = (shots.get(s.unit) ?? 0) + 1;
    shots.set(s.unit, n);
    if (n > subsAllowed(state, u.value))
      return reject('order/no_submunitions', `${s.unit} may fire ${subsAllowed(state, u.value)}.`, [
        'submunitions',
        i,
      ]);
    const t = target(state, u.value, s.target, ['submunitions', i, 'target']);
    if (!t.ok) return t;
  }
  const control = controllers(state);
  const fired = new Set<string>();
  for (const [i, m] of fire.missiles.entries()) {
    const u = own(state, seat, m.missile, ['missiles', i, 'missile']);
    if (!u.ok) return u;
    if (u.value.kind !== 'missile' || fired.has(m.missile))
      return reject('order/duplicate', `${m.missile} is not a missile, or attacks twice.`, [
        'missiles',
        i,
      ]);
    fired.add(m.missile);
    if (!control[m.missile])
      return reject('order/not_controlled', `${m.missile} has no controller.`, ['missiles', i]);
    const t = target(state, u.value, m.target, ['missiles', i, 'target']);
    if (!t.ok) return t;
  }
  return ok(undefined);
}

function attackFields(state: SclState, firer: Unit, t: Unit, range: number, modifier: number) {
  return {
    firer: firer.id,
    firerSide: firer.side,
    firerSeen: state.detected[t.side].includes(firer.id),
    target: t.id,
    range,
    modifier,
  };
}

function cancel(ctx: Ctx, u: Unit, reason: string): void {
  emit(ctx, {
    type: 'attack_cancelled',
    unit: u.id,
    reason,
    vis: { to: [u.side], spectators: false },
  });
}

/**
 * "Detection and Fire Phase": every beam (and laser missile) is rolled with damage held back and
 * marked all at once; then every submunition and detonation missile, also marked at once.
 * Orders of side A come first, each in the order given. Point defense batteries each take their
 * modifier off the dice of one missile or submunition attack on their own ship.
 */
export function resolveFire(ctx: Ctx, fires: readonly { seat: Seat; fire: Fire }[]): void {
  const state = ctx.state;
  const pd = new Map<string, number>();
  for (const f of fires)
    for (const p of f.fire.pointDefense) pd.set(p.unit, (pd.get(p.unit) ?? 0) + 1);
  const takePd = (t: Unit) => {
    const left = pd.get(t.id) ?? 0;
    if (left === 0) return 0;
    pd.set(t.id, left - 1);
    return pointDefenseModifier(state, t);
  };
  const dice = (n: number): Die[] => Array.from({ length: n }, () => roll(ctx));
  const beamHits: Hit[] = [];
  let control = controllers(state);
  for (const { seat, fire } of fires) {
    for (const b of fire.beams) {
      const u = unit(state, b.unit);
      const t = unit(state, b.target);
      const mod = beamModifier(state, u, t, engagement(state, u, t) === 'remote');
      const d = dice(1);
      const points = beamPoints(d[0]!.value, mod.total);
      const fields: AttackFields = {
        ...attackFields(state, u, t, mod.range, mod.total),
        pd: 0,
        dice: d,
        points,
      };
      emit(ctx, { type: 'beam_shot', battery: b.battery, laserMissile: false, ...fields });
      beamHits.push({
        target: t.id,
        hits: armorSaves(ctx, t, points, effectiveAp(state, u)),
        by: seat,
      });
    }
    for (const m of fire.missiles) {
      const u = unit(state, m.missile);
      if (!isLaserMissile(u)) continue;
      const crew = control[u.id];
      if (!crew) {
        cancel(ctx, u, 'not_controlled');
        continue;
      }
      const t = unit(state, m.target);
      const mod = strikeModifier(state, u, unit(state, crew), t, false);
      const p = takePd(t);
      const d = dice(missileDiceCount(u));
      const points = d.reduce((s, x) => s + beamPoints(x.value, mod.total - p), 0);
      emit(ctx, {
        type: 'beam_shot',
        battery: null,
        laserMissile: true,
        ...attackFields(state, u, t, mod.range, mod.total),
        pd: p,
        dice: d,
        points,
      });
      beamHits.push({
        target: t.id,
        hits: armorSaves(ctx, t, points, effectiveAp(state, u)),
        by: seat,
      });
    }
  }
  markHits(ctx, beamHits);
  control = controllers(state);
  const strikeHits: Hit[] = [];
  for (const { seat, fire } of fires) {
    for (const s of fire.submunitions) {
      const u = unit(state, s.unit);
      const t = unit(state, s.target);
      const how = u.status === 'active' && u.subs > 0 ? engagement(state, u, t) : null;
      if (how === null) {
        cancel(ctx, u, u.status === 'active' ? 'target_gone' : 'firer_gone');
        continue;
      }
      u.subs -= 1;
      const mod = strikeModifier(state, u, u, t, how === 'remote');
      const p = takePd(t);
      const d = dice(1);
      const points = sumDamage(d, mod.total, p);
      emit(ctx, {
        type: 'submunition_shot',
        ...attackFields(state, u, t, mod.range, mod.total),
        pd: p,
        dice: d,
        points,
      });
      strikeHits.push({
        target: t.id,
        hits: armorSaves(ctx, t, points, effectiveAp(state, u)),
        by: seat,
      });
    }
    for (const m of fire.missiles) {
      const u = unit(state, m.missile);
      if (isLaserMissile(u)) continue;
      const t = unit(state, m.target);
      const crew = control[u.id];
      if (u.status !== 'active' || !crew || engagement(state, u, t) === null) {
        cancel(
          ctx,
          u,
          u.status !== 'active' ? 'firer_gone' : !crew ? 'not_controlled' : 'target_gone',
        );
        continue;
      }
      const mod = strikeModifier(state, u, unit(state, crew), t, false);
      const p = takePd(t);
      const d = dice(missileDiceCount(u));
      const points = sumDamage(d, mod.total, p);
      emit(ctx, {
        type: 'missile_attack',
        ...attackFields(state, u, t, mod.range, mod.total),
        pd: p,
        dice: d,
        points,
      });
      u.status = 'spent';
      strikeHits.push({
        target: t.id,
        hits: armorSaves(ctx, t, points, effectiveAp(state, u)),
        by: seat,
      });
    }
  }
  markHits(ctx, strikeHits);
  refreshDetection(ctx);
}
