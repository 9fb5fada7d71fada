import type { Standing } from '../standings.js';
import type { PlayerId } from '../types.js';

/**
 * The top cut: the first `size` players of the Swiss standings (points, then the tournament's
 * tie-breaks, then seed, as {@link computeStandings} orders them), withdrawn players passed over.
 * The list is the playoff's seeding: the Swiss winner is seed 1.
 */
export function topCutQualifiers(
  swissStandings: readonly Standing[],
  size: number,
  withdrawn: ReadonlySet<PlayerId>,
): PlayerId[] {
  return swissStandings
    .filter((s) => !withdrawn.has(s.player))
    .slice(0, size)
    .map((s) => s.player);
}
