import { distance, type Hex } from '@broadside/rules';
import { GUN_RANGE, type OnepageView, type Plan } from '@broadside/rules/onepage';
import type { HexLine, HexMark } from '../../../map/map-data.js';
import { enemyShips, onwardReach, ownShips, pathHexes, type Draft } from './plan.js';

/** What the battle screen draws over the counters. */
export interface Overlay {
  readonly marks: readonly HexMark[];
  readonly lines: readonly HexLine[];
  readonly path: readonly Hex[];
}

/** Nothing drawn. */
export const NO_OVERLAY: Overlay = { marks: [], lines: [], path: [] };

/** What the overlay depends on. */
export interface OverlayInput {
  readonly view: OnepageView;
  /** The seat giving orders on this screen, or `null` (a spectator). */
  readonly seat: string | null;
  /** What that seat owes now (`plot`, `move`, `fire` or `''`). */
  readonly kind: string;
  readonly selected: string | null;
  readonly draft: Draft;
  readonly shots: Readonly<Record<string, readonly string[]>>;
  /** The ship whose orders were refused in the last plot or move sent, marked while plotting. */
  readonly refused?: string | null;
  /** Ships picked from the log. */
  readonly focus: readonly string[];
}

/** A plan as paths: every ship's hexes (for a plot handed in and waiting for the reveal). */
function planHexes(view: OnepageView, plan: Plan): Hex[][] {
  return plan.moves.flatMap((m) => {
    const ship = view.ships.find((s) => s.id === m.ship);
    return ship ? [pathHexes(ship.hex, m.path)] : [];
  });
}

/**
 * While plotting: the selected ship's path as the arrow, the hexes it can still reach marked
 * `legal`, the other ships' drafted paths marked `path` and a ship whose orders were refused
 * marked `focus`. A plot handed in shows its paths
 * until the reveal. While firing: enemies in range marked `target`, each gun's target as a line.
 */
export function overlay(input: OverlayInput): Overlay {
  const { view, seat, kind, selected, draft } = input;
  const marks: HexMark[] = input.focus.flatMap((id) => {
    const hex =
      view.ships.find((s) => s.id === id)?.hex ?? view.missiles.find((m) => m.id === id)?.hex;
    return hex ? [{ hex, kind: 'focus' as const }] : [];
  });
  const lines: HexLine[] = [];
  let path: Hex[] = [];
  if (seat === null) return { marks, lines, path };
  if (kind === 'plot' || kind === 'move') {
    const refused = view.ships.find((s) => s.id === input.refused);
    if (refused) marks.push({ hex: refused.hex, kind: 'focus' });
    for (const ship of ownShips(view, seat)) {
      const dirs = draft.paths[ship.id] ?? [];
      const hexes = pathHexes(ship.hex, dirs);
      if (ship.id === selected) {
        path = hexes;
        for (const r of onwardReach(view, ship, dirs))
          if (!r.exit) marks.push({ hex: r.hex, kind: 'legal' });
      } else {
        for (const h of hexes.slice(1)) marks.push({ hex: h, kind: 'path' });
      }
    }
  } else if (kind === 'fire') {
    for (const ship of ownShips(view, seat)) {
      if (ship.guns === 0) continue;
      for (const enemy of enemyShips(view, seat))
        if (distance(ship.hex, enemy.hex) <= GUN_RANGE)
          marks.push({ hex: enemy.hex, kind: 'target' });
      for (const target of input.shots[ship.id] ?? []) {
        const to = view.ships.find((s) => s.id === target)?.hex;
        if (to) lines.push({ from: ship.hex, to, kind: 'assigned' });
      }
    }
  } else if (view.stage.phase === 'plot') {
    const mine = view.stage.submitted.find((s) => s.seat === seat)?.content;
    if (mine)
      for (const hexes of planHexes(view, mine)) {
        for (const h of hexes.slice(1)) marks.push({ hex: h, kind: 'path' });
      }
  }
  return { marks, lines, path };
}
