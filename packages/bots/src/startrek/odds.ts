/**
 * Dice odds of the Star Trek rules (Actions: phasers hit on a die equal to or higher than the
 * target's shields; a torpedo die hits when it equals the distance).
 */

/** The distribution of successes of `dice` dice that each succeed with probability `p`. */
export function binomial(dice: number, p: number): number[] {
  let dist = [1];
  for (let i = 0; i < dice; i += 1) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k]! += q * (1 - p);
      next[k + 1]! += q * p;
    });
    dist = next;
  }
  return dist;
}

/** Chance a die succeeds against a target number (a d6 equal to or higher than `needed`). */
export function atLeast(needed: number): number {
  return Math.min(1, Math.max(0, (7 - needed) / 6));
}

/**
 * Chance one torpedo die hits at `distance` (0 counts as 1): exactly the distance under the
 * draft's rule, the distance or higher under the house rule `torpedo_falloff`.
 */
export function torpedoDie(distance: number, falloff: boolean): number {
  const needed = Math.max(1, distance);
  if (falloff) return atLeast(needed);
  return needed <= 6 ? 1 / 6 : 0;
}
