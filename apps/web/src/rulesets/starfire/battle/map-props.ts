import { distance, hexEquals, hexKey, type Hex } from '@broadside/rules';
import type { QueuedOrder } from '@broadside/protocol';
import {
  fireOptions,
  reachableHexes,
  type StarfireOrder,
  type StarfireView,
  type StepOrder,
} from '@broadside/rules/starfire';
import type { MapRoute } from '../../../map/map-layers.js';
import type { HexBadge, HexLine, HexMark } from '../../../map/map-data.js';
import type { StarfireLogEntry as LogEntry } from '../session.js';
import { combatOverlay, type Assignments, type CombatOverlay } from './combat-overlay.js';
import { deployTargets, warpPointHexes } from './decisions.js';
import { plansFromQueue, routeHexes } from './path-queue.js';

/** What the battle screen asks `<hex-map>` to draw on top of the units: the combat picture and a planned path. */
export interface MapOverlay extends CombatOverlay {
  readonly path: readonly Hex[];
  /** The planned path (not sent yet) and the steps queued on the server. */
  readonly routes: readonly MapRoute[];
}

/** A path planned for one ship and not sent yet. */
export interface PlannedPath {
  readonly unit: string;
  readonly steps: readonly StepOrder[];
}

/** The interaction state the overlay depends on. */
export interface OverlayInput {
  readonly view: StarfireView;
  /** What the viewer owes now (`''` for nothing). */
  readonly owedKind: string;
  readonly orders: readonly StarfireOrder[];
  readonly selected: string | null;
  /** The hex picked for a deployment or the warp point. */
  readonly deployHex: Hex | null;
  readonly previewHex: Hex | null;
  readonly assignments: Assignments;
  readonly focusSlot: number | null;
  /** Units picked from the log. */
  readonly focusUnits: readonly string[];
  readonly log: readonly LogEntry[];
  readonly plan: PlannedPath | null;
  /** This seat's queued orders on the server. */
  readonly queued: readonly QueuedOrder[];
  /**
   * The viewer's own side: range badges show only while one of its ships is selected. `null`
   * or left out (spectators, hot-seat practice): any selected unit.
   */
  readonly viewerSide?: string | null;
}

/** The routes of the queued steps of every ship, then the planned path on top. */
function routes(view: StarfireView, plan: PlannedPath | null, queued: readonly QueuedOrder[]) {
  const out: MapRoute[] = [];
  for (const [unit, steps] of plansFromQueue(queued)) {
    if (unit !== plan?.unit) out.push({ hexes: routeHexes(view, unit, steps), kind: 'queued' });
  }
  if (plan) out.push({ hexes: routeHexes(view, plan.unit, plan.steps), kind: 'planned' });
  return out.filter((r) => r.hexes.length > 0);
}

/**
 * The hexes a unit has moved through this turn, from its movement events: where it started,
 * then each hex it entered.
 */
export function turnPath(log: readonly LogEntry[], unitId: string): readonly Hex[] {
  let start = 0;
  for (let i = log.length - 1; i >= 0; i -= 1) {
    if (log[i]?.event.type === 'turn_started') {
      start = i;
      break;
    }
  }
  const path: Hex[] = [];
  for (const entry of log.slice(start)) {
    const e = entry.event;
    if (e.type === 'unit_stepped' && e.unit === unitId) {
      if (path.length === 0) path.push(e.from);
      const last = path[path.length - 1];
      if (!last || !hexEquals(last, e.to)) path.push(e.to);
    } else if (e.type === 'unit_transited' && e.unit === unitId) {
      path.push(e.hex);
    }
  }
  return path;
}

/**
 * The range in hexes from the selected unit to each enemy on the map, as a badge on the enemy's
 * hex, measured with the rules package's `distance` (what fire range uses). None in the fleet
 * phase or deployment, for a unit off the map, or (with `viewerSide`) for another side's unit.
 * Enemies stacked in one hex share one badge.
 */
export function rangeBadges(
  view: StarfireView,
  selected: string | null,
  viewerSide: string | null = null,
): readonly HexBadge[] {
  const phase = view.stage.phase;
  if (!selected || phase === 'fleet' || phase === 'deployment') return [];
  const unit = view.units.find((u) => u.id === selected);
  if (!unit?.hex || unit.status !== 'on_map') return [];
  if (viewerSide !== null && unit.side !== viewerSide) return [];
  const origin = unit.hex;
  const byHex = new Map<string, HexBadge>();
  for (const u of view.units) {
    if (u.side === unit.side || u.status !== 'on_map' || !u.hex) continue;
    const key = hexKey(u.hex);
    if (!byHex.has(key)) byHex.set(key, { hex: u.hex, text: `${distance(origin, u.hex)} hx` });
  }
  return [...byHex.values()];
}

/** Builds the overlay for the current decision. */
export function mapOverlay(input: OverlayInput): MapOverlay {
  const { view, owedKind, orders, selected } = input;
  const marks: HexMark[] = [];
  let badges: readonly HexBadge[] = [];
  let lines: readonly HexLine[] = [];
  let path: readonly Hex[] = selected ? turnPath(input.log, selected) : [];

  if (owedKind === 'deploy' || owedKind === 'place_warp_point') {
    const hexes =
      owedKind === 'deploy' ? (deployTargets(orders)?.hexes ?? []) : warpPointHexes(orders);
    for (const h of hexes) marks.push({ hex: h, kind: 'legal' });
    if (input.deployHex) marks.push({ hex: input.deployHex, kind: 'focus' });
  } else if (owedKind === 'move' && selected) {
    const unit = view.units.find((u) => u.id === selected);
    if (unit && orders.some((o) => o.type === 'step' && o.unit === unit.id)) {
      for (const hex of reachableHexes(unit, view.setup.scenario.map))
        marks.push({ hex, kind: 'legal' });
      const preview = input.previewHex;
      if (preview && unit.hex) path = [...(path.length > 0 ? path : [unit.hex]), preview];
    }
  } else if (owedKind === 'fire' && selected) {
    const overlay = combatOverlay(
      view,
      fireOptions(view, selected),
      input.assignments,
      input.focusSlot,
    );
    marks.push(...overlay.marks);
    badges = overlay.badges;
    lines = overlay.lines;
  }
  // A hex with a to-hit badge keeps it: the range badge would cover it.
  const taken = new Set(badges.map((b) => hexKey(b.hex)));
  const ranges = rangeBadges(view, selected, input.viewerSide ?? null).filter(
    (b) => !taken.has(hexKey(b.hex)),
  );
  if (ranges.length > 0) badges = [...badges, ...ranges];
  for (const id of input.focusUnits) {
    const h = view.units.find((u) => u.id === id)?.hex;
    if (h) marks.push({ hex: h, kind: 'focus' });
  }
  return { marks, badges, lines, path, routes: routes(view, input.plan, input.queued) };
}

/** An overlay with nothing on it. */
export const EMPTY_OVERLAY: MapOverlay = { marks: [], badges: [], lines: [], path: [], routes: [] };

/**
 * A memoised {@link mapOverlay}: recomputed only when the game moved on (`seq`) or the
 * interaction state changed, so re-renders for other reasons (clocks, chat) cost nothing.
 */
export function memoOverlay(): (seq: number, input: OverlayInput) => MapOverlay {
  let last: { key: string; value: MapOverlay } | null = null;
  return (seq, input) => {
    const key = JSON.stringify([
      seq,
      input.owedKind,
      input.selected,
      input.viewerSide ?? null,
      input.deployHex,
      input.previewHex,
      [...input.assignments],
      input.focusSlot,
      input.focusUnits,
      input.plan,
      input.queued,
    ]);
    if (last?.key !== key) last = { key, value: mapOverlay(input) };
    return last.value;
  };
}
