import { hexKey, hexesInBounds, type Hex } from '@broadside/rules';
import {
  gravityPull,
  reachableHexes,
  type OnepageState,
  type ShipState,
} from '@broadside/rules/onepage';

/** Turns to leave the map from each hex (Infinity: never, e.g. caught in a gravity well). */
type Table = ReadonlyMap<string, number>;

/** Tables kept at once (a game needs one or two; custom maps may bring more). */
const MAX_TABLES = 32;
const tables = new Map<string, Table>();

/** The part of a position the table depends on: the map, its exits and the ship's move. */
function tableKey(state: OnepageState, ship: ShipState): string {
  const { columns, rows, bodies, exits } = state.map;
  return JSON.stringify([columns, rows, bodies, exits, ship.side, ship.design, ship.mp]);
}

/**
 * For every hex, the fewest turns a ship like `ship` needs to leave the map from there
 * (Movement: a ship that lands on a numeral is pulled toward the body, so a slow ship that
 * strays next to a planet may never climb out). Worked backward from the hexes that can step
 * off an exit edge; a ship with no exit gets an empty table.
 */
function buildTable(state: OnepageState, ship: ShipState): Table {
  const ends = new Map<string, { exit: boolean; to: string[] }>();
  for (const hex of hexesInBounds(state.map)) {
    const reach = reachableHexes(state, { ...ship, hex });
    const to = reach
      .filter((r) => !r.exit)
      .map((r) => hexKey(r.path.length > 0 ? (gravityPull(state.map, r.hex)?.to ?? r.hex) : r.hex));
    ends.set(hexKey(hex), { exit: reach.some((r) => r.exit), to });
  }
  const turns = new Map<string, number>();
  for (const [key, e] of ends) turns.set(key, e.exit ? 1 : Infinity);
  for (let changed = true; changed;) {
    changed = false;
    for (const [key, e] of ends) {
      let best = turns.get(key)!;
      for (const to of e.to) best = Math.min(best, (turns.get(to) ?? Infinity) + 1);
      if (best < turns.get(key)!) {
        turns.set(key, best);
        changed = true;
      }
    }
  }
  return turns;
}

/**
 * The fewest turns `ship` needs to leave the map by an exit it may use if it stood on `at`
 * (default: where it is), gravity included; Infinity when it never can. Cached per map and ship
 * kind, so it costs one table per game.
 */
export function turnsToExit(state: OnepageState, ship: ShipState, at: Hex = ship.hex): number {
  const key = tableKey(state, ship);
  let table = tables.get(key);
  if (!table) {
    if (tables.size >= MAX_TABLES) tables.clear();
    table = buildTable(state, ship);
    tables.set(key, table);
  }
  return table.get(hexKey(at)) ?? Infinity;
}
