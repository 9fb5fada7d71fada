import { hexKey, type Hex } from '@broadside/rules';
import type { MapShot, MapUnit, TerrainFeature } from './map-data.js';
import { shapePath, sideStyle, type SideStyle } from './sides.js';

/**
 * The one drawing model of the board: from plain map data, where every counter, stack count,
 * terrain feature and shot goes and how big it is, in the caller's pixels. Two back-ends draw
 * it: SVG strings for the still pictures (`pieces-svg.ts`: the story frames, the map PNG and
 * `boardSvg`) and lit templates for the interactive web board. Colours and styles are theirs; the geometry is only here. Pure.
 */

/** A point in the caller's pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where things go: a hex's centre and the hex size (centre to corner). */
export interface Placer {
  readonly size: number;
  at(h: Hex): Point;
}

/** How a board is looked at: `zoom` screen pixels per map pixel (none: a still picture). */
export interface PieceOptions {
  /** Screen pixels per map pixel; counters and counts never shrink below a readable size. */
  readonly zoom?: number;
}

/** The least counter radius on screen, in screen pixels (at `zoom`). */
export const MIN_COUNTER_SCREEN_RADIUS = 11;
/** The least stack count size on screen, in screen pixels (at `zoom`). */
export const MIN_COUNT_SCREEN_SIZE = 10;

/** A counter's radius as a share of the hex size: alone, and sharing its hex. */
const ALONE = 0.45;
const SHARING = 0.34;
/** The aft half of a Star Trek stand is a smaller blank counter behind its fore. */
const AFT = 0.7;
/** A name's size under its counter, as a share of the hex size (7 px on a 30 px hex). */
const NAME = 7 / 30;
/** How far from the hex centre counters sharing a hex sit, as a share of the hex size. */
const SPREAD = 0.42;

/** One counter: where it is, its radius and the paths and texts that draw it, centred on 0,0. */
export interface CounterPiece {
  readonly unit: MapUnit;
  /** The hex centre plus the counter's stacking offset. */
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly destroyed: boolean;
  readonly style: SideStyle;
  /** The counter's outline (its side's shape). */
  readonly body: string;
  /** The facing pointer drawn along +x, and its rotation in degrees; null without a facing. */
  readonly pointer: { readonly d: string; readonly rotate: number } | null;
  /** The wreck's cross, or null for a unit not destroyed. */
  readonly wreck: string | null;
  /** The hull code inside the counter (baseline `y`), or null for a blank counter. */
  readonly hull: { readonly text: string; readonly size: number; readonly y: number } | null;
  /** The name under the counter (baseline `y`). */
  readonly name: { readonly size: number; readonly y: number };
}

/** A "×N" over a hex holding more than one counter. */
export interface StackCountPiece {
  readonly hex: Hex;
  readonly count: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** Whether a unit is drawn on the map: placed, not escaped, not hidden. */
export function onBoard(u: MapUnit): boolean {
  return u.hex !== null && u.state !== 'escaped' && u.state !== 'hidden';
}

/**
 * The rotation in degrees of a pointer drawn along +x for a unit facing `degrees` clockwise
 * from straight up: up is −90°.
 */
export function pointerRotation(degrees: number): number {
  return degrees - 90;
}

/** The facing pointer of a counter of radius `r`, drawn along +x. */
export function pointerPath(r: number): string {
  return `M${num(r * 0.85)},${num(-r * 0.35)}L${num(r * 1.5)},0L${num(r * 0.85)},${num(r * 0.35)}Z`;
}

/** The wreck's cross over a counter of radius `r`. */
export function wreckPath(r: number): string {
  return `M${num(-r)},${num(-r)}L${num(r)},${num(r)}M${num(r)},${num(-r)}L${num(-r)},${num(r)}`;
}

/**
 * Offsets that spread counters sharing a hex around its centre, so none hides another, the
 * first straight up and the others clockwise. A lone counter sits in the middle.
 */
export function stackOffsets(
  units: readonly { readonly id: string; readonly hex: Hex | null }[],
  size: number,
): Map<string, Point> {
  const byHex = new Map<string, string[]>();
  for (const u of units) {
    if (!u.hex) continue;
    const key = hexKey(u.hex);
    const list = byHex.get(key) ?? [];
    list.push(u.id);
    byHex.set(key, list);
  }
  const offsets = new Map<string, Point>();
  for (const ids of byHex.values())
    ids.forEach((id, i) => {
      if (ids.length === 1) {
        offsets.set(id, { x: 0, y: 0 });
        return;
      }
      const a = (2 * Math.PI * i) / ids.length - Math.PI / 2;
      offsets.set(id, { x: size * SPREAD * Math.cos(a), y: size * SPREAD * Math.sin(a) });
    });
  return offsets;
}

/**
 * The counters of the units on the map (placed, not escaped, not hidden), in order: the side's
 * colour and shape, a pointer towards the facing (none on a wreck), the hull code inside (none
 * on an aft half), a cross on a wreck, the name below. Counters sharing a hex are smaller and
 * spread around it; with a `zoom`, none is smaller than {@link MIN_COUNTER_SCREEN_RADIUS}
 * screen pixels, and its texts grow with it.
 */
export function counterPieces(
  units: readonly MapUnit[],
  p: Placer,
  options: PieceOptions = {},
): CounterPiece[] {
  const placed = units.filter(onBoard);
  const offsets = stackOffsets(placed, p.size);
  const floor = options.zoom ? MIN_COUNTER_SCREEN_RADIUS / options.zoom : 0;
  return placed.map((unit) => {
    const c = p.at(unit.hex as Hex);
    const off = offsets.get(unit.id) ?? { x: 0, y: 0 };
    const aft = unit.hull === 'aft';
    const stacked = off.x !== 0 || off.y !== 0;
    const r = Math.max(p.size * (stacked ? SHARING : ALONE) * (aft ? AFT : 1), floor);
    const destroyed = unit.state === 'destroyed';
    const style = sideStyle(unit.side);
    // Names grow with a counter grown past its plain size (a zoomed-out phone).
    const grow = Math.max(1, r / (p.size * ALONE));
    const nameSize = p.size * NAME * grow;
    return {
      unit,
      x: c.x + off.x,
      y: c.y + off.y,
      r,
      destroyed,
      style,
      body: shapePath(style.shape, r),
      pointer:
        unit.facing === null || destroyed
          ? null
          : { d: pointerPath(r), rotate: pointerRotation(unit.facing) },
      wreck: destroyed ? wreckPath(r) : null,
      hull: aft ? null : { text: unit.hull.slice(0, 4), size: r * 0.72, y: r * 0.3 },
      name: { size: nameSize, y: r + (nameSize * 8) / 7 },
    };
  });
}

/**
 * "×N" at the upper right of every hex holding more than one drawn counter; with a `zoom`,
 * never smaller than {@link MIN_COUNT_SCREEN_SIZE} screen pixels.
 */
export function stackCountPieces(
  units: readonly MapUnit[],
  p: Placer,
  options: PieceOptions = {},
): StackCountPiece[] {
  const byHex = new Map<string, { hex: Hex; count: number }>();
  for (const u of units.filter(onBoard)) {
    const key = hexKey(u.hex as Hex);
    const entry = byHex.get(key) ?? { hex: u.hex as Hex, count: 0 };
    entry.count += 1;
    byHex.set(key, entry);
  }
  const floor = options.zoom ? MIN_COUNT_SCREEN_SIZE / options.zoom : 0;
  const size = Math.max(9, p.size * 0.38, floor);
  return [...byHex.values()]
    .filter((e) => e.count > 1)
    .map((e) => {
      const c = p.at(e.hex);
      return { ...e, x: c.x + p.size * 0.55, y: c.y - p.size * 0.5, size };
    });
}

/** A terrain feature by its look: circles (a ring has a core), or a numeral (baseline `y`). */
export type TerrainPiece =
  | {
      readonly look: 'disc' | 'dot';
      readonly feature: TerrainFeature;
      readonly x: number;
      readonly y: number;
      readonly r: number;
    }
  | {
      readonly look: 'ring';
      readonly feature: TerrainFeature;
      readonly x: number;
      readonly y: number;
      readonly r: number;
      readonly core: number;
    }
  | {
      readonly look: 'numeral';
      readonly feature: TerrainFeature;
      readonly x: number;
      readonly y: number;
      readonly size: number;
    };

/** Where a terrain feature goes and how big it is. */
export function terrainPiece(t: TerrainFeature, p: Placer): TerrainPiece {
  const c = p.at(t.hex);
  const s = p.size;
  const look = t.look ?? 'disc';
  switch (look) {
    case 'disc':
    case 'dot':
      return { look, feature: t, x: c.x, y: c.y, r: s * (look === 'dot' ? 0.25 : 0.55) };
    case 'ring':
      return { look, feature: t, x: c.x, y: c.y, r: s * 0.8, core: s * 0.2 };
    case 'numeral':
      return { look, feature: t, x: c.x, y: c.y + s * 0.22, size: s * 0.6 };
  }
}

/** A shot's line from firer to target, or null when it has no firer or both share a hex. */
export interface ShotLine {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** The line of one shot, from its firer's hex centre to its target's. */
export function shotLine(s: MapShot, p: Placer): ShotLine | null {
  if (!s.from || hexKey(s.from) === hexKey(s.to)) return null;
  const [a, b] = [p.at(s.from), p.at(s.to)];
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/** The radius of a burst on a hit hex, and of the ring on a hex only missed. */
export function burstRadius(size: number, hit: boolean): number {
  return size * (hit ? 0.7 : 0.6);
}

/** A hex shot at: its centre, how many shots hit it (0: only missed) and its burst's radius. */
export interface ShotTarget {
  readonly hex: Hex;
  readonly x: number;
  readonly y: number;
  readonly hits: number;
  readonly r: number;
}

/** Every hex shot at, in the order first shot at, with its number of hits. */
export function shotTargets(shots: readonly MapShot[], p: Placer): ShotTarget[] {
  const targets = new Map<string, { hex: Hex; hits: number }>();
  for (const s of shots) {
    const t = targets.get(hexKey(s.to)) ?? { hex: s.to, hits: 0 };
    if (s.hit !== false) t.hits += 1;
    targets.set(hexKey(s.to), t);
  }
  return [...targets.values()].map((t) => {
    const c = p.at(t.hex);
    return { ...t, x: c.x, y: c.y, r: burstRadius(p.size, t.hits > 0) };
  });
}

/** A number at most two decimals long, so drawn output is byte-stable. */
export function num(value: number): number {
  const r = Math.round(value * 100) / 100;
  return Object.is(r, -0) ? 0 : r;
}
