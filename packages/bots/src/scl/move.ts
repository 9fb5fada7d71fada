import { distance, type Hex } from '@broadside/rules';
import {
  controlRange,
  controllers,
  currentMa,
  detectionRadius,
  detectionRange,
  MISSILES,
  pendingDecisions,
  scenarioOf,
  strikeModifier,
  pointDefenseModifier,
  type MissileTypeId,
  type SclState,
  type Unit,
  type UnitMove,
} from '@broadside/rules/scl';
import {
  beamDamage,
  beamExpectation,
  bears,
  hitWorth,
  posed,
  strikeExpectation,
  subDamage,
  throughArmor,
} from './model.js';
import { posesOf, type Pose } from './poses.js';
import { stalking, stalkPose } from './stalk.js';

/** Weight of an enemy the side has not detected: it is only guessed at its set-up hex. */
const GHOST = 0.3;
/** Score lost per hex between a ship and the nearest enemy (close in when nothing else tells). */
const APPROACH = 0.15;
/** Weight of an enemy battery that does not bear now (the enemy may still turn to it). */
const UNBORNE = 0.4;

function enemiesOf(state: SclState, side: string): Unit[] {
  return state.units.filter(
    (u) => u.status === 'active' && u.side !== side && u.kind !== 'missile',
  );
}

function known(state: SclState, side: string, u: Unit): number {
  return state.detected[side as 'A' | 'B'].includes(u.id) ? 1 : GHOST;
}

/** `state` with one unit replaced. */
function withUnit(state: SclState, u: Unit): SclState {
  return { ...state, units: state.units.map((x) => (x.id === u.id ? u : x)) };
}

/** Sensor units of a side other than `except` (ships and flights: missiles detect nothing). */
function sensorsOf(state: SclState, side: string, except: string): Unit[] {
  return state.units.filter(
    (d) => d.side === side && d.id !== except && d.status === 'active' && d.kind !== 'missile',
  );
}

/**
 * What stays fixed while one unit weighs its poses: for each enemy, the unit's friends that
 * detect it (remote targeting data), and the enemy's friends (who may pass it data on the unit).
 */
interface Scene {
  readonly enemies: readonly { t: Unit; w: number; spotters: readonly Unit[] }[];
  readonly enemySensors: readonly Unit[];
}

function sceneFor(state: SclState, u: Unit): Scene {
  const friends = sensorsOf(state, u.side, u.id);
  const enemies = enemiesOf(state, u.side).map((t) => ({
    t,
    w: known(state, u.side, t),
    spotters: friends.filter((d) => distance(d.hex, t.hex) <= detectionRange(state, d, t)),
  }));
  return { enemies, enemySensors: enemies.map((e) => e.t) };
}

function linked(state: SclState, a: Unit, b: Unit): boolean {
  const link = 2 * Math.max(detectionRadius(state, a), detectionRadius(state, b));
  return distance(a.hex, b.hex) <= link;
}

/** Expected worth of what `me` can fire next phase: each battery and submunition at its best. */
function offense(state: SclState, me: Unit, scene: Scene): number {
  const targets: { t: Unit; how: 'own' | 'remote'; w: number }[] = [];
  for (const { t, w, spotters } of scene.enemies) {
    if (distance(me.hex, t.hex) <= detectionRange(state, me, t)) targets.push({ t, how: 'own', w });
    else if (spotters.some((d) => linked(state, d, me))) targets.push({ t, how: 'remote', w });
  }
  if (targets.length === 0) return 0;
  let total = 0;
  me.batteries.forEach((_, i) => {
    let best = 0;
    for (const { t, how, w } of targets)
      if (bears(me, i, t))
        best = Math.max(best, w * beamDamage(state, me, t, how) * hitWorth(state, t));
    total += best;
  });
  if (me.subs > 0) {
    let best = 0;
    for (const { t, how, w } of targets)
      best = Math.max(best, w * subDamage(state, me, t, how) * hitWorth(state, t));
    total += best;
  }
  return total;
}

/** Expected worth to the enemy of what its ships could fire at `me` where it stands. */
function exposure(state: SclState, me: Unit, scene: Scene): number {
  const seers = scene.enemySensors.filter(
    (d) => distance(d.hex, me.hex) <= detectionRange(state, d, me),
  );
  if (seers.length === 0) return 0;
  let total = 0;
  const worth = hitWorth(state, me);
  for (const { t: e, w } of scene.enemies) {
    const how = seers.includes(e)
      ? 'own'
      : seers.some((d) => linked(state, d, e))
        ? 'remote'
        : null;
    if (how === null) continue;
    e.batteries.forEach((b, j) => {
      if (!b.ok) return;
      total += w * (bears(e, j, me) ? 1 : UNBORNE) * beamDamage(state, e, me, how) * worth;
    });
    if (e.subs > 0) total += w * subDamage(state, e, me, how) * worth;
  }
  return total;
}

/** Breakout: the Kafer run for the right edge. */
function isRunner(state: SclState, u: Unit): boolean {
  return scenarioOf(state.setup).victory === 'breakout' && u.side === 'B' && u.kind === 'ship';
}

/**
 * How good a pose is for a ship or fighter flight: what it could fire next phase against what
 * the enemy could fire back, each only where the detection ranges let it engage ("Detection
 * Procedure": a ship the enemy does not detect cannot be fired at), and a pull toward the
 * nearest enemy (the breakout's Kafer: toward the right edge instead).
 */
export function poseScore(
  state: SclState,
  u: Unit,
  pose: Pose,
  scene = sceneFor(state, u),
): number {
  if (pose.escaped) return isRunner(state, u) && pose.escaped === 'right' ? 1000 : -1000;
  const me = posed(u, pose.hex, pose.facing);
  let score = offense(state, me, scene) - exposure(state, me, scene);
  if (isRunner(state, u)) return score + 2 * pose.hex.q;
  let near = Infinity;
  for (const e of enemiesOf(state, u.side)) near = Math.min(near, distance(pose.hex, e.hex));
  if (Number.isFinite(near)) score -= APPROACH * near;
  return score;
}

/** Expected worth of a missile's attack from `at` on `target`, guided by `crew`. */
function strikeWorth(state: SclState, missile: Unit, crew: Unit, target: Unit, at: Hex): number {
  const m = MISSILES[missile.cls as MissileTypeId];
  const from = { ...missile, hex: at };
  const mod = strikeModifier(state, from, crew, target, false).total;
  const dice = m.strength === null ? 1 : (missile.count - missile.hits) * m.dice;
  const pd = pointDefenseModifier(state, target);
  const per =
    (m.strength === null ? beamExpectation(mod - pd) : strikeExpectation(mod, pd)) *
    throughArmor(state, missile, target);
  return dice * per * hitWorth(state, target);
}

/**
 * A missile in flight ("Missiles"): onto the detected enemy it would hurt most, ending in its hex
 * or as near as the thrust allows, never out of its controller's communicator range; with no
 * target detected, toward the nearest enemy guessed, still in range.
 */
export function missilePose(state: SclState, missile: Unit, poses: readonly Pose[]): Pose | null {
  const crewId = controllers(state)[missile.id];
  const crew = state.units.find((u) => u.id === crewId);
  if (!crew) return null;
  const reach = controlRange(state, crew);
  const inRange = poses.filter((p) => !p.escaped && distance(p.hex, crew.hex) <= reach);
  const enemies = enemiesOf(state, missile.side);
  const detected = enemies.filter((e) => state.detected[missile.side].includes(e.id));
  let best: Pose | null = null;
  let bestScore = -Infinity;
  for (const p of inRange) {
    let score = 0;
    if (detected.length > 0)
      for (const t of detected)
        score = Math.max(
          score,
          strikeWorth(state, missile, crew, t, p.hex) - 0.01 * distance(p.hex, t.hex),
        );
    else {
      let near = Infinity;
      for (const e of enemies) near = Math.min(near, distance(p.hex, e.hex));
      score = Number.isFinite(near) ? -near : 0;
    }
    if (score > bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return best;
}

/** The best pose of one unit of the batch. */
function bestPose(state: SclState, u: Unit, deadline: () => boolean): Pose | null {
  const poses = posesOf(
    state,
    u,
    u.kind === 'missile' ? MISSILES[u.cls as MissileTypeId].thrust : currentMa(u),
  );
  if (u.kind === 'missile') return missilePose(state, u, poses);
  if (stalking(state, u.side)) {
    const stalked = stalkPose(state, u, poses);
    if (stalked) return stalked;
  }
  const scene = sceneFor(state, u);
  let best: Pose | null = null;
  let bestScore = -Infinity;
  for (const p of poses) {
    if (deadline() && best) break;
    const score = poseScore(state, u, p, scene);
    if (score > bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return best;
}

/**
 * Every unit of the batch due, one after another (each seeing the others' new places): ships
 * and flights to their best pose ({@link poseScore}), missiles onto their target
 * ({@link missilePose}). `null` when the seat owes no move.
 */
export function planMove(state: SclState, seat: string, deadline: () => boolean): unknown {
  const owed = pendingDecisions(state).find((d) => d.seat === seat);
  if (owed?.kind !== 'move') return null;
  let work = state;
  const moves: UnitMove[] = [];
  const order = [...owed.detail.units].sort((a, b) => {
    const ua = work.units.find((x) => x.id === a)!;
    const ub = work.units.find((x) => x.id === b)!;
    return (ua.kind === 'missile' ? 1 : 0) - (ub.kind === 'missile' ? 1 : 0);
  });
  for (const id of order) {
    const u = work.units.find((x) => x.id === id);
    if (!u || u.status !== 'active') continue;
    const pose = bestPose(work, u, deadline);
    if (!pose) continue;
    moves.push(pose.move);
    if (!pose.escaped) work = withUnit(work, posed(u, pose.hex, pose.facing));
  }
  return { type: 'move', moves };
}
