import { eliminationRounds } from '../elimination.js';
import type { BracketMatch } from './bracket.js';
import { BracketBuilder, loserOf, winnerOf, winnersBracket } from './single-elimination.js';

/** Options of a double-elimination bracket. */
export interface DoubleEliminationOptions {
  /**
   * When the losers' bracket champion wins the grand final, both players have lost once: a
   * second final (the bracket reset) decides it.
   */
  readonly grandFinalReset: boolean;
}

/**
 * The order in which losers of winners' round `drop + 1` enter the losers' bracket (crossover):
 * reversed after odd drops, reversed and then its halves swapped after even ones. A player
 * dropping down so meets players from the other side of the bracket first, and rematches wait as
 * long as they can (checked over every order for 8, 16 and 32 entrants).
 */
export function dropOrder(ids: readonly number[], drop: number): number[] {
  const reversed = [...ids].reverse();
  if (drop % 2 === 1) return reversed;
  const half = reversed.length / 2;
  return half < 1 ? reversed : [...reversed.slice(half), ...reversed.slice(0, half)];
}

/**
 * A double-elimination bracket of `players` entrants (R = ⌈log₂ players⌉ winners' rounds):
 *
 * - winners' bracket as in single elimination; its losers drop into the losers' bracket;
 * - losers' round 1: the losers of winners' round 1, neighbours paired;
 * - losers' round 2m (m = 1 … R − 1): the winners of losers' round 2m − 1 against the losers of
 *   winners' round m + 1 in {@link dropOrder};
 * - losers' round 2m + 1: the winners of round 2m, neighbours paired;
 * - the grand final: the winners' champion (first place) against the losers' champion (second);
 * - with `grandFinalReset`, a second final when the losers' champion won the first.
 *
 * Tiers: a player knocked out in losers' round j gets j; the finalist 2R − 1, the champion 2R.
 */
export function doubleEliminationBracket(
  players: number,
  options: DoubleEliminationOptions,
): BracketMatch[] {
  const b = new BracketBuilder();
  const rounds = eliminationRounds(players);
  const lbRounds = 2 * (rounds - 1);
  const champion = lbRounds + 2;
  // Winners' bracket losers are not knocked out: their tier is never used.
  const wb = winnersBracket(b, players, () => 0, champion);
  let lb: number[] = [];
  for (let stage = 1; stage <= lbRounds; stage++) {
    const add = (slots: BracketMatch['slots']) =>
      b.add({ section: 'losers', stage, slots, loserTier: stage, winnerTier: champion });
    if (stage === 1) {
      const from = wb[0]!;
      lb = Array.from({ length: from.length / 2 }, (_, i) =>
        add([loserOf(from[2 * i]!), loserOf(from[2 * i + 1]!)]),
      );
    } else if (stage % 2 === 0) {
      const drops = dropOrder(wb[stage / 2]!, stage / 2);
      lb = lb.map((id, i) => add([winnerOf(id), loserOf(drops[i]!)]));
    } else {
      const prev = lb;
      lb = Array.from({ length: prev.length / 2 }, (_, i) =>
        add([winnerOf(prev[2 * i]!), winnerOf(prev[2 * i + 1]!)]),
      );
    }
  }
  const wbFinal = wb[rounds - 1]![0]!;
  const final = b.add({
    section: 'final',
    stage: 1,
    slots: [winnerOf(wbFinal), lb.length > 0 ? winnerOf(lb[0]!) : loserOf(wbFinal)],
    loserTier: lbRounds + 1,
    winnerTier: champion,
  });
  if (options.grandFinalReset)
    b.add({
      section: 'final',
      stage: 2,
      slots: [winnerOf(final), loserOf(final)],
      resetOf: final,
      loserTier: lbRounds + 1,
      winnerTier: champion,
    });
  return b.matches;
}
