import { hexEquals, hexesInBounds, type Hex } from '@broadside/rules';
import {
  BANDS,
  BAND_HEXES,
  WEAPON_RANGE,
  distanceToStand,
  measure,
  type Band,
  type Position,
  type StartrekView,
} from '@broadside/rules/startrek';
import type { HexBadge, HexMark, HexMarkKind } from '../../../map/map-data.js';

/**
 * How each range band is drawn: with the map's own band marks, Short a faint yellow wash,
 * Medium orange hatching, Long sky-blue dots. The key beside the map names them.
 */
export const BAND_MARKS = {
  short: 'band-short',
  medium: 'band-medium',
  long: 'band-long',
} as const satisfies Readonly<Record<Band, HexMarkKind>>;

/** The band a distance falls in ("Basics": Short 3, Medium 6, Long 9 hexes), `null` beyond Long. */
export function bandOf(distance: number): Band | null {
  return BANDS.find((b) => distance <= BAND_HEXES[b]) ?? null;
}

/**
 * Every hex of the map within Long of a stand, marked with its band: the distance is the rules'
 * `distanceToStand`, to the nearer of the fore and aft hexes ("Basics").
 */
export function bandMarks(view: StartrekView, from: Position): HexMark[] {
  const marks: HexMark[] = [];
  for (const hex of hexesInBounds(view.map)) {
    const band = bandOf(distanceToStand(hex, from));
    if (band) marks.push({ hex, kind: BAND_MARKS[band] });
  }
  return marks;
}

/**
 * Badges for what the rules measure from a stand: every enemy stand within Long (a ship, or a
 * cloak token that may be scanned) with the rules' `measure` distance and the arc it is measured
 * from, and every Active Torpedo with its `distanceToStand`. One badge per hex.
 */
export function rangeBadges(view: StartrekView, from: Position, side: string): HexBadge[] {
  const badges: HexBadge[] = [];
  const add = (hex: Hex, text: string) => {
    if (!badges.some((b) => hexEquals(b.hex, hex))) badges.push({ hex, text });
  };
  for (const stand of view.stands) {
    if (stand.side === side) continue;
    const { distance, arc } = measure(from, { hex: stand.fore, heading: stand.heading });
    if (distance <= WEAPON_RANGE) add(stand.fore, `${distance} ${arc}`);
  }
  for (const torpedo of view.torpedoes)
    add(torpedo.hex, `${distanceToStand(torpedo.hex, from)} hex`);
  return badges;
}
