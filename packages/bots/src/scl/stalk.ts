import { distance, parseLabel, type Hex } from '@broadside/rules';
import {
  currentMa,
  detectionRange,
  scenarioOf,
  type SclState,
  type Unit,
} from '@broadside/rules/scl';
import { posed } from './model.js';
import type { Pose } from './poses.js';

/**
 * The Kafer's line in Bismarck at Bay. The Bismarck detects them from four or five hexes and
 * out-hits them at every range, while they detect it from one (three from its stern: "Detection
 * Procedure"), so a gun fight is lost. What they have is "Full Stop" (a stopped ship is detected
 * from two hexes nearer) and their guided missiles ("Missiles", which strike whatever their side
 * detects). The fastest ship scouts: it sweeps a column three hexes in from the map edge nearest
 * the Bismarck's set-up hex (a Bismarck that does not come hunting waits with its back to that
 * edge), three hexes a turn so no stretch is skipped. Once it detects the Bismarck it stops where
 * the Bismarck cannot see a stopped ship but it still sees the Bismarck, and every ship guides a
 * missile in each turn from beyond the Bismarck's sight; the points they mark win at the turn
 * limit.
 */

/** Hexes in from the edge of the scout's sweep (the Kafer see a stern from three). */
const SWEEP_DEPTH = 3;
/** Hexes the scout sweeps a turn: no more than the stern detection range, so none is skipped. */
const SWEEP_STEP = 3;
/** The missile thrust of the Kafer K-3: a launcher this near its target reaches it at once. */
const MISSILE_REACH = 8;
/** Where the trailing ships keep, from the scout, while it sweeps (east and a little north). */
const TRAIL = { q: 5, r: -2 };

/** "Full Stop" is open to a ship (in vector movement, only one no faster than it may slow). */
function mayStop(state: SclState, u: Unit): boolean {
  return u.kind === 'ship' && (state.setup.movement !== 'vector' || u.speed <= currentMa(u));
}

function shipsOf(state: SclState, side: string): Unit[] {
  return state.units.filter((u) => u.side === side && u.status === 'active' && u.kind === 'ship');
}

/**
 * True when `side` plays the stalking line: the Kafer in Bismarck at Bay, while they have a scout
 * and a launcher (two ships or more; a lone ship keeps to the general plan).
 */
export function stalking(state: SclState, side: string): boolean {
  return (
    scenarioOf(state.setup).id === 'bismarck_at_bay' &&
    side === 'B' &&
    shipsOf(state, side).length >= 2
  );
}

/** The enemy ship the side detects (its quarry), or null while it is unseen. */
export function quarryOf(state: SclState, side: string): Unit | null {
  return (
    state.units.find(
      (u) =>
        u.side !== side &&
        u.status === 'active' &&
        u.kind === 'ship' &&
        state.detected[side as 'A' | 'B'].includes(u.id),
    ) ?? null
  );
}

/** The side's scout: its fastest ship (ties to the first). */
export function scoutOf(state: SclState, side: string): Unit | null {
  let best: Unit | null = null;
  for (const u of shipsOf(state, side)) if (!best || currentMa(u) > currentMa(best)) best = u;
  return best;
}

/** True when `enemy` would detect `u` were `u` at `hex`, facing `facing` (stopped or not). */
function seenBy(state: SclState, enemy: Unit, u: Unit, stopped = false): boolean {
  return distance(enemy.hex, u.hex) <= detectionRange(state, enemy, { ...u, fullStop: stopped });
}

/**
 * "Full Stop" for each ship that detects the quarry itself and, stopped, would be detected by
 * no enemy ship: it keeps watch unseen, so its side's missiles may strike.
 */
export function stalkFullStops(state: SclState, side: string): string[] {
  const quarry = quarryOf(state, side);
  if (!quarry) return [];
  const enemies = shipsOf(state, side === 'A' ? 'B' : 'A');
  return shipsOf(state, side)
    .filter(
      (u) =>
        mayStop(state, u) &&
        distance(u.hex, quarry.hex) <= detectionRange(state, u, quarry) &&
        !enemies.some((e) => seenBy(state, e, u, true)),
    )
    .map((u) => u.id);
}

/** The sweep column's hexes start: three in from the edge nearest the enemy's set-up hex. */
function sweepStart(state: SclState, side: string): Hex | null {
  const first = scenarioOf(state.setup).sides.find((s) => s.id !== side)?.units[0];
  const parsed = first ? parseLabel(first.at) : null;
  if (!parsed?.ok) return null;
  const at = parsed.value;
  const columns = state.map.columns;
  const q = at.q <= columns - 1 - at.q ? SWEEP_DEPTH : columns - 1 - SWEEP_DEPTH;
  return { q, r: at.r };
}

/** The scout's next sweep hex: the column's start, then three hexes on down the column. */
function sweepGoal(state: SclState, scout: Unit): Hex | null {
  const start = sweepStart(state, scout.side);
  if (!start) return null;
  if (scout.hex.q !== start.q || scout.hex.r < start.r) return start;
  return { q: start.q, r: scout.hex.r + SWEEP_STEP };
}

/** The pose on the map scoring most by `score` (the first of equals), or null. */
function bestPose(poses: readonly Pose[], score: (p: Pose) => number): Pose | null {
  let best: Pose | null = null;
  let bestScore = -Infinity;
  for (const p of poses) {
    if (p.escaped) continue;
    const value = score(p);
    if (value > bestScore) {
      bestScore = value;
      best = p;
    }
  }
  return best;
}

/** The pose nearest `goal`, then the one scoring most by `tie`. */
function nearestPose(poses: readonly Pose[], goal: Hex, tie: (p: Pose) => number): Pose | null {
  return bestPose(poses, (p) => tie(p) - distance(p.hex, goal) * 100);
}

/** The scout's pose once the quarry is seen: where it still detects it, unseen once stopped. */
function watchPose(state: SclState, u: Unit, quarry: Unit, poses: readonly Pose[]): Pose | null {
  return bestPose(poses, (p) => {
    const me = posed(u, p.hex, p.facing);
    const range = distance(p.hex, quarry.hex);
    const watches = range <= detectionRange(state, me, quarry);
    const hidden = !seenBy(state, quarry, me, true);
    return (watches ? 100 : 0) + (hidden ? 50 : 0) - 2 * range;
  });
}

/** A launcher's pose once the quarry is seen: out of its sight, within missile reach. */
function launcherPose(state: SclState, u: Unit, quarry: Unit, poses: readonly Pose[]): Pose | null {
  return bestPose(poses, (p) => {
    const me = posed(u, p.hex, p.facing);
    const range = distance(p.hex, quarry.hex);
    return (seenBy(state, quarry, me) ? -100 : 0) + (range <= MISSILE_REACH ? 20 : 0) - range;
  });
}

/**
 * A ship's pose in the stalking line, or null to leave it to the general plan: the scout sweeps,
 * then watches; the others trail the scout, then launch from out of the quarry's sight.
 */
export function stalkPose(state: SclState, u: Unit, poses: readonly Pose[]): Pose | null {
  if (u.kind !== 'ship') return null;
  const quarry = quarryOf(state, u.side);
  const scout = scoutOf(state, u.side);
  if (!scout) return null;
  if (quarry)
    return u.id === scout.id
      ? watchPose(state, u, quarry, poses)
      : launcherPose(state, u, quarry, poses);
  const west = (p: Pose) => (p.facing === 4 ? 1 : p.facing === 3 || p.facing === 5 ? 0.5 : 0);
  if (u.id === scout.id) {
    const goal = sweepGoal(state, u);
    return goal ? nearestPose(poses, goal, (p) => (p.facing === 3 ? 1 : 0)) : null;
  }
  const goal = { q: scout.hex.q + TRAIL.q, r: scout.hex.r + TRAIL.r };
  return nearestPose(poses, goal, west);
}
