import { CHAT_LIMITS, serverError, type Role, type WireError } from '@broadside/protocol';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { spectatorCount } from '../match/frames.js';
import type { LiveGame, Subscriber } from '../match/live-game.js';
import type { MatchService } from '../match/match-service.js';
import { Session } from '../match/session.js';
import type { FanoutBus } from './bus.js';
import {
  ABORT_MESSAGE,
  REQUESTS_CHANNEL,
  gameChannel,
  parseMessage,
  replyChannel,
  requestSchema,
  type FanoutRequest,
  type FeedForm,
} from './channels.js';

const SPECTATOR: Role = { kind: 'spectator' };

/** An answer to a `watch` or `chat` request, as the owner sends it (see `answerSchema`). */
interface OwnerAnswer {
  readonly op: 'answer';
  readonly id: number;
  readonly frames?: string[];
  readonly seq?: number;
  readonly error?: WireError;
}

/** Viewers one relay node reported for a feed, and when. */
interface RelayCount {
  viewers: number;
  heardAt: number;
}

/**
 * The spectator frames of one game, published for the other nodes: a subscriber of the game like
 * a local spectator socket, so it gets exactly the frames a local spectator gets, after the same
 * filtering and the same spectator delay. It counts as the viewers the relays report.
 */
class RemoteFeed implements Subscriber {
  readonly role = SPECTATOR;
  readonly wantsViews: boolean;
  readonly wantsViewPatches: boolean;
  readonly form: FeedForm;
  readonly channel: string;
  /** Viewers per relay node (by process key). */
  readonly relays = new Map<string, RelayCount>();
  private readonly bus: FanoutBus;
  private readonly onAbort: () => void;

  readonly game: LiveGame;

  constructor(game: LiveGame, form: FeedForm, bus: FanoutBus, onAbort: () => void) {
    this.game = game;
    this.form = form;
    this.wantsViews = form !== 'p';
    this.wantsViewPatches = form === 'd';
    this.channel = gameChannel(game.id, form);
    this.bus = bus;
    this.onAbort = onAbort;
  }

  /** Spectators on other nodes watching through this feed. */
  get viewers(): number {
    let n = 0;
    for (const r of this.relays.values()) n += r.viewers;
    return n;
  }

  send(frame: string): void {
    this.bus.publish(this.channel, frame);
  }

  /** The game was dropped here (a failed commit, an expired open game): relays resynchronise. */
  abort(): void {
    this.bus.publish(this.channel, ABORT_MESSAGE);
    this.onAbort();
  }
}

/** A spectator that is not attached to the game: it keeps the frames sent to it. */
class Collector implements Subscriber {
  readonly role = SPECTATOR;
  private frames: string[] = [];
  readonly wantsViews: boolean;
  readonly wantsHistory: boolean;

  constructor(wantsViews: boolean, wantsHistory = false) {
    this.wantsViews = wantsViews;
    this.wantsHistory = wantsHistory;
  }

  send(frame: string): void {
    this.frames.push(frame);
  }

  /** The frames sent since the last call. */
  take(): string[] {
    const frames = this.frames;
    this.frames = [];
    return frames;
  }
}

/** Settings of {@link FanoutOwner}. */
export interface FanoutOwnerOptions {
  readonly bus: FanoutBus;
  readonly match: MatchService;
  readonly log: Logger;
  /** How often relays say which games they relay; a relay silent for 3 intervals is forgotten. */
  readonly keepAliveMs: number;
}

/**
 * The owner's half of the cross-node fan-out: answers the requests of relays on other nodes for
 * the games this process owns (`match.ownership.owns`), and publishes the spectator frames of
 * each game that has viewers elsewhere on a channel of its own. Only frames already built for the
 * spectator role, after the spectator delay, are ever published.
 */
export class FanoutOwner {
  private readonly bus: FanoutBus;
  private readonly match: MatchService;
  private readonly log: Logger;
  private readonly keepAliveMs: number;
  /** Published feeds, by game id and `:v`/`:p`. */
  private readonly feeds = new Map<string, RemoteFeed>();
  /** Relayed spectators' chat sessions (each keeps its own allowance), by relay and socket. */
  private readonly chatters = new Map<
    string,
    { session: Session; sink: Collector; usedAt: number }
  >();
  private sweeper: NodeJS.Timeout | null = null;
  private readonly onRequest = (message: string): void => this.handle(message);

  constructor(options: FanoutOwnerOptions) {
    this.bus = options.bus;
    this.match = options.match;
    this.log = options.log;
    this.keepAliveMs = options.keepAliveMs;
  }

  /** Starts listening for requests (retried by the bus while Redis is unreachable). */
  start(): void {
    this.bus.subscribe(REQUESTS_CHANNEL, this.onRequest).catch(() => {});
    this.sweeper = setInterval(() => this.sweep(), this.keepAliveMs);
    this.sweeper.unref();
  }

  /**
   * Stops listening (the process is closing): relays are told that every feed ends, so their
   * viewers reconnect at once rather than after the keep-alive silence.
   */
  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.bus.unsubscribe(REQUESTS_CHANNEL, this.onRequest);
    for (const feed of this.feeds.values()) this.bus.publish(feed.channel, ABORT_MESSAGE);
    this.feeds.clear();
  }

  /** Feeds published now (for tests and metrics). */
  get feedCount(): number {
    return this.feeds.size;
  }

  private handle(message: string): void {
    const request = parseMessage(requestSchema, message);
    if (!request) {
      this.log.warn({ bytes: message.length }, 'fan-out request dropped: not a request');
      return;
    }
    try {
      if (request.op === 'keepalive') return this.keepAlive(request);
      if (!this.match.ownership.owns(request.gameId)) return;
      if (request.op === 'watch') return this.watch(request);
      return this.chat(request);
    } catch (error) {
      this.log.error({ err: error, op: request.op }, 'fan-out request failed');
      if (request.op !== 'keepalive')
        this.answer(request.from, {
          op: 'answer',
          id: request.id,
          error: serverError('server/internal'),
        });
    }
  }

  private answer(node: string, answer: OwnerAnswer | { op: 'alive'; games: unknown[] }): void {
    this.bus.publish(replyChannel(node), JSON.stringify(answer));
  }

  private load(gameId: string): { ok: true; game: LiveGame } | { ok: false; error: WireError } {
    // As for a local hello: commit and broadcast what is waiting, so the welcome comes first.
    this.match.commits.flush();
    return this.match.cache.get(gameId);
  }

  private feedFor(game: LiveGame, form: FeedForm): RemoteFeed {
    const key = `${game.id}:${form}`;
    const existing = this.feeds.get(key);
    if (existing && existing.game === game) return existing;
    if (existing) this.detach(existing);
    const feed = new RemoteFeed(game, form, this.bus, () => this.forget(feed));
    this.feeds.set(key, feed);
    game.subscribers.add(feed);
    // Every relayed viewer of the feed starts from a welcome with the view spectators see now,
    // so the next batch may come as a patch of it, as for a local spectator.
    if (form === 'd') game.viewPatches.sent(feed, game.spectatorSeq);
    return feed;
  }

  /** The welcome of one spectator on another node, and the feed it will follow from then on. */
  private watch(request: Extract<FanoutRequest, { op: 'watch' }>): void {
    const loaded = this.load(request.gameId);
    if (!loaded.ok)
      return this.answer(request.from, { op: 'answer', id: request.id, error: loaded.error });
    const game = loaded.game;
    const refusal =
      game.header.visibility === 'private'
        ? serverError('auth/spectators_not_allowed')
        : spectatorCount(game) >= request.maxSpectators
          ? serverError('game/full')
          : null;
    if (refusal) return this.answer(request.from, { op: 'answer', id: request.id, error: refusal });
    // Attached before the welcome is built: every frame after it is published, in order, after
    // the answer (one connection publishes both), so the relay misses nothing and can drop what
    // the welcome already covered by its sequence number.
    const feed = this.feedFor(game, request.form);
    const count = feed.relays.get(request.from) ?? { viewers: 0, heardAt: 0 };
    count.viewers += 1;
    count.heardAt = Date.now();
    feed.relays.set(request.from, count);
    const collector = new Collector(request.form !== 'p', request.history);
    new Session(this.match, game, collector).welcome(request.lastSeq);
    this.answer(request.from, {
      op: 'answer',
      id: request.id,
      frames: collector.take(),
      seq: game.spectatorSeq,
    });
    this.match.broadcastPresence(game);
  }

  /** Which games a relay still relays: the counts of their feeds, and proof of continuity. */
  private keepAlive(request: Extract<FanoutRequest, { op: 'keepalive' }>): void {
    const now = Date.now();
    const games: { gameId: string; form: FeedForm; seq: number; continuous: boolean }[] = [];
    const changed = new Set<LiveGame>();
    for (const g of request.games) {
      if (!this.match.ownership.owns(g.gameId)) continue;
      const feed = this.feeds.get(`${g.gameId}:${g.form}`);
      if (!feed) {
        // Not published here before (this process restarted or took the game over): frames
        // may have been missed, so the relay's viewers must start again from a welcome.
        games.push({ gameId: g.gameId, form: g.form, seq: 0, continuous: false });
        continue;
      }
      const before = feed.relays.get(request.from)?.viewers;
      if (before !== g.viewers) changed.add(feed.game);
      feed.relays.set(request.from, { viewers: g.viewers, heardAt: now });
      games.push({
        gameId: g.gameId,
        form: g.form,
        seq: feed.game.spectatorSeq,
        continuous: true,
      });
    }
    if (games.length > 0) this.answer(request.from, { op: 'alive', games });
    for (const game of changed) this.match.broadcastPresence(game);
  }

  /** A relayed spectator's chat line: stored and broadcast here, as a local spectator's. */
  private chat(request: Extract<FanoutRequest, { op: 'chat' }>): void {
    const loaded = this.load(request.gameId);
    if (!loaded.ok)
      return this.answer(request.from, { op: 'answer', id: request.id, error: loaded.error });
    const game = loaded.game;
    if (game.header.visibility === 'private')
      return this.answer(request.from, {
        op: 'answer',
        id: request.id,
        error: serverError('auth/spectators_not_allowed'),
      });
    const key = `${request.from}/${request.viewer}/${game.id}`;
    let chatter = this.chatters.get(key);
    if (!chatter || chatter.session.game !== game) {
      const sink = new Collector(false);
      chatter = { session: new Session(this.match, game, sink), sink, usedAt: 0 };
      this.chatters.set(key, chatter);
    }
    chatter.usedAt = Date.now();
    // Refusals go to the sink; the line itself goes to every spectator, the feeds included.
    chatter.session.chat(request.text);
    this.answer(request.from, { op: 'answer', id: request.id, frames: chatter.sink.take() });
  }

  /** Forgets relays not heard of for 3 keep-alive intervals, and feeds nobody follows. */
  private sweep(): void {
    const now = Date.now();
    const stale = now - 3 * this.keepAliveMs;
    for (const feed of [...this.feeds.values()]) {
      let changed = false;
      for (const [node, count] of feed.relays)
        if (count.heardAt < stale) {
          feed.relays.delete(node);
          changed = true;
        }
      if (feed.relays.size === 0) this.detach(feed);
      else if (changed) this.match.broadcastPresence(feed.game);
    }
    for (const [key, chatter] of this.chatters)
      if (chatter.usedAt < now - CHAT_LIMITS.windowMs) this.chatters.delete(key);
  }

  private forget(feed: RemoteFeed): void {
    const key = `${feed.game.id}:${feed.form}`;
    if (this.feeds.get(key) === feed) this.feeds.delete(key);
  }

  private detach(feed: RemoteFeed): void {
    this.forget(feed);
    if (feed.game.subscribers.has(feed)) this.match.detach(feed.game, feed);
  }
}
