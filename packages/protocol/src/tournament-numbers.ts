/**
 * How tournament numbers read everywhere they are shown: the web tables, every forum export and
 * the notifications use these, so a score never reads "2.5" in one place and "2½" in another.
 */

/** Vulgar fractions for the parts of a point that scores and tie-breaks produce. */
const FRACTIONS: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/**
 * Points (or a tie-break value) as a chess crosstable writes them: whole numbers as they are,
 * halves and quarters as fractions (`2½`, `½`, `1¼`, `-½`). Only an organiser's unusual scoring
 * (say 0.3 for a draw) gives another fraction; that is shown with up to two decimals.
 */
export function formatPoints(n: number): string {
  const rounded = Math.round(n * 1e6) / 1e6;
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = Math.trunc(abs);
  const frac = Math.round((abs - whole) * 1e6) / 1e6;
  if (frac === 0) return `${sign}${whole}`;
  const glyph = FRACTIONS[frac];
  if (glyph !== undefined) return `${sign}${whole === 0 ? '' : whole}${glyph}`;
  return `${sign}${Math.round(abs * 100) / 100}`;
}

/**
 * Above this rating deviation (RD) a Glicko-2 rating is provisional: the system is not yet sure of
 * it, and it is shown with a "?". 110 is the threshold commonly used with Glicko (a player starts
 * at 350 and gets under 110 after about a dozen games against rated opponents).
 */
export const PROVISIONAL_DEVIATION = 110;

/** Whether a rating with this deviation is provisional ({@link PROVISIONAL_DEVIATION}). */
export function isProvisional(deviation: number): boolean {
  return deviation > PROVISIONAL_DEVIATION;
}

/** A rating as shown: rounded, with "?" when it is provisional, e.g. `1623` or `1540?`. */
export function formatRating(rating: number, deviation: number): string {
  return `${Math.round(rating)}${isProvisional(deviation) ? '?' : ''}`;
}

/**
 * A performance rating by the linear "algorithm of 400": the opponents' average rating plus 400
 * times (wins − losses) divided by games, a draw counting half a win. `score` is the game score
 * (1 a win, ½ a draw), so wins − losses = 2 × score − games. A perfect score comes out 400 above
 * the average, a zero score 400 below, with no infinity at 0 % or 100 %. Null without games.
 */
export function performanceRating(opponents: readonly number[], score: number): number | null {
  const games = opponents.length;
  if (games === 0) return null;
  const average = opponents.reduce((s, r) => s + r, 0) / games;
  return average + (400 * (2 * score - games)) / games;
}
