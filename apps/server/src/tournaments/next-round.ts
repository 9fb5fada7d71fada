import { eliminationRounds } from './elimination.js';
// Re-exported: other modules import it from here.
export { eliminationWinner } from './elimination.js';
import {
  isBracketFormat,
  pairBracketRound,
  type BracketOptions,
} from './formats/elimination-format.js';
import {
  isStaged,
  pairStagedRound,
  stagedRoundCount,
  type StageSettings,
} from './formats/staged.js';
import { isHalfPointBye } from './half-point-bye.js';
import { roundRobin } from './round-robin.js';
import type { Format } from './settings.js';
import { boardPoints } from './standings.js';
import { pairSwissRound, type SwissPlayer } from './swiss.js';
import {
  DEFAULT_SCORING,
  type PlayedBoard,
  type Pairing,
  type PlayerId,
  type Scoring,
} from './types.js';

/** What the next round's pairing depends on. */
export interface RoundInput {
  readonly format: Format;
  /** Every player, by seed (1 first). */
  readonly seeded: readonly PlayerId[];
  readonly withdrawn: ReadonlySet<PlayerId>;
  /** Boards of the rounds played so far. */
  readonly boards: readonly PlayedBoard[];
  /** The round to pair (1-based). */
  readonly round: number;
  /** Swiss: the number of rounds. */
  readonly swissRounds: number;
  readonly scoring: Scoring;
  /** Staged formats (Swiss with a top cut, groups into playoffs): the tournament's settings. */
  readonly stageSettings?: StageSettings | undefined;
  /** Elimination formats: the third-place match and bracket reset settings. */
  readonly bracketOptions?: BracketOptions | undefined;
}

/** How many rounds a tournament of this format and field has. */
export function roundCount(
  format: Format,
  players: number,
  swissRounds: number,
  stageSettings?: StageSettings,
): number {
  if (isStaged(format))
    return stagedRoundCount(
      format,
      stageSettings ?? { scoring: DEFAULT_SCORING, tieBreaks: [] },
      players,
    );
  switch (format) {
    case 'round_robin':
      return players < 2 ? 0 : players % 2 === 0 ? players - 1 : players;
    case 'double_round_robin':
      return 2 * roundCount('round_robin', players, 0);
    case 'swiss':
      return swissRounds;
    case 'single_elimination':
      return eliminationRounds(players);
    case 'double_elimination':
      // At most: the winners' rounds, the losers' bracket after them, the final and its reset.
      return players < 2 ? 0 : 2 * eliminationRounds(players) + 1;
  }
}

/**
 * The pairing of the next round, or null when there is none (the tournament is over, or no Swiss
 * pairing without a rematch exists). Withdrawn players are left out of Swiss and elimination
 * pairings; in a round robin their games stay on the table and are scored as forfeits.
 */
export function pairNextRound(input: RoundInput): Pairing[] | null {
  const { format, seeded, round } = input;
  if (round > roundCount(format, seeded.length, input.swissRounds, input.stageSettings))
    return null;
  if (isStaged(format)) {
    const settings = input.stageSettings ?? { scoring: input.scoring, tieBreaks: [] };
    return pairStagedRound({ ...input, format, settings }, round, () => pairSwiss(input));
  }
  if (isBracketFormat(format))
    return pairBracketRound(format, input.bracketOptions ?? {}, seeded, input.boards, round);
  switch (format) {
    case 'round_robin':
    case 'double_round_robin':
      return roundRobin(seeded, format === 'double_round_robin')[round - 1] ?? null;
    case 'swiss':
      return pairSwiss(input);
  }
}

/** A Swiss round: the active players by score, with their opponents, seats and byes so far. */
function pairSwiss(input: RoundInput): Pairing[] | null {
  const seedOf = (p: PlayerId) => input.seeded.indexOf(p) + 1;
  const active = input.seeded.filter((p) => !input.withdrawn.has(p));
  const players: SwissPlayer[] = active.map((id) => swissPlayer(id, seedOf(id), input));
  return pairSwissRound(players);
}

function swissPlayer(id: PlayerId, seed: number, input: RoundInput): SwissPlayer {
  let score = 0;
  const opponents: PlayerId[] = [];
  const seats: ('first' | 'second')[] = [];
  let hadBye = false;
  for (const b of input.boards) {
    const got = boardPoints(b, id, input.scoring);
    if (got !== null) score += got;
    if (b.second === null) {
      if (b.first === id && !isHalfPointBye(b)) hadBye = true; // A requested bye does not count.
      continue;
    }
    if (b.first === id) {
      opponents.push(b.second);
      seats.push('first');
    } else if (b.second === id) {
      opponents.push(b.first);
      seats.push('second');
    }
  }
  return { id, score, seed, opponents, seats, hadBye };
}
