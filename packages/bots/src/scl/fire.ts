import { distance } from '@broadside/rules';
import {
  controllers,
  engagement,
  HOLD_FIRE,
  MISSILES,
  pointDefenseModifier,
  strikeModifier,
  type FireOrder,
  type MissileTypeId,
  type SclState,
  type Unit,
} from '@broadside/rules/scl';
import {
  beamDamage,
  beamExpectation,
  bears,
  hitWorth,
  strikeExpectation,
  subDamage,
  throughArmor,
} from './model.js';

/** A battery whose best shot is worth less than this stands in point defense when it may. */
const PD_THRESHOLD = 0.3;
/** A submunition shot is kept for a better one unless it is worth this much. */
const SUB_THRESHOLD = 1;
/** A missile attacks when its blow is at least this share of the best it could do from 0 hexes. */
const MISSILE_SHARE = 0.6;

function targetsOf(state: SclState, firer: Unit): { t: Unit; how: 'own' | 'remote' }[] {
  const out: { t: Unit; how: 'own' | 'remote' }[] = [];
  for (const t of state.units) {
    if (t.side === firer.side || t.status !== 'active') continue;
    const how = engagement(state, firer, t);
    if (how) out.push({ t, how });
  }
  return out;
}

/** Expected hits of a missile's attack on `target` from `range` hexes (guided by `crew`). */
function missileBlow(state: SclState, missile: Unit, crew: Unit, target: Unit, range?: number) {
  const m = MISSILES[missile.cls as MissileTypeId];
  const mod =
    strikeModifier(state, missile, crew, target, false).total +
    (range === undefined ? 0 : distance(missile.hex, target.hex) - range);
  const pd = pointDefenseModifier(state, target);
  const dice = m.strength === null ? 1 : (missile.count - missile.hits) * m.dice;
  const per = m.strength === null ? beamExpectation(mod - pd) : strikeExpectation(mod, pd);
  return dice * per * throughArmor(state, missile, target);
}

/**
 * "Detection and Fire Phase" for a side: every working battery at the target where its expected
 * hits are worth most, counting what is already aimed at each (focus fire on the weakest, no
 * overkill); batteries with nothing worth a shot stand in point defense when enemy missiles or
 * submunitions are in sight ("Point Defense Against Missiles"); submunitions when the shot is
 * good; guided missiles strike when near enough their target, or on their last turn of flight.
 */
export function planFire(state: SclState, seat: string): FireOrder {
  const order: FireOrder = {
    ...HOLD_FIRE,
    beams: [],
    pointDefense: [],
    submunitions: [],
    missiles: [],
  };
  const dealt = new Map<string, number>();
  const mine = state.units.filter((u) => u.side === seat && u.status === 'active');
  const threat = state.units.some(
    (e) =>
      e.side !== seat &&
      e.status === 'active' &&
      state.detected[seat as 'A' | 'B'].includes(e.id) &&
      (e.kind === 'missile' || e.subs > 0),
  );
  const aim = (t: Unit, hits: number) => dealt.set(t.id, (dealt.get(t.id) ?? 0) + hits);
  const control = controllers(state);
  for (const m of mine.filter((u) => u.kind === 'missile' && control[u.id])) {
    const crew = state.units.find((u) => u.id === control[m.id])!;
    let best: { t: Unit; value: number; hits: number } | null = null;
    for (const { t } of targetsOf(state, m)) {
      const hits = missileBlow(state, m, crew, t);
      const value = hits * hitWorth(state, t, dealt.get(t.id) ?? 0);
      const ideal = missileBlow(state, m, crew, t, 0);
      const laser = MISSILES[m.cls as MissileTypeId].strength === null;
      if (!laser && m.endurance > 1 && hits < MISSILE_SHARE * ideal) continue;
      if (hits > 0 && (!best || value > best.value)) best = { t, value, hits };
    }
    if (best) {
      order.missiles.push({ missile: m.id, target: best.t.id });
      aim(best.t, best.hits);
    }
  }
  for (const u of mine.filter((x) => x.kind !== 'missile')) {
    const targets = targetsOf(state, u);
    u.batteries.forEach((b, i) => {
      if (!b.ok) return;
      let best: { t: Unit; value: number; hits: number } | null = null;
      for (const { t, how } of targets) {
        if (!bears(u, i, t) || t.kind === 'missile') continue;
        const hits = beamDamage(state, u, t, how);
        const value = hits * hitWorth(state, t, dealt.get(t.id) ?? 0);
        if (!best || value > best.value) best = { t, value, hits };
      }
      if (threat && pointDefenseModifier(state, u) > 0 && (!best || best.value < PD_THRESHOLD))
        order.pointDefense.push({ unit: u.id, battery: i });
      else if (best && best.hits > 0) {
        order.beams.push({ unit: u.id, battery: i, target: best.t.id });
        aim(best.t, best.hits);
      }
    });
    const shots = state.setup.rules.unlimited_submunitions ? u.subs : Math.min(1, u.subs);
    for (let k = 0; k < shots; k += 1) {
      let best: { t: Unit; value: number; hits: number } | null = null;
      for (const { t, how } of targets) {
        if (t.kind === 'missile') continue;
        const hits = subDamage(state, u, t, how);
        const value = hits * hitWorth(state, t, dealt.get(t.id) ?? 0);
        if (!best || value > best.value) best = { t, value, hits };
      }
      if (!best || best.value < SUB_THRESHOLD) break;
      order.submunitions.push({ unit: u.id, target: best.t.id });
      aim(best.t, best.hits);
    }
  }
  return order;
}
