import type { Pairing, PlayerId } from './types.js';

/** What the Swiss pairing knows of a player going into a round. */
export interface SwissPlayer {
  readonly id: PlayerId;
  /** Points so far. */
  readonly score: number;
  /** Starting rank (1 = top seed); breaks ties of score. */
  readonly seed: number;
  /** Opponents already met (byes excluded). */
  readonly opponents: readonly PlayerId[];
  /** Seats taken so far, oldest first: `first` or `second` (byes excluded). */
  readonly seats: readonly ('first' | 'second')[];
  /** Whether the player already had a bye. */
  readonly hadBye: boolean;
}

/** Gives up on a round after this many search steps (far beyond any forum-sized event). */
const MAX_STEPS = 200_000;

/**
 * Pairs one Swiss round by the principles of the FIDE Dutch system, simplified:
 *
 * 1. Players are ranked by score, then seed.
 * 2. With an odd number, the bye goes to the lowest-ranked player who has not had one (and whose
 *    leaving lets the rest be paired).
 * 3. From the top, each player is paired inside their score group, upper half against lower half
 *    (the first of the group meets the first of its lower half); two players never meet twice.
 *    When that is impossible the search backtracks: the next candidate in the lower half, then the
 *    upper half, then players of lower score groups (the player floats down).
 * 4. Seats: the player who has taken the first seat less often (first minus second) takes it; if
 *    even, the one who was second last time; if still even, the higher-ranked player takes the
 *    first seat on odd boards and the second on even ones.
 *
 * Unlike the full Dutch system, seat preferences never change who meets whom, and there is no
 * limit on floats or repeated seats. Returns null when no pairing without a rematch exists.
 */
export function pairSwissRound(players: readonly SwissPlayer[]): Pairing[] | null {
  const ranked = [...players].sort((a, b) => b.score - a.score || a.seed - b.seed);
  const steps = { left: MAX_STEPS };
  if (ranked.length % 2 === 0) {
    const pairs = pairFrom(ranked, steps);
    return pairs && seatBoards(pairs, ranked);
  }
  for (let i = ranked.length - 1; i >= 0; i -= 1) {
    const candidate = ranked[i]!;
    if (candidate.hadBye) continue;
    const pairs = pairFrom(
      ranked.filter((p) => p !== candidate),
      steps,
    );
    if (pairs) return [...seatBoards(pairs, ranked), { first: candidate.id, second: null }];
  }
  return null;
}

/** Pairs a ranked list from its top, backtracking; null when it cannot be done. */
function pairFrom(
  list: readonly SwissPlayer[],
  steps: { left: number },
): [SwissPlayer, SwissPlayer][] | null {
  if (list.length === 0) return [];
  if ((steps.left -= 1) < 0) return null;
  const [top, ...rest] = list as [SwissPlayer, ...SwissPlayer[]];
  for (const opponent of candidates(top, rest)) {
    if (top.opponents.includes(opponent.id)) continue;
    const tail = pairFrom(
      rest.filter((p) => p !== opponent),
      steps,
    );
    if (tail) return [[top, opponent], ...tail];
  }
  return null;
}

/**
 * Opponents for the top player in the order the Dutch system prefers: its score group's lower
 * half from the top, then the rest of its group, then lower groups in rank order.
 */
function candidates(top: SwissPlayer, rest: readonly SwissPlayer[]): SwissPlayer[] {
  const group = rest.filter((p) => p.score === top.score);
  const lower = rest.filter((p) => p.score !== top.score);
  // The whole group (top included) splits in halves; top heads the upper half.
  const half = Math.floor((group.length + 1) / 2);
  return [...group.slice(half - 1), ...group.slice(0, half - 1), ...lower];
}

/** Seat balance: first seats minus second seats. */
function balance(p: SwissPlayer): number {
  return p.seats.reduce((sum, s) => sum + (s === 'first' ? 1 : -1), 0);
}

/** Orders each pair's seats (rule 4) and the boards by the higher-ranked player's rank. */
function seatBoards(
  pairs: readonly [SwissPlayer, SwissPlayer][],
  ranked: readonly SwissPlayer[],
): Pairing[] {
  const rank = (p: SwissPlayer) => ranked.indexOf(p);
  const sorted = [...pairs]
    .map(([a, b]) => (rank(a) < rank(b) ? ([a, b] as const) : ([b, a] as const)))
    .sort((x, y) => rank(x[0]) - rank(y[0]));
  return sorted.map(([high, low], index) => {
    const highFirst = prefersFirst(high, low, index);
    return highFirst ? { first: high.id, second: low.id } : { first: low.id, second: high.id };
  });
}

function prefersFirst(high: SwissPlayer, low: SwissPlayer, boardIndex: number): boolean {
  const diff = balance(high) - balance(low);
  if (diff !== 0) return diff < 0;
  const lastHigh = high.seats.at(-1);
  const lastLow = low.seats.at(-1);
  if (lastHigh !== lastLow) {
    if (lastHigh === 'second') return true;
    if (lastLow === 'second') return false;
  }
  return boardIndex % 2 === 0;
}
