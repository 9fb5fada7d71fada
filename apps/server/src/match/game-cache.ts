import { serverError, type WireError } from '@broadside/protocol';
import { recordingDice, verifiableDice, type AnyRuleset } from '@broadside/rules';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { GameStore } from '../store/types.js';
import type { Clock } from '../util/clock.js';
import { orderKey, type LiveGame } from './live-game.js';
import { CorruptGameError, stateAt } from './rebuild.js';
import { restoreDelayedBatches } from './spectator-delay.js';

/** Default number of games kept in memory. */
export const DEFAULT_CACHE_SIZE = 2000;

/**
 * The bounded cache of live games. Games load lazily on first use (snapshot plus log, checked
 * against the stored hash); the least recently used game without subscribers is dropped
 * when the cache is full, and a finished game is dropped when its last subscriber leaves.
 */
export class GameCache {
  private readonly games = new Map<string, LiveGame>();
  private readonly store: GameStore;
  private readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly maxSize: number;
  private readonly beforeLoad: () => void;

  constructor(options: {
    store: GameStore;
    rulesets: ReadonlyMap<string, AnyRuleset>;
    clock: Clock;
    log: Logger;
    maxSize?: number;
    /** Runs before a game is read from the store (the match service commits what is waiting). */
    beforeLoad?: () => void;
  }) {
    this.store = options.store;
    this.rulesets = options.rulesets;
    this.clock = options.clock;
    this.log = options.log;
    this.maxSize = options.maxSize ?? DEFAULT_CACHE_SIZE;
    this.beforeLoad = options.beforeLoad ?? (() => {});
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
      cached.lastUsed = this.clock.now();
      return { ok: true, game: cached };
    }
    // A game evicted with changes still waiting for the group commit must not be read back
    // before they are stored.
    this.beforeLoad();
    const row = this.store.getGame(id);
    if (!row) return { ok: false, error: serverError('game/not_found') };
    const ruleset = this.rulesets.get(row.ruleset);
    if (!ruleset) {
      this.log.error(
        { gameId: id, ruleset: row.ruleset },
        'stored game uses a ruleset this server lacks',
      );
      return { ok: false, error: serverError('ruleset/unknown') };
    }
    if (ruleset.version !== row.rulesetVersion) {
      this.log.warn(
        { gameId: id, stored: row.rulesetVersion, current: ruleset.version },
        'game was created with another ruleset version',
      );
    }
    const dice = verifiableDice(row.seed);
    const started = performance.now();
    let state: unknown;
    try {
      state = stateAt(this.store, ruleset, dice, id, row.seq).state;
    } catch (error) {
      if (!(error instanceof CorruptGameError)) throw error;
      this.log.error(
        { gameId: id, err: error },
        'stored game does not replay to its stored hashes',
      );
      return { ok: false, error: serverError('game/unavailable') };
    }
    const game: LiveGame = {
      id,
      ruleset,
      dice,
      recording: recordingDice(dice),
      header: { ...row },
      seats: this.store.seats(id),
      state,
      pending: ruleset.pending(state),
      subscribers: new Set(),
      delayed: [],
      spectatorSeq: row.seq,
      spectatorView: null,
      lastUsed: this.clock.now(),
      inFlight: new Map(),
      orderIds: new Set(
        this.store.clientOrderIds(id).map((o) => orderKey(o.seat, o.clientOrderId)),
      ),
    };
    restoreDelayedBatches(game, this.store, this.clock.now());
    this.log.debug({ gameId: id, seq: row.seq, ms: performance.now() - started }, 'game loaded');
    this.games.set(id, game);
    this.evict();
    return { ok: true, game };
  }

  /** Puts a game just created into the cache. */
  add(game: LiveGame): void {
    this.games.set(game.id, game);
    this.evict();
  }

  /** Drops a game if nobody watches it and it is over (or the cache is over size). */
  release(game: LiveGame): void {
    const idle = game.subscribers.size === 0 && game.header.status === 'finished';
    // Only this object: the game may have been evicted and loaded again since.
    if (idle && this.games.get(game.id) === game) this.games.delete(game.id);
  }

  /** Forgets one game: it is rebuilt from the store on next use. */
  forget(id: string): void {
    this.games.delete(id);
  }

  /** Forgets every game (shutdown). */
  clear(): void {
    this.games.clear();
  }

  private evict(): void {
    if (this.games.size <= this.maxSize) return;
    const idle = [...this.games.values()]
      .filter((g) => g.subscribers.size === 0)
      .sort((a, b) => a.lastUsed - b.lastUsed);
    for (const game of idle) {
      if (this.games.size <= this.maxSize) break;
      this.games.delete(game.id);
    }
  }
}
