import {
  bracketStandings,
  pairBracketRound,
  replayTournamentBracket,
  type BracketFormat,
  type BracketOptions,
} from '../../src/tournaments/formats/elimination-format.js';
import type { PlayedBoard, PlayerId } from '../../src/tournaments/types.js';

/** Who wins a game between two players (ids are their seeds). */
export type Decide = (first: number, second: number, round: number) => 'first' | 'second' | 'draw';

/** The higher seed wins every game. */
export const favourites: Decide = (a, b) => (a < b ? 'first' : 'second');

const SHORT = { winners: 'W', losers: 'L', final: 'F', third_place: '3rd' } as const;

/**
 * Plays a bracket of `players` entrants (ids "1", "2", … by seed) round by round with the pure
 * pairing code, games decided by `decide`: each round as lines "W1 1-8" (section, its round,
 * the seats; "1-bye" for a bye), and the final placings as "rank:player".
 */
export function playBracket(
  format: BracketFormat,
  players: number,
  options: BracketOptions,
  decide: Decide = favourites,
): { rounds: string[][]; placings: string[] } {
  const seeded: PlayerId[] = Array.from({ length: players }, (_, i) => String(i + 1));
  const boards: PlayedBoard[] = [];
  for (let round = 1; round < 100; round++) {
    const pairing = pairBracketRound(format, options, seeded, boards, round);
    if (pairing === null) break;
    for (const p of pairing) {
      if (p.second === null) {
        boards.push({ ...p, round, result: null });
        continue;
      }
      const d = decide(Number(p.first), Number(p.second), round);
      boards.push({
        ...p,
        round,
        result: d === 'draw' ? { kind: 'draw' } : { kind: 'win', winner: d, level: 'major' },
      });
    }
  }
  const replay = replayTournamentBracket(format, options, seeded, boards);
  const last = boards.reduce((n, b) => Math.max(n, b.round), 0);
  const rounds = Array.from({ length: last }, (_, i) =>
    replay.matches
      .filter((m) => m.round === i + 1)
      .sort((a, b) => a.boardIndex! - b.boardIndex!)
      .map((m) => {
        const b = m.board!;
        return `${SHORT[m.match.section]}${m.match.stage} ${b.first}-${b.second ?? 'bye'}`;
      }),
  );
  const standings = seeded.map((player) => ({ player, rank: 1 }));
  const placings = bracketStandings(standings, replay).map((s) => `${s.rank}:${s.player}`);
  return { rounds, placings };
}
