import type { BoardPicture } from '@broadside/board-picture';
import { distance } from '@broadside/rules';

/**
 * The distance in hexes between the two sides' nearest units still in play (on the map and
 * active), or null when fewer than two sides have one.
 */
export function nearestEnemyDistance(picture: BoardPicture | null): number | null {
  const inPlay = (picture?.units ?? []).filter((u) => u.state === 'active' && u.hex !== null);
  let best: number | null = null;
  for (const a of inPlay)
    for (const b of inPlay)
      if (a.side < b.side) {
        const d = distance(a.hex!, b.hex!);
        if (best === null || d < best) best = d;
      }
  return best;
}

const hexes = (n: number) => `${n} hex${n === 1 ? '' : 'es'}`;

/**
 * One sentence on how the fleets moved relative to each other over a turn, from the distance
 * between the sides' nearest units at its start and end: "The fleets close from 9 to 4 hexes.",
 * "… open …", "… hold at …", or null when either end has no two sides on the map.
 */
export function closingText(before: number | null, after: number | null): string | null {
  if (before === null || after === null) return null;
  if (after < before) return `The fleets close from ${before} to ${hexes(after)}.`;
  if (after > before) return `The fleets open from ${before} to ${hexes(after)}.`;
  return `The fleets hold at ${hexes(after)}.`;
}

/** "The fleets start 13 hexes apart.", or null without two sides on the map. */
export function apartText(d: number | null): string | null {
  return d === null ? null : `The fleets start ${hexes(d)} apart.`;
}
