import type { FanoutBus } from './bus.js';
import { spectatorCount } from '../match/frames.js';
import type { MatchService } from '../match/match-service.js';

/** The key under which a game's owner keeps its spectator count for the other nodes' lobbies. */
export function spectatorCountKey(gameId: string): string {
  return `broadside:spectators:${gameId}`;
}

/**
 * Spectator counts for lobbies on every node. Each owner stores, in Redis, the count of each of
 * its games that has spectators (its own sockets plus those relayed elsewhere), rewritten when it
 * changes and refreshed before it expires; a node answering a lobby list reads the counts of the
 * games it does not own. A count is at most one interval old, and disappears with its owner.
 */
export class SpectatorCounts {
  private readonly written = new Map<string, { count: number; at: number }>();

  private readonly bus: FanoutBus;
  private readonly match: MatchService;
  private readonly ttlMs: number;

  /** `ttlMs`: how long a stored count lives unless refreshed. */
  constructor(bus: FanoutBus, match: MatchService, ttlMs: number) {
    this.bus = bus;
    this.match = match;
    this.ttlMs = ttlMs;
  }

  /** Stores what changed since the last call (call it every third of the time to live or so). */
  publish(now: number): void {
    const entries: [string, number | null][] = [];
    const seen = new Set<string>();
    for (const game of this.match.cache.values()) {
      if (!this.match.ownership.owns(game.id)) continue;
      const count = spectatorCount(game);
      if (count === 0) continue;
      seen.add(game.id);
      const last = this.written.get(game.id);
      if (last && last.count === count && now - last.at < this.ttlMs / 2) continue;
      this.written.set(game.id, { count, at: now });
      entries.push([spectatorCountKey(game.id), count]);
    }
    for (const id of this.written.keys())
      if (!seen.has(id)) {
        this.written.delete(id);
        entries.push([spectatorCountKey(id), null]);
      }
    this.bus.putNumbers(entries, this.ttlMs);
  }

  /**
   * The summaries with the spectator counts of games another node owns filled in from Redis
   * (unchanged when Redis does not answer).
   */
  async fill<T extends { readonly id: string; spectators: number }>(summaries: T[]): Promise<T[]> {
    const remote = summaries.filter((s) => !this.match.ownership.owns(s.id));
    if (remote.length === 0) return summaries;
    const counts = await this.bus.getNumbers(remote.map((s) => spectatorCountKey(s.id)));
    const byId = new Map(remote.map((s, i) => [s.id, counts[i] ?? null]));
    return summaries.map((s) => {
      const count = byId.get(s.id);
      return count === undefined || count === null ? s : { ...s, spectators: count };
    });
  }
}
