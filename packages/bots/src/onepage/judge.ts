import type { OnepageState, ShipState } from '@broadside/rules/onepage';
import { GUN_RANGE } from '@broadside/rules/onepage';
import { GUN_SHOT_DAMAGE, missileDamage, missileReach } from './odds.js';
import { isConvoy, isRunner, nearestDistance, shipValue, strength, turnsLeft } from './value.js';

/** A finished battle: far beyond any material count. */
const DECIDED = 1000;

/**
 * How much the hard level wants its gun ships to close in: more the stronger its side
 * (Lanchester), and more when it trails on points with few turns left.
 */
function eagerness(state: OnepageState, seat: string, enemy: string): number {
  const own = strength(state, seat);
  const theirs = Math.max(1e-6, strength(state, enemy));
  const ratio = Math.min(2, Math.max(0.5, own / theirs));
  let eager = 0.3 * ratio - 0.15;
  const behind = (state.score[enemy as 'A'] ?? 0) - (state.score[seat as 'A'] ?? 0);
  if (!isConvoy(state) && behind >= 0 && turnsLeft(state) <= 5) eager += 0.3;
  return eager;
}

/** Expected damage a ship may take next turn: enemy guns that can close to range, missiles that can reach it. */
function danger(ship: ShipState, enemies: readonly ShipState[]): number {
  let expected = 0;
  for (const e of enemies) {
    const d = nearestDistance(ship, [e]);
    if (e.guns > 0 && d <= e.mp + GUN_RANGE) expected += 0.5 * e.guns * GUN_SHOT_DAMAGE;
    if (e.launchers > 0 && e.missiles > 0 && d <= missileReach(ship.mp))
      expected += 0.5 * missileDamage(ship.mp);
  }
  return expected;
}

/**
 * The escort's quarry: the enemy ship that threatens the runners most — its guns and missiles
 * left, over its distance to the nearest runner.
 */
function quarry(enemies: readonly ShipState[], runners: readonly ShipState[]): ShipState {
  let best = enemies[0]!;
  let bestThreat = -Infinity;
  for (const e of enemies) {
    const threat =
      (e.guns + 0.5 * Math.min(e.missiles, e.launchers * 2)) / (1 + nearestDistance(e, runners));
    if (threat > bestThreat) {
      bestThreat = threat;
      best = e;
    }
  }
  return best;
}

/**
 * The hard level's judgement of a one-page position for `seat`, higher is better, on the scale
 * of one hull point: what every ship is worth (see `shipValue`), points scored, missiles in
 * flight at their expected damage, then where its own ships stand — gun ships closing on the
 * enemy when its side is the stronger (or behind late), keeping together, missile ships within
 * missile reach of a target, raiders of a convoy closing on the freighters.
 */
export function judge(state: OnepageState, seat: string): number {
  const enemy = seat === 'A' ? 'B' : 'A';
  if (state.result) {
    const winners = state.result.winners;
    if (winners.length === 0) return 0;
    return winners.includes(seat) ? DECIDED : -DECIDED;
  }
  let value = 0;
  for (const ship of state.ships) value += (ship.side === seat ? 1 : -1) * shipValue(state, ship);
  const scored = (state.score[seat as 'A'] ?? 0) - (state.score[enemy as 'A'] ?? 0);
  if (!isConvoy(state)) value += scored;
  for (const missile of state.missiles) {
    const target = state.ships.find((s) => s.id === missile.target);
    if (!target || target.status !== 'active') continue;
    value += (missile.side === seat ? 0.8 : -0.8) * missileDamage(target.mp);
  }
  const mine = state.ships.filter((s) => s.side === seat && s.status === 'active');
  const theirs = state.ships.filter((s) => s.side === enemy && s.status === 'active');
  if (theirs.length === 0) return value;
  const eager = eagerness(state, seat, enemy);
  const freighters = theirs.filter((s) => isRunner(state, s));
  const gunships = mine.filter((s) => s.guns > 0);
  const runners = mine.filter((s) => isRunner(state, s));
  const raiders = runners.length > 0 ? [quarry(theirs, runners)] : [];
  for (const ship of mine) {
    if (isRunner(state, ship)) {
      value -= 0.08 * danger(ship, theirs) * (shipValue(state, ship) / Math.max(1, ship.hull));
      value += 0.15 * Math.min(8, nearestDistance(ship, theirs));
      continue;
    }
    const prey: ShipState[] =
      freighters.length > 0 ? freighters : raiders.length > 0 ? raiders : theirs;
    const near = nearestDistance(ship, prey);
    if (ship.guns > 0) {
      const pull = raiders.length > 0 ? 1.2 : freighters.length > 0 ? Math.max(eager, 0.5) : eager;
      value -= pull * Math.max(0, near - 1);
    }
    if (ship.launchers > 0 && ship.missiles > 0) {
      const inReach = theirs.some((t) => nearestDistance(ship, [t]) <= missileReach(t.mp));
      if (inReach) value += 0.5;
    }
  }
  for (let i = 0; i < gunships.length; i += 1)
    for (let j = i + 1; j < gunships.length; j += 1)
      value -= 0.05 * Math.max(0, nearestDistance(gunships[i]!, [gunships[j]!]) - 2);
  return value;
}
