import { serverError, type WireError } from '@broadside/protocol';
import type { AnyRuleset } from '@broadside/rules';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { GameStore } from '../store/types.js';
import type { Clock } from '../util/clock.js';
import type { LiveGame } from './live-game.js';
import { forgetChain } from './chain-heads.js';
import { loadGame } from './load-game.js';

/** Default soft limit: games kept in memory when some of them are idle. */
export const DEFAULT_CACHE_SIZE = 2000;

/** Default hard limit: games in memory beyond which a load is refused (10 × the soft limit). */
export const DEFAULT_CACHE_HARD_LIMIT = 20_000;

/** What the cache reports to the metrics. */
export interface CacheEvents {
  /** Idle games were dropped to make room. */
  evicted(count: number): void;
  /** A game was loaded although the cache was at its soft limit (every game in it was in use). */
  overflowed(): void;
  /** A load was refused at the hard limit. */
  refused(): void;
}

const noCacheEvents: CacheEvents = { evicted: () => {}, overflowed: () => {}, refused: () => {} };

/** Least time between two "over the soft limit" warnings in the log, in ms. */
const OVERFLOW_WARNING_INTERVAL_MS = 60_000;

/**
 * The cache of live games: **one live copy per game**, always.
 *
 * Games load lazily on first use (snapshot plus log, checked against the stored hash). A game is
 * *in use* while it has subscribers; a game in use is never evicted, because every socket of a
 * game must share the one object that sequences its orders. Room is made *before* a game is inserted, by dropping the least recently used idle games, so a
 * game just loaded for a connection can never be the one evicted.
 *
 * The size limit is soft: when every game in memory is in use, the cache grows past it (and says
 * so in the log and the metrics) rather than split a game. At the hard limit a load is refused
 * with `server/overloaded`; the client may retry.
 */
export class GameCache {
  private readonly games = new Map<string, LiveGame>();
  private readonly store: GameStore;
  private readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  private readonly clock: Clock;
  private readonly log: Logger;
  /** Soft limit: idle games are evicted above it. */
  readonly maxSize: number;
  /** Hard limit: no game is loaded beyond it. */
  readonly hardLimit: number;
  private readonly beforeLoad: () => void;
  private readonly events: CacheEvents;
  private lastOverflowWarning = -Infinity;

  constructor(options: {
    store: GameStore;
    rulesets: ReadonlyMap<string, AnyRuleset>;
    clock: Clock;
    log: Logger;
    maxSize?: number;
    hardLimit?: number;
    events?: CacheEvents;
    /** Runs before a game is read from the store (the match service commits what is waiting). */
    beforeLoad?: () => void;
  }) {
    this.store = options.store;
    this.rulesets = options.rulesets;
    this.clock = options.clock;
    this.log = options.log;
    this.maxSize = options.maxSize ?? DEFAULT_CACHE_SIZE;
    this.hardLimit = Math.max(this.maxSize, options.hardLimit ?? DEFAULT_CACHE_HARD_LIMIT);
    this.beforeLoad = options.beforeLoad ?? (() => {});
    this.events = options.events ?? noCacheEvents;
  }

  /** Games in memory now. */
  get size(): number {
    return this.games.size;
  }

  /** Every game in memory. */
  values(): IterableIterator<LiveGame> {
    return this.games.values();
  }

  /** The game in memory, if it is loaded. */
  peek(id: string): LiveGame | undefined {
    return this.games.get(id);
  }

  /** The game, loaded from the store if needed, or the reason it cannot be had. */
  get(id: string): { ok: true; game: LiveGame } | { ok: false; error: WireError } {
    const cached = this.games.get(id);
    if (cached) {
      // The map's order is the eviction order: least recently used first.
      this.games.delete(id);
      this.games.set(id, cached);
      return { ok: true, game: cached };
    }
    // A game evicted with changes still waiting for the group commit must not be read back
    // before they are stored.
    this.beforeLoad();
    if (!this.makeRoom()) {
      this.events.refused();
      this.log.error(
        { gameId: id, games: this.games.size, hardLimit: this.hardLimit },
        'game cache at its hard limit; load refused',
      );
      return { ok: false, error: serverError('server/overloaded') };
    }
    const loaded = this.load(id);
    if (loaded.ok) this.games.set(id, loaded.game);
    return loaded;
  }

  /**
   * Puts a game in memory back as it is stored, keeping its subscribers: after changes that could
   * not be stored, nothing half-applied stays in memory. False when the stored game cannot be
   * loaded (the caller then drops it).
   */
  reload(game: LiveGame): boolean {
    const loaded = this.load(game.id);
    if (!loaded.ok) return false;
    const fresh = loaded.game;
    game.recording.take();
    // The same seed, except once: when the seats' nonces fixed the joint seed before the start.
    game.dice = fresh.dice;
    game.recording = fresh.recording;
    Object.assign(game.header, fresh.header);
    game.seats = fresh.seats;
    game.state = fresh.state;
    game.pending = fresh.pending;
    game.decisionSeq.clear();
    for (const [seat, seq] of fresh.decisionSeq) game.decisionSeq.set(seat, seq);
    game.delayed.splice(0, game.delayed.length, ...fresh.delayed);
    game.spectatorSeq = fresh.spectatorSeq;
    game.spectatorView = null;
    game.inFlight.clear();
    forgetChain(game);
    game.orderIds.replaceWith(fresh.orderIds);
    return true;
  }

  /** Reads a game from the store and rebuilds it (snapshot plus log, checked against hashes). */
  private load(id: string): { ok: true; game: LiveGame } | { ok: false; error: WireError } {
    const { store, rulesets, clock, log } = this;
    return loadGame({ store, rulesets, clock, log }, id);
  }

  /** Games in use now: with subscribers attached. */
  get inUse(): number {
    let n = 0;
    for (const game of this.games.values()) if (!this.isIdle(game)) n += 1;
    return n;
  }

  /**
   * Called when a game may have become idle (its last subscriber left): a finished game is
   * dropped, and a cache over its soft limit shrinks back to it.
   */
  release(game: LiveGame): void {
    // Only this object, and only while idle: a game in use is never dropped.
    if (this.games.get(game.id) !== game || !this.isIdle(game)) return;
    if (game.header.status === 'finished') this.games.delete(game.id);
    else if (this.games.size > this.maxSize) this.evictIdle(this.games.size - this.maxSize);
  }

  /** Forgets one game: it is rebuilt from the store on next use. */
  forget(id: string): void {
    this.games.delete(id);
  }

  /** Forgets every game (shutdown). */
  clear(): void {
    this.games.clear();
  }

  private isIdle(game: LiveGame): boolean {
    return game.subscribers.size === 0;
  }

  /**
   * Makes room for one more game: evicts idle games down to the soft limit less one. Returns
   * false when the cache is at its hard limit with no idle game to drop.
   */
  private makeRoom(): boolean {
    if (this.games.size < this.maxSize) return true;
    this.evictIdle(this.games.size - this.maxSize + 1);
    if (this.games.size < this.maxSize) return true;
    if (this.games.size >= this.hardLimit) return false;
    this.events.overflowed();
    const now = this.clock.now();
    if (now - this.lastOverflowWarning >= OVERFLOW_WARNING_INTERVAL_MS) {
      this.lastOverflowWarning = now;
      this.log.warn(
        { games: this.games.size + 1, softLimit: this.maxSize, hardLimit: this.hardLimit },
        'every cached game is in use: the game cache grows past its soft limit',
      );
    }
    return true;
  }

  /** Drops up to `count` idle games, least recently used first (the map's order). */
  private evictIdle(count: number): void {
    let evicted = 0;
    for (const game of this.games.values()) {
      if (evicted >= count) break;
      if (!this.isIdle(game)) continue;
      this.games.delete(game.id);
      evicted += 1;
    }
    if (evicted > 0) this.events.evicted(evicted);
  }
}
