import type { MyGame } from '@broadside/protocol';
import { clockText } from '../game/phase-text.js';

/** The three groups of My games, in the order the page shows them. */
export function groupMyGames(games: readonly MyGame[]) {
  return {
    myMove: games.filter((g) => g.myMove),
    live: games.filter((g) => !g.myMove && g.game.status !== 'finished'),
    finished: games.filter((g) => g.game.status === 'finished'),
  };
}

/** Time left on a clock, coarse for correspondence ("2 d 5 h"), else as a clock ("4:05"). */
export function timeLeftText(ms: number): string {
  const left = Math.max(0, ms);
  const hours = Math.floor(left / 3600_000);
  if (hours >= 24) return `${Math.floor(hours / 24)} d ${hours % 24} h`;
  if (hours >= 1) return `${hours} h ${Math.floor((left % 3600_000) / 60_000)} min`;
  return clockText(left);
}

/** The result of a finished game from the player's side. */
export function outcomeText(g: MyGame): string {
  const r = g.game.result;
  if (!r) return 'over';
  if (r.winners.length === 0) return 'draw';
  return r.winners.includes(g.seat) ? 'won' : 'lost';
}
