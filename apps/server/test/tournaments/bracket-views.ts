import { eliminationRounds } from '../../src/tournaments/elimination.js';
import { bracketView } from '../../src/tournaments/formats/bracket-view.js';
import {
  pairBracketRound,
  replayTournamentBracket,
  type BracketFormat,
  type BracketOptions,
} from '../../src/tournaments/formats/elimination-format.js';
import type { BoardResult, PlayedBoard, PlayerId } from '../../src/tournaments/types.js';
import type { BoardView, TournamentView } from '../../src/tournaments/view.js';

/**
 * How a board ends: by tournament round, board (1-based), how often its two players met before,
 * and whether seed 1 plays. Null: the game is still being played.
 */
export type Decide = (
  round: number,
  board: number,
  met: number,
  top: boolean,
) => BoardResult | null;

/** The first seat (the higher seed) wins every game. */
export const FAVOURITES: Decide = () => ({ kind: 'win', winner: 'first', level: 'major' });

/** Options of {@link bracketEventView}. */
export interface EventOptions {
  /** Rounds to pair and play at most. */
  readonly rounds?: number;
  /** The last round paired but not started (no results). */
  readonly pairedOnly?: boolean;
  /** The event's name. */
  readonly name?: string;
  /** A player's name by seed. */
  readonly player?: (seed: number) => string;
}

/**
 * The public view of a bracket event of `players` entrants (seeded 1…n, account id = seed) played
 * round by round with the real pairing and bracket code, each board decided by `decide`: what the
 * page and the bracket picture read, `bracket` included.
 */
export function bracketEventView(
  format: BracketFormat,
  players: number,
  options: BracketOptions,
  decide: Decide,
  o: EventOptions = {},
): TournamentView {
  const seeded: PlayerId[] = Array.from({ length: players }, (_, i) => String(i + 1));
  const boards: PlayedBoard[] = [];
  const limit = o.rounds ?? 100;
  let over = false;
  for (let round = 1; round <= limit; round++) {
    const pairing = pairBracketRound(format, options, seeded, boards, round);
    if (pairing === null) {
      over = true;
      break;
    }
    const last = o.pairedOnly === true && round === limit;
    pairing.forEach((p, i) => {
      const met = boards.filter(
        (b) =>
          (b.first === p.first && b.second === p.second) ||
          (b.first === p.second && b.second === p.first),
      ).length;
      const result = p.second === null || last ? null : decide(round, i + 1, met, p.first === '1');
      boards.push({ ...p, round, result });
    });
  }
  if (!over) over = pairBracketRound(format, options, seeded, boards, limit + 1) === null;
  const played = boards.reduce((n, b) => Math.max(n, b.round), 0);
  const open = (b: PlayedBoard) => b.second !== null && b.result === null;
  const rounds = Array.from({ length: played }, (_, r) => {
    const these = boards.filter((b) => b.round === r + 1);
    const status: 'paired' | 'started' | 'finished' =
      o.pairedOnly === true && r + 1 === limit
        ? 'paired'
        : these.some(open)
          ? 'started'
          : 'finished';
    return {
      round: r + 1,
      status,
      startsAt: 0,
      boards: these.map((b, i): BoardView => ({
        board: i + 1,
        first: Number(b.first),
        second: b.second === null ? null : Number(b.second),
        gameId: b.second === null ? null : `g${r}${i}`,
        result: b.result,
        resultText: '',
        adjudication: null,
        played: b.second !== null,
      })),
    };
  });
  const finished = over && !boards.some(open);
  const name = o.player ?? ((s: number) => `Player ${s}`);
  return {
    id: 't1',
    name: o.name ?? `${format} of ${players}`,
    description: '',
    format,
    status: finished ? 'finished' : 'running',
    totalRounds: format === 'single_elimination' ? eliminationRounds(players) : null,
    players: seeded.map((id) => ({
      userId: Number(id),
      username: `p${id}`,
      name: name(Number(id)),
      label: name(Number(id)),
      seed: Number(id),
      withdrawn: false,
    })),
    rounds,
    standings: [],
    bracket: bracketView(replayTournamentBracket(format, options, seeded, boards)),
  } as unknown as TournamentView;
}
