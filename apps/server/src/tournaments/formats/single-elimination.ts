import { bracketOrder, eliminationRounds } from '../elimination.js';
import type { BracketMatch, BracketSlot } from './bracket.js';

/** Options of a single-elimination bracket. */
export interface SingleEliminationOptions {
  /** The two semi-final losers play for third place in the final's round. */
  readonly thirdPlaceMatch: boolean;
}

/** Builds bracket matches with consecutive ids. */
export class BracketBuilder {
  readonly matches: BracketMatch[] = [];

  /** Adds a match; returns its id. */
  add(match: Omit<BracketMatch, 'id'>): number {
    this.matches.push({ ...match, id: this.matches.length });
    return this.matches.length - 1;
  }
}

/** The winner of match `of`. */
export const winnerOf = (of: number): BracketSlot => ({ kind: 'winner', of });
/** The loser of match `of`. */
export const loserOf = (of: number): BracketSlot => ({ kind: 'loser', of });

/**
 * The winners' bracket of `players` entrants: round 1 seeded in {@link bracketOrder} (top seeds
 * get the byes), then the winners of neighbouring matches meet. A loser of round `s` gets
 * `loserTier(s)`, the champion `winnerTier`. Returns the match ids by round.
 */
export function winnersBracket(
  b: BracketBuilder,
  players: number,
  loserTier: (stage: number) => number,
  winnerTier: number,
): number[][] {
  const rounds = eliminationRounds(players);
  const order = bracketOrder(2 ** rounds);
  const ids: number[][] = [];
  for (let stage = 1; stage <= rounds; stage++) {
    const prev = ids[stage - 2];
    const count = 2 ** (rounds - stage);
    ids.push(
      Array.from({ length: count }, (_, i) =>
        b.add({
          section: 'winners',
          stage,
          slots: prev
            ? [winnerOf(prev[2 * i]!), winnerOf(prev[2 * i + 1]!)]
            : [
                { kind: 'seed', seed: order[2 * i]! },
                { kind: 'seed', seed: order[2 * i + 1]! },
              ],
          loserTier: loserTier(stage),
          winnerTier,
        }),
      ),
    );
  }
  return ids;
}

/**
 * A single-elimination bracket: the winners' bracket, and with `thirdPlaceMatch` a match of the
 * two semi-final losers. Tiers: a loser of round `s` gets `2s`, the final's winner `2R + 1` (R
 * rounds), the third-place match's winner `2(R − 1) + 1` and its loser `2(R − 1)`, so semi-final
 * losers share third place without that match and are split by it.
 */
export function singleEliminationBracket(
  players: number,
  options: SingleEliminationOptions,
): BracketMatch[] {
  const b = new BracketBuilder();
  const rounds = eliminationRounds(players);
  const ids = winnersBracket(b, players, (s) => 2 * s, 2 * rounds + 1);
  const semis = ids[rounds - 2];
  if (options.thirdPlaceMatch && semis) {
    b.add({
      section: 'third_place',
      stage: 1,
      slots: [loserOf(semis[0]!), loserOf(semis[1]!)],
      loserTier: 2 * (rounds - 1),
      winnerTier: 2 * (rounds - 1) + 1,
    });
  }
  return b.matches;
}
