import type { Hex, MapBounds } from '@broadside/rules';

/**
 * Everything `<hex-map>` draws, as plain data. The map knows no rules: callers decide what is
 * legal, in range or blind and hand the result over in these shapes.
 */

/** How a unit counter is drawn. */
export const COUNTER_STATES = ['active', 'destroyed', 'escaped', 'hidden'] as const;

/** One of {@link COUNTER_STATES}. */
export type CounterState = (typeof COUNTER_STATES)[number];

/** A unit counter on the map. */
export interface MapUnit {
  readonly id: string;
  /** Readable name, drawn under the counter. */
  readonly name: string;
  /** A short code (hull, class), drawn inside the counter. */
  readonly hull: string;
  /** Side letter: picks the colour and the shape. */
  readonly side: string;
  /** Where it is; `null` when it is not on the map (undeployed, escaped …). */
  readonly hex: Hex | null;
  /**
   * Where it points, in degrees clockwise from straight up (the top hex side); `null` draws no
   * pointer (e.g. a missile).
   */
  readonly facing: number | null;
  /** The ruleset's name for the facing (e.g. `C`), for the tooltip; degrees otherwise. */
  readonly facingLabel?: string;
  readonly state: CounterState;
}

/**
 * How a terrain feature is drawn: `disc` a large filled circle, `dot` a small one, `ring` a
 * dashed ring with a core, `numeral` its label written in the hex.
 */
export type TerrainLook = 'disc' | 'dot' | 'ring' | 'numeral';

/** One terrain feature in a hex; the ruleset names its kind and how it looks. */
export interface TerrainFeature {
  readonly hex: Hex;
  /** The ruleset's kind, e.g. `planet` (set as `data-terrain`). */
  readonly kind: string;
  /** Words for it (the tooltip; the text itself for a `numeral`). */
  readonly label: string;
  /** How it is drawn; `disc` by default. */
  readonly look?: TerrainLook;
}

/** The terrain of a map. */
export type MapTerrain = readonly TerrainFeature[];

/** An empty map. */
export const NO_TERRAIN: MapTerrain = [];

/** The map size `<hex-map>` draws before it is told one. */
export const DEFAULT_BOUNDS: MapBounds = { columns: 20, rows: 16 };

/**
 * Ways a hex can be marked: `legal` (a place you may choose), `target` (an enemy you may fire
 * on), `in-arc` (inside the selected weapon's reach), `restricted` (outside a restricted-arc
 * mount), `blind` (the firer's blindspot), `focus` (picked from the log), `path` (planned move),
 * and `band-short`, `band-medium`, `band-long` (range bands around a ship: within Short, Medium
 * or Long of it). Band marks lie under every other mark.
 */
export const HEX_MARKS = [
  'legal',
  'target',
  'in-arc',
  'restricted',
  'blind',
  'focus',
  'path',
  'band-short',
  'band-medium',
  'band-long',
] as const;

/** One of {@link HEX_MARKS}. */
export type HexMarkKind = (typeof HEX_MARKS)[number];

/** The range-band marks of {@link HEX_MARKS}, nearest first; drawn under every other mark. */
export const BAND_MARK_KINDS = [
  'band-short',
  'band-medium',
  'band-long',
] as const satisfies readonly HexMarkKind[];

/** A marked hex. */
export interface HexMark {
  readonly hex: Hex;
  readonly kind: HexMarkKind;
}

/** A short text pinned to a hex, e.g. the to-hit numbers against a target. */
export interface HexBadge {
  readonly hex: Hex;
  readonly text: string;
}

/** A line between two hexes, e.g. a line of fire. */
export interface HexLine {
  readonly from: Hex;
  readonly to: Hex;
  readonly kind: 'fire' | 'assigned';
}

/**
 * One shot the map animates: a tracer from the firer's hex to the target's, then a burst on the
 * target. What a ruleset's fire events show, nothing more (see `BattleScreen.shots`).
 */
export interface MapShot {
  /** The firer's hex; `null` when the viewer does not know it (only the burst is drawn). */
  readonly from: Hex | null;
  /** The target's hex. */
  readonly to: Hex;
  /** Whether the shot hit, when the events tell; a miss bursts as a faint ring. */
  readonly hit?: boolean;
  /** A beam (a straight flash of light) or a missile or torpedo (a slower, orange trail). */
  readonly kind?: 'beam' | 'missile';
}
