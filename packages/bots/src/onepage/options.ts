import { distance, hexKey, type Hex } from '@broadside/rules';
import {
  gravityPull,
  reachableHexes,
  type Launch,
  type OnepageState,
  type ShipState,
} from '@broadside/rules/onepage';
import { missileDamage, missileReach } from './odds.js';
import { turnsToExit } from './route.js';
import { isRunner, shipValue } from './value.js';

/** One way a ship may move this turn: its path and where it ends (after any gravity pull). */
export interface MoveOption {
  readonly path: readonly number[];
  readonly end: Hex;
  readonly exit: boolean;
}

/** Where a ship ends after `reach` (Movement: a ship that moved feels the gravity of its hex). */
function option(state: OnepageState, reach: ReturnType<typeof reachableHexes>[number]): MoveOption {
  if (reach.exit || reach.path.length === 0)
    return { path: reach.path, end: reach.hex, exit: reach.exit };
  return { path: reach.path, end: gravityPull(state.map, reach.hex)?.to ?? reach.hex, exit: false };
}

/** The option of `all` with the least `cost` (ties: the first, so shortest paths win). */
function least(all: readonly MoveOption[], cost: (o: MoveOption) => number): MoveOption | null {
  let best: MoveOption | null = null;
  let bestCost = Infinity;
  for (const o of all) {
    const c = cost(o);
    if (c < bestCost) {
      bestCost = c;
      best = o;
    }
  }
  return best;
}

/**
 * A ship's candidate moves worth weighing (Movement), distinct by where they end: holding; for
 * each enemy, the end nearest it and the end two hexes from it (just out of its guns if it
 * holds); the end farthest from every enemy. A runner (a freighter that may leave the map) steps
 * off when it can, and otherwise weighs only the ends that leave it the fewest turns to its exit,
 * gravity counted (`turnsToExit`): the Convoy's freighters need 15 of their 16 turns, so one that
 * holds or turns aside to dodge rarely gets out. Only a runner that can never leave (caught by a
 * well) gets the ordinary choices.
 */
export function moveOptions(state: OnepageState, ship: ShipState): MoveOption[] {
  const all = reachableHexes(state, ship).map((r) => option(state, r));
  const enemies = state.ships.filter((s) => s.side !== ship.side && s.status === 'active');
  const picks: (MoveOption | null)[] = [all[0] ?? null];
  if (isRunner(state, ship)) {
    const exit = all.find((o) => o.exit);
    if (exit) return [exit];
    const togo = (o: MoveOption) => turnsToExit(state, ship, o.end);
    const fewest = Math.min(...all.map(togo));
    if (Number.isFinite(fewest)) return distinct(all.filter((o) => togo(o) === fewest));
  }
  for (const enemy of enemies) {
    picks.push(least(all, (o) => distance(o.end, enemy.hex) * 10 + o.path.length));
    picks.push(least(all, (o) => Math.abs(distance(o.end, enemy.hex) - 2) * 10 + o.path.length));
  }
  if (enemies.length > 0) picks.push(least(all, (o) => -nearest(o.end, enemies)));
  return distinct(picks);
}

/** The options of `picks` that end apart (an exit counts by its path), in order. */
function distinct(picks: readonly (MoveOption | null)[]): MoveOption[] {
  const seen = new Set<string>();
  const out: MoveOption[] = [];
  for (const p of picks) {
    if (!p) continue;
    const key = p.exit ? `exit:${p.path.join('')}` : hexKey(p.end);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

function nearest(h: Hex, ships: readonly ShipState[]): number {
  let best = Infinity;
  for (const s of ships) best = Math.min(best, distance(h, s.hex));
  return best;
}

/**
 * Missile launches for ships ending where `ends` says (Missiles): every working launcher with a
 * missile in stock fires at the enemy where a missile is worth most — the expected damage at its
 * current MP, times what the target is worth per hull point — among those it can still catch
 * (see `missileReach`) and not already expected to die from missiles in flight or launched now.
 */
export function planLaunches(
  state: OnepageState,
  seat: string,
  ends: ReadonlyMap<string, MoveOption>,
): Launch[] {
  const enemies = state.ships.filter((s) => s.side !== seat && s.status === 'active');
  const expected = new Map<string, number>();
  for (const m of state.missiles) {
    const target = enemies.find((e) => e.id === m.target);
    if (target && m.side === seat)
      expected.set(target.id, (expected.get(target.id) ?? 0) + missileDamage(target.mp));
  }
  const launches: Launch[] = [];
  for (const ship of state.ships) {
    if (ship.side !== seat || ship.status !== 'active') continue;
    const end = ends.get(ship.id);
    if (end?.exit) continue;
    const from = end?.end ?? ship.hex;
    const shots = Math.min(ship.launchers, ship.missiles);
    for (let n = 0; n < shots; n += 1) {
      let best: ShipState | null = null;
      let bestScore = 0;
      for (const target of enemies) {
        if (distance(from, target.hex) > missileReach(target.mp)) continue;
        const left = target.hull - (expected.get(target.id) ?? 0);
        if (left <= 0) continue;
        const worth = shipValue(state, target) / Math.max(1, target.hull);
        const score = missileDamage(target.mp) * worth;
        if (score > bestScore) {
          bestScore = score;
          best = target;
        }
      }
      if (!best) break;
      expected.set(best.id, (expected.get(best.id) ?? 0) + missileDamage(best.mp));
      launches.push({ ship: ship.id, target: best.id });
    }
  }
  return launches;
}
