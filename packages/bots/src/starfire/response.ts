import { distance } from '@broadside/rules';
import {
  reachablePoses,
  type ReachablePose,
  type StarfireState,
  type UnitState,
} from '@broadside/rules/starfire';
import type { PlannedPose } from './movement.js';
import { poseScore, standing, withPose } from './pose.js';

/** Poses of the ship judged against the enemy's possible moves (the best by standing alone). */
const SHORTLIST = 8;
/** Enemy end poses sampled per enemy ship (evenly through its reachable poses). */
const ENEMY_SAMPLES = 24;
/** The enemy's best replies a pose is judged against. */
const BEST_REPLIES = 3;
/** Enemies farther than this cannot answer a move this turn worth planning for. */
const REPLY_REACH = 14;
/** Weight of the plain score against the mean over the enemy's possible moves. */
const PLAIN_SHARE = 0.2;

/** Every `n`-th pose, so the sample spreads over the whole of what the enemy can reach. */
function spread(poses: readonly ReachablePose[], count: number): ReachablePose[] {
  if (poses.length <= count) return [...poses];
  const out: ReachablePose[] = [];
  for (let i = 0; i < count; i += 1) out.push(poses[Math.floor((i * poses.length) / count)]!);
  return out;
}

/**
 * The hard level's move planning. The ship's best end poses by {@link poseScore} are judged
 * again against where the enemy may yet go: in a one-on-one fight, against the enemy's three
 * best answers (by its own standing) among a spread of 24 of the end poses it can still reach
 * this turn. A pose that keeps the enemy in arc and stays out of its arcs whatever it does beats
 * one that is good only if the enemy stands still. `deadline` (from the injected clock) stops
 * early, leaving the poses not yet weighed or judged out.
 */
export function bestPoseAgainstReplies(
  state: StarfireState,
  unit: UnitState,
  deadline: () => boolean = () => false,
): PlannedPose | null {
  const scored: PlannedPose[] = [];
  for (const [index, pose] of reachablePoses(unit, state.setup.scenario.map).entries()) {
    if (scored.length > 0 && index % 32 === 0 && deadline()) break;
    const first = pose.steps[0]?.order;
    if (!first) continue;
    const score = poseScore(state, unit, pose.hex, pose.facing, true);
    scored.push({ score, first, hex: pose.hex, facing: pose.facing });
  }
  scored.sort((a, b) => b.score - a.score);
  const shortlist = scored.slice(0, SHORTLIST);
  const enemies = state.units.filter(
    (e) => e.side !== unit.side && e.status === 'on_map' && e.hex !== null && e.mp > 0,
  );
  // The enemy's reachable poses do not depend on where this ship ends: found once per enemy.
  const replies = new Map<string, ReachablePose[]>();
  const repliesOf = (enemy: UnitState) => {
    let found = replies.get(enemy.id);
    if (!found) {
      found = spread(reachablePoses(enemy, state.setup.scenario.map), ENEMY_SAMPLES);
      replies.set(enemy.id, found);
    }
    return found;
  };
  let best: PlannedPose | null = null;
  for (const pose of shortlist) {
    if (deadline()) break;
    const moved = withPose(state, unit.id, pose.hex, pose.facing);
    const near = enemies.filter((e) => distance(e.hex!, pose.hex) <= REPLY_REACH);
    // Measured: against several enemies at once the averaged replies played worse than the
    // plain score (Task groups), so they count only in a one-on-one fight.
    if (near.length > 1) return scored[0] ?? null;
    let total = 0;
    let count = 0;
    if (near.length === 1) {
      // One on one: the enemy's likeliest replies are its best ones by its own standing, so
      // the pose is judged against the enemy's three best answers to it.
      const enemy = near[0]!;
      const answers = repliesOf(enemy).map((reply) => {
        const after = withPose(moved, enemy.id, reply.hex, reply.facing);
        const them = standing(
          after,
          after.units.find((u) => u.id === enemy.id)!,
        );
        const us = standing(
          after,
          after.units.find((u) => u.id === unit.id)!,
          true,
        );
        return { them, us };
      });
      answers.sort((a, b) => b.them - a.them);
      for (const answer of answers.slice(0, BEST_REPLIES)) {
        total += answer.us;
        count += 1;
      }
    }
    const score =
      count === 0 ? pose.score : PLAIN_SHARE * pose.score + (1 - PLAIN_SHARE) * (total / count);
    if (!best || score > best.score) best = { ...pose, score };
  }
  return best ?? shortlist[0] ?? null;
}
