import { facingAt, hexEquals, inBounds, neighbor, type Hex } from '@broadside/rules';
import {
  reachableHexes,
  type OnepageState,
  type OnepageView,
  type Plan,
  type Reach,
  type ShipState,
} from '@broadside/rules/onepage';

/**
 * A plot or initiative move being written: each ship's directions so far and the targets of its
 * launches. Pure data, so the battle screen keeps it as state and the tests check it directly.
 */
export interface Draft {
  readonly paths: Readonly<Record<string, readonly number[]>>;
  readonly launches: Readonly<Record<string, readonly string[]>>;
}

/** Nothing plotted: every ship holds and launches nothing. */
export const EMPTY_DRAFT: Draft = { paths: {}, launches: {} };

/** The hex one step from `h` in direction 0–5 (0 up, then clockwise), as the rules step. */
export function stepHex(h: Hex, direction: number): Hex {
  return neighbor(h, facingAt(direction));
}

/** The hexes of a path: the start hex, then each hex entered (an exit step ends off the map). */
export function pathHexes(start: Hex, dirs: readonly number[]): Hex[] {
  const hexes = [start];
  for (const d of dirs) hexes.push(stepHex(hexes[hexes.length - 1] as Hex, d));
  return hexes;
}

/** Ships of `seat` still in play. */
export function ownShips(view: OnepageView, seat: string): ShipState[] {
  return view.ships.filter((s) => s.side === seat && s.status === 'active');
}

/** Enemy ships of `seat` still in play. */
export function enemyShips(view: OnepageView, seat: string): ShipState[] {
  return view.ships.filter((s) => s.side !== seat && s.status === 'active');
}

/**
 * Where the ship can still go from the end of its draft path with the MP left (the rules'
 * own breadth-first reach: never into a body, off the map only through its scenario's exit).
 * Empty once the path leaves the map.
 */
export function onwardReach(view: OnepageView, ship: ShipState, dirs: readonly number[]): Reach[] {
  const end = pathHexes(ship.hex, dirs).at(-1) as Hex;
  if (dirs.length > 0 && !inBounds(view.map, end)) return [];
  const left = Math.max(0, ship.mp - dirs.length);
  return reachableHexes(view as unknown as OnepageState, { ...ship, hex: end, mp: left }).slice(1);
}

/**
 * The ship's path after the player clicked `target`: back to that hex when it is already on
 * the path (the start hex clears it), else on to it by a shortest way within the MP left;
 * `null` when the hex is out of reach.
 */
export function clickPath(
  view: OnepageView,
  ship: ShipState,
  dirs: readonly number[],
  target: Hex,
): number[] | null {
  const hexes = pathHexes(ship.hex, dirs);
  const back = hexes.findIndex((h) => hexEquals(h, target));
  if (back >= 0) return dirs.slice(0, back);
  const reach = onwardReach(view, ship, dirs).find((r) => !r.exit && hexEquals(r.hex, target));
  return reach ? [...dirs, ...reach.path] : null;
}

/** The path leaving the map from the end of the draft, where the scenario lets the ship, or `null`. */
export function exitPath(
  view: OnepageView,
  ship: ShipState,
  dirs: readonly number[],
): number[] | null {
  const exit = onwardReach(view, ship, dirs).find((r) => r.exit);
  return exit ? [...dirs, ...exit.path] : null;
}

/** True when the draft path ends off the map (the ship escapes; it may not launch). */
export function exits(view: OnepageView, ship: ShipState, dirs: readonly number[]): boolean {
  return dirs.length > 0 && !inBounds(view.map, pathHexes(ship.hex, dirs).at(-1) as Hex);
}

/** How many missiles the ship can launch this turn: one per working launcher, while stock lasts. */
export function launchSlots(ship: ShipState): number {
  return Math.min(ship.launchers, ship.missiles);
}

/** The plan a draft says: paths of ships that move, launches in ship order. */
export function draftPlan(draft: Draft): Plan {
  return {
    moves: Object.entries(draft.paths)
      .filter(([, path]) => path.length > 0)
      .map(([ship, path]) => ({ ship, path: [...path] })),
    launches: Object.entries(draft.launches).flatMap(([ship, targets]) =>
      targets.filter((t) => t !== '').map((target) => ({ ship, target })),
    ),
  };
}

/** The draft with one ship's path replaced (its launches dropped if it now leaves the map). */
export function withPath(view: OnepageView, draft: Draft, ship: ShipState, path: number[]): Draft {
  const launches = exits(view, ship, path) ? { ...draft.launches, [ship.id]: [] } : draft.launches;
  return { paths: { ...draft.paths, [ship.id]: path }, launches };
}

/** The draft without any order of `ship` (its path and its launches). */
export function dropShip(draft: Draft, ship: string): Draft {
  const { [ship]: _path, ...paths } = draft.paths;
  const { [ship]: _launches, ...launches } = draft.launches;
  return { paths, launches };
}

/**
 * The draft as the view now allows: the orders of the seat's ships no longer in play (destroyed
 * or escaped, or never its own) dropped, and launches at enemies no longer in play cleared. The
 * rules refuse a whole plot over one such ship, so a new view prunes the draft instead. Returns
 * the same draft when nothing changes.
 */
export function pruneDraft(view: OnepageView, seat: string, draft: Draft): Draft {
  const own = new Set(ownShips(view, seat).map((s) => s.id));
  const enemies = new Set(enemyShips(view, seat).map((s) => s.id));
  let next = draft;
  for (const id of new Set([...Object.keys(draft.paths), ...Object.keys(draft.launches)]))
    if (!own.has(id)) next = dropShip(next, id);
  for (const [id, targets] of Object.entries(next.launches))
    if (targets.some((t) => t !== '' && !enemies.has(t)))
      next = {
        ...next,
        launches: { ...next.launches, [id]: targets.map((t) => (enemies.has(t) ? t : '')) },
      };
  return next;
}
