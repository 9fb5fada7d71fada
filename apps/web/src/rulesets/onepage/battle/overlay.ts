import { distance, type Hex } from '@broadside/rules';
import { GUN_RANGE, type OnepageView, type Plan, type ShipState } from '@broadside/rules/onepage';
import type { HexBadge, HexLine, HexMark, HexMarkKind } from '../../../map/map-data.js';
import {
  enemyShips,
  exits,
  launchSlots,
  onwardReach,
  ownShips,
  pathHexes,
  type Draft,
} from './plan.js';
import { gunRange, missileReach, moveEnd } from './reach.js';

/**
 * How the selected ship's reach is drawn while plotting. The map has no reach marks of its own,
 * so each borrows a mark the one-page screen draws nothing else with; the key names them.
 */
export const REACH_MARKS = {
  /** Gun range around where the ship will stand: a faint amber wash. */
  gun: 'in-arc',
  /** Missile reach from there: brown hatching. */
  missile: 'restricted',
} as const satisfies Record<string, HexMarkKind>;

/** What the battle screen draws over the counters. */
export interface Overlay {
  readonly marks: readonly HexMark[];
  readonly lines: readonly HexLine[];
  readonly path: readonly Hex[];
  /** Texts pinned to hexes: the plotted end of the selected ship and where gravity pulls it. */
  readonly badges: readonly HexBadge[];
}

/** Nothing drawn. */
export const NO_OVERLAY: Overlay = { marks: [], lines: [], path: [], badges: [] };

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
  /** Whether to draw the selected ship's gun range and missile reach while plotting. */
  readonly reach?: boolean;
}

/** A plan as paths: every ship's hexes (for a plot handed in and waiting for the reveal). */
function planHexes(view: OnepageView, plan: Plan): Hex[][] {
  return plan.moves.flatMap((m) => {
    const ship = view.ships.find((s) => s.id === m.ship);
    return ship ? [pathHexes(ship.hex, m.path)] : [];
  });
}

/**
 * The selected ship's plotted move as the board previews it: its end hex ringed and labelled
 * with the ship's id, the gravity pull from there (a line to the hex it is pulled to, labelled
 * too), and, when `reach` is on, the gun range and missile reach from where it will stand.
 */
function movePreview(
  view: OnepageView,
  ship: ShipState,
  dirs: readonly number[],
  reach: boolean,
  out: { marks: HexMark[]; lines: HexLine[]; badges: HexBadge[] },
): void {
  const { end, pull, at } = moveEnd(view, ship, dirs);
  if (end) {
    out.marks.push({ hex: end, kind: 'focus' });
    out.badges.push({ hex: end, text: `${ship.id} ends` });
  }
  if (end && pull) {
    out.marks.push({ hex: pull.to, kind: 'focus' });
    out.lines.push({ from: end, to: pull.to, kind: 'fire' });
    out.badges.push({ hex: pull.to, text: `${ship.id} pulled ${pull.pull}` });
  }
  if (!reach || exits(view, ship, dirs)) return;
  if (ship.guns > 0)
    for (const hex of gunRange(view, at)) out.marks.push({ hex, kind: REACH_MARKS.gun });
  if (launchSlots(ship) > 0)
    for (const hex of missileReach(view, ship, at))
      out.marks.push({ hex, kind: REACH_MARKS.missile });
}

/**
 * While plotting: the selected ship's path as the arrow, its end hex and gravity pull previewed
 * (see {@link movePreview}), the hexes it can still reach marked `legal`, the other ships'
 * drafted paths marked `path` and a ship whose orders were refused marked `focus`. A plot
 * handed in shows its paths until the reveal. While firing: enemies in range marked `target`,
 * each gun's target as a line.
 */
export function overlay(input: OverlayInput): Overlay {
  const { view, seat, kind, selected, draft } = input;
  const marks: HexMark[] = input.focus.flatMap((id) => {
    const hex =
      view.ships.find((s) => s.id === id)?.hex ?? view.missiles.find((m) => m.id === id)?.hex;
    return hex ? [{ hex, kind: 'focus' as const }] : [];
  });
  const lines: HexLine[] = [];
  const badges: HexBadge[] = [];
  let path: Hex[] = [];
  if (seat === null) return { marks, lines, path, badges };
  if (kind === 'plot' || kind === 'move') {
    const refused = view.ships.find((s) => s.id === input.refused);
    if (refused) marks.push({ hex: refused.hex, kind: 'focus' });
    for (const ship of ownShips(view, seat)) {
      const dirs = draft.paths[ship.id] ?? [];
      const hexes = pathHexes(ship.hex, dirs);
      if (ship.id === selected) {
        path = hexes;
        movePreview(view, ship, dirs, input.reach ?? true, { marks, lines, badges });
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
  return { marks, lines, path, badges };
}
