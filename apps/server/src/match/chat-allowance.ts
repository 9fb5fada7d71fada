import { CHAT_LIMITS } from '@broadside/protocol';
import type { LiveGame } from './live-game.js';

/** Recent chat times per seat of each live game; forgotten with the game. */
const seatTimes = new WeakMap<LiveGame, Map<string, number[]>>();

/**
 * The chat rate allowance of one speaker: `CHAT_LIMITS.messagesPerWindow` lines per
 * `CHAT_LIMITS.windowMs`. A seat's allowance belongs to the seat in its game, so reconnecting
 * (a seat's `hello` is never rate-limited) does not refill it. A spectator's belongs to its
 * socket; spectator sockets and their `hello`s are limited per address.
 */
export class ChatAllowance {
  private readonly own: number[] = [];
  private readonly game: LiveGame;
  private readonly seat: string | null;

  /** `seat` is null for a spectator. */
  constructor(game: LiveGame, seat: string | null) {
    this.game = game;
    this.seat = seat;
  }

  /** Spends one line at `now`; false when the speaker is over the rate. */
  take(now: number): boolean {
    const times = this.times();
    while (times.length > 0 && now - (times[0] as number) >= CHAT_LIMITS.windowMs) times.shift();
    if (times.length >= CHAT_LIMITS.messagesPerWindow) return false;
    times.push(now);
    return true;
  }

  private times(): number[] {
    if (this.seat === null) return this.own;
    let bySeat = seatTimes.get(this.game);
    if (!bySeat) {
      bySeat = new Map();
      seatTimes.set(this.game, bySeat);
    }
    let times = bySeat.get(this.seat);
    if (!times) {
      times = [];
      bySeat.set(this.seat, times);
    }
    return times;
  }
}
