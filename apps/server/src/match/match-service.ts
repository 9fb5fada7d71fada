import { CommitPacer, type CommitPacing } from './commit-pacer.js';
import {
  serverError,
  WS_LIMITS,
  type GameSummary,
  type RematchOffer,
  type Role,
  type WireError,
} from '@broadside/protocol';
import type { AnyRuleset, GameResult } from '@broadside/rules';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { noMetrics, type MatchMetrics } from '../metrics.js';
import type { GameStore, LogEntry } from '../store/types.js';
import { systemClock, type Clock } from '../util/clock.js';
import { digestsEqual, hashSecret, newSeed } from '../util/secrets.js';
import { earliestDeadline, updateClocks } from './clocks.js';
import { CommitQueue } from './commit-queue.js';
import { reloadFailedGames } from './commit-failures.js';
import { storeNewGame } from './create-game.js';
import { endBeforeStart, expireNoShows, expireOpenGames, runDueClocks } from './deadlines.js';
import { currentContext, eventsFrame, presenceFrame, spectatorCount } from './frames.js';
import type { CreatedGame, CreateGameInput } from './new-game.js';
import { fail, type Outcome } from './outcome.js';
import { GameCache } from './game-cache.js';
import { DEFAULT_GAME_LIMITS, type GameLimits } from './game-limits.js';
import { gameSummary, listGames } from './lobby-listing.js';
import type { LiveGame, Subscriber } from './live-game.js';
import type { MatchContext, RematchLookup, SeatBots } from './match-context.js';
import { Session } from './session.js';
import type { OrderQueues } from './order-queues.js';
import type { SeedContributions } from './seeding.js';
import { cancelOpenGame, claimSeat, revokeOtherTokens } from './seat-claims.js';
import { commitAdjudication } from './adjudication.js';
import { EVERY_GAME, type GameOwnership } from './ownership.js';

/** Settings of the match service. */
export interface MatchServiceOptions {
  readonly store: GameStore;
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly log: Logger;
  readonly clock?: Clock;
  readonly metrics?: MatchMetrics;
  /** Snapshot (and hash) the state every this many log entries (default 20). */
  readonly snapshotEvery?: number;
  /** How group commits wait for company when the server is busy (default: the pacer's own). */
  readonly commitPacing?: CommitPacing;
  /** Soft limit of games kept in memory (default 2000): idle games are evicted above it. */
  readonly cacheSize?: number;
  /** Hard limit of games in memory (default 20,000): loads beyond it are refused. */
  readonly cacheHardLimit?: number;
  /** A client further behind than this gets a fresh view instead of the missed batches. */
  readonly maxCatchUpBatches?: number;
  /** Limits that keep games from filling the disk (defaults {@link DEFAULT_GAME_LIMITS}). */
  readonly gameLimits?: Partial<GameLimits>;
  /** Free bytes where the database lives, or null when unknown (default: unknown). */
  readonly freeDisk?: () => number | null;
  /** Where dice seeds come from (default: 32 bytes from `crypto.randomBytes`). Benchmarks only. */
  readonly seedSource?: () => Uint8Array;
  /** Builds the seats the server's bots play, given the service (absent: no bots). */
  readonly bots?: (match: MatchService) => SeatBots;
  /** Builds the rematch offers, given the service (absent: no rematches). */
  readonly rematches?: (match: MatchService) => RematchLookup;
  /** Builds the seats' queues of future orders, given the service (absent: no queues). */
  readonly queues?: (match: MatchService) => OrderQueues;
  /** Builds the seeds made together, given the service (absent: the server's seed alone). */
  readonly seeding?: (match: MatchService) => SeedContributions;
  /** Which games this process runs and how it names new ones (default: every game). */
  readonly ownership?: GameOwnership;
}

/**
 * The match service: creates and joins games, attaches clients, runs the order pipeline,
 * clocks and spectator delays. It knows neither HTTP nor sockets, and no ruleset in particular.
 */
export class MatchService implements MatchContext {
  readonly store: GameStore;
  readonly clock: Clock;
  readonly log: Logger;
  readonly metrics: MatchMetrics;
  readonly snapshotEvery: number;
  readonly maxCatchUpBatches: number;
  readonly rulesets: ReadonlyMap<string, AnyRuleset>;
  readonly cache: GameCache;
  readonly commits: CommitQueue;
  /** Where dice seeds come from. */
  readonly seedSource: () => Uint8Array;
  /** Limits that keep games from filling the disk. */
  readonly limits: GameLimits;
  /** Free bytes where the database lives, or null when unknown. */
  readonly freeDisk: () => number | null;
  private lastExpiry = -Infinity;
  /** Rematch offers (`null`: none): seats they keep, offers welcomes show. */
  readonly rematches: RematchLookup | null;
  /** Seats' queues of future orders (`null`: none), built with the service. */
  readonly queues: OrderQueues | null;
  /** Seeds made together: seat nonce commitments and reveals (`null`: none), built with the service. */
  readonly seeding: SeedContributions | null;
  /** Seats the server's bots play (`null`: no bots here), built with the service. */
  readonly bots: SeatBots | null;
  /**
   * Which games this process runs (clocks, bots, sockets) and how it names new ones: every game
   * for a server alone, a share of them for a process of a sharded server (docs/scaling.md).
   */
  readonly ownership: GameOwnership;
  /** Told of every game that ends, once its last entry is durable (tournaments score it). */
  readonly finishListeners: ((game: LiveGame) => void)[] = [];

  constructor(options: MatchServiceOptions) {
    this.store = options.store;
    this.rulesets = options.rulesets;
    this.log = options.log;
    this.clock = options.clock ?? systemClock;
    this.metrics = options.metrics ?? noMetrics;
    this.snapshotEvery = options.snapshotEvery ?? 20;
    this.maxCatchUpBatches = options.maxCatchUpBatches ?? WS_LIMITS.maxCatchUpBatches;
    this.seedSource = options.seedSource ?? newSeed;
    this.limits = { ...DEFAULT_GAME_LIMITS, ...options.gameLimits };
    this.freeDisk = options.freeDisk ?? (() => null);
    this.ownership = options.ownership ?? EVERY_GAME;
    this.commits = new CommitQueue(
      this.store,
      (failures, wholeBatch) => reloadFailedGames(this, failures, wholeBatch),
      new CommitPacer(options.commitPacing),
    );
    this.cache = new GameCache({
      store: this.store,
      rulesets: this.rulesets,
      clock: this.clock,
      log: this.log,
      beforeLoad: () => this.commits.flush(),
      events: this.metrics,
      ...(options.cacheSize === undefined ? {} : { maxSize: options.cacheSize }),
      ...(options.cacheHardLimit === undefined ? {} : { hardLimit: options.cacheHardLimit }),
    });
    // Last: the collaborators keep the service and call back into it once it is running.
    this.bots = options.bots?.(this) ?? null;
    this.rematches = options.rematches?.(this) ?? null;
    this.queues = options.queues?.(this) ?? null;
    this.seeding = options.seeding?.(this) ?? null;
  }

  /**
   * Creates a game: checks the set-up, rolls nothing but what `create` rolls, stores it. Refused
   * when the disk is nearly full, when the creator (by a key of its address) has too many open
   * games, or when the set-up makes a state too large to play.
   */
  createGame(input: CreateGameInput, creatorKey: string | null = null): Outcome<CreatedGame> {
    const stored = storeNewGame(this, input, creatorKey);
    if (!stored.ok) return stored;
    const { created, everySeatTaken } = stored.value;
    if (input.creatorSeat !== undefined)
      this.commitNonce(created.gameId, input.creatorSeat, input.nonceCommitment);
    if (everySeatTaken) this.startIfReady(created.gameId);
    return { ok: true, value: created };
  }

  /**
   * Takes a seat. With an invite: the seat the invite was made for, in any game, again and again
   * (each time a new token; the invite stays valid; the seat keeps the name it was first given).
   * Without one: a seat of a public, open game that nobody has taken yet; the seat's old invite is
   * then replaced by a new one, returned with the token, so that only the claimer can take the
   * seat again. A claim that carries a `claimId` may be retried: the same claim id on a seat it
   * already took is granted again (a new token and invite), so a lost answer orphans nothing.
   */
  joinSeat(
    gameId: string,
    seat: string,
    invite: string | undefined,
    playerName: string | undefined,
    claimId?: string,
    nonceCommitment?: string,
  ): Outcome<{ seatToken: string; invite: string | null }> {
    return claimSeat(this, { gameId, seat, invite, playerName, claimId, nonceCommitment });
  }

  /**
   * Signs a seat out of every other device: revokes every token of the seat but the caller's,
   * closes the sockets that used them, and replaces the seat's invite with a new one (returned),
   * so that a leaked invite or token stops working.
   */
  revokeOtherTokens(
    gameId: string,
    token: string,
  ): Outcome<{ seat: string; revoked: number; invite: string }> {
    return revokeOtherTokens(this, gameId, token);
  }

  /** Records a seat's nonce commitment (seeds made together) as the seat is taken. */
  private commitNonce(gameId: string, seat: string, commitment: string | undefined): void {
    if (!this.seeding || commitment === undefined) return;
    const loaded = this.cache.get(gameId);
    if (loaded.ok) this.seeding.commit(loaded.game, seat, commitment);
  }

  /**
   * Starts a game once every seat is taken and, with seeds made together, every committed nonce
   * is revealed: status live, clocks of the owing seats running.
   */
  startIfReady(gameId: string): void {
    const loaded = this.cache.get(gameId);
    if (!loaded.ok) return;
    const game = loaded.game;
    if (game.header.status !== 'open' || game.seats.some((s) => s.claimedAt === null)) return;
    if (this.seeding?.holdsStart(game)) return;
    const now = this.clock.now();
    const owing = new Set(game.pending.map((p) => p.seat));
    const clocks = updateClocks(game.header.timeControl, game.header.clocks, owing, now);
    const progress = {
      seq: game.header.seq,
      hashSeq: game.header.hashSeq,
      stateHash: game.header.stateHash,
      status: 'live' as const,
      result: null,
      clocks,
      deadlineAt: earliestDeadline(clocks)?.at ?? null,
      finishedAt: null,
    };
    this.store.start(gameId, progress, now);
    Object.assign(game.header, progress, { startedAt: now });
    this.log.info({ gameId }, 'game started');
    this.broadcastState(game);
    this.bots?.changed(gameId);
  }

  /**
   * Attaches a client: checks the seat token (constant-time against stored hashes) or that the
   * game may be watched, registers the subscriber and sends the welcome. A valid seat token is
   * always admitted; a spectator only while the game has room (`maxSpectators`) and `admit`
   * (the transport's per-address limits) agrees.
   */
  connect(
    gameId: string,
    token: string | undefined,
    subscriber: (role: Role) => Subscriber,
    lastSeq?: number,
    admission: {
      readonly maxSpectators?: number;
      readonly admit?: (role: Role) => WireError | null;
    } = {},
  ): Outcome<Session> {
    // A worker of a WORKERS=N server serves only its own games: a second copy would fork them.
    if (!this.ownership.owns(gameId))
      return fail(
        serverError(
          'game/unavailable',
          'This game is served by another process: connect to /ws?game=<id>.',
        ),
      );
    // Commit and broadcast what is waiting before this client joins, so that its first frame
    // is the welcome and everything after it follows in sequence.
    this.commits.flush();
    const loaded = this.cache.get(gameId);
    if (!loaded.ok) return loaded;
    const game = loaded.game;
    let role: Role;
    if (token === undefined) {
      if (game.header.visibility === 'private')
        return fail(serverError('auth/spectators_not_allowed'));
      role = { kind: 'spectator' };
    } else {
      const hash = hashSecret(token);
      const match = this.store.tokenHashes(gameId).find((t) => digestsEqual(t.tokenHash, hash));
      if (!match) return fail(serverError('auth/invalid_token'));
      role = { kind: 'seat', seat: match.seat };
    }
    if (role.kind === 'spectator') {
      const max = admission.maxSpectators ?? WS_LIMITS.maxSpectatorsPerGame;
      if (spectatorCount(game) >= max) return fail(serverError('game/full'));
    }
    const refusal = admission.admit?.(role);
    if (refusal) return fail(refusal);
    const sub = subscriber(role);
    game.subscribers.add(sub);
    const session = new Session(this, game, sub);
    session.welcome(lastSeq);
    this.queues?.welcome(game, sub);
    this.queues?.run(game);
    this.broadcastPresence(game);
    return { ok: true, value: session };
  }

  detach(game: LiveGame, subscriber: Subscriber): void {
    game.subscribers.delete(subscriber);
    this.broadcastPresence(game);
    this.cache.release(game);
  }

  rematchOf(gameId: string): RematchOffer | null {
    return this.rematches?.offerOf(gameId) ?? null;
  }

  onFinished(game: LiveGame): void {
    this.log.info({ gameId: game.id, result: game.header.result }, 'game over');
    for (const listener of this.finishListeners) listener(game);
  }

  catchUpFrame(game: LiveGame, role: Role, entry: LogEntry, now: number, view?: unknown): string {
    return eventsFrame(game, role, entry, currentContext(game, now), view);
  }

  /** Tells everyone who is online, and how many watch. */
  broadcastPresence(game: LiveGame): void {
    if (game.subscribers.size === 0) return;
    const frame = presenceFrame(game);
    for (const sub of game.subscribers) sub.send(frame);
  }

  /** Sends every subscriber a fresh welcome (after the game started or ended before it). */
  broadcastState(game: LiveGame): void {
    for (const sub of [...game.subscribers]) {
      new Session(this, game, sub).welcome(undefined);
    }
  }

  /**
   * Runs due clocks and delays: a seat whose time ran out loses on time through the
   * ruleset's `timeout`, recorded in the log; held spectator batches that are due are sent.
   */
  tick(): void {
    const now = this.clock.now();
    if (now - this.lastExpiry >= 60_000) this.expireOpenGames(now);
    this.seeding?.expire(now);
    expireNoShows(this, now);
    runDueClocks(this, now);
  }

  /** Deletes open games that nobody completed within the time allowed (at most once a minute). */
  expireOpenGames(now: number): string[] {
    this.lastExpiry = now;
    return expireOpenGames(this, now);
  }

  /**
   * Ends an open game that never started with `result` (no-shows, an organiser's adjudication):
   * stored, everyone in it told, listeners (tournaments) called. False when it is not open.
   */
  endBeforeStart(game: LiveGame, result: GameResult, now = this.clock.now()): boolean {
    return endBeforeStart(this, game, result, now);
  }

  /**
   * Ends a live game with its tournament organiser's `result`: an `adjudication` entry in its log,
   * committed and sent like a timeout ({@link commitAdjudication}). False when it is not live.
   */
  adjudicate(game: LiveGame, result: GameResult, now = this.clock.now()): boolean {
    return commitAdjudication(this, game, result, now, () => this.cache.release(game));
  }

  /**
   * Cancels an open game: only the seat that created it (taken with the game, by the token it got
   * then) may, and only while the game waits for players. The game is deleted, as an open game
   * that expires is, and anyone watching it is disconnected.
   */
  cancelOpenGame(gameId: string, token: string): Outcome<null> {
    return cancelOpenGame(this, gameId, token);
  }

  /** The lobby's summary of a game. */
  summary(gameId: string): Outcome<GameSummary> {
    return gameSummary(this, gameId);
  }

  /** Games to join, watch or replay. */
  list(status: GameSummary['status'], limit: number): GameSummary[] {
    return listGames(this, status, limit);
  }

  /** Commits what is waiting and forgets every game (shutdown). */
  shutdown(): void {
    this.commits.flush();
    this.cache.clear();
  }
}
